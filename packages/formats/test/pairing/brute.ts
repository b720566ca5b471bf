/**
 * Brute force for small rounds (≤ 10 players): every way to seat the players two by two (with
 * one bye for an odd count), scored by the pairing's priorities, smallest key best:
 * [rematches, the bye's earlier byes, the bye's rank counted from the bottom, sum of squared
 * score gaps, tables with a gap]. Independent of the blossom code on purpose.
 */

export interface BrutePlayer {
  readonly id: string;
  readonly score: number;
  readonly opponents: readonly string[];
  readonly byes: number;
}

export type PairingKey = readonly [number, number, number, number, number];

/** The key of one pairing of `players` (rank order): tables as index pairs, bye index or null. */
export function pairingKey(
  players: readonly BrutePlayer[],
  pairs: readonly (readonly [number, number])[],
  bye: number | null,
): PairingKey {
  let rematches = 0;
  let gap2 = 0;
  let gaps = 0;
  for (const [a, b] of pairs) {
    const pa = players[a];
    const pb = players[b];
    if (pa === undefined || pb === undefined) throw new Error('bad pair');
    if (pa.opponents.includes(pb.id) || pb.opponents.includes(pa.id)) rematches++;
    const gap = Math.abs(pa.score - pb.score);
    gap2 += gap * gap;
    if (gap > 0) gaps++;
  }
  const byes = bye === null ? 0 : (players[bye]?.byes ?? 0);
  const fromBottom = bye === null ? 0 : players.length - 1 - bye;
  return [rematches, byes, fromBottom, gap2, gaps];
}

export function compareKeys(a: PairingKey, b: PairingKey): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The best key over every pairing, or null when no pairing avoids rematches and `rematchFree`. */
export function bestKey(players: readonly BrutePlayer[], rematchFree: boolean): PairingKey | null {
  const n = players.length;
  if (n > 12) throw new Error(`brute force is for small rounds, not ${n} players`);
  let best: PairingKey | null = null;
  const visit = (pairs: [number, number][], bye: number | null) => {
    const key = pairingKey(players, pairs, bye);
    if (rematchFree && key[0] > 0) return;
    if (best === null || compareKeys(key, best) < 0) best = key;
  };
  const byes: (number | null)[] = n % 2 === 1 ? players.map((_, i) => i) : [null];
  for (const bye of byes) {
    const left = players.map((_, i) => i).filter((i) => i !== bye);
    eachPerfectMatching(left, [], (pairs) => visit(pairs, bye));
  }
  return best;
}

function eachPerfectMatching(
  left: readonly number[],
  acc: [number, number][],
  visit: (pairs: [number, number][]) => void,
): void {
  const [first, ...rest] = left;
  if (first === undefined) {
    visit(acc);
    return;
  }
  for (const [k, other] of rest.entries()) {
    acc.push([first, other]);
    eachPerfectMatching([...rest.slice(0, k), ...rest.slice(k + 1)], acc, visit);
    acc.pop();
  }
}

/** Whether everyone but `sitOut` can be paired without a rematch (brute force). */
export function canPairWithout(players: readonly BrutePlayer[], sitOut: number): boolean {
  const left = players.map((_, i) => i).filter((i) => i !== sitOut);
  let found = false;
  const search = (rest: readonly number[]): void => {
    const [first, ...others] = rest;
    if (first === undefined) {
      found = true;
      return;
    }
    for (const [k, other] of others.entries()) {
      if (found) return;
      const a = players[first];
      const b = players[other];
      if (a === undefined || b === undefined) continue;
      if (a.opponents.includes(b.id) || b.opponents.includes(a.id)) continue;
      search([...others.slice(0, k), ...others.slice(k + 1)]);
    }
  };
  search(left);
  return found;
}
