/**
 * A drawn sector fits the explored edge in several turns: choose one (XB-EXPL-01, XB-EXPL-02).
 * The dialog shows the board with the tile laid in the chosen turn.
 */
import type { Rotation } from '@drift/engine/hex';
import { useMemo, useState } from 'react';
import { Board } from '../../board/Board.tsx';
import { boardModel } from '../../board/model.ts';
import { Dialog } from '../Dialog.tsx';
import type { PromptProps } from './types.ts';

export function PlaceSectorDialog({
  prompt,
  answers,
  view,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'PlaceSector'>) {
  const rotations = answers.flatMap((c) => (c.type === 'PlaceSector' ? [c.rotation] : []));
  const [turn, setTurn] = useState<Rotation>(rotations[0] ?? 0);
  const name = content.sector(prompt.sector).name;
  const preview = useMemo(
    () => ({
      ...view,
      board: {
        ...view.board,
        sectors: [
          ...view.board.sectors.filter(
            (s) => !(s.slot.q === prompt.slot.q && s.slot.r === prompt.slot.r),
          ),
          { id: prompt.sector, slot: prompt.slot, rotation: turn },
        ],
      },
    }),
    [view, prompt, turn],
  );
  // The new tile's spaces are marked, so it stands out from the sectors already laid.
  const marked = useMemo(
    () =>
      boardModel(content, preview.board.sectors)
        .cells.filter((c) => c.sectorName === name)
        .map((c) => ({ hex: c.hex, kind: 'choice' as const, label: `${name}, as it would lie` })),
    [content, preview, name],
  );
  // The view frames the new tile and the ship that found it.
  const at = view.captains[prompt.seat]?.at;
  const fitTo = useMemo(() => [...marked.map((m) => m.hex), ...(at ? [at] : [])], [marked, at]);
  const index = rotations.indexOf(turn);
  return (
    <Dialog
      kind="place-sector"
      wide
      title={`Lay ${name}`}
      lead={
        <p>
          {prompt.jump ? 'Your blind jump reveals' : 'Your scan reveals'} <strong>{name}</strong>.
          It fits the edge {rotations.length === 1 ? 'one way' : `${rotations.length} ways`}: turn
          it and lay it where it suits you.
        </p>
      }
      onPeek={onPeek}
      actions={
        <>
          {rotations.length > 1 && (
            <button
              type="button"
              className="btn"
              onClick={() => setTurn(rotations[(index + 1) % rotations.length] ?? turn)}
            >
              Turn it ({index + 1} of {rotations.length})
            </button>
          )}
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            data-autofocus=""
            onClick={() => send({ type: 'PlaceSector', rotation: turn })}
          >
            Lay it here
          </button>
        </>
      }
    >
      <div className="sector-preview">
        <Board
          view={preview}
          content={content}
          highlights={marked}
          label={`The board with ${name} laid`}
          fitTo={fitTo}
          compact
        />
      </div>
    </Dialog>
  );
}
