/**
 * Element E: moving a Relic within the hold (Business Phase, XE-RELIC-01): click the Relic,
 * choose it lying (2 spaces across) or standing (2 down), click where its first space goes.
 */
import type { CaptainView, Cell, Content, XiaCommand } from '@drift/xia';
import { useMemo, useState } from 'react';
import { seatColour } from '../look/palette.ts';
import { HoldGrid } from '../mat/HoldGrid.tsx';
import { cellKey, holdModel } from '../mat/holdModel.ts';
import { Dialog } from './Dialog.tsx';
import { cellText } from './words.ts';

type MoveRelic = Extract<XiaCommand, { type: 'MoveRelic' }>;

export function RelicDialog({
  commands,
  me,
  content,
  busy,
  send,
  onClose,
}: {
  commands: readonly MoveRelic[];
  me: CaptainView;
  content: Content;
  busy: boolean;
  send: (c: XiaCommand) => void;
  onClose: () => void;
}) {
  const froms = useMemo(() => [...new Set(commands.map((c) => cellKey(c.from)))], [commands]);
  const [picked, setFrom] = useState<Cell | null>(null);
  // With one Relic aboard, it is chosen already.
  const only = froms.length === 1 ? commands[0]?.from : undefined;
  const from = picked ?? only ?? null;
  const [turns, setTurns] = useState<0 | 1>(0);
  const hold = useMemo(() => holdModel(me, content), [me, content]);
  const here = useMemo(
    () => (from ? commands.filter((c) => cellKey(c.from) === cellKey(from)) : []),
    [commands, from],
  );
  const marked = useMemo(
    () =>
      new Set(
        from
          ? here.filter((c) => c.turns === turns).map((c) => cellKey(c.to))
          : commands.map((c) => cellKey(c.from)),
      ),
    [commands, here, from, turns],
  );
  return (
    <Dialog
      kind="relic"
      title="Move a Relic"
      lead={
        <p>
          {from
            ? `Click where the Relic at ${cellText(from)} goes: its first space, the second ${turns === 0 ? 'to the right' : 'below'}.`
            : 'Click a Relic to move.'}
        </p>
      }
      onClose={onClose}
      actions={
        from && !only ? (
          <button type="button" className="btn" onClick={() => setFrom(null)}>
            Choose another Relic
          </button>
        ) : undefined
      }
    >
      {from && (
        <fieldset className="relic-turns">
          <legend>The Relic lies</legend>
          {([0, 1] as const).map((t) => (
            <label key={t}>
              <input
                type="radio"
                name="relic-turns"
                checked={turns === t}
                disabled={!here.some((c) => c.turns === t)}
                onChange={() => setTurns(t)}
              />{' '}
              {t === 0 ? 'across (2 spaces in a row)' : 'standing (2 spaces in a column)'}
            </label>
          ))}
        </fieldset>
      )}
      <HoldGrid
        hold={hold}
        seatColour={seatColour(me.seat)}
        highlighted={marked}
        highlightLabel={from ? 'Move the Relic here' : 'Move this Relic'}
        onCellActivate={(cell) => {
          if (!from) {
            setFrom(cell);
            return;
          }
          const c = here.find((x) => x.turns === turns && cellKey(x.to) === cellKey(cell));
          if (c && !busy) {
            send(c);
            setFrom(null);
          }
        }}
      />
    </Dialog>
  );
}
