/** Moving an outfit within the hold, or cargo from one space to another (Business Phase). */
import type { CaptainView, Cell, Content, XiaCommand } from '@drift/xia';
import { useMemo, useState } from 'react';
import { seatColour } from '../look/palette.ts';
import { HoldGrid } from '../mat/HoldGrid.tsx';
import { cellKey, holdModel } from '../mat/holdModel.ts';
import { Dialog } from './Dialog.tsx';
import { PlacementPicker, usePlacement } from './PlacementPicker.tsx';
import { cellText } from './words.ts';

type MoveOutfit = Extract<XiaCommand, { type: 'MoveOutfit' }>;
type MoveCargo = Extract<XiaCommand, { type: 'MoveCargo' }>;

interface Common {
  me: CaptainView;
  content: Content;
  busy: boolean;
  send: (c: XiaCommand) => void;
  onClose: () => void;
}

export function RefitDialog({
  commands,
  me,
  content,
  busy,
  send,
  onClose,
}: Common & { commands: readonly MoveOutfit[] }) {
  const uids = [...new Set(commands.map((c) => c.outfit))];
  const [uid, setUid] = useState<number | null>(uids.length === 1 ? (uids[0] ?? null) : null);
  const placements = commands.filter((c) => c.outfit === uid);
  const { current, choose } = usePlacement(placements);
  const outfit = me.hold.outfits.find((o) => o.uid === uid);
  return (
    <Dialog
      kind="refit"
      wide
      title={outfit ? `Move the ${content.outfit(outfit.kind).name}` : 'Move an outfit'}
      lead={<p>Rearrange your hold: free spaces for cargo, or room for a new outfit.</p>}
      onClose={onClose}
      actions={
        outfit && current ? (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={() =>
              send({ type: 'MoveOutfit', outfit: outfit.uid, at: current.at, turns: current.turns })
            }
          >
            Move it here
          </button>
        ) : undefined
      }
    >
      {!outfit ? (
        <div className="choice-grid">
          {uids.map((u) => {
            const o = me.hold.outfits.find((x) => x.uid === u);
            return (
              <button key={u} type="button" className="btn choice" onClick={() => setUid(u)}>
                <strong>{o ? content.outfit(o.kind).name : 'Outfit'}</strong>
                <span>{o ? `now at ${cellText(o.at)}` : ''}</span>
              </button>
            );
          })}
        </div>
      ) : (
        <PlacementPicker
          me={me}
          content={content}
          kind={outfit.kind}
          uid={outfit.uid}
          placements={placements}
          current={current}
          onChoose={choose}
        />
      )}
    </Dialog>
  );
}

export function CargoDialog({
  commands,
  me,
  content,
  busy,
  send,
  onClose,
}: Common & { commands: readonly MoveCargo[] }) {
  const [from, setFrom] = useState<Cell | null>(null);
  const hold = useMemo(() => holdModel(me, content), [me, content]);
  const marked = useMemo(
    () =>
      new Set(
        from
          ? commands.filter((c) => cellKey(c.from) === cellKey(from)).map((c) => cellKey(c.to))
          : commands.map((c) => cellKey(c.from)),
      ),
    [commands, from],
  );
  return (
    <Dialog
      kind="cargo"
      title="Move cargo"
      lead={
        <p>
          {from ? `Now click where the cube at ${cellText(from)} goes.` : 'Click a cube to move.'}
        </p>
      }
      onClose={onClose}
      actions={
        from ? (
          <button type="button" className="btn" onClick={() => setFrom(null)}>
            Choose another cube
          </button>
        ) : undefined
      }
    >
      <HoldGrid
        hold={hold}
        seatColour={seatColour(me.seat)}
        highlighted={marked}
        highlightLabel={from ? 'Move the cube here' : 'Move this cube'}
        onCellActivate={(cell) => {
          if (!from) {
            setFrom(cell);
            return;
          }
          const c = commands.find(
            (x) => cellKey(x.from) === cellKey(from) && cellKey(x.to) === cellKey(cell),
          );
          if (c && !busy) {
            send(c);
            setFrom(null);
          }
        }}
      />
    </Dialog>
  );
}
