/** The standard 100-point game as an event result (the base of Objective Play and Whack-a-'Gorth). */
import { ok, refuse } from '@drift/engine';
import {
  decideWinner,
  type FormatScore,
  type GameScore,
  gameScore,
  marginOfVictory,
  otherScore,
  type StandingKey,
} from './game.ts';
import {
  field,
  onlyFields,
  type Read,
  readInt,
  readObject,
  readPerPlayer,
  readPlayer,
  readTable,
} from './read.ts';

/** A squad is 100 points, so no player can destroy more. */
export const SQUAD_POINTS = 100;

export interface StandardResult {
  readonly scores: readonly [GameScore, GameScore];
  /** Players who lost every ship (the other wins, whatever the points). */
  readonly eliminated: readonly string[];
  /** Null for a draw. */
  readonly winner: string | null;
}

/** Our choice (GAP-XW-12): a win 1 tournament point, a loss or a draw 0. */
export const STANDARD_POINTS = { win: 1, draw: 0, loss: 0 } as const;

export const standardStandingKeys: readonly StandingKey[] = [
  { key: 'tp', label: 'Tournament points' },
  { key: 'mov', label: 'Margin of Victory' },
];

/** A bye counts as a win with 150 MOV (our choice, GAP-XW-12). */
export const standardByeMeasures: Readonly<Record<string, number>> = {
  tp: 1,
  mov: 150,
  destroyed: 0,
};

/** Reads `eliminated`: a list of the table's players (absent = nobody). */
export function readEliminated(
  x: unknown,
  players: readonly string[],
  where: string,
): Read<readonly string[]> {
  if (x === undefined) return ok([]);
  if (!Array.isArray(x)) return refuse('BadValue', `${where} must be a list of players`);
  const out: string[] = [];
  for (const [i, item] of x.entries()) {
    const player = readPlayer(item, players, `${where} entry ${i + 1}`);
    if (!player.ok) return player;
    if (out.includes(player.value))
      return refuse('BadValue', `${where} names "${player.value}" twice`);
    out.push(player.value);
  }
  return ok(out);
}

/** Reads `{ destroyed: { [player]: 0..100 }, eliminated?: [player] }` for the table's two players. */
export function parseStandardResult(
  input: unknown,
  players: readonly string[],
): Read<StandardResult> {
  const table = readTable(players);
  if (!table.ok) return table;
  const obj = readObject(input, 'The result');
  if (!obj.ok) return obj;
  const fields = onlyFields(obj.value, ['destroyed', 'eliminated'], 'The result');
  if (!fields.ok) return fields;
  return readStandardCore(obj.value, table.value, 'The result', []);
}

/**
 * The destroyed points and eliminations of a result object, with per-player `bonus` points
 * added to the totals (used by Objective Play and Whack-a-'Gorth).
 */
export function readStandardCore(
  obj: Readonly<Record<string, unknown>>,
  players: readonly [string, string],
  where: string,
  bonus: readonly number[],
): Read<StandardResult> {
  const destroyed = readPerPlayer(
    field(obj, 'destroyed'),
    players,
    `${where}: destroyed points`,
    (v, w) => readInt(v, w, 0, SQUAD_POINTS),
  );
  if (!destroyed.ok) return destroyed;
  const eliminated = readEliminated(field(obj, 'eliminated'), players, `${where}: eliminated`);
  if (!eliminated.ok) return eliminated;
  return ok(standardResult(players, destroyed.value, eliminated.value, bonus));
}

export function standardResult(
  players: readonly [string, string],
  destroyed: readonly number[],
  eliminated: readonly string[],
  bonus: readonly number[] = [],
): StandardResult {
  const scores: [GameScore, GameScore] = [
    gameScore(players[0], destroyed[0] ?? 0, bonus[0] ?? 0),
    gameScore(players[1], destroyed[1] ?? 0, bonus[1] ?? 0),
  ];
  return { scores, eliminated, winner: decideWinner(scores, eliminated) };
}

/** Tournament points, MOV and the totals of one game for each player. */
export function standardMeasures(result: StandardResult, player: string): Record<string, number> {
  const own = result.scores[0].player === player ? result.scores[0] : result.scores[1];
  const other = otherScore(result.scores, player);
  const tp =
    result.winner === null
      ? STANDARD_POINTS.draw
      : result.winner === player
        ? STANDARD_POINTS.win
        : STANDARD_POINTS.loss;
  return { tp, mov: marginOfVictory(own.total, other.total), destroyed: own.destroyed };
}

export function scoreStandard(result: StandardResult): FormatScore[] {
  return result.scores.map((s) => ({
    player: s.player,
    measures: standardMeasures(result, s.player),
  }));
}
