/** Ace of Aces (XW-AOA-04..08): the primary pilot, the Wingman and three alternates, by select. */
import { pilotById, type Squad } from '@drift/formats';
import { alternateChoices } from './cards.ts';
import { setAlternate, setPrimary, setWingman } from './edit.ts';
import { Field, Part, type PartProps } from './PartFields.tsx';
import { Mark, markClass } from './SquadList.tsx';
import { sectionId, spotId } from './spots.ts';

const pilotChoice = (squad: Squad, i: number) =>
  `${i + 1}. ${pilotById(squad.pilots[i]?.pilot ?? -1)?.name ?? 'unknown pilot'}`;

export function AcePart({ squad, prefix, marks, onChange }: PartProps) {
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
