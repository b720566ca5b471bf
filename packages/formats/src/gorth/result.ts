/**
 * A Whack-a-'Gorth game's result (XW-WAG-10): the standard game, with 10 points destroyed for
 * each Exogorth a player killed (XW-WAG-08).
 */
import { ok, refuse } from '@drift/engine';
import type { FormatScore, StandingKey } from '../standard/game.ts';
import {
  field,
  onlyFields,
  type Read,
  readInt,
  readObject,
  readPerPlayer,
  readTable,
} from '../standard/read.ts';
import { readStandardCore, type StandardResult, standardMeasures } from '../standard/result.ts';
import { exogorthStats, gorthKit } from './exogorth.ts';

export interface GorthResult extends StandardResult {
  /** Exogorths killed by each player, in the table's order. */
  readonly exogorthKills: readonly [number, number];
}

export const gorthStandingKeys: readonly StandingKey[] = [
  { key: 'tp', label: 'Tournament points' },
  { key: 'mov', label: 'Margin of Victory' },
];

export const gorthByeMeasures: Readonly<Record<string, number>> = {
  tp: 1,
  mov: 150,
  destroyed: 0,
  exogorths: 0,
};

/** Reads `{ destroyed: { [player]: points }, eliminated?: [player], exogorthKills: { [player]: n } }`. */
export function parseGorthResult(input: unknown, players: readonly string[]): Read<GorthResult> {
  const table = readTable(players);
  if (!table.ok) return table;
  const where = 'The result';
  const obj = readObject(input, where);
  if (!obj.ok) return obj;
  const fields = onlyFields(obj.value, ['destroyed', 'eliminated', 'exogorthKills'], where);
  if (!fields.ok) return fields;
  const kills = readPerPlayer(
    field(obj.value, 'exogorthKills') ?? { [table.value[0]]: 0, [table.value[1]]: 0 },
    table.value,
    `${where}: Exogorth kills`,
    (v, w) => readInt(v, w, 0, gorthKit.tokens.length),
  );
  if (!kills.ok) return kills;
  const [a = 0, b = 0] = kills.value;
  if (a + b > gorthKit.tokens.length) {
    return refuse(
      'TooManyKills',
      `${where}: ${a + b} Exogorths killed, but there are only ${gorthKit.tokens.length}`,
    );
  }
  const base = readStandardCore(obj.value, table.value, where, [
    a * exogorthStats.killPoints,
    b * exogorthStats.killPoints,
  ]);
  if (!base.ok) return base;
  return ok({ ...base.value, exogorthKills: [a, b] });
}

export function scoreGorth(result: GorthResult): FormatScore[] {
  return result.scores.map((s, i) => ({
    player: s.player,
    measures: { ...standardMeasures(result, s.player), exogorths: result.exogorthKills[i] ?? 0 },
  }));
}
