/**
 * Element E: The Kiln's card beside the board. Docked ships stand on its 3 interior spaces, off
 * the map (XE-KILN-05); the card shows who is on each, the third marked for selling Ember
 * (XE-KILN-04), and turns a space into a button when the legal list docks or moves there.
 */
import { type Hex, hexKey } from '@drift/engine/hex';
import type { Content } from '@drift/xia';
import {
  captainName,
  interiorSpace,
  KILN_INTERIOR,
  KILN_SELL_SPACE,
  type XiaView,
} from '@drift/xia';
import { seatColour } from '../look/palette.ts';
import type { Highlight } from './highlight.ts';

export interface KilnCardProps {
  readonly view: Pick<XiaView, 'captains' | 'npcs'> & Partial<Pick<XiaView, 'worlds'>>;
  readonly content: Content;
  readonly highlights: readonly Highlight[];
  readonly onHexActivate?: ((hex: Hex) => void) | undefined;
}

/** Who stands on each interior space, in card order. */
export function kilnOccupants(
  view: Pick<XiaView, 'captains' | 'npcs'>,
  content: Content,
): { seat: number | null; name: string }[][] {
  const out: { seat: number | null; name: string }[][] = KILN_INTERIOR.map(() => []);
  for (const c of view.captains) {
    const i = interiorSpace(c.at);
    if (i >= 0) out[i]?.push({ seat: c.seat, name: `${captainName(c.seat)}'s ship` });
  }
  for (const n of view.npcs) {
    const i = interiorSpace(n.at);
    if (i >= 0) out[i]?.push({ seat: null, name: `The ${content.npc(n.id).name}` });
  }
  return out;
}

export function KilnCard({ view, content, highlights, onHexActivate }: KilnCardProps) {
  const worlds = view.worlds;
  if (!worlds) return null;
  const occupants = kilnOccupants(view, content);
  const docked = occupants.some((o) => o.length > 0);
  const marked = new Map(highlights.map((h) => [hexKey(h.hex), h]));
  const anyMarked = KILN_INTERIOR.some((h) => marked.has(hexKey(h)));
  // Nothing to show while the station is destroyed and empty.
  if (!worlds.kiln.at && !docked) return null;
  return (
    <section className="kiln-card" aria-label="The Kiln">
      <h3 className="kiln-card__title">The Kiln</h3>
      {!worlds.kiln.at && <p className="kiln-card__note">Destroyed; it comes back at Nyr.</p>}
      <ol className="kiln-card__spaces">
        {KILN_INTERIOR.map((h, i) => {
          const here = occupants[i] ?? [];
          const mark = marked.get(hexKey(h));
          const sell = i === KILN_SELL_SPACE;
          const name = `Space ${i + 1}${sell ? ' (Sell for Ember)' : ''}`;
          const who = here.length > 0 ? here.map((o) => o.name).join(', ') : 'empty';
          const body = (
            <>
              <span className="kiln-card__name">
                {i + 1}
                {sell && <span className="kiln-card__sell">Sell</span>}
              </span>
              {here.map((o) => (
                <span
                  key={o.name}
                  className="kiln-card__ship"
                  data-seat={o.seat ?? undefined}
                  title={o.name}
                  style={o.seat !== null ? { background: seatColour(o.seat) } : undefined}
                >
                  {o.seat !== null ? o.seat + 1 : o.name.charAt(4)}
                </span>
              ))}
            </>
          );
          return (
            <li key={hexKey(h)} className="kiln-card__space" data-kiln-space={i}>
              {mark && onHexActivate ? (
                <button
                  type="button"
                  className="kiln-card__button"
                  aria-label={`${mark.label}: ${name}, ${who}`}
                  title={mark.label}
                  onClick={() => onHexActivate(h)}
                >
                  {body}
                </button>
              ) : (
                <span className="kiln-card__cell" role="img" aria-label={`${name}: ${who}`}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {anyMarked && <p className="kiln-card__note">Click a marked space to go there.</p>}
    </section>
  );
}
