/**
 * A pasted squad for the fleet form, through the squads module's XWS importer and exporter: the
 * card ids of its ships, or the importer's message naming the field at fault (`pilots[1].name`).
 * It does no squad checks: the tracker does those when the campaign is made.
 */
import { readXws, type Side, toXws } from '@drift/formats';
import type { ShipDraft } from './cards.ts';

export type XwsRead =
  | {
      readonly ok: true;
      readonly side: Side;
      readonly name: string | null;
      readonly ships: readonly ShipDraft[];
    }
  | { readonly ok: false; readonly message: string };

/** Reads pasted XWS text. */
export function readXwsSquad(text: string): XwsRead {
  const read = readXws(text);
  if (!read.ok)
    return {
      ok: false,
      message:
        read.error.code === 'NotJson'
          ? 'This is not XWS: paste the JSON a squad builder exports.'
          : read.error.message,
    };
  const { side, name, pilots } = read.value;
  return { ok: true, side, name: name.trim() === '' ? null : name.trim(), ships: pilots };
}

/** A squad as XWS text (for the form's "copy" and for tests). */
export function writeXwsSquad(side: Side, ships: readonly ShipDraft[], name?: string): string {
  const xws = toXws({ name: name ?? '', side, pilots: ships });
  if (!xws.ok) throw new Error(xws.error.message);
  return JSON.stringify(xws.value);
}
