/**
 * A Political Escort round: two games with the roles swapped (XW-PE-24), 1 Victory Point per
 * game won (XW-PE-25), Margin of Victory per game summed (XW-PE-26), the bye (XW-PE-27) and the
 * standings keys (XW-PE-28).
 */
import { ok, refuse } from '@drift/engine';
import { ESCORT_BYE } from '../pairing/escort.ts';
import {
  type FormatScore,
  marginOfVictory,
  otherScore,
  type StandingKey,
} from '../standard/game.ts';
import { field, onlyFields, type Read, readObject, readTable } from '../standard/read.ts';
import { type EscortGameResult, parseEscortGame } from './game.ts';

export interface EscortRoundResult {
  readonly players: readonly [string, string];
  readonly games: readonly [EscortGameResult, EscortGameResult];
}

export const escortStandingKeys: readonly StandingKey[] = [
  { key: 'vp', label: 'Victory Points' },
  { key: 'mov', label: 'Margin of Victory' },
  { key: 'defenderWins', label: 'Wins as defender' },
];

/** A bye is worth 2 Victory Points and 200 MOV (XW-PE-27). */
export const escortByeMeasures: Readonly<Record<string, number>> = {
  vp: ESCORT_BYE.vp,
  mov: ESCORT_BYE.mov,
  defenderWins: 0,
  destroyed: 0,
};

/** Reads `{ games: [first, second] }`: the second game's attacker is the first game's defender. */
export function parseEscortRound(
  input: unknown,
  players: readonly string[],
): Read<EscortRoundResult> {
  const table = readTable(players);
  if (!table.ok) return table;
  const obj = readObject(input, 'The round result');
  if (!obj.ok) return obj;
  const fields = onlyFields(obj.value, ['games'], 'The round result');
  if (!fields.ok) return fields;
  const games = field(obj.value, 'games');
  if (!Array.isArray(games) || games.length !== 2) {
    return refuse(
      'TwoGames',
      'A Political Escort round holds two games, one in each role (XW-PE-24)',
    );
  }
  const first = parseEscortGame(games[0], table.value, 'Game 1');
  if (!first.ok) return first;
  const second = parseEscortGame(games[1], table.value, 'Game 2');
  if (!second.ok) return second;
  if (second.value.attacker !== first.value.defender) {
    return refuse(
      'RolesNotSwapped',
      `Game 2 swaps the roles: ${first.value.defender} defended in game 1, so attacks in game 2 (XW-PE-24)`,
    );
  }
  return ok({ players: table.value, games: [first.value, second.value] });
}

/** One game's measures for one player: VP, MOV, a win as defender, points destroyed. */
export function escortGameMeasures(game: EscortGameResult, player: string): Record<string, number> {
  const own = game.scores[0].player === player ? game.scores[0] : game.scores[1];
  const other = otherScore(game.scores, player);
  const won = game.winner === player;
  return {
    vp: won ? 1 : 0,
    mov: marginOfVictory(own.total, other.total),
    defenderWins: won && game.defender === player ? 1 : 0,
    destroyed: own.total,
  };
}

export function scoreEscortRound(result: EscortRoundResult): FormatScore[] {
  return result.players.map((player) => {
    const measures: Record<string, number> = {};
    for (const game of result.games) {
      for (const [k, v] of Object.entries(escortGameMeasures(game, player)))
        measures[k] = (measures[k] ?? 0) + v;
    }
    return { player, measures };
  });
}
