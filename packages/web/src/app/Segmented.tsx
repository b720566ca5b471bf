/** A row of radio choices drawn as joined buttons (real radio inputs, so keys and readers work). */
import { useId } from 'react';

export function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
  small,
}: {
  label: string;
  options: readonly { readonly value: T; readonly text: string }[];
  value: T | null;
  onChange: (value: T) => void;
  small?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={`segmented${small ? ' segmented--small' : ''}`}>
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <label key={String(o.value)} className={o.value === value ? 'is-on' : undefined}>
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={String(o.value)}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          {o.text}
        </label>
      ))}
    </fieldset>
  );
}
