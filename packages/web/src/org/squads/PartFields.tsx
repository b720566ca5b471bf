/** The pieces the format parts are made of: a titled part and a labelled select, both markable. */
import type { Squad } from '@drift/formats';
import type { ReactNode } from 'react';
import { Mark, markClass } from './SquadList.tsx';
import type { Marks } from './spots.ts';

export type Change = (s: Squad) => void;

export interface PartProps {
  squad: Squad;
  prefix: string;
  marks: ReadonlyMap<string, Marks>;
  onChange: Change;
}

/** One labelled select; the wrapper carries the id a problem points at. */
export function Field({
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

export function Part({
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
