/**
 * The Fame to win, as a lobby form asks for it: the pack's presets, or any whole number in range
 * typed in (XB-SETUP-08), with a hint that says what the number means or what is wrong with it.
 */
import { useState } from 'react';
import { Segmented } from '../app/Segmented.tsx';
import type { RulesetInfo } from '../net/protocol.ts';

/** The Fame target a form holds: the number, the text typed, and whether it may be played to. */
export interface FameTarget {
  readonly fame: number;
  readonly text: string;
  readonly ok: boolean;
  /** A preset (or any number) chosen: the text follows. */
  pick(n: number): void;
  type(text: string): void;
}

export function useFameTarget(info: RulesetInfo, initial: number): FameTarget {
  const [fame, setFame] = useState(initial);
  const [text, setText] = useState(String(initial));
  const { min, max } = info.fameTarget;
  return {
    fame,
    text,
    ok: Number.isInteger(fame) && fame >= min && fame <= max,
    pick: (n) => {
      setFame(n);
      setText(String(n));
    },
    type: (t) => {
      setText(t);
      setFame(Number(t));
    },
  };
}

export function FameTargetField({
  info,
  target,
  hint,
}: {
  info: RulesetInfo;
  target: FameTarget;
  /** What reaching the target means in this kind of game. */
  hint: string;
}) {
  const { min, max, presets } = info.fameTarget;
  return (
    <fieldset className="field">
      <legend>Fame to win</legend>
      <div className="fame-pick">
        <Segmented
          label="Fame target presets"
          options={presets.map((n) => ({ value: n, text: String(n) }))}
          value={presets.includes(target.fame) ? target.fame : null}
          onChange={target.pick}
        />
        <label className="fame-pick__other">
          or
          <input
            type="number"
            min={min}
            max={max}
            step={1}
            value={target.text}
            aria-label={`Fame target, ${min} to ${max}`}
            aria-invalid={!target.ok}
            onChange={(e) => target.type(e.target.value)}
          />
        </label>
      </div>
      <p className={`hint${target.ok ? '' : ' hint--bad'}`}>
        {target.ok ? hint : `Choose a whole number from ${min} to ${max}.`}
      </p>
    </fieldset>
  );
}
