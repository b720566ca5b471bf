/**
 * Random events for the pairing properties: players join, drop and play random results round by
 * round; every pairing is checked as it is made. Shared by the property tests and by
 * tools/pairing-props (which runs many more events and prints the figures).
 */
import { type Dice, openDice, type RandomState, type Result, seedRandom } from '@drift/engine';
import {
  assignPods,
  ESCORT_BYE,
  maxWeightMatching,
  type PairingSummary,
  pairEscortRound,
  pairSwiss,
  podSizes,
} from '../../src/pairing/index.ts';
import { type BrutePlayer, bestKey, canPairWithout, compareKeys, pairingKey } from './brute.ts';

export type SimFormat = 'swiss' | 'political-escort' | 'ace-of-aces';

export interface SimOptions {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly minRounds: number;
  readonly maxRounds: number;
  /** Rounds with at most this many players are compared with brute force. */
  readonly bruteUpTo: number;
}

export const DEFAULT_SIM: SimOptions = {
  minPlayers: 6,
  maxPlayers: 64,
  minRounds: 3,
  maxRounds: 6,
  bruteUpTo: 10,
};

/** What one pairing did. */
export interface RoundLog {
  readonly players: number;
  readonly ms: number;
  readonly firstRound: boolean;
  readonly bye: boolean;
  /** The bye went to a player who already had one. */
  readonly secondBye: boolean;
  /** No rematch-free pairing existed, so the organizer's override was used. */
  readonly forced: boolean;
  /** Rematches paired without the override (must stay 0). */
  readonly rematches: number;
  readonly pairDowns: number;
  readonly maxScoreGap: number;
  /** Compared with brute force. */
  readonly brute: boolean;
  /** Ace of Aces pod sizes. */
  readonly pods: readonly number[];
}

export interface EventLog {
  readonly format: SimFormat;
  readonly rounds: readonly RoundLog[];
  /** Broken properties, each a sentence naming the round. */
  readonly problems: readonly string[];
}

interface SimPlayer {
  readonly id: string;
  readonly joined: number;
  score: number;
  mov: number;
  sd: number;
  opponents: string[];
  byes: number;
  active: boolean;
}

/** Plays one random event of `format` from `seed`, checking each pairing. */
export function simulateEvent(
  format: SimFormat,
  seed: string,
  options: SimOptions = DEFAULT_SIM,
): EventLog {
  const dice = openDice(seedRandom(`${format}/${seed}`));
  let random: RandomState = seedRandom(`${format}/${seed}/pairing`);
  const between = (lo: number, hi: number) => lo + dice.index(hi - lo + 1);
  const players: SimPlayer[] = [];
  const join = () => {
    const n = players.length;
    players.push({
      id: `p${n + 1}`,
      joined: n,
      score: 0,
      mov: 0,
      sd: 0,
      opponents: [],
      byes: 0,
      active: true,
    });
  };
  for (let k = between(options.minPlayers, options.maxPlayers); k > 0; k--) join();
  const rounds: RoundLog[] = [];
  const problems: string[] = [];
  const roundCount = between(options.minRounds, options.maxRounds);
  for (let r = 1; r <= roundCount; r++) {
    if (r > 1) changeRoster(players, dice, r, join);
    const active = players.filter((p) => p.active);
    const say = (text: string) => problems.push(`round ${r} (${active.length} players): ${text}`);
    if (format === 'ace-of-aces') {
      const log = podRound(active, random, dice, say);
      random = log.random;
      rounds.push(log.log);
    } else {
      const log = twoPlayerRound(format, active, random, dice, options, say);
      random = log.random;
      rounds.push(log.log);
    }
  }
  return { format, rounds, problems };
}

/** Drops (at most a few, never below 4 players) and late joins in rounds 2-3. */
function changeRoster(players: SimPlayer[], dice: Dice, round: number, join: () => void): void {
  for (const p of players) {
    const left = players.filter((q) => q.active).length;
    if (p.active && left > 4 && dice.index(100) < 5) p.active = false;
  }
  if (round <= 3 && dice.index(10) < 3) {
    for (let k = 1 + dice.index(2); k > 0; k--) join();
  }
}

/** The rank order the pairing should use. Swiss: the event's standings (score, then join order). */
function ranked(format: SimFormat, active: readonly SimPlayer[]): SimPlayer[] {
  return active
    .slice()
    .sort((a, b) =>
      format === 'political-escort'
        ? b.score - a.score || b.mov - a.mov || a.joined - b.joined
        : b.score - a.score || a.joined - b.joined,
    );
}

function twoPlayerRound(
  format: 'swiss' | 'political-escort',
  active: readonly SimPlayer[],
  random: RandomState,
  dice: Dice,
  options: SimOptions,
  say: (text: string) => void,
): { log: RoundLog; random: RandomState } {
  const order = ranked(format, active);
  const small = order.length <= options.bruteUpTo;
  let attempt = pairTwoPlayer(format, format === 'swiss' ? order : active, random, false);
  let ms = attempt.ms;
  let forced = false;
  if (!attempt.result.ok) {
    const { code, message } = attempt.result.error;
    if (code !== 'NoPairingWithoutRematch') say(`refused: ${code}: ${message}`);
    else if (small && bestKey(order, true) !== null) {
      say('refused a round that brute force pairs without a rematch');
    }
    forced = true;
    attempt = pairTwoPlayer(format, format === 'swiss' ? order : active, random, true);
    ms += attempt.ms;
  }
  if (!attempt.result.ok) {
    say(`refused even with rematches allowed: ${attempt.result.error.message}`);
    return { log: { ...emptyLog(order.length, ms), forced }, random };
  }
  const summary = attempt.result.value;
  const brute = small && !summary.firstRound;
  checkTwoPlayer(order, summary, forced, brute, say);
  const rematches = forced ? 0 : countRematches(order, summary);
  const byePlayer = order.find((p) => p.id === summary.bye);
  const log: RoundLog = {
    players: order.length,
    ms,
    firstRound: summary.firstRound,
    bye: summary.bye !== null,
    secondBye: byePlayer !== undefined && byePlayer.byes > 0,
    forced,
    rematches,
    pairDowns: summary.pairDowns,
    maxScoreGap: summary.maxScoreGap,
    brute,
    pods: [],
  };
  playTwoPlayer(format, order, summary, dice);
  return { log, random: summary.random };
}

/** Calls the format's pairing, timed; an Escort round is read as its summary. */
function pairTwoPlayer(
  format: 'swiss' | 'political-escort',
  list: readonly SimPlayer[],
  random: RandomState,
  allowRematches: boolean,
): { result: Result<PairingSummary>; ms: number } {
  const start = performance.now();
  if (format === 'swiss') {
    const players = list.map((p) => ({
      id: p.id,
      score: p.score,
      opponents: p.opponents.slice(),
      byes: p.byes,
    }));
    const result = pairSwiss({ players, random, allowRematches });
    return { result, ms: performance.now() - start };
  }
  const players = list.map((p) => ({
    id: p.id,
    vp: p.score,
    mov: p.mov,
    opponents: p.opponents.slice(),
    byes: p.byes,
  }));
  const result = pairEscortRound({ players, random, allowRematches });
  const ms = performance.now() - start;
  if (!result.ok) return { result, ms };
  const { bye, gamesPerTable: _games, timer: _timer, ...rest } = result.value;
  return { result: { ok: true, value: { ...rest, bye: bye === null ? null : bye.player } }, ms };
}

function countRematches(order: readonly BrutePlayer[], summary: PairingSummary): number {
  const byId = new Map(order.map((p) => [p.id, p]));
  return summary.tables.filter(
    ({ players: [a, b] }) =>
      byId.get(a)?.opponents.includes(b) === true || byId.get(b)?.opponents.includes(a) === true,
  ).length;
}

function emptyLog(players: number, ms: number): RoundLog {
  return {
    players,
    ms,
    firstRound: false,
    bye: false,
    secondBye: false,
    forced: false,
    rematches: 0,
    pairDowns: 0,
    maxScoreGap: 0,
    brute: false,
    pods: [],
  };
}

/**
 * The properties of a two-player round: everyone seated once, one bye exactly when the count is
 * odd, no rematch without the override, the bye to the right player, the pairing as good as the
 * best brute force finds (small rounds).
 */
export function checkTwoPlayer(
  order: readonly BrutePlayer[],
  summary: PairingSummary,
  forced: boolean,
  brute: boolean,
  say: (text: string) => void,
): void {
  const index = new Map(order.map((p, i) => [p.id, i]));
  const seen = new Set<string>();
  const seat = (id: string) => {
    if (!index.has(id)) say(`${id} is seated but not in the event`);
    if (seen.has(id)) say(`${id} is seated twice`);
    seen.add(id);
  };
  for (const t of summary.tables) for (const id of t.players) seat(id);
  if (summary.bye !== null) seat(summary.bye);
  if (seen.size !== order.length) say(`${order.length - seen.size} players are not seated`);
  if ((summary.bye !== null) !== (order.length % 2 === 1)) {
    say(`bye ${summary.bye ?? 'none'} with ${order.length} players`);
  }
  const rematches = countRematches(order, summary);
  if (!forced && rematches > 0) say(`${rematches} rematches without the override`);
  if (summary.rematches.length !== rematches) say('the rematch tables are misreported');
  const gaps = summary.tables.map(({ players: [a, b] }) =>
    Math.abs((order[index.get(a) ?? 0]?.score ?? 0) - (order[index.get(b) ?? 0]?.score ?? 0)),
  );
  if (summary.pairDowns !== gaps.filter((g) => g > 0).length) say('pair-downs misreported');
  if (summary.maxScoreGap !== Math.max(0, ...gaps)) say('max score gap misreported');
  if (summary.firstRound || summary.bye === null) {
    if (brute) compareWithBrute(order, summary, forced, say);
    return;
  }
  // The bye: nobody with fewer byes, or as many and ranked lower, could have sat out instead.
  const taker = index.get(summary.bye) ?? 0;
  const byes = order[taker]?.byes ?? 0;
  if (!forced) {
    for (const [q, p] of order.entries()) {
      const better = p.byes < byes || (p.byes === byes && q > taker);
      if (better && canSitOut(order, q)) {
        say(
          `the bye went to ${summary.bye} (${byes} byes) though ${p.id} (${p.byes}) could sit out`,
        );
      }
    }
  }
  if (brute) compareWithBrute(order, summary, forced, say);
}

/** Whether everyone but player q can be paired without a rematch. */
function canSitOut(order: readonly BrutePlayer[], q: number): boolean {
  if (order.length <= 12) return canPairWithout(order, q);
  const left = order.map((_, i) => i).filter((i) => i !== q);
  const edges: [number, number, number][] = [];
  for (let x = 0; x < left.length; x++) {
    for (let y = x + 1; y < left.length; y++) {
      const a = order[left[x] ?? 0];
      const b = order[left[y] ?? 0];
      if (a === undefined || b === undefined) continue;
      if (!a.opponents.includes(b.id) && !b.opponents.includes(a.id)) edges.push([x, y, 1]);
    }
  }
  return maxWeightMatching(left.length, edges, true).every((m) => m !== null);
}

function compareWithBrute(
  order: readonly BrutePlayer[],
  summary: PairingSummary,
  forced: boolean,
  say: (text: string) => void,
): void {
  const index = new Map(order.map((p, i) => [p.id, i]));
  const pairs = summary.tables.map(
    ({ players: [a, b] }) => [index.get(a) ?? 0, index.get(b) ?? 0] as const,
  );
  const bye = summary.bye === null ? null : (index.get(summary.bye) ?? 0);
  const ours = pairingKey(order, pairs, bye);
  const best = bestKey(order, !forced);
  if (best === null) say('brute force finds no pairing at all');
  else if (compareKeys(ours, best) !== 0) {
    say(`pairing key [${ours.join(', ')}] where brute force finds [${best.join(', ')}]`);
  }
}

/** Random results: Swiss, one game (the winner +1, a bye +1); Escort, two games with MOV. */
function playTwoPlayer(
  format: 'swiss' | 'political-escort',
  order: readonly SimPlayer[],
  summary: PairingSummary,
  dice: Dice,
): void {
  const byId = new Map(order.map((p) => [p.id, p]));
  for (const { players } of summary.tables) {
    const [a, b] = players.map((id) => byId.get(id));
    if (a === undefined || b === undefined) continue;
    a.opponents.push(b.id);
    b.opponents.push(a.id);
    const games = format === 'swiss' ? 1 : 2;
    for (let g = 0; g < games; g++) {
      const [winner, loser] = dice.index(2) === 0 ? [a, b] : [b, a];
      const diff = dice.index(61);
      winner.score += 1;
      winner.mov += 100 + diff;
      loser.mov += 100 - diff;
    }
  }
  const bye = summary.bye === null ? undefined : byId.get(summary.bye);
  if (bye !== undefined) {
    bye.byes += 1;
    bye.score += format === 'swiss' ? 1 : ESCORT_BYE.vp;
    bye.mov += format === 'swiss' ? 0 : ESCORT_BYE.mov;
  }
}

/** An Ace of Aces round: pods by the running totals, then random VP and Ships Destroyed. */
function podRound(
  active: readonly SimPlayer[],
  random: RandomState,
  dice: Dice,
  say: (text: string) => void,
): { log: RoundLog; random: RandomState } {
  const players = active.map((p) => ({ id: p.id, vp: p.score, sd: p.sd }));
  const start = performance.now();
  const result = assignPods({ players, random });
  const ms = performance.now() - start;
  if (!result.ok) {
    say(`pods refused: ${result.error.message}`);
    return { log: emptyLog(active.length, ms), random };
  }
  const sizes = result.value.pods.map((p) => p.players.length);
  const plan = podSizes(active.length);
  const n = active.length;
  const pods = Math.ceil(n / 8);
  const legal =
    sizes.length === pods &&
    sizes.every((s) => s >= 4 && s <= 8) &&
    sizes.every((s, i) => i === 0 || s <= (sizes[i - 1] ?? 0)) &&
    Math.max(...sizes) - Math.min(...sizes) <= 1 &&
    plan.ok &&
    plan.value.sizes.join() === sizes.join();
  if (!legal) say(`pod sizes ${sizes.join(', ')} for ${n} players`);
  const byId = new Map(active.map((p) => [p.id, p]));
  const seated = result.value.pods.flatMap((p) => p.players);
  if (new Set(seated).size !== n || seated.some((id) => !byId.has(id))) {
    say('pods do not seat every player exactly once');
  }
  for (let k = 1; k < seated.length; k++) {
    const before = byId.get(seated[k - 1] ?? '');
    const after = byId.get(seated[k] ?? '');
    if (before === undefined || after === undefined) continue;
    if (after.score > before.score || (after.score === before.score && after.sd > before.sd)) {
      say(`${after.id} is podded after ${before.id} with a better total`);
    }
  }
  for (const p of active) {
    p.score += dice.index(26);
    p.sd += dice.index(200);
  }
  return {
    log: { ...emptyLog(n, ms), pods: sizes },
    random: result.value.random,
  };
}
