/**
 * Empty sector positions offered for a choice (the solo System Expanse, XS-EXPN-01): each
 * position's ghost tile lit and lettered, and each placed neighbour's side facing it, with the
 * edge symbol the new sector will match, as a button. Activating a side picks it; activating a
 * position picks its first side, then the next. The host keeps which one is picked.
 */
import { type Hex, hexKey, slotCenter } from '@drift/engine/hex';
import { type KeyboardEvent, memo } from 'react';
import { EdgeSymbol } from './Glyphs.tsx';
import { hexCenter, round } from './geometry.ts';
import type { BoardModel } from './model.ts';

export interface SlotChoice {
  /** The host's name for the choice, handed back when it is picked. */
  readonly key: string;
  /** The empty position. */
  readonly slot: Hex;
  /** The placed neighbour whose side the new sector matches. */
  readonly from: Hex;
  /** The position's letter (A, B, …), shared by the choices into it. */
  readonly letter: string;
  /** What picking it means, for a screen reader and a tooltip. */
  readonly label: string;
  readonly picked: boolean;
}

const onKeys = (pick: () => void) => (e: KeyboardEvent<SVGGElement>) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    e.stopPropagation();
    pick();
  }
};

export const SlotChoiceLayer = memo(function SlotChoiceLayer({
  model,
  choices,
  onPick,
  dragged,
}: {
  model: BoardModel;
  choices: readonly SlotChoice[];
  onPick: (key: string) => void;
  /** Whether the pointer just panned the board (a drag is no click). */
  dragged: () => boolean;
}) {
  const slots = new Map<string, { slot: Hex; letter: string; keys: string[]; picked: boolean }>();
  for (const c of choices) {
    const k = hexKey(c.slot);
    const at = slots.get(k) ?? { slot: c.slot, letter: c.letter, keys: [], picked: false };
    at.keys.push(c.key);
    at.picked ||= c.picked;
    slots.set(k, at);
  }
  const click = (key: string) => () => {
    if (!dragged()) onPick(key);
  };
  return (
    <g className="slot-choices">
      {[...slots.values()].map(({ slot, letter, keys, picked }) => {
        const c = hexCenter(slotCenter(slot));
        const outline = model.ghosts.find((g) => hexKey(g.slot) === hexKey(slot))?.outline;
        const now = keys.findIndex((k) => choices.some((x) => x.key === k && x.picked));
        const next = keys[(now + 1) % keys.length] ?? keys[0] ?? '';
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: the mouse's shortcut; the sides below are the buttons.
          <g
            key={hexKey(slot)}
            className={`slot-choice${picked ? ' is-picked' : ''}`}
            data-slot={hexKey(slot)}
            onClick={click(next)}
          >
            {outline && <path d={outline} className="slot-choice__tile" />}
            <text x={round(c.x)} y={round(c.y + 14)} className="slot-choice__letter">
              {letter}
            </text>
          </g>
        );
      })}
      {choices.map((choice) => {
        const side = model.frontier.find(
          (f) => hexKey(f.slot) === hexKey(choice.from) && hexKey(f.toward) === hexKey(choice.slot),
        );
        if (!side) return null;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it is one by role.
          <g
            key={choice.key}
            className={`slot-side${choice.picked ? ' is-picked' : ''}`}
            data-choice={choice.key}
            data-slot={hexKey(choice.slot)}
            data-from={hexKey(choice.from)}
            role="button"
            tabIndex={0}
            aria-pressed={choice.picked}
            aria-label={choice.label}
            onClick={click(choice.key)}
            onKeyDown={onKeys(() => onPick(choice.key))}
          >
            <title>{choice.label}</title>
            <path d={side.path} className="slot-side__line" />
            <circle
              cx={round(side.at.x)}
              cy={round(side.at.y)}
              r={15}
              className="slot-side__ring"
            />
            <EdgeSymbol symbol={side.symbol} x={round(side.at.x)} y={round(side.at.y)} />
          </g>
        );
      })}
    </g>
  );
});
