/**
 * The parts of a list only some formats ask for, editable with plain selects: the ace's primary,
 * three alternates and Wingman (Ace of Aces), the Senator's Shuttle's Crew and Modification
 * (Political Escort), three objectives (Objective Play), and the obstacles a player brings.
 */
import {
  type FormatId,
  pilotById,
  SENATORS_SHUTTLE,
  SQUAD_OBJECTIVES,
  SQUAD_RULES,
  type Squad,
  upgradeById,
} from '@drift/formats';
import type { ReactNode } from 'react';
import {
  alternateChoices,
  OBSTACLES,
  obstacleName,
  shuttleGroups,
  upgradeOptionText,
} from './cards.ts';
import {
  addShuttleUpgrade,
  removeShuttleUpgrade,
  setAlternate,
  setObjective,
  setObstacle,
  setPrimary,
  setWingman,
} from './edit.ts';
import { AddSelect, Mark, markClass } from './SquadList.tsx';
import { type Marks, sectionId, shuttleId, spotId } from './spots.ts';

type Change = (s: Squad) => void;

interface PartProps {
  squad: Squad;
  prefix: string;
  marks: ReadonlyMap<string, Marks>;
  onChange: Change;
}

/** One labelled select; the wrapper carries the id a problem points at. */
function Field({
  id,
  label,
  marks,
  children,
}: {
  id: string;
  label: string;
  marks: ReadonlyMap<string, Marks>;
  children: (inputId: string) => ReactNode;
}) {
  const m = marks.get(id);
  return (
    <div className={`sq-field${markClass(m)}`} id={id} tabIndex={-1} data-field="">
      <span className="sq-field__label">
        <Mark marks={m} />
        <label htmlFor={`${id}-input`}>{label}</label>
      </span>
      {children(`${id}-input`)}
    </div>
  );
}

function Part({
  id,
  title,
  hint,
  marks,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  marks: ReadonlyMap<string, Marks>;
  children: ReactNode;
}) {
  const m = marks.get(id);
  return (
    <section className={`sq-part${markClass(m)}`} id={id} tabIndex={-1} aria-label={title}>
      <h3>
        <Mark marks={m} />
        {title}
      </h3>
      {hint && <p className="hint sq-part__hint">{hint}</p>}
      {children}
    </section>
  );
}

const pilotChoice = (squad: Squad, i: number) =>
  `${i + 1}. ${pilotById(squad.pilots[i]?.pilot ?? -1)?.name ?? 'unknown pilot'}`;

function AceOfAces({ squad, prefix, marks, onChange }: PartProps) {
  const aoa = squad.aceOfAces;
  const primaryCard = aoa === undefined ? undefined : squad.pilots[aoa.primary];
  const choices = primaryCard === undefined ? [] : alternateChoices(primaryCard.pilot, squad.side);
  const altId = sectionId(prefix, 'alternates');
  return (
    <Part
      id={sectionId(prefix, 'aoa')}
      title="Ace of Aces"
      hint="One small ship of at most 40 points, three alternate pilots of its ship (they cost nothing), and a Wingman when the ace costs 25 or less."
      marks={marks}
    >
      <div className="sq-fields">
        <Field id={`${prefix}primary`} label="Primary pilot" marks={marks}>
          {(id) => (
            <select
              id={id}
              value={aoa === undefined ? '' : String(aoa.primary)}
              onChange={(e) => {
                if (e.target.value !== '') onChange(setPrimary(squad, Number(e.target.value)));
              }}
            >
              {aoa === undefined && <option value="">Choose the ace…</option>}
              {squad.pilots.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: pilots are known by their place
                <option key={i} value={i}>
                  {pilotChoice(squad, i)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${prefix}wingman`} label="Wingman" marks={marks}>
          {(id) => (
            <select
              id={id}
              disabled={aoa === undefined}
              value={aoa?.wingman === undefined ? '' : String(aoa.wingman)}
              onChange={(e) =>
                onChange(
                  setWingman(squad, e.target.value === '' ? undefined : Number(e.target.value)),
                )
              }
            >
              <option value="">No Wingman</option>
              {squad.pilots.map((_, i) =>
                i === aoa?.primary ? null : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pilots are known by their place
                  <option key={i} value={i}>
                    {pilotChoice(squad, i)}
                  </option>
                ),
              )}
            </select>
          )}
        </Field>
      </div>
      <div className={`sq-alternates${markClass(marks.get(altId))}`} id={altId} tabIndex={-1}>
        <p className="sq-alternates__head">
          <Mark marks={marks.get(altId)} />
          Alternate pilots, in respawn order
        </p>
        <div className="sq-fields">
          {[0, 1, 2].map((k) => {
            const value = aoa?.alternates[k];
            const known = choices.some((c) => c.id === value);
            return (
              <Field
                key={k}
                id={spotId(prefix, { alternate: k })}
                label={`Alternate ${k + 1}`}
                marks={marks}
              >
                {(id) => (
                  <select
                    id={id}
                    disabled={aoa === undefined}
                    value={value === undefined ? '' : String(value)}
                    onChange={(e) =>
                      onChange(
                        setAlternate(
                          squad,
                          k,
                          e.target.value === '' ? undefined : Number(e.target.value),
                        ),
                      )
                    }
                  >
                    <option value="">None</option>
                    {value !== undefined && !known && (
                      <option value={value}>{pilotById(value)?.name ?? `pilot #${value}`}</option>
                    )}
                    {choices.map((c) => (
                      <option key={c.id} value={c.id}>
                        {`${c.name} · PS ${c.skill ?? '?'}`}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            );
          })}
        </div>
      </div>
    </Part>
  );
}

function Shuttle({ squad, prefix, marks, onChange, escort }: PartProps & { escort: boolean }) {
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

function Objectives({ squad, prefix, marks, onChange }: PartProps) {
  const named = squad.objectives ?? [];
  return (
    <Part
      id={sectionId(prefix, 'objectives')}
      title="Objectives"
      hint="The list names three objective cards; the first player picks one of the opponent’s."
      marks={marks}
    >
      <div className="sq-fields">
        {[0, 1, 2].map((k) => {
          const value = named[k];
          const known = SQUAD_OBJECTIVES.some((o) => o.id === value);
          return (
            <Field
              key={k}
              id={spotId(prefix, { objective: k })}
              label={`Objective ${k + 1}`}
              marks={marks}
            >
              {(id) => (
                <select
                  id={id}
                  value={value ?? ''}
                  onChange={(e) =>
                    onChange(
                      setObjective(squad, k, e.target.value === '' ? undefined : e.target.value),
                    )
                  }
                >
                  <option value="">None</option>
                  {value !== undefined && !known && <option value={value}>{value}</option>}
                  {SQUAD_OBJECTIVES.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
        })}
      </div>
    </Part>
  );
}

function Obstacles({ squad, prefix, marks, onChange, format }: PartProps & { format: FormatId }) {
  const rules = SQUAD_RULES[format];
  const pool = squad.obstacles ?? [];
  const count = Math.max(rules.obstacles, pool.length);
  const hint = rules.obstaclesRequired
    ? `Each player brings ${rules.obstacles}, asteroids or debris clouds.`
    : `Each player brings ${rules.obstacles}; optional here, checked when the list names any.`;
  return (
    <Part id={sectionId(prefix, 'obstacles')} title="Obstacles" hint={hint} marks={marks}>
      <div className="sq-fields">
        {Array.from({ length: count }, (_, k) => {
          const value = pool[k];
          const known = OBSTACLES.some((o) => o.id === value);
          return (
            <Field
              // biome-ignore lint/suspicious/noArrayIndexKey: obstacles are known by their place
              key={k}
              id={spotId(prefix, { obstacle: k })}
              label={`Obstacle ${k + 1}`}
              marks={marks}
            >
              {(id) => (
                <select
                  id={id}
                  value={value ?? ''}
                  onChange={(e) =>
                    onChange(
                      setObstacle(squad, k, e.target.value === '' ? undefined : e.target.value),
                    )
                  }
                >
                  <option value="">None</option>
                  {value !== undefined && !known && (
                    <option value={value}>{obstacleName(value)}</option>
                  )}
                  {OBSTACLES.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
        })}
      </div>
    </Part>
  );
}

/** The parts `format` asks for, and a shuttle a list pays for in another format. */
export function FormatParts({ format, ...props }: PartProps & { format: FormatId }) {
  const paidShuttle = (props.squad.shuttle?.upgrades.length ?? 0) > 0;
  return (
    <div className="sq-parts">
      {format === 'ace-of-aces' && <AceOfAces {...props} />}
      {(format === 'political-escort' || paidShuttle) && (
        <Shuttle {...props} escort={format === 'political-escort'} />
      )}
      {format === 'objective-play' && <Objectives {...props} />}
      <Obstacles {...props} format={format} />
    </div>
  );
}
