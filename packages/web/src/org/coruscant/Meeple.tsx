/** A player's meeple: their colour, and the squad number it carries (XW-CC-09). */
import type { CoruscantView } from '@drift/formats';
import type { CSSProperties } from 'react';
import { playerOf } from './can.ts';
import { COLOUR_CSS } from './words.ts';

export function Meeple({
  view,
  player,
  squad,
}: {
  view: CoruscantView;
  player: string;
  squad?: number;
}) {
  const p = playerOf(view, player);
  const colour = p ? COLOUR_CSS[p.colour] : '#888';
  return (
    <span className="cc-tag" style={{ '--meeple': colour } as CSSProperties} data-meeple={player}>
      <span className="cc-meeple" aria-hidden="true" />
      {p?.name ?? player}
      {squad !== undefined && <span className="cc-tag__n">{squad}</span>}
    </span>
  );
}
