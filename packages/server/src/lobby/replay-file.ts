/**
 * The replay file of a finished match, in the engine's match-file format (what `drift replay`
 * reads): setup, seed and every command from storage, with the stored snapshot hashes as its
 * checkpoints and final hash, so a replay checks the server's own record. A match whose final
 * snapshot is missing is replayed here once to compute it.
 */
import {
  type Checkpoint,
  err,
  MATCH_FORMAT,
  MATCH_FORMAT_VERSION,
  type MatchFile,
  ok,
  type Result,
  type RuleError,
  recordMatch,
} from '@drift/engine';
import type { Game } from '../game.ts';
import type { Storage } from '../storage/types.ts';

export async function replayFile(
  storage: Storage,
  game: Game,
  id: string,
): Promise<Result<MatchFile, RuleError>> {
  const match = await storage.getMatch(id);
  if (!match) return err({ code: 'NoMatch', message: `There is no match ${id}.` });
  if (match.phase !== 'finished')
    return err({
      code: 'NotFinished',
      message: 'The replay file is ready when the match is over.',
    });
  const records = await storage.commandsAfter(id, 0);
  const commands = records.map((r) => ({ seat: r.seat, command: r.command }));
  const hashes = await storage.snapshotHashes(id);
  const final = hashes.find((h) => h.version === commands.length);
  if (!final) {
    const rebuilt = recordMatch(game.ruleset, {
      options: match.options,
      seed: match.seed,
      commands,
      content: match.content,
    });
    if (!rebuilt.ok)
      return err({
        code: 'CorruptMatch',
        message: `The stored match does not replay: ${rebuilt.error.message}`,
      });
    return ok(rebuilt.value);
  }
  const checkpoints: Checkpoint[] = hashes
    .filter((h) => h.version > 0 && h.version < commands.length)
    .map((h) => ({ after: h.version, hash: h.hash }));
  return ok({
    format: MATCH_FORMAT,
    version: MATCH_FORMAT_VERSION,
    game: match.ruleset,
    content: match.content,
    options: match.options,
    seed: match.seed,
    commands,
    checkpoints,
    final: { after: final.version, hash: final.hash },
  });
}
