/** Reads a match back from any Storage the simple way: setup or the latest snapshot, then the commands after it. */
import { stateHash } from '@drift/engine';
import type { Game } from '../../src/game.ts';
import type { LoadedMatch } from '../../src/match/loaded.ts';
import type { Storage } from '../../src/storage/types.ts';

export function simpleLoader(storage: Storage, game: Game) {
  return async (id: string): Promise<LoadedMatch | undefined> => {
    const record = await storage.getMatch(id);
    if (!record) return undefined;
    const claims = await storage.seatClaims(id);
    const snapshot = await storage.latestSnapshot(id);
    let state: unknown;
    let version = 0;
    if (snapshot) {
      if (stateHash(snapshot.state) !== snapshot.hash) throw new Error('snapshot hash mismatch');
      state = snapshot.state;
      version = snapshot.version;
    } else {
      const setup = game.ruleset.setup(record.options, record.seed);
      if (!setup.ok) throw new Error(setup.error.message);
      state = setup.value;
    }
    for (const c of await storage.commandsAfter(id, version)) {
      const applied = game.ruleset.apply(state, c.seat, c.command);
      if (!applied.ok) throw new Error(`command ${c.version} refused: ${applied.error.message}`);
      state = applied.value.state;
      version = c.version;
    }
    return { record, claims, state, version };
  };
}
