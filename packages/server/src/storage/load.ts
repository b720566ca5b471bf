/**
 * Rebuilds a stored match: from its latest snapshot and the commands after it (the default), or
 * from setup and every command (`from: 'setup'`, which checks every stored snapshot hash on the
 * way). Every command is parsed and applied by the rules again and must give the events stored
 * with it; every snapshot passed must have the hash of the state rebuilt there. The first
 * disagreement is reported with its version, never passed over.
 */
import {
  canonicalJson,
  err,
  ok,
  type Result,
  type RuleError,
  type Ruleset,
  stateHash,
} from '@drift/engine';
import { StorageError } from './errors.ts';
import type { MatchRecord, Storage } from './types.ts';

/** A rebuilt match. */
export interface LoadedMatch<State> {
  readonly match: MatchRecord;
  readonly state: State;
  /** The version of `state`: the match's version. */
  readonly version: number;
  /** Where the rebuild started: a snapshot's version, or 0 from setup. */
  readonly from: number;
}

/** Why a match could not be rebuilt; `version` names the first version found wrong. */
export interface LoadError extends RuleError {
  readonly version?: number;
}

export interface LoadOptions {
  /** `snapshot` (default): the latest snapshot and later commands; `setup`: the whole log. */
  readonly from?: 'snapshot' | 'setup';
}

type Failed = { readonly ok: false; readonly error: LoadError };

const fail = (code: string, message: string, version?: number): Failed =>
  err(version === undefined ? { code, message } : { code, message, version });

/**
 * Loads match `id` with `ruleset` (which must be the match's). Storage failures other than a
 * damaged row reject as StorageErrors; a damaged row is a `CorruptRecord` error.
 */
export async function loadMatch<State, Command, Event, View, Options>(
  storage: Storage,
  ruleset: Ruleset<State, Command, Event, View, Options>,
  id: string,
  options: LoadOptions = {},
): Promise<Result<LoadedMatch<State>, LoadError>> {
  try {
    return await rebuild(storage, ruleset, id, options.from ?? 'snapshot');
  } catch (error: unknown) {
    if (error instanceof StorageError && error.code === 'CorruptRecord')
      return fail(error.code, error.message);
    throw error;
  }
}

async function rebuild<State, Command, Event, View, Options>(
  storage: Storage,
  ruleset: Ruleset<State, Command, Event, View, Options>,
  id: string,
  from: 'snapshot' | 'setup',
): Promise<Result<LoadedMatch<State>, LoadError>> {
  const match = await storage.getMatch(id);
  if (!match) return fail('UnknownMatch', `No match ${id} is stored.`);
  if (match.ruleset !== ruleset.id) {
    return fail(
      'WrongRuleset',
      `Match ${id} is a game of "${match.ruleset}", not of "${ruleset.id}".`,
    );
  }
  const parsed = ruleset.parseOptions(match.options);
  if (!parsed.ok)
    return fail(parsed.error.code, `Match ${id}'s stored options: ${parsed.error.message}`);

  const latest = await storage.latestSnapshot(id);
  if (latest && stateHash(latest.state) !== latest.hash) {
    return fail(
      'SnapshotMismatch',
      `The snapshot of match ${id} at version ${latest.version} does not have its stored hash: it was changed or damaged.`,
      latest.version,
    );
  }
  if (latest && latest.version > match.version) {
    return fail(
      'SnapshotMismatch',
      `Match ${id} is at version ${match.version} but has a snapshot at version ${latest.version}.`,
      latest.version,
    );
  }

  let state: State;
  let start: number;
  const expected = new Map<number, string>();
  if (from === 'snapshot' && latest) {
    // The snapshot's state was written by this server from a state of this ruleset, and its
    // hash was just checked: it is that state.
    state = latest.state as State;
    start = latest.version;
  } else {
    const made = ruleset.setup(parsed.value, match.seed);
    if (!made.ok)
      return fail(made.error.code, `Match ${id}'s setup was refused: ${made.error.message}`, 0);
    state = made.value;
    start = 0;
    for (const { version, hash } of await storage.snapshotHashes(id)) expected.set(version, hash);
    const mismatch = checkHash(id, 0, state, expected);
    if (mismatch) return mismatch;
  }

  const commands = await storage.commandsAfter(id, start);
  for (const [i, record] of commands.entries()) {
    const version = start + i + 1;
    if (record.version !== version) {
      return fail(
        'CommandsMissing',
        `Match ${id}'s log has no command ${version} (the next stored is ${record.version}).`,
        version,
      );
    }
    const command = ruleset.parseCommand(record.command);
    if (!command.ok) {
      return fail(
        'CommandRefused',
        `Command ${version} of match ${id} is not a command of ${ruleset.id}: ${command.error.message}`,
        version,
      );
    }
    const applied = ruleset.apply(state, record.seat, command.value);
    if (!applied.ok) {
      return fail(
        'CommandRefused',
        `Command ${version} of match ${id} is refused on replay: ${applied.error.message}`,
        version,
      );
    }
    if (canonicalJson(applied.value.events) !== canonicalJson(record.events)) {
      return fail(
        'EventsMismatch',
        `Command ${version} of match ${id} does not give the events stored with it: the command or its events were changed.`,
        version,
      );
    }
    state = applied.value.state;
    const mismatch = checkHash(id, version, state, expected);
    if (mismatch) return mismatch;
  }

  const reached = start + commands.length;
  if (reached !== match.version) {
    return fail(
      'CommandsMissing',
      `Match ${id} is at version ${match.version} but its log ends at ${reached}.`,
      reached + 1,
    );
  }
  return ok({ match, state, version: reached, from: start });
}

function snapshotMismatch(id: string, version: number): Failed {
  return fail(
    'SnapshotMismatch',
    `The state of match ${id} rebuilt to version ${version} does not have the hash of its snapshot there: a command up to ${version} or the snapshot was changed.`,
    version,
  );
}

/** A stored snapshot hash at `version` that the rebuilt state does not have, if any. */
function checkHash<State>(
  id: string,
  version: number,
  state: State,
  expected: ReadonlyMap<number, string>,
): Failed | undefined {
  const hash = expected.get(version);
  if (hash === undefined || hash === stateHash(state)) return undefined;
  return snapshotMismatch(id, version);
}
