/** A labelled field with its hint and, when the tracker refused it, the reason beside it. */
import { cloneElement, type ReactElement, useId } from 'react';

export function Field({
  label,
  hint,
  problem,
  children,
  className,
}: {
  label: string;
  hint?: string | undefined;
  problem?: string | null | undefined;
  /** One input or select: it gets the id, `aria-invalid` and `aria-describedby`. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}) {
  const id = useId();
  const said = [hint ? `${id}-hint` : '', problem ? `${id}-why` : ''].filter(Boolean).join(' ');
  return (
    <div className={`cc-field${problem ? ' is-bad' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': said || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="cc-field__hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-why`} className="cc-why" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** A refusal that belongs to a block (a squad, the players) rather than one input. */
export function Why({ problem }: { problem?: string | null | undefined }) {
  return problem ? (
    <p className="cc-why" role="alert">
      {problem}
    </p>
  ) : null;
}
