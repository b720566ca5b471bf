/**
 * The Ace of Aces table helper: the players in initiative order, the pilot each is flying, who
 * respawns next when that ship is destroyed, and the race to 20 Victory Points with the Ships
 * Destroyed beside it. The aoa ledger computes all of it; this panel only shows it.
 */
import type { CSSProperties } from 'react';
import { count } from '../../look/format.ts';
import './aoa.css';

export interface AoaPilot {
  readonly name: string;
  /** Pilot skill. */
  readonly skill: number;
}

export interface AoaSeat {
  readonly player: string;
  readonly name: string;
  /** The pilot on the table now. */
  readonly pilot: AoaPilot;
  /** Who comes back when this ship is destroyed, with how many upgrade cards; null: no one. */
  readonly next: { readonly pilot: AoaPilot; readonly upgrades?: number } | null;
  readonly vp: number;
  readonly shipsDestroyed: number;
  readonly wingman?: { readonly pilot: AoaPilot; readonly destroyed?: boolean };
  /** Kills and Assists scored so far, when the ledger counts them. */
  readonly kills?: number;
  readonly assists?: number;
}

/** The bar only draws the figure written beside it, so readers skip it. */
function VpBar({ seat, goal }: { seat: AoaSeat; goal: number }) {
  const share = Math.max(0, Math.min(1, seat.vp / goal));
  return (
    <div
      className={`vp-bar${seat.vp >= goal ? ' is-there' : ''}`}
      aria-hidden="true"
      data-share={share}
      style={{ '--ticks': goal / 5 } as CSSProperties}
    >
      <span className="vp-bar__fill" style={{ width: `${share * 100}%` }} />
    </div>
  );
}

function Next({ next }: { next: AoaSeat['next'] }) {
  if (!next) return <span className="aoa-seat__next is-none">No respawn left</span>;
  return (
    <span className="aoa-seat__next">
      Next: <strong>{next.pilot.name}</strong> (PS {next.pilot.skill})
      {next.upgrades !== undefined && `, ${count(next.upgrades, 'upgrade')}`}
    </span>
  );
}

export function AoaTablePanel({
  seats,
  goal = 20,
  title = 'Table helper',
}: {
  /** In initiative order (the aoa ledger's order, ties already broken). */
  seats: readonly AoaSeat[];
  goal?: number;
  title?: string;
}) {
  const there = seats.filter((s) => s.vp >= goal);
  return (
    <section className="aoa-panel" aria-label={title}>
      <div className="aoa-panel__head">
        <h2>{title}</h2>
        <p className="hint">
          In initiative order. First to {goal} Victory Points wins; ties go to Ships Destroyed.
        </p>
      </div>
      {there.length > 0 && (
        <p className="aoa-panel__there" role="status">
          {there.length === 1
            ? `${there[0]?.name} has reached ${goal} VP.`
            : `${there.length} players have reached ${goal} VP: most VP wins, then Ships Destroyed.`}
        </p>
      )}
      <ol className="aoa-seats">
        {seats.map((s, i) => (
          <li key={s.player} className="aoa-seat" data-player={s.player}>
            <span className="aoa-seat__order" title="Initiative">
              {i + 1}
            </span>
            <div className="aoa-seat__who">
              <span className="aoa-seat__name">{s.name}</span>
              <span className="aoa-seat__pilot">
                {s.pilot.name} <span className="aoa-ps">PS {s.pilot.skill}</span>
              </span>
              {s.wingman && (
                <span className={`aoa-seat__wing${s.wingman.destroyed ? ' is-gone' : ''}`}>
                  Wingman: {s.wingman.pilot.name} (PS {s.wingman.pilot.skill})
                  {s.wingman.destroyed ? ', destroyed' : ''}
                </span>
              )}
              <Next next={s.next} />
            </div>
            <div className="aoa-seat__score">
              <span className="aoa-seat__vp">
                <strong>{s.vp}</strong> / {goal} VP
              </span>
              <VpBar seat={s} goal={goal} />
              <span
                className="aoa-seat__sd"
                title="Ships Destroyed: the points of the ships this player destroyed"
              >
                {s.shipsDestroyed} SD
              </span>
              {s.kills !== undefined && s.assists !== undefined && (
                <span className="aoa-seat__tally">
                  {count(s.kills, 'Kill')} · {count(s.assists, 'Assist')}
                </span>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
