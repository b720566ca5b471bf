/**
 * A squad as a readable list: each ship with its pilot (skill and cost) and its upgrades (slot
 * and cost), the ship's cost, and the total against the format's limit. A row some check points
 * at is marked (and can be focused); notes mark it more quietly. Given `onChange`, pilots and
 * upgrades can be added and removed with plain selects and buttons.
 */
import { pilotById, type Squad, type SquadPilot, shipCost, upgradeById } from '@drift/formats';
import {
  pilotGroups,
  pilotOptionText,
  shipName,
  upgradeGroups,
  upgradeOptionText,
} from './cards.ts';
import { addPilot, addUpgrade, removePilot, removeUpgrade } from './edit.ts';
import { type Marks, pilotId, sectionId } from './spots.ts';

const NONE: Marks = { problems: [], notes: [] };

export function markClass(m: Marks | undefined): string {
  if (m === undefined) return '';
  if (m.problems.length > 0) return ' is-bad';
  return m.notes.length > 0 ? ' is-noted' : '';
}

/** The badge beside a row that a check points at. */
export function Mark({ marks }: { marks: Marks | undefined }) {
  const m = marks ?? NONE;
  const n = m.problems.length;
  if (n > 0)
    return (
      <span className="sq-mark sq-mark--bad" title={m.problems.map((p) => p.check).join(', ')}>
        <span aria-hidden="true">!</span>
        <span className="sr-only">{n === 1 ? 'one problem' : `${n} problems`}</span>
      </span>
    );
  if (m.notes.length > 0)
    return (
      <span className="sq-mark sq-mark--note" title={m.notes.map((p) => p.check).join(', ')}>
        <span aria-hidden="true">i</span>
        <span className="sr-only">a note</span>
      </span>
    );
  return null;
}

const cost = (n: number | null | undefined) => (n === null || n === undefined ? '?' : String(n));

/** A select that acts once and goes back to its prompt: "Add an upgrade…". */
export function AddSelect({
  label,
  prompt,
  groups,
  onPick,
}: {
  label: string;
  prompt: string;
  groups: readonly { label: string; options: readonly { value: number; text: string }[] }[];
  onPick: (value: number) => void;
}) {
  return (
    <select
      className="sq-add"
      aria-label={label}
      value=""
      onChange={(e) => {
        if (e.target.value !== '') onPick(Number(e.target.value));
      }}
    >
      <option value="">{prompt}</option>
      {groups
        .filter((g) => g.options.length > 0)
        .map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.text}
              </option>
            ))}
          </optgroup>
        ))}
    </select>
  );
}

function Ship({
  squad,
  index,
  entry,
  prefix,
  marks,
  role,
  onChange,
  count = 1,
}: {
  squad: Squad;
  index: number;
  entry: SquadPilot;
  /** Alike ships shown as one row (`8 × Academy Pilot`), in a list that is only read. */
  count?: number;
  prefix: string;
  marks: ReadonlyMap<string, Marks>;
  role?: string | undefined;
  onChange?: ((s: Squad) => void) | undefined;
}) {
  const card = pilotById(entry.pilot);
  const name = card?.name ?? `Unknown pilot #${entry.pilot}`;
  const id = pilotId(prefix, index);
  const m = marks.get(id);
  return (
    <li className="sq-ship">
      <div className={`sq-row sq-row--pilot${markClass(m)}`} id={id} tabIndex={-1}>
        <span className="sq-row__name">
          <Mark marks={m} />
          <strong>{count > 1 ? `${count} × ${name}` : name}</strong>
          {role && <span className="sq-role">{role}</span>}
          <span className="sq-row__meta">
            {card ? `${shipName(card.ship)} · PS ${cost(card.skill)}` : 'not in the card data'}
          </span>
        </span>
        <span className="sq-cost">
          {cost(card?.points === null || card === undefined ? null : card.points * count)}
        </span>
        {onChange && (
          <button
            type="button"
            className="sq-x"
            aria-label={`Remove ${name} (pilot ${index + 1})`}
            onClick={() => onChange(removePilot(squad, index))}
          >
            ×
          </button>
        )}
      </div>
      {entry.upgrades.length > 0 && (
        <ul className="sq-upgrades">
          {entry.upgrades.map((upId, j) => {
            const up = upgradeById(upId);
            const upName = up?.name ?? `Unknown upgrade #${upId}`;
            const uid = pilotId(prefix, index, j);
            const um = marks.get(uid);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a ship may carry the same card twice
                key={`${upId}/${j}`}
                className={`sq-row sq-row--upgrade${markClass(um)}`}
                id={uid}
                tabIndex={-1}
              >
                <span className="sq-row__name">
                  <Mark marks={um} />
                  <span className="sq-slot">{up?.slot ?? '?'}</span>
                  <span>{upName}</span>
                </span>
                <span className="sq-cost">{cost(up?.points)}</span>
                {onChange && (
                  <button
                    type="button"
                    className="sq-x"
                    aria-label={`Remove ${upName} from ${name} (pilot ${index + 1})`}
                    onClick={() => onChange(removeUpgrade(squad, index, j))}
                  >
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="sq-ship__foot">
        {onChange && card && (
          <AddSelect
            label={`Add an upgrade to ${name} (pilot ${index + 1})`}
            prompt="+ Add an upgrade…"
            groups={upgradeGroups(entry.pilot, entry.upgrades).map((g) => ({
              label: g.label,
              options: g.cards.map((u) => ({ value: u.id, text: upgradeOptionText(u) })),
            }))}
            onPick={(u) => onChange(addUpgrade(squad, index, u))}
          />
        )}
        {entry.upgrades.length > 0 && (
          <span className="sq-ship__cost">Ship: {cost(shipCost(entry))}</span>
        )}
      </div>
    </li>
  );
}

/** Runs of alike ships without upgrades or marks, as [first index, count]. */
export function alikeRuns(
  squad: Squad,
  plain: (index: number) => boolean,
): readonly (readonly [number, number])[] {
  const runs: [number, number][] = [];
  for (const [i, entry] of squad.pilots.entries()) {
    const last = runs[runs.length - 1];
    const alike =
      last !== undefined &&
      plain(i) &&
      plain(last[0]) &&
      entry.upgrades.length === 0 &&
      squad.pilots[last[0]]?.pilot === entry.pilot &&
      squad.pilots[last[0]]?.upgrades.length === 0;
    if (alike) last[1] += 1;
    else runs.push([i, 1]);
  }
  return runs;
}

export function SquadList({
  squad,
  prefix,
  marks,
  points,
  limit,
  roles = false,
  onChange,
}: {
  squad: Squad;
  prefix: string;
  marks: ReadonlyMap<string, Marks>;
  points: number;
  limit: number;
  /** Tag the ace's primary and Wingman. */
  roles?: boolean;
  onChange?: ((s: Squad) => void) | undefined;
}) {
  const aoa = roles ? squad.aceOfAces : undefined;
  const pilotsId = sectionId(prefix, 'pilots');
  const totalId = sectionId(prefix, 'total');
  // A list that is only read shows alike ships as one row; an edited one keeps each removable.
  const runs = onChange
    ? squad.pilots.map((_, i) => [i, 1] as const)
    : alikeRuns(squad, (i) => marks.get(pilotId(prefix, i)) === undefined);
  return (
    <div className={`sq-list${onChange ? '' : ' sq-list--compact'}`}>
      <ol className={`sq-ships${markClass(marks.get(pilotsId))}`} id={pilotsId} tabIndex={-1}>
        {squad.pilots.length === 0 && <li className="sq-empty">No pilot yet.</li>}
        {runs.map(([i, count]) => (
          <Ship
            key={i}
            squad={squad}
            index={i}
            entry={squad.pilots[i] as SquadPilot}
            count={count}
            prefix={prefix}
            marks={marks}
            role={aoa?.primary === i ? 'Primary' : aoa?.wingman === i ? 'Wingman' : undefined}
            onChange={onChange}
          />
        ))}
      </ol>
      {onChange && (
        <AddSelect
          label="Add a pilot"
          prompt="+ Add a pilot…"
          groups={pilotGroups(squad.side).map((g) => ({
            label: g.label,
            options: g.cards.map((p) => ({ value: p.id, text: pilotOptionText(p) })),
          }))}
          onPick={(p) => onChange(addPilot(squad, p))}
        />
      )}
      <p
        className={`sq-total${points > limit ? ' is-over' : ''}${markClass(marks.get(totalId))}`}
        id={totalId}
        tabIndex={-1}
      >
        <Mark marks={marks.get(totalId)} />
        <span>Total</span>
        <span className="sq-total__figure">
          <strong className="sq-total__n">{points}</strong> of {limit} points
        </span>
      </p>
    </div>
  );
}
