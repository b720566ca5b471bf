/**
 * Political Escort rounds (XW-PE-23/24/27): each pairing plays two games, one as the shuttle's
 * escort (defender) and one as attacker. The first round is drawn at random; later rounds pair
 * equal Victory Points at random, pairing down when needed; an odd count's bye goes to the
 * worst record (VP, then MOV), not twice while avoidable, and is worth 2 VP and 200 MOV.
 */
import { ok, type RandomState, type Result, refuse } from '@drift/engine';
import { pairByScore, type RankedPlayer } from './by-score.ts';
import { asRecord, readNumber, readOpponents, readRoundInput, readWhole, who } from './fields.ts';
import type { PairingSummary, Table } from './types.ts';

/** What a Political Escort bye scores (XW-PE-27), for the scorer to add. */
export const ESCORT_BYE = { vp: 2, mov: 200 } as const;

/** The round's clock (XW-PE-24; "needs playtest" in the rules, so configurable, GAP-XW-12). */
export interface EscortTimer {
  /** Minutes for both games. */
  readonly roundMinutes: number;
  /** Minutes for the first game; the game round in progress is then finished. */
  readonly firstGameMinutes: number;
}

export const ESCORT_TIMER: EscortTimer = { roundMinutes: 95, firstGameMinutes: 45 };

/** A player still in the event. */
export interface EscortPlayer {
  readonly id: string;
  /** Victory Points so far (one a game won, 2 a bye). */
  readonly vp: number;
  /** Margin of Victory so far. */
  readonly mov: number;
  readonly opponents: readonly string[];
  readonly byes: number;
}

export interface EscortInput {
  /** Active players; ties on VP and MOV keep this order (put the better defender first). */
  readonly players: readonly EscortPlayer[];
  readonly random: RandomState;
  readonly allowRematches?: boolean;
  readonly timer?: Partial<EscortTimer>;
}

export interface EscortBye {
  readonly player: string;
  readonly vp: typeof ESCORT_BYE.vp;
  readonly mov: typeof ESCORT_BYE.mov;
}

export interface EscortRound extends Omit<PairingSummary, 'bye'> {
  readonly bye: EscortBye | null;
  /** Each table plays this many games, swapping roles (XW-PE-24). */
  readonly gamesPerTable: 2;
  readonly timer: EscortTimer;
}

/** One of a table's two games: who escorts the shuttle and who attacks it. */
export interface EscortGame {
  readonly game: 1 | 2;
  readonly defender: string;
  readonly attacker: string;
}

/** Pairs the next Political Escort round. */
export function pairEscortRound(input: EscortInput): Result<EscortRound> {
  const round = readRoundInput(input);
  if (!round.ok) return round;
  const timer = readTimer(round.value.fields.timer);
  if (!timer.ok) return timer;
  const players: (RankedPlayer & { mov: number; order: number })[] = [];
  for (const [i, { id, fields }] of round.value.players.entries()) {
    const where = who(i, id);
    const vp = readWhole(fields, 'vp', where);
    if (!vp.ok) return vp;
    const mov = readNumber(fields, 'mov', where);
    if (!mov.ok) return mov;
    const byes = readWhole(fields, 'byes', where, 0);
    if (!byes.ok) return byes;
    const opponents = readOpponents(fields, where);
    if (!opponents.ok) return opponents;
    players.push({
      id,
      score: vp.value,
      mov: mov.value,
      byes: byes.value,
      opponents: opponents.value,
      order: i,
    });
  }
  // XW-PE-27: the record is VP, then MOV; the worst record is last.
  const ranked = players
    .slice()
    .sort((a, b) => b.score - a.score || b.mov - a.mov || a.order - b.order);
  const paired = pairByScore(ranked, round.value.random, round.value.allowRematches);
  if (!paired.ok) return paired;
  const { bye, ...rest } = paired.value;
  return ok({
    ...rest,
    bye: bye === null ? null : { player: bye, ...ESCORT_BYE },
    gamesPerTable: 2,
    timer: timer.value,
  });
}

/**
 * The two games of a table once the first defender is known (chosen at the table): the shuttle
 * passes to the first game's attacker for the second (XW-PE-24).
 */
export function escortGames(
  table: Table,
  firstDefender: string,
): Result<readonly [EscortGame, EscortGame]> {
  const [a, b] = table.players;
  if (firstDefender !== a && firstDefender !== b) {
    return refuse(
      'NotAtTable',
      `"${firstDefender}" does not play at table ${table.table} (${a} v ${b}).`,
    );
  }
  const attacker = firstDefender === a ? b : a;
  return ok([
    { game: 1, defender: firstDefender, attacker },
    { game: 2, defender: attacker, attacker: firstDefender },
  ]);
}

function readTimer(value: unknown): Result<EscortTimer> {
  if (value === undefined) return ok(ESCORT_TIMER);
  const fields = asRecord(value);
  if (fields === null) return refuse('BadTimer', 'timer must be an object with minutes.');
  const minutes = (name: keyof EscortTimer): Result<number> => {
    const given = fields[name];
    if (given === undefined) return ok(ESCORT_TIMER[name]);
    return typeof given === 'number' && Number.isSafeInteger(given) && given > 0
      ? ok(given)
      : refuse(
          'BadTimer',
          `timer.${name} must be a whole number of minutes above 0, not ${JSON.stringify(given)}.`,
        );
  };
  const roundMinutes = minutes('roundMinutes');
  if (!roundMinutes.ok) return roundMinutes;
  const firstGameMinutes = minutes('firstGameMinutes');
  if (!firstGameMinutes.ok) return firstGameMinutes;
  if (firstGameMinutes.value >= roundMinutes.value) {
    return refuse(
      'BadTimer',
      `timer.firstGameMinutes (${firstGameMinutes.value}) must leave time for the second game within ${roundMinutes.value} minutes.`,
    );
  }
  return ok({ roundMinutes: roundMinutes.value, firstGameMinutes: firstGameMinutes.value });
}
