/** A fleet's player, side, large meeple and obstacle pool (an Epic ship counts three, XW-CC-10). */
import { FLEET_OBSTACLE_POOL, SIDES, type Side } from '@drift/formats';
import { epicShips, OBSTACLES, obstacleName } from './cards.ts';
import { setAt } from './edit.ts';
import type { FleetState } from './fleet.ts';
import { SIDE_NAMES } from './SquadCheck.tsx';
import { Mark, markClass } from './SquadList.tsx';
import type { Marks } from './spots.ts';

export function FleetSetup({
  state,
  onState,
  side,
  marks,
}: {
  state: FleetState;
  onState: (s: FleetState) => void;
  side: Side;
  marks: ReadonlyMap<string, Marks>;
}) {
  const poolSize = Math.max(FLEET_OBSTACLE_POOL, state.obstacles.length);
  const pool = marks.get('fl-pool');
  const large = marks.get('fl-large');
  return (
    <section className="panel fl-setup" aria-labelledby="fl-setup-title">
      <h2 id="fl-setup-title">Your fleet</h2>
      <div className="sq-squad__head">
        <label className="sq-inline">
          <span>Player</span>
          <input
            type="text"
            value={state.player}
            maxLength={60}
            placeholder="Your name"
            onChange={(e) => onState({ ...state, player: e.target.value })}
          />
        </label>
        <label className="sq-inline">
          <span>Faction</span>
          <select
            value={side}
            onChange={(e) => onState({ ...state, side: e.target.value as Side })}
          >
            {SIDES.map((s) => (
              <option key={s} value={s}>
                {SIDE_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={`sq-inline${markClass(large)}`} id="fl-large" tabIndex={-1}>
          <Mark marks={large} />
          <span>Large meeple (125 points)</span>
          <select
            value={state.large}
            onChange={(e) => onState({ ...state, large: Number(e.target.value) })}
          >
            {state.boxes.map((_, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: squads are known by their number
              <option key={k} value={k}>
                Squad {k + 1}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className={`fl-pool${markClass(pool)}`} id="fl-pool" tabIndex={-1}>
        <legend>
          <Mark marks={pool} />
          Obstacle pool (up to {FLEET_OBSTACLE_POOL}; an Epic ship counts as 3)
        </legend>
        <div className="fl-pool__obstacles">
          {Array.from({ length: poolSize }, (_, k) => {
            const value = state.obstacles[k];
            return (
              <select
                // biome-ignore lint/suspicious/noArrayIndexKey: obstacles are known by their place
                key={k}
                aria-label={`Obstacle ${k + 1}`}
                value={value ?? ''}
                onChange={(e) =>
                  onState({
                    ...state,
                    obstacles: setAt(
                      state.obstacles,
                      k,
                      e.target.value === '' ? undefined : e.target.value,
                    ),
                  })
                }
              >
                <option value="">No obstacle</option>
                {value !== undefined && !OBSTACLES.some((o) => o.id === value) && (
                  <option value={value}>{obstacleName(value)}</option>
                )}
                {OBSTACLES.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            );
          })}
        </div>
        <div className="fl-pool__epic">
          {epicShips().map((s) => (
            <label key={s.xws} className="check">
              <input
                type="checkbox"
                checked={state.epicShips.includes(s.xws)}
                onChange={(e) =>
                  onState({
                    ...state,
                    epicShips: e.target.checked
                      ? [...state.epicShips, s.xws]
                      : state.epicShips.filter((x) => x !== s.xws),
                  })
                }
              />
              {s.name}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
