/** Buying an outfit (Business Phase, or outfitting at the start): choose one, place it, pay. */
import type { CaptainView, Content, XiaCommand, XiaView } from '@drift/xia';
import type { OutfitDef } from '@drift/xia/content';
import { useState } from 'react';
import { capitalised, credits } from '../look/format.ts';
import { OUTFIT_COLOURS } from '../look/palette.ts';
import { Dialog } from './Dialog.tsx';
import { PlacementPicker, usePlacement } from './PlacementPicker.tsx';
import { cellText } from './words.ts';

type Buy = Extract<XiaCommand, { type: 'BuyOutfit' }>;

/** An outfit's kind, die and size in the shop: element F's pieces by what they are. */
function outfitMeta(o: OutfitDef, spaces: number): string {
  const size = spaces === 1 ? '1 space' : `${spaces} spaces`;
  switch (o.type) {
    case 'cargoPod':
      return `Cargo Pod · ${size}, 1 in the hold`;
    case 'armorPlating':
      return `Armor Plating · ${size}, 1 in the hold`;
    case 'mod':
      return `Mod · ${size}`;
    default:
      return `${capitalised(o.type)} · d${o.die} · ${size}`;
  }
}

export function ShopDialog({
  commands,
  view,
  me,
  content,
  busy,
  send,
  onClose,
}: {
  commands: readonly Buy[];
  view: XiaView;
  me: CaptainView;
  content: Content;
  busy: boolean;
  send: (c: XiaCommand) => void;
  onClose: () => void;
}) {
  const kinds = [...new Set(commands.map((c) => c.kind))];
  const [kind, setKind] = useState<string | null>(kinds.length === 1 ? (kinds[0] ?? null) : null);
  const placements = commands.filter((c) => c.kind === kind);
  const { current, choose } = usePlacement(placements);
  const def = kind ? content.outfit(kind) : null;
  return (
    <Dialog
      kind="shop"
      wide
      title={def ? `Buy ${def.name}` : 'Outfit shop'}
      lead={
        <p>You have {credits(me.credits)}. An outfit fills hold spaces; cubes need free ones.</p>
      }
      onClose={onClose}
      actions={
        def && current ? (
          <>
            <button type="button" className="btn" onClick={() => setKind(null)}>
              Back to the shop
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy}
              onClick={() =>
                send({ type: 'BuyOutfit', kind: def.id, at: current.at, turns: current.turns })
              }
            >
              Buy for {credits(def.price)}
            </button>
          </>
        ) : undefined
      }
    >
      {!def ? (
        <ul className="shop">
          {kinds.map((k) => {
            const o = content.outfit(k);
            const left = view.supply.outfits[k];
            return (
              <li key={k}>
                <button
                  type="button"
                  className="shop__item"
                  style={{ '--kind': OUTFIT_COLOURS[o.type] } as React.CSSProperties}
                  onClick={() => setKind(k)}
                >
                  <span className="shop__name">{o.name}</span>
                  <span className="shop__price">{credits(o.price)}</span>
                  <span className="shop__meta">
                    {outfitMeta(o, content.shape(k, 0).cells.length)}
                    {left !== undefined ? ` · ${left} left` : ''}
                  </span>
                  <span className="shop__text">{o.text}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <PlacementPicker
          me={me}
          content={content}
          kind={def.id}
          uid={null}
          placements={placements}
          current={current}
          onChoose={choose}
        />
      )}
      {def && current && <p className="sr-only">Corner at {cellText(current.at)}</p>}
    </Dialog>
  );
}
