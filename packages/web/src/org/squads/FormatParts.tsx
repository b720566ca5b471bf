/**
 * The parts of a list only some formats ask for, editable with plain selects: the ace's primary,
 * three alternates and Wingman (Ace of Aces), the Senator's Shuttle's Crew and Modification
 * (Political Escort), three objectives (Objective Play), and the obstacles a player brings.
 */
import { type FormatId, SQUAD_OBJECTIVES, SQUAD_RULES } from '@drift/formats';
import { AcePart } from './AcePart.tsx';
import { OBSTACLES, obstacleName } from './cards.ts';
import { setObjective, setObstacle } from './edit.ts';
import { Field, Part, type PartProps } from './PartFields.tsx';
import { ShuttlePart } from './ShuttlePart.tsx';
import { sectionId, spotId } from './spots.ts';

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
      {format === 'ace-of-aces' && <AcePart {...props} />}
      {(format === 'political-escort' || paidShuttle) && (
        <ShuttlePart {...props} escort={format === 'political-escort'} />
      )}
      {format === 'objective-play' && <Objectives {...props} />}
      <Obstacles {...props} format={format} />
    </div>
  );
}
