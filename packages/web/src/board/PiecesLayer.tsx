/**
 * What moves on the board: exploration tokens still face down, cubes adrift, NPCs and the
 * captains' ships in seat colours with their numbers. Re-rendered when the view changes only.
 */
import type { HexKey } from '@drift/engine/hex';
import type { Content } from '@drift/xia';
import { captainName, eventCard } from '@drift/xia';
import { memo } from 'react';
import { LEGAL, seatColour } from '../look/palette.ts';
import { CubeGlyph } from './Glyphs.tsx';
import { round } from './geometry.ts';
import type { BoardModel } from './model.ts';
import type { HexPieces } from './pieces.ts';
import { hexagonPath } from './SpaceMark.tsx';

function Ship({
  seat,
  x,
  y,
  active,
  outlaw,
}: {
  seat: number;
  x: number;
  y: number;
  active: boolean;
  outlaw: boolean;
}) {
  const colour = seatColour(seat);
  return (
    <g
      className={`ship${active ? ' ship--active' : ''}${outlaw ? ' ship--outlaw' : ''}`}
      data-seat={seat}
      transform={`translate(${round(x)} ${round(y)})`}
    >
      <title>{captainName(seat)}</title>
      {active && <circle r={19} className="ship__turn" />}
      <path d="M0 -18L12 8L6 13L-6 13L-12 8Z" className="ship__hull" style={{ fill: colour }} />
      <text y={7} className="ship__number">
        {seat + 1}
      </text>
      {outlaw && <circle cx={11} cy={-9} r={4.2} className="ship__outlaw" />}
    </g>
  );
}

function Npc({
  letter,
  legal,
  x,
  y,
  name,
}: {
  letter: string;
  legal: keyof typeof LEGAL;
  x: number;
  y: number;
  name: string;
}) {
  return (
    <g
      className={`npc legal--${legal}`}
      data-npc={name}
      transform={`translate(${round(x)} ${round(y)})`}
    >
      <title>{name}</title>
      <path
        d="M0 -15L15 0L0 15L-15 0Z"
        className="npc__hull"
        style={{ stroke: LEGAL[legal].colour }}
      />
      <text y={5} className="npc__letter">
        {letter}
      </text>
    </g>
  );
}

export const PiecesLayer = memo(function PiecesLayer({
  model,
  pieces,
  content,
  turnSeat,
}: {
  model: BoardModel;
  pieces: ReadonlyMap<HexKey, HexPieces>;
  content: Content;
  turnSeat: number | null;
}) {
  const out: React.ReactNode[] = [];
  for (const [key, p] of pieces) {
    const cell = model.cellByKey.get(key);
    if (!cell) continue;
    const { x, y } = cell.center;
    if (p.event) {
      // XE-EVENT-05: an Event's marker, top left of the hex, named on hover.
      const ex = round(x - 17);
      const ey = round(y - 19);
      out.push(
        <g key={`e${key}`} className="event-marker" data-event={p.event}>
          <title>{`Event: ${eventCard(p.event).name}`}</title>
          <path d={`M${ex} ${ey - 9}L${ex + 9} ${ey}L${ex} ${ey + 9}L${ex - 9} ${ey}Z`} />
          <text x={ex} y={ey + 4}>
            !
          </text>
        </g>,
      );
    }
    if (p.comet) {
      // XE-COMET-01: an icy head with its tail.
      out.push(
        <g
          key={`m${key}`}
          className="comet"
          data-comet={p.comet}
          transform={`translate(${round(x + 14)} ${round(y - 12)})`}
        >
          <title>{`The comet of ${content.sector(p.comet).name}`}</title>
          <path d="M-3 -3L-16 -13M-2 0L-18 -5M0 3L-15 3" className="comet__tail" />
          <circle r={6.5} className="comet__head" />
        </g>,
      );
    }
    if (p.kiln) {
      // XE-KILN-01: the station, a ring with docking arms.
      out.push(
        <g
          key={`k${key}`}
          className="kiln-station"
          data-kiln={key}
          transform={`translate(${round(x)} ${round(y - 16)})`}
        >
          <title>The Kiln</title>
          <path d="M-13 0H13M0 -13V13" className="kiln-station__arms" />
          <circle r={8} className="kiln-station__ring" />
          <circle r={3} className="kiln-station__core" />
        </g>,
      );
    }
    if (p.relics !== undefined) {
      // XE-DEAD-03..04: the stack's count; 0 is a collapsed site.
      const collapsed = p.relics === 0;
      out.push(
        <g
          key={`r${key}`}
          className={`relic-stack${collapsed ? ' relic-stack--collapsed' : ''}`}
          data-relics={p.relics}
          transform={`translate(${round(x + 16)} ${round(y + 16)})`}
        >
          <title>{collapsed ? 'Collapsed Relic site' : `${p.relics} Relics left`}</title>
          <rect x={-8} y={-7} width={16} height={14} rx={2} className="relic-stack__tile" />
          <text y={4} className="relic-stack__count">
            {collapsed ? '×' : p.relics}
          </text>
        </g>,
      );
    }
    if (p.giantComet) {
      // Rikishi: a giant comet, its blazing head filling the hex.
      out.push(
        <g
          key={`g${key}`}
          className="giant-comet"
          data-giant-comet={p.giantComet}
          transform={`translate(${round(x)} ${round(y)})`}
        >
          <title>{`The giant comet of ${eventCard(p.giantComet).name}`}</title>
          <path d="M-6 -8L-30 -26M-9 -2L-34 -10M-8 4L-32 6" className="comet__tail" />
          <circle r={13} className="comet__head giant-comet__head" />
        </g>,
      );
    }
    if (p.token) {
      out.push(
        <g key={`t${key}`} className="token" data-token={key}>
          <path d={hexagonPath(x, y + 24, 9)} className="token__face" />
          <text x={x} y={y + 28} className="token__mark">
            ?
          </text>
        </g>,
      );
    }
    p.cubes.forEach((c, i) => {
      out.push(
        <CubeGlyph
          // biome-ignore lint/suspicious/noArrayIndexKey: cubes adrift are told apart only by order.
          key={`c${key}:${i}`}
          colour={c}
          x={round(x - 20 + (i % 3) * 8.5)}
          y={round(y + 14 + Math.floor(i / 3) * 8.5)}
          size={8}
        />,
      );
    });
    const movers = p.ships.length + p.npcs.length;
    let slot = 0;
    const offset = () => {
      const dx = movers === 1 ? 0 : (slot - (movers - 1) / 2) * 18;
      slot++;
      return dx;
    };
    for (const npc of p.npcs) {
      const def = content.npc(npc.id);
      out.push(
        <Npc
          key={`n${npc.id}`}
          letter={def.name.charAt(0)}
          legal={def.legal}
          name={`The ${def.name}`}
          x={x + offset()}
          y={y + 2}
        />,
      );
    }
    for (const ship of p.ships) {
      out.push(
        <Ship
          key={`s${ship.seat}`}
          seat={ship.seat}
          x={x + offset()}
          y={y + 2}
          active={turnSeat === ship.seat}
          outlaw={ship.bounty > 0}
        />,
      );
    }
  }
  return <g className="pieces-layer">{out}</g>;
});
