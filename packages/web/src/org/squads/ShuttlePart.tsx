/**
 * The Senator's Shuttle of Political Escort (XW-PE-03..07): a fixed piece that costs nothing,
 * and the Crew and Modification cards paid for it, added and removed like a ship's upgrades.
 */
import { SENATORS_SHUTTLE, upgradeById } from '@drift/formats';
import { shuttleGroups, upgradeOptionText } from './cards.ts';
import { addShuttleUpgrade, removeShuttleUpgrade } from './edit.ts';
import type { PartProps } from './PartFields.tsx';
import { AddSelect, Mark, markClass } from './SquadList.tsx';
import { shuttleId } from './spots.ts';

export function ShuttlePart({
  squad,
  prefix,
  marks,
  onChange,
  escort,
}: PartProps & { escort: boolean }) {
  const ups = squad.shuttle?.upgrades ?? [];
  const id = shuttleId(prefix);
  const m = marks.get(id);
  return (
    <section className="sq-part" aria-label={SENATORS_SHUTTLE.name}>
      <h3>{escort ? 'Political Escort' : 'Political Escort only'}</h3>
      <ol className="sq-ships">
        <li className="sq-ship">
          <div className={`sq-row sq-row--pilot${markClass(m)}`} id={id} tabIndex={-1}>
            <span className="sq-row__name">
              <Mark marks={m} />
              <strong>{SENATORS_SHUTTLE.name}</strong>
              <span className="sq-row__meta">
                when defending · PS 0, sets up at 12 · two Crew, one Modification
              </span>
            </span>
            <span className="sq-cost">0</span>
          </div>
          {ups.length > 0 && (
            <ul className="sq-upgrades">
              {ups.map((upId, j) => {
                const up = upgradeById(upId);
                const name = up?.name ?? `Unknown upgrade #${upId}`;
                const uid = shuttleId(prefix, j);
                return (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same card may be there twice
                    key={`${upId}/${j}`}
                    className={`sq-row sq-row--upgrade${markClass(marks.get(uid))}`}
                    id={uid}
                    tabIndex={-1}
                  >
                    <span className="sq-row__name">
                      <Mark marks={marks.get(uid)} />
                      <span className="sq-slot">{up?.slot ?? '?'}</span>
                      <span>{name}</span>
                    </span>
                    <span className="sq-cost">{up?.points ?? '?'}</span>
                    <button
                      type="button"
                      className="sq-x"
                      aria-label={`Remove ${name} from the shuttle`}
                      onClick={() => onChange(removeShuttleUpgrade(squad, j))}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="sq-ship__foot">
            <AddSelect
              label="Add an upgrade to the Senator's Shuttle"
              prompt="+ Crew or Modification for the shuttle…"
              groups={shuttleGroups(squad.side).map((g) => ({
                label: g.label,
                options: g.cards.map((u) => ({ value: u.id, text: upgradeOptionText(u) })),
              }))}
              onPick={(u) => onChange(addShuttleUpgrade(squad, u))}
            />
          </div>
        </li>
      </ol>
      <p className="hint sq-part__hint">
        The shuttle’s cards count toward the 100 points and serve the shuttle only.
      </p>
    </section>
  );
}
