/** Damage to place on the hold, one marker at a time (XB-CMBT-05, XB-DMG-01..03). */
import type { Cell } from '@drift/xia';
import { useMemo } from 'react';
import { damageCells } from '../../board/fromLegal.ts';
import { seatColour } from '../../look/palette.ts';
import { HoldGrid } from '../../mat/HoldGrid.tsx';
import { cellKey, holdModel } from '../../mat/holdModel.ts';
import { Dialog } from '../Dialog.tsx';
import type { PromptProps } from './types.ts';

export function PlaceDamageDialog({
  prompt,
  answers,
  me,
  content,
  busy,
  send,
  onPeek,
}: PromptProps<'PlaceDamage'>) {
  const cells = damageCells(answers);
  const hold = useMemo(() => holdModel(me, content), [me, content]);
  const highlighted = useMemo(() => new Set(cells.map(cellKey)), [cells]);
  const place = (at: Cell) => {
    if (!busy) send({ type: 'PlaceDamage', at: [at[0], at[1]] });
  };
  return (
    <Dialog
      kind="place-damage"
      title={`Place ${prompt.remaining === 1 ? 'a damage marker' : `${prompt.remaining} damage markers`}`}
      lead={
        <p>
          Choose where each hit lands on your hold. On an outfit it takes 1 off that outfit's rolls
          (and a marker on a hit use space is disarmed); a cube hit is thrown overboard. If damage
          fills the hold, the ship is destroyed.
        </p>
      }
      onPeek={onPeek}
    >
      <div className="damage-pick">
        <HoldGrid
          hold={hold}
          seatColour={seatColour(me.seat)}
          highlighted={highlighted}
          highlightLabel="Place a damage marker here"
          onCellActivate={place}
        />
        <p className="hint">
          {prompt.remaining} to place ·{' '}
          {hold.cells.filter((c) => !c.outer || c.outfit?.def.type === 'armorPlating').length -
            me.hold.damage.length}{' '}
          undamaged spaces left. Click a marked space.
        </p>
      </div>
    </Dialog>
  );
}
