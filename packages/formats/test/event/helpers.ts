/** Test helpers: run commands that must pass or must fail. */
import type { RuleError } from '@drift/engine';
import { expect } from 'vitest';
import {
  type Actor,
  applyEventCommand,
  createEvent,
  type EventRecord,
  type PluginRegistry,
} from '../../src/index.ts';
import { registry } from './plugins.ts';

export const ORG: Actor = { kind: 'organizer' };
export const PUBLIC: Actor = { kind: 'public' };
export const as = (player: string): Actor => ({ kind: 'player', player });

export function newEvent(
  input: Record<string, unknown> = {},
  plugins: PluginRegistry = registry,
): EventRecord {
  const made = createEvent(
    { name: 'Test Cup', format: 'duel', ...input },
    { now: 1000, seed: 'seed-1' },
    plugins,
  );
  if (!made.ok) throw new Error(made.error.message);
  return made.value.record;
}

export function run(
  record: EventRecord,
  actor: Actor,
  command: unknown,
  plugins: PluginRegistry = registry,
): EventRecord {
  const r = applyEventCommand(record, actor, command, 2000 + record.log.length, plugins);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.record;
}

export function refused(
  record: EventRecord,
  actor: Actor,
  command: unknown,
  plugins: PluginRegistry = registry,
): RuleError {
  const r = applyEventCommand(record, actor, command, 9999, plugins);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

/** An event with players named A, B, C... registered (ids p1, p2...). */
export function withPlayers(
  n: number,
  input: Record<string, unknown> = {},
  plugins?: PluginRegistry,
): EventRecord {
  let record = newEvent(input, plugins);
  for (let i = 0; i < n; i++) {
    record = run(record, ORG, { type: 'Register', name: String.fromCharCode(65 + i) }, plugins);
  }
  return record;
}

/** The latest round. */
export function lastRound(record: EventRecord) {
  const r = record.rounds.at(-1);
  if (r === undefined) throw new Error('no round');
  return r;
}

/** Every table of the latest round gets a counted result: the first player listed wins. */
export function finishRound(record: EventRecord, winnerIndex = 0): EventRecord {
  const round = lastRound(record);
  let next = record;
  for (const t of round.tables) {
    const [a, b] = t.players as [string, string];
    const winner = winnerIndex === 0 ? a : b;
    next = run(next, ORG, {
      type: 'SetResult',
      round: round.number,
      table: t.number,
      result: { winner, destroyed: { [winner]: 100, [winner === a ? b : a]: 20 } },
    });
  }
  return next;
}

/** The players at table `n` of the latest round (or of round `round`). */
export function seatsAt(record: EventRecord, n = 1, round?: number): string[] {
  const r = round === undefined ? lastRound(record) : record.rounds.find((x) => x.number === round);
  const t = r?.tables.find((x) => x.number === n);
  if (t === undefined) throw new Error(`no table ${n}`);
  return [...t.players];
}
