/**
 * The pieces of the event result forms, in the look of org/results (big − and + buttons, big
 * choice buttons): a number field, a choice of buttons, and the line that previews what the
 * result gives or why the format refuses it.
 */
import { type ReactNode, useId } from 'react';
import { readWhole } from '../../results/check.ts';

export function NumberField({
  label,
  value,
  onChange,
  min = 0,
  max,
  hint,
  name,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  min?: number;
  max?: number;
  hint?: string;
  /** Says whose number it is, for the − and + buttons' names. */
  name?: string;
}) {
  const id = useId();
  const read = readWhole(value);
  const bad = value.trim() !== '' && !read.ok;
  const step = (by: number) => {
    const base = read.ok ? read.value : min;
    onChange(String(Math.max(min, Math.min(max ?? Number.MAX_SAFE_INTEGER, base + by))));
  };
  const whose = name ? `${label}, ${name}` : label;
  return (
    <div className={`result-field${bad ? ' is-bad' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="stepper">
        <button
          type="button"
          className="stepper__btn"
          aria-label={`One less: ${whose}`}
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
          value={value}
          aria-invalid={bad ? true : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="stepper__btn"
          aria-label={`One more: ${whose}`}
          disabled={read.ok && max !== undefined && read.value >= max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="result-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export interface Option {
  readonly value: string;
  readonly text: ReactNode;
}

export function ChoiceField({
  label,
  options,
  value,
  onChange,
  hint,
  choice,
}: {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** A key for tests and styles (`data-choice`). */
  choice?: string;
}) {
  const name = useId();
  return (
    <fieldset className="result-choice" data-choice={choice}>
      <legend>{label}</legend>
      <div className="result-choice__options">
        {options.map((o) => (
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
      {hint && <p className="result-field__hint">{hint}</p>}
    </fieldset>
  );
}

/** What the result gives, or why it is refused, as the format reads it now. */
export function PreviewLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <div className={`result-preview${ok ? '' : ' result-preview--bad'}`} aria-live="polite">
      {children}
    </div>
  );
}

/**
 * A result form's tail: the preview of what the result gives (`good`, when it reads), else the
 * format's refusal or what is still to fill in, then the send button.
 */
export function PreviewAndSend(props: {
  readonly good: ReactNode | null;
  readonly refusal: string | null;
  readonly tried: boolean;
  readonly missing: readonly string[];
  readonly busy?: boolean | undefined;
  readonly submitLabel?: string | undefined;
}) {
  return (
    <>
      {props.good !== null ? (
        <PreviewLine ok>{props.good}</PreviewLine>
      ) : props.refusal !== null ? (
        <PreviewLine ok={false}>{props.refusal}</PreviewLine>
      ) : (
        props.tried && (
          <PreviewLine ok={false}>
            <span className="result-preview__label">Still to fill in:</span>
            <ul>
              {props.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </PreviewLine>
        )
      )}
      <button
        type="submit"
        className="btn btn--primary btn--big result-form__send"
        disabled={props.busy}
      >
        {props.busy ? 'Sending…' : (props.submitLabel ?? 'Submit result')}
      </button>
    </>
  );
}

/** A number typed, or undefined while it is not a whole number. */
export function whole(text: string): number | undefined {
  const r = readWhole(text);
  return r.ok ? r.value : undefined;
}
