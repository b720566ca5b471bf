/**
 * The cut's pairing when a format gives none (GAP-XW-12). The first cut round fills the bracket
 * to a power of two with byes for the best seeds, then seed k meets seed N+1-k. Later rounds
 * keep the bracket: the players coming from slot k and slot S+1-k of the round before meet
 * (slots are its byes, then its tables), so the top two seeds can meet only in the final.
 */
import type { Pairing } from './plugin.ts';
import type { EventRecord, EventRound } from './types.ts';

/** The first cut round, from players in seed order. */
export function seedPairing(ids: readonly string[]): Pairing {
  let size = 1;
  while (size < ids.length) size *= 2;
  const byes = ids.slice(0, size - ids.length);
  const rest = ids.slice(byes.length);
  const tables: string[][] = [];
  for (let i = 0; i < rest.length / 2; i++) {
    tables.push([rest[i] as string, rest[rest.length - 1 - i] as string]);
  }
  return { tables, byes };
}

/** A later cut round: who came from each slot of `prev` meets who came from the mirror slot. */
export function bracketPairing(
  record: EventRecord,
  prev: EventRound,
  ids: readonly string[],
): Pairing {
  const going = new Set(ids);
  const slots = [
    ...prev.byes.map((p) => [p]),
    ...prev.tables.map((t) => [...(t.result?.advances ?? [])]),
  ].map((slot) => slot.filter((p) => going.has(p)));
  // A format that sends several on from one table leaves the bracket: seed order again.
  if (slots.some((s) => s.length > 1)) return seedPairing(ids);
  const seed = (p: string) => (record.cutSeeds ?? []).indexOf(p);
  const tables: string[][] = [];
  const byes: string[] = [];
  for (let k = 0; k < Math.ceil(slots.length / 2); k++) {
    const mirror = slots.length - 1 - k;
    const pair = [...(slots[k] ?? []), ...(mirror === k ? [] : (slots[mirror] ?? []))];
    if (pair.length === 2) tables.push(pair.sort((a, b) => seed(a) - seed(b)));
    else byes.push(...pair);
  }
  if (tables.length === 0) return seedPairing(ids);
  return { tables, byes: byes.sort((a, b) => seed(a) - seed(b)) };
}

/** The default pairing of cut round `number`. */
export function defaultCutPairing(
  record: EventRecord,
  number: number,
  ids: readonly string[],
): Pairing {
  const prev = record.rounds.filter((r) => r.stage === 'cut' && r.number < number).at(-1);
  return prev === undefined ? seedPairing(ids) : bracketPairing(record, prev, ids);
}
