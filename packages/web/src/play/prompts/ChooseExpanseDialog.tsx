/**
 * The System Expanse after the solo player's turn (XS-EXPN-01, GAP-XS-10): the empty positions
 * touching the most sectors, drawn on the map and lettered, and on each the placed neighbours'
 * sides whose edge symbol the new sector would match. The player picks a side on the map or in
 * the list, and reveals.
 */
import { type Hex, hexKey } from '@drift/engine/hex';
import type { Content, XiaView } from '@drift/xia';
import { useMemo, useState } from 'react';
import { Board } from '../../board/Board.tsx';
import { EdgeSymbol } from '../../board/Glyphs.tsx';
import { slotHexes } from '../../board/geometry.ts';
import type { SlotChoice } from '../../board/SlotChoiceLayer.tsx';
import { listed } from '../../look/format.ts';
import { Dialog } from '../Dialog.tsx';
import type { PromptProps } from './types.ts';
import '../../solo/solo.css';

export interface ExpanseChoice {
  readonly slot: Hex;
  readonly from: Hex;
  readonly symbol: string;
  readonly letter: string;
  /** The placed neighbour's name. */
  readonly beside: string;
}

/** The options the legal list allows, each with its position's letter and its neighbour's name. */
export function expanseChoices(
  options: readonly { slot: Hex; from: Hex; symbol: string }[],
  answers: PromptProps['answers'],
  view: Pick<XiaView, 'board'>,
  content: Content,
): ExpanseChoice[] {
  const allowed = new Set(
    answers.flatMap((c) =>
      c.type === 'ChooseExpanse' ? [`${hexKey(c.slot)}<${hexKey(c.from)}`] : [],
    ),
  );
  const letters = new Map<string, string>();
  const name = (slot: Hex) => {
    const placed = view.board.sectors.find((s) => hexKey(s.slot) === hexKey(slot));
    return placed ? content.sector(placed.id).name : 'a sector';
  };
  return options
    .filter((o) => allowed.has(`${hexKey(o.slot)}<${hexKey(o.from)}`))
    .map((o) => {
      const k = hexKey(o.slot);
      if (!letters.has(k)) letters.set(k, String.fromCharCode(65 + letters.size));
      return { ...o, letter: letters.get(k) ?? '?', beside: name(o.from) };
    });
}

/** An edge symbol in running text. */
export function SymbolGlyph({ symbol }: { symbol: string }) {
  return (
    <svg className="symbol-glyph" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <EdgeSymbol symbol={symbol} x={12} y={12} />
    </svg>
  );
}

const sideLabel = (c: ExpanseChoice) =>
  `Position ${c.letter}: beside ${c.beside}, matching its ${c.symbol} edge`;

export function ChooseExpanseDialog({
  prompt,
  answers,
  view,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'ChooseExpanse'>) {
  const choices = useMemo(
    () => expanseChoices(prompt.options, answers, view, content),
    [prompt.options, answers, view, content],
  );
  const [picked, setPicked] = useState(0);
  const chosen = choices[picked] ?? choices[0];
  const slotChoices: SlotChoice[] = useMemo(
    () =>
      choices.map((c, i) => ({
        key: String(i),
        slot: c.slot,
        from: c.from,
        letter: c.letter,
        label: sideLabel(c),
        picked: i === picked,
      })),
    [choices, picked],
  );
  // The view frames the offered positions and the sectors they touch.
  const fitTo = useMemo(
    () => choices.flatMap((c) => [...slotHexes(c.slot), ...slotHexes(c.from)]),
    [choices],
  );
  const positions = [...new Set(choices.map((c) => c.letter))];
  return (
    <Dialog
      kind="choose-expanse"
      wide
      title="System Expanse"
      lead={
        <p>
          After your turn the map grows: a sector from the stack joins it at one of the lettered
          places, which touch the most sectors. Pick the neighbour whose edge symbol it must match,
          on the map or below.
        </p>
      }
      onPeek={onPeek}
      actions={
        chosen && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            data-autofocus=""
            onClick={() => send({ type: 'ChooseExpanse', slot: chosen.slot, from: chosen.from })}
          >
            Reveal at {chosen.letter}, beside {chosen.beside}
          </button>
        )
      }
    >
      <div className="expanse">
        <div className="sector-preview expanse__map">
          <Board
            view={view}
            content={content}
            label="The map, with the places the System Expanse may fill"
            fitTo={fitTo}
            compact
            slotChoices={slotChoices}
            onSlotPick={(key) => setPicked(Number(key))}
          />
        </div>
        <ol className="expanse__list" aria-label="Places">
          {positions.map((letter) => {
            const here = choices.flatMap((c, i) => (c.letter === letter ? [{ c, i }] : []));
            return (
              <li
                key={letter}
                className="expanse__place"
                data-place={letter}
                aria-label={`Place ${letter}, touching ${listed(here.map(({ c }) => c.beside))}`}
              >
                <span className="expanse__letter" aria-hidden="true">
                  {letter}
                </span>
                <span className="expanse__sides">
                  {here.map(({ c, i }) => (
                    <button
                      key={i}
                      type="button"
                      className={`btn btn--small choice expanse__side${i === picked ? ' is-on' : ''}`}
                      aria-pressed={i === picked}
                      aria-label={sideLabel(c)}
                      onClick={() => setPicked(i)}
                    >
                      <SymbolGlyph symbol={c.symbol} />
                      <span>{c.beside}</span>
                    </button>
                  ))}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </Dialog>
  );
}
