/**
 * The Fame race: each captain's Fame turn by turn as a stepped line in their colour, ending in
 * their numbered badge (so the lines are told apart without colour), the target as a dashed
 * line.
 */
import { captainName } from '@drift/xia';
import { seatColour } from '../look/palette.ts';

export interface FameRaceProps {
  /** Each seat's `[turn, Fame]` points (GameStory.race). */
  readonly race: readonly (readonly (readonly [number, number])[])[];
  readonly turns: number;
  readonly fameTarget: number;
  /** Solo: the NPCs' shared Fame, `[turn, Fame]`, drawn in silver with a diamond. */
  readonly npcs?: readonly (readonly [number, number])[];
}

const NPC_COLOUR = '#dfe5f2';
/** The NPCs' line's key in the badge layout (no seat has it). */
const NPCS = -1;

function stepped(
  r: readonly (readonly [number, number])[],
  x: (t: number) => number,
  y: (f: number) => number,
): string {
  const points: string[] = [];
  r.forEach(([t, f], i) => {
    const prev = r[i - 1];
    if (prev) points.push(`${x(t).toFixed(1)},${y(prev[1]).toFixed(1)}`);
    points.push(`${x(t).toFixed(1)},${y(f).toFixed(1)}`);
  });
  return points.join(' ');
}

const W = 820;
const H = 210;
const PAD = { left: 34, right: 34, top: 14, bottom: 26 };

export function FameRace({ race, turns, fameTarget, npcs }: FameRaceProps) {
  const top = Math.max(
    fameTarget,
    ...race.flatMap((r) => r.map((p) => p[1])),
    ...(npcs ?? []).map((p) => p[1]),
  );
  const x = (t: number) => PAD.left + (t / Math.max(1, turns)) * (W - PAD.left - PAD.right);
  const y = (f: number) => H - PAD.bottom - (f / Math.max(1, top)) * (H - PAD.top - PAD.bottom);
  const ticks = Array.from({ length: top + 1 }, (_, f) => f).filter(
    (f) => f % (top > 12 ? 5 : 2) === 0 || f === fameTarget,
  );
  // A short game (solo) would repeat a tick: each is drawn once.
  const turnTicks = [0, Math.round(turns / 4), Math.round(turns / 2), Math.round((3 * turns) / 4)];
  // Badges keep 21 units apart, top to bottom, so none hides another.
  const ends = race.map((r, seat) => ({ seat, fame: r[r.length - 1]?.[1] ?? 0 }));
  const npcEnd = npcs ? (npcs[npcs.length - 1]?.[1] ?? 0) : null;
  const all = npcEnd === null ? ends : [...ends, { seat: NPCS, fame: npcEnd }];
  const badgeY = new Map<number, number>();
  let below = Number.NEGATIVE_INFINITY;
  for (const e of [...all].sort((p, q) => q.fame - p.fame || p.seat - q.seat)) {
    const at = Math.max(y(e.fame), below + 21);
    badgeY.set(e.seat, at);
    below = at;
  }
  // A pile at the bottom moves up as a whole rather than off the chart.
  const over = Math.max(0, below - (H - 12));
  for (const [seat, at] of badgeY) badgeY.set(seat, at - over);
  return (
    <svg
      className="fame-race"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`Fame by turn: ${ends.map((e) => `${captainName(e.seat)} ended on ${e.fame}`).join(', ')}${npcEnd === null ? '' : `, the NPCs on ${npcEnd}`}`}
    >
      {ticks.map((f) => (
        <g key={f}>
          <line
            className={f === fameTarget ? 'fame-race__target' : 'fame-race__grid'}
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(f)}
            y2={y(f)}
          />
          <text className="fame-race__tick" x={PAD.left - 8} y={y(f)} textAnchor="end" dy="4">
            {f}
          </text>
        </g>
      ))}
      {[...new Set([...turnTicks, turns])].map((t) => (
        <text key={t} className="fame-race__tick" x={x(t)} y={H - 6} textAnchor="middle">
          {t === 0 ? 'turn 0' : t}
        </text>
      ))}
      {race.map((r, seat) => {
        // Lines on the same Fame are nudged apart so each stays visible.
        const nudge = (seat - (race.length - 1) / 2) * 1.6;
        return (
          <polyline
            // biome-ignore lint/suspicious/noArrayIndexKey: one line per seat, in seat order.
            key={seat}
            className="fame-race__line"
            points={stepped(r, x, y)}
            transform={`translate(0 ${nudge})`}
            stroke={seatColour(seat)}
          />
        );
      })}
      {npcs && (
        <polyline
          className="fame-race__line fame-race__line--npcs"
          points={stepped(npcs, x, y)}
          transform="translate(0 2.4)"
          stroke={NPC_COLOUR}
        />
      )}
      {ends.map((e) => {
        const cy = badgeY.get(e.seat) ?? y(e.fame);
        return (
          <g key={e.seat} transform={`translate(${W - PAD.right + 16} ${cy})`}>
            <circle r="10" fill={seatColour(e.seat)} />
            <text className="fame-race__badge" textAnchor="middle" dy="4">
              {e.seat + 1}
            </text>
          </g>
        );
      })}
      {npcEnd !== null && (
        <g
          transform={`translate(${W - PAD.right + 16} ${badgeY.get(NPCS) ?? y(npcEnd)})`}
          data-npcs=""
        >
          <path d="M0 -11L11 0L0 11L-11 0Z" fill={NPC_COLOUR} />
          <text className="fame-race__badge" textAnchor="middle" dy="4">
            N
          </text>
        </g>
      )}
    </svg>
  );
}
