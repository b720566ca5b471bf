/**
 * The pairing core shared by Swiss and Political Escort rounds: players in rank order (best
 * first) with a whole-number score, their earlier opponents and byes. Priorities, highest first:
 * 1. no rematch (refused when impossible, unless the organizer allows rematches this round);
 * 2. an odd count's bye goes to a player with the fewest byes, the lowest-ranked such player
 *    whose leaving still lets everyone else be paired;
 * 3. the smallest sum of squared score gaps over the tables (pair-downs few and small);
 * 4. the fewest tables with any gap;
 * 5. a seeded random draw between pairings still equal.
 * Steps 3-5 are one maximum weight matching (GAP-XW-12); the first round is drawn at random.
 */
import { type Dice, ok, openDice, type RandomState, type Result, refuse } from '@drift/engine';
import { maxWeightMatching, type WeightedEdge } from './matching.ts';
import type { PairingSummary, Table } from './types.ts';

/** A player as the core sees it; the list's order is the standings (best first). */
export interface RankedPlayer {
  readonly id: string;
  readonly score: number;
  readonly opponents: readonly string[];
  readonly byes: number;
}

/** Random tie-break values per pair are 0..TIE-1. */
const TIE = 64;
/** Weights stay well inside exact double arithmetic. */
const MAX_WEIGHT = 2 ** 50;

/** Pairs `players` (rank order) for one round. */
export function pairByScore(
  players: readonly RankedPlayer[],
  random: RandomState,
  allowRematches: boolean,
): Result<PairingSummary> {
  if (players.length < 2) {
    return refuse('TooFewPlayers', `A round needs at least 2 players, not ${players.length}.`);
  }
  const dice = openDice(random);
  const firstRound = players.every((p) => p.opponents.length === 0 && p.byes === 0);
  if (firstRound) return ok(drawFirstRound(players, dice));

  const weights = edgeWeights(players, dice, allowRematches);
  if (!weights.ok) return weights;
  const candidates = byeCandidates(players);
  let best: { bye: number | null; pairs: [number, number][]; rematches: number } | null = null;
  for (const bye of candidates) {
    const pairs = matchAllBut(players.length, bye, weights.value);
    if (pairs === null) continue;
    const rematches = pairs.filter(([a, b]) => played(players, a, b)).length;
    if (best === null || rematches < best.rematches) best = { bye, pairs, rematches };
    if (rematches === 0) break;
  }
  if (best === null) return refuse('NoPairingWithoutRematch', noPairingMessage(players));
  return ok(summarize(players, best.pairs, best.bye, false, dice.save()));
}

/** First round: a random order, paired two by two; an odd count's last player has the bye. */
function drawFirstRound(players: readonly RankedPlayer[], dice: Dice): PairingSummary {
  const order = dice.shuffle(players.map((_, i) => i));
  const bye = order.length % 2 === 1 ? (order.pop() ?? null) : null;
  const pairs: [number, number][] = [];
  for (let k = 0; k + 1 < order.length; k += 2) pairs.push([order[k] ?? 0, order[k + 1] ?? 0]);
  return summarize(players, pairs, bye, true, dice.save());
}

/** Who may take the bye, in order of preference: fewest byes, then lowest rank. */
function byeCandidates(players: readonly RankedPlayer[]): (number | null)[] {
  if (players.length % 2 === 0) return [null];
  return players
    .map((p, i) => ({ i, byes: p.byes }))
    .sort((a, b) => a.byes - b.byes || b.i - a.i)
    .map((c) => c.i);
}

function played(players: readonly RankedPlayer[], a: number, b: number): boolean {
  const pa = players[a];
  const pb = players[b];
  if (pa === undefined || pb === undefined) return false;
  return pa.opponents.includes(pb.id) || pb.opponents.includes(pa.id);
}

/**
 * Every pair's weight (null = may not meet). Layers from the top: rematch, squared score gap,
 * any gap, random tie-break; each layer outweighs the whole sum of the ones below it.
 */
function edgeWeights(
  players: readonly RankedPlayer[],
  dice: Dice,
  allowRematches: boolean,
): Result<(number | null)[][]> {
  const n = players.length;
  const tables = Math.floor(n / 2) + 1;
  const scores = players.map((p) => p.score);
  const spread = Math.max(...scores) - Math.min(...scores);
  const maxGap2 = spread * spread;
  const anyGap = tables * TIE;
  const gap2 = tables * anyGap;
  const rematch = tables * (maxGap2 + 1) * gap2;
  const base = rematch + (maxGap2 + 1) * gap2;
  if (!Number.isSafeInteger(base) || base * tables > MAX_WEIGHT) {
    return refuse(
      'PairingTooLarge',
      `${n} players with scores ${spread} apart are beyond what the pairing can weigh exactly.`,
    );
  }
  const w: (number | null)[][] = players.map(() => players.map(() => null));
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const tie = dice.index(TIE);
      const isRematch = played(players, a, b);
      if (isRematch && !allowRematches) continue;
      const gap = Math.abs((scores[a] ?? 0) - (scores[b] ?? 0));
      const weight =
        base - (isRematch ? rematch : 0) - gap * gap * gap2 - (gap > 0 ? anyGap : 0) + tie + 1;
      const row = w[a];
      if (row !== undefined) row[b] = weight;
    }
  }
  return ok(w);
}

/** The heaviest pairing of everyone but `bye`, or null when someone is left unpaired. */
function matchAllBut(
  n: number,
  bye: number | null,
  weights: readonly (readonly (number | null)[])[],
): [number, number][] | null {
  const seat = Array.from({ length: n }, (_, i) => i).filter((i) => i !== bye);
  const edges: WeightedEdge[] = [];
  for (let x = 0; x < seat.length; x++) {
    for (let y = x + 1; y < seat.length; y++) {
      const weight = weights[seat[x] ?? 0]?.[seat[y] ?? 0];
      if (weight !== null && weight !== undefined) edges.push([x, y, weight]);
    }
  }
  const mate = maxWeightMatching(seat.length, edges, true);
  const pairs: [number, number][] = [];
  for (let x = 0; x < seat.length; x++) {
    const y = mate[x];
    if (y === null || y === undefined) return null;
    if (x < y) pairs.push([seat[x] ?? 0, seat[y] ?? 0]);
  }
  return pairs;
}

/** Tables from pairs: higher scores first, then the better-ranked player's rank. */
function summarize(
  players: readonly RankedPlayer[],
  pairs: readonly (readonly [number, number])[],
  bye: number | null,
  firstRound: boolean,
  random: RandomState,
): PairingSummary {
  const score = (i: number) => players[i]?.score ?? 0;
  const ordered = pairs
    .map(([a, b]) => (a < b ? ([a, b] as const) : ([b, a] as const)))
    .map((pair, drawn) => ({ pair, drawn }))
    .sort((x, y) => {
      const [xa, xb] = x.pair;
      const [ya, yb] = y.pair;
      const byScore =
        Math.max(score(ya), score(yb)) - Math.max(score(xa), score(xb)) ||
        Math.min(score(ya), score(yb)) - Math.min(score(xa), score(xb));
      return byScore || (firstRound ? x.drawn - y.drawn : xa - ya);
    });
  const tables: Table[] = [];
  const rematches: number[] = [];
  let pairDowns = 0;
  let maxScoreGap = 0;
  for (const [k, { pair }] of ordered.entries()) {
    const [a, b] = pair;
    const gap = Math.abs(score(a) - score(b));
    if (gap > 0) pairDowns++;
    maxScoreGap = Math.max(maxScoreGap, gap);
    if (played(players, a, b)) rematches.push(k + 1);
    tables.push({ table: k + 1, players: [players[a]?.id ?? '', players[b]?.id ?? ''] });
  }
  const byeId = bye === null ? null : (players[bye]?.id ?? null);
  return { tables, bye: byeId, firstRound, pairDowns, maxScoreGap, rematches, random };
}

/** Says why no rematch-free pairing exists, naming who has met everyone when that is the reason. */
function noPairingMessage(players: readonly RankedPlayer[]): string {
  const n = players.length;
  const stuck = players.filter((_, a) => players.every((_, b) => a === b || played(players, a, b)));
  // With an odd count one such player could simply take the bye.
  const why =
    stuck.length > n % 2
      ? `${stuck.map((p) => p.id).join(', ')} ${stuck.length === 1 ? 'has' : 'have'} already played every other player`
      : 'the earlier games leave no way to pair everyone';
  return `No pairing of these ${n} players avoids a rematch: ${why}. The organizer may allow rematches for this round.`;
}
