/** Tick boxes for use spaces (shields to raise, weapons to fire), with their dice. */
import type { ReactNode } from 'react';
import type { SpaceOption } from './useChoice.ts';

export function SpaceTicks({
  options,
  ticked,
  onToggle,
  legend,
  disabled,
  notes,
}: {
  options: readonly SpaceOption[];
  ticked: ReadonlySet<string>;
  onToggle: (key: string) => void;
  legend: string;
  disabled?: boolean;
  /** A line under an option, by its key: what ticking or unticking it would change. */
  notes?: ReadonlyMap<string, ReactNode>;
}) {
  // Several use spaces of one outfit read "Targe Shield (space 1)", "(space 2)".
  const count = new Map<string, number>();
  for (const o of options) count.set(o.name, (count.get(o.name) ?? 0) + 1);
  return (
    <fieldset className="ticks">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.key} className={`tick${ticked.has(o.key) ? ' is-on' : ''}`}>
          <input
            type="checkbox"
            checked={ticked.has(o.key)}
            disabled={disabled}
            onChange={() => onToggle(o.key)}
          />
          <span className="tick__name">
            {o.name}
            {(count.get(o.name) ?? 0) > 1 ? ` (use space ${o.ref.space + 1})` : ''}
          </span>
          <span className="tick__die">
            d{o.die}
            {o.minus > 0 && <span className="tick__minus"> −{o.minus}</span>}
          </span>
          {notes?.has(o.key) && <span className="tick__note">{notes.get(o.key)}</span>}
        </label>
      ))}
    </fieldset>
  );
}
