/**
 * What a format's pairing is given, and the check of what it gives back: every player to be
 * paired sits at exactly one table or has a bye, at tables of the format's size.
 */
import { type Dice, ok, openDice, type Result, refuse, seedRandom } from '@drift/engine';
import type { FormatPlugin, Pairing, PairingInput, PairingPlayer, Stage } from './plugin.ts';
import { swissStandings, tallies } from './standings.ts';
import type { EventRecord, EventTable } from './types.ts';

/** The seed a round's pairing draws from: the event's seed, the round and the attempt. */
export function roundSeed(record: EventRecord, round: number, attempt: number): string {
  return `${record.seed}/round-${round}/pairing-${attempt}`;
}

/** A fresh generator for that seed (deterministic: the same seed pairs the same way). */
export function roundDice(seed: string): Dice {
  return openDice(seedRandom(seed));
}

/**
 * The players to pair, in standings order (or in the order given, for a cut), with their
 * totals, opponents and byes from the rounds before `round`.
 */
export function pairingInput(
  record: EventRecord,
  round: number,
  stage: Stage,
  ids: readonly string[],
  allowRematches = false,
): PairingInput {
  const before = { ...record, rounds: record.rounds.filter((r) => r.number < round) };
  const tally = tallies(before);
  const rows = swissStandings(before);
  const rank = new Map(rows.map((r) => [r.player, r.rank]));
  const order = stage === 'swiss' ? rows.map((r) => r.player).filter((p) => ids.includes(p)) : ids;
  const players: PairingPlayer[] = order.map((id) => {
    const t = tally.get(id);
    return {
      id,
      name: record.players.find((p) => p.id === id)?.name ?? id,
      totals: { ...(t?.totals ?? {}) },
      opponents: [...(t?.opponents ?? [])],
      byes: t?.byes ?? 0,
      rank: rank.get(id) ?? rows.length,
    };
  });
  return { round, stage, players, allowRematches };
}

/** Players a Swiss round pairs: not dropped, and joined by then. */
export function swissPlayers(record: EventRecord, round: number): string[] {
  return record.players.filter((p) => !p.dropped && p.joinedRound <= round).map((p) => p.id);
}

/** Checks a format's pairing against the players it was given. */
export function checkPairing(
  plugin: FormatPlugin,
  pairing: unknown,
  expected: readonly string[],
): Result<Pairing> {
  const fail = (why: string) =>
    refuse('FormatFailed', `${plugin.name} paired the round wrongly: ${why}.`);
  if (typeof pairing !== 'object' || pairing === null) return fail('no tables were given');
  const { tables, byes } = pairing as { tables?: unknown; byes?: unknown };
  if (!Array.isArray(tables) || !Array.isArray(byes)) return fail('tables and byes must be lists');
  const seen = new Set<string>();
  const take = (id: unknown): string | null => {
    if (typeof id !== 'string' || !expected.includes(id))
      return `"${String(id)}" is not a player to pair`;
    if (seen.has(id)) return `${id} is seated twice`;
    seen.add(id);
    return null;
  };
  for (const table of tables as unknown[]) {
    if (!Array.isArray(table)) return fail('a table is not a list of players');
    if (plugin.tables === 'pairs' ? table.length !== 2 : table.length < 2) {
      return fail(
        `a table of ${table.length} (${plugin.tables === 'pairs' ? 'two' : 'at least two'} a table)`,
      );
    }
    for (const id of table as unknown[]) {
      const why = take(id);
      if (why) return fail(why);
    }
  }
  for (const id of byes as unknown[]) {
    const why = take(id);
    if (why) return fail(why);
  }
  const missing = expected.find((id) => !seen.has(id));
  if (missing !== undefined) return fail(`${missing} was left out`);
  if (tables.length === 0) return fail('no table was made');
  return ok({ tables: (tables as string[][]).map((t) => [...t]), byes: [...(byes as string[])] });
}

/** Numbered tables, no results yet. */
export function numberTables(pairing: Pairing): EventTable[] {
  return pairing.tables.map((players, i) => ({
    number: i + 1,
    players: [...players],
    result: null,
  }));
}
