/** A real Xia match played by bots, and the records a server would have stored for it. */

import { HeuristicBot, playGame } from '@drift/bots';
import { stateHash } from '@drift/engine';
import { createXia, type XiaCommand, type XiaOptions, type XiaState } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import type { CommandRecord, Snapshot, Storage } from '../../src/storage/types.ts';
import { newMatch, T0 } from './adapters.ts';

export const xia = createXia(corePack());

export interface Played {
  readonly options: XiaOptions;
  readonly seed: string;
  readonly records: CommandRecord[];
  readonly snapshots: Snapshot[];
  /** The state before each version's command (index v-1 for version v). */
  readonly before: XiaState[];
  readonly final: XiaState;
}

/**
 * HeuristicBots play `commands` commands (or to the end); the log is rebuilt with the events of
 * each command, and a snapshot is taken every `every` commands (and at setup).
 */
export function playMatch(id: string, seed: string, commands: number, every: number): Played {
  const options: XiaOptions = { seats: 3, preset: 'standard', fameTarget: 10 };
  const bots = (['trader', 'explorer', 'worker'] as const).map(
    (p) => new HeuristicBot(xia.content, p),
  );
  const game = playGame(xia, options, seed, bots, { maxCommands: commands });
  const made = xia.setup(options, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const records: CommandRecord[] = [];
  const before: XiaState[] = [];
  const snapshots: Snapshot[] = [{ matchId: id, version: 0, state, hash: stateHash(state) }];
  for (const [i, { seat, command }] of game.commands.entries()) {
    before.push(state);
    const applied = xia.apply(state, seat, command);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    const version = i + 1;
    records.push({
      matchId: id,
      version,
      seat,
      command,
      events: applied.value.events,
      at: T0 + version,
    });
    if (version % every === 0)
      snapshots.push({ matchId: id, version, state, hash: stateHash(state) });
  }
  return { options, seed, records, snapshots, before, final: state };
}

/** Stores a played match the way the server does: batches of a few records, snapshots between. */
export async function storeMatch(
  storage: Storage,
  id: string,
  played: Played,
  withSnapshots = true,
): Promise<void> {
  await storage.createMatch(newMatch(id, { options: played.options, seed: played.seed }));
  const snaps = new Map(played.snapshots.map((s) => [s.version, s]));
  const setup = snaps.get(0);
  if (withSnapshots && setup) await storage.saveSnapshot(setup);
  for (let i = 0; i < played.records.length; i += 7) {
    const batch = played.records.slice(i, i + 7);
    await storage.appendCommands(batch);
    if (!withSnapshots) continue;
    for (const r of batch) {
      const snap = snaps.get(r.version);
      if (snap) await storage.saveSnapshot(snap);
    }
  }
}

/**
 * The first version from `from` whose seat had another legal command than the recorded one,
 * and that command.
 */
export function otherCommand(
  played: Played,
  from: number,
): { version: number; command: XiaCommand } {
  for (let version = from; version <= played.records.length; version++) {
    const record = played.records[version - 1];
    const state = played.before[version - 1];
    if (!record || !state) break;
    const recorded = JSON.stringify(record.command);
    const other = xia.legal(state, record.seat).find((c) => JSON.stringify(c) !== recorded);
    if (other) return { version, command: other };
  }
  throw new Error(`no command from ${from} had an alternative`);
}
