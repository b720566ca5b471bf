/**
 * The owners' loader over storage's `loadMatch`: the latest snapshot and the commands after it,
 * each command replayed and checked against its stored events and hashes. A match that does
 * not rebuild as stored is an error (reported, never played on).
 */
import type { Game } from '../game.ts';
import { loadMatch } from '../storage/load.ts';
import type { Storage } from '../storage/types.ts';
import type { MatchLoader } from './loaded.ts';

/** A stored match that does not rebuild as recorded. */
export class CorruptMatchError extends Error {
  override readonly name = 'CorruptMatchError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function storageLoader(storage: Storage, game: Game): MatchLoader {
  return async (id) => {
    const loaded = await loadMatch(storage, game.ruleset, id);
    if (!loaded.ok) {
      if (loaded.error.code === 'UnknownMatch') return undefined;
      throw new CorruptMatchError(loaded.error.code, loaded.error.message);
    }
    const claims = await storage.seatClaims(id);
    return {
      record: loaded.value.match,
      claims,
      state: loaded.value.state,
      version: loaded.value.version,
    };
  };
}
