/**
 * Result entry at the table, made for a phone: big numeric fields with − and + buttons, one
 * block per player, the table's choices as big buttons, and plain messages that say which player
 * and which field is wrong. `TableResultForm` is two players side by side; `PodResultForm` is a
 * pod's list of players. The format gives the fields; the page sends what `onSubmit` gets.
 */
import { type FormEvent, useId, useState } from 'react';
import type { Entrant } from '../columns.ts';
import {
  checkDraft,
  emptyDraft,
  type ResultChoice,
  type ResultDraft,
  type ResultEntry,
  type ResultField,
  type ResultProblem,
  type ResultSpec,
  readWhole,
  setChoice,
  setScore,
} from './check.ts';
import './results.css';

export interface ResultFormProps {
  /** `Table 3`, `Pod 2`. */
  title: string;
  entrants: readonly Entrant[];
  fields: readonly ResultField[];
  choices?: readonly ResultChoice[];
  /** The format's own checks over a result whose fields are all good. */
  validate?: (entry: ResultEntry) => readonly ResultProblem[];
  onSubmit: (entry: ResultEntry) => void;
  /** What the server said, when it refused the result. */
  error?: string | null;
  busy?: boolean;
  submitLabel?: string;
  initial?: ResultDraft;
}

const cell = (player: string, field: string) => `${player}\u0000${field}`;

function Stepper({
  id,
  field,
  entrant,
  text,
  problem,
  onText,
  onBlur,
  hint,
}: {
  id: string;
  field: ResultField;
  /** Shown under the field (a pod shows the hints once, above the players instead). */
  hint: boolean;
  entrant: Entrant;
  text: string;
  problem: ResultProblem | undefined;
  onText: (text: string) => void;
  onBlur: () => void;
}) {
  const read = readWhole(text);
  const min = field.min ?? 0;
  const step = (by: number) => {
    const base = read.ok ? read.value : min;
    const next = Math.max(min, Math.min(field.max ?? Number.MAX_SAFE_INTEGER, base + by));
    onText(String(next));
  };
  const said = [problem ? `${id}-why` : '', hint && field.hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`result-field${problem ? ' is-bad' : ''}`} data-field={field.key}>
      <label htmlFor={id}>{field.label}</label>
      <div className="stepper">
        <button
          type="button"
          className="stepper__btn"
          aria-label={`One less: ${field.label}, ${entrant.name}`}
          disabled={read.ok && read.value <= min}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="next"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={said || undefined}
          onChange={(e) => onText(e.target.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="stepper__btn"
          aria-label={`One more: ${field.label}, ${entrant.name}`}
          disabled={read.ok && field.max !== undefined && read.value >= field.max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {hint && field.hint && (
        <p id={`${id}-hint`} className="result-field__hint">
          {field.hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-why`} className="result-field__why">
          {problem.message}
        </p>
      )}
    </div>
  );
}

function Choice({
  choice,
  value,
  problem,
  onChange,
}: {
  choice: ResultChoice;
  value: string;
  problem: ResultProblem | undefined;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className={`result-choice${problem ? ' is-bad' : ''}`} data-choice={choice.key}>
      <legend>{choice.label}</legend>
      <div className="result-choice__options">
        {choice.options.map((o) => (
          <label key={o.value} className={o.value === value ? 'is-on' : undefined}>
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            {o.text}
          </label>
        ))}
      </div>
      {problem && <p className="result-field__why">{problem.message}</p>}
    </fieldset>
  );
}

function ResultForm({ layout, ...props }: ResultFormProps & { layout: 'table' | 'pod' }) {
  const { title, entrants, fields, choices = [], validate, onSubmit, error, busy } = props;
  const spec: ResultSpec = { entrants, fields, choices };
  const id = useId();
  const [draft, setDraft] = useState<ResultDraft>(() => props.initial ?? emptyDraft(spec));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);

  const checked = checkDraft(draft, spec);
  const own = checked.entry && validate ? [...validate(checked.entry)] : [];
  const problems = [...checked.problems, ...own];
  const shown = (p: ResultProblem) =>
    tried || (p.player !== undefined && touched.has(cell(p.player, p.field)));
  const problemAt = (player: string | undefined, field: string) =>
    problems.find((p) => p.player === player && p.field === field && shown(p));
  const touch = (player: string, field: string) =>
    setTouched((t) => (t.has(cell(player, field)) ? t : new Set([...t, cell(player, field)])));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (checked.entry && own.length === 0 && !busy) onSubmit(checked.entry);
  };

  return (
    <form className={`result-form result-form--${layout}`} onSubmit={submit} noValidate>
      <h2>{title}</h2>
      {tried && problems.length > 0 && (
        <div className="result-form__summary" role="alert">
          <p>{problems.length === 1 ? 'One thing to fix:' : `${problems.length} things to fix:`}</p>
          <ul>
            {problems.map((p) => (
              <li key={`${p.player ?? ''}/${p.field}/${p.message}`}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {layout === 'pod' && fields.some((f) => f.hint) && (
        <dl className="result-form__key">
          {fields
            .filter((f) => f.hint)
            .map((f) => (
              <div key={f.key}>
                <dt>{f.label}</dt>
                <dd>{f.hint}</dd>
              </div>
            ))}
        </dl>
      )}
      <div className="result-form__players">
        {entrants.map((e, i) => {
          // A problem about the player as a whole (the format's own check, no field) shows here.
          const whole = problems.find((p) => p.player === e.player && p.field === '' && tried);
          return (
            <fieldset key={e.player} className="result-player" data-player={e.player}>
              <legend>
                <span className="result-player__name">{e.name}</span>
                {e.role && <span className="result-player__role">{e.role}</span>}
              </legend>
              <div className="result-player__fields">
                {fields.map((f) => (
                  <Stepper
                    key={f.key}
                    id={`${id}-${i}-${f.key}`}
                    field={f}
                    hint={layout === 'table'}
                    entrant={e}
                    text={draft.scores[e.player]?.[f.key] ?? ''}
                    problem={problemAt(e.player, f.key)}
                    onText={(text) => setDraft((d) => setScore(d, e.player, f.key, text))}
                    onBlur={() => touch(e.player, f.key)}
                  />
                ))}
              </div>
              {whole && <p className="result-field__why">{whole.message}</p>}
            </fieldset>
          );
        })}
      </div>
      {choices.map((c) => (
        <Choice
          key={c.key}
          choice={c}
          value={draft.choices[c.key] ?? ''}
          problem={problemAt(undefined, c.key)}
          onChange={(v) => setDraft((d) => setChoice(d, c.key, v))}
        />
      ))}
      <button type="submit" className="btn btn--primary btn--big result-form__send" disabled={busy}>
        {busy ? 'Sending…' : (props.submitLabel ?? 'Submit result')}
      </button>
    </form>
  );
}

/** A table of two: both players' fields side by side (stacked on a phone). */
export function TableResultForm(
  props: Omit<ResultFormProps, 'entrants'> & { entrants: readonly [Entrant, Entrant] },
) {
  return <ResultForm {...props} layout="table" />;
}

/** A pod of many players: one block per player, in a list. */
export function PodResultForm(props: ResultFormProps) {
  return <ResultForm {...props} layout="pod" />;
}
