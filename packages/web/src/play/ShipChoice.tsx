/**
 * Choosing a Tier 1 ship at the start (XB-SETUP-10): each with its numbers and the ability card
 * it brings in this match (Lone Drifter for the Sparrowhawk with two captains, XE-2P-03). The
 * keyboard starts on the first ship, unless the player is already somewhere else.
 */
import { type Content, shipCard, type XiaCommand, type XiaView } from '@drift/xia';
import { useEffect, useRef } from 'react';

type Choose = Extract<XiaCommand, { type: 'ChooseShip' }>;

export function ShipChoice({
  commands,
  view,
  content,
  busy,
  send,
}: {
  commands: readonly Choose[];
  /**
   * The match's options and table: a ship may bring another card than its own (a streamlined
   * Tier 3 card with element G, a two-player card with D; `shipCard`).
   */
  view: Pick<XiaView, 'options'> & { readonly captains: { readonly length: number } };
  content: Content;
  busy: boolean;
  send: (c: XiaCommand) => void;
}) {
  const list = useRef<HTMLUListElement | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    list.current?.querySelector<HTMLButtonElement>('.ship-card:not([disabled])')?.focus();
  }, []);
  return (
    <ul className="ships" ref={list}>
      {commands.map((c) => {
        const s = content.ship(c.ship);
        const ability = content.ability(shipCard(view, content, s));
        const spaces = content.holdCells(s.id).length;
        return (
          <li key={c.ship}>
            <button type="button" className="ship-card" disabled={busy} onClick={() => send(c)}>
              <span className="ship-card__name">{s.name}</span>
              <span className="ship-card__stats">
                <span>Energy {s.energy}</span>
                <span>Impulse {s.impulse}</span>
                <span>Hold {spaces}</span>
              </span>
              <span className="ship-card__ability">
                <strong>{ability.name}</strong>: {ability.text}
              </span>
              <span className="ship-card__story">{s.story}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
