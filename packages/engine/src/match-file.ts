/**
 * The match file: a saved match that any ruleset can replay and check. It holds what rebuilds
 * the match (game, options, seed, commands) and what proves the rebuild right: the state hash
 * every {@link HASH_EVERY} commands and after the last one. Read from untrusted text: every
 * problem is a {@link RuleError} whose message names what was wrong. The format is documented
 * in docs/match-file.md.
 */
import { z } from 'zod';
import { stateHash } from './hash.ts';
import type { RecordedCommand } from './replay.ts';
import { err, ok, type Result, type RuleError } from './result.ts';
import type { Ruleset, SeatId } from './ruleset.ts';
import { describeIssue, keysAt } from './schema-issue.ts';

export const MATCH_FORMAT = 'drift-match';
export const MATCH_FORMAT_VERSION = 1;
/** How many commands apart the recorded state hashes are, by default. */
export const HASH_EVERY = 100;

const Hash = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: 'a state hash is 64 hex digits (0-9, a-f)' });
const Count = z.number().int().min(0);
const Recorded = z.strictObject({ seat: Count, command: z.unknown() });

/** The data a ruleset was built from (a content pack), so a replay can tell it used another. */
const ContentRef = z.strictObject({ name: z.string(), version: z.string(), hash: Hash });
export type ContentRef = z.infer<typeof ContentRef>;

/** A state hash recorded after the first `after` commands. */
const Checkpoint = z.strictObject({ after: Count, hash: Hash });
export type Checkpoint = z.infer<typeof Checkpoint>;

/** The current format (version 1). */
export const MatchFileSchema = z
  .strictObject({
    format: z.literal(MATCH_FORMAT),
    version: z.literal(MATCH_FORMAT_VERSION),
    game: z.string().min(1),
    content: ContentRef.optional(),
    options: z.unknown(),
    seed: z.string(),
    commands: z.array(Recorded),
    checkpoints: z.array(Checkpoint),
    final: Checkpoint,
  })
  .superRefine((file, ctx) => {
    let last = 0;
    for (const [i, c] of file.checkpoints.entries()) {
      if (c.after <= last || c.after >= file.final.after) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkpoints', i, 'after'],
          message: `checkpoints count up, between 1 and final.after (${file.final.after}) exclusive`,
        });
        return;
      }
      last = c.after;
    }
  });
export type MatchFile = z.infer<typeof MatchFileSchema>;

/** Files saved before the format had a version: no hashes, nothing to check a replay against. */
const LegacySchema = z.object({
  game: z.string().min(1),
  options: z.unknown(),
  seed: z.string(),
  commands: z.array(Recorded),
});
export type LegacyMatchFile = z.infer<typeof LegacySchema>;

/** A match file as read: the current format, or a legacy one (replayed unchecked). */
export type ReadMatch =
  | { readonly legacy: false; readonly file: MatchFile }
  | { readonly legacy: true; readonly file: LegacyMatchFile };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** `commands[3].seat` from a zod path. */
function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const s of path)
    out += typeof s === 'number' ? `[${s}]` : out === '' ? String(s) : `.${String(s)}`;
  return out;
}

/** Up to this many problems are named; the rest are counted. */
const NAMED = 3;

function schemaProblem(error: z.ZodError, schema: z.ZodType): RuleError {
  const named = error.issues.slice(0, NAMED).map((issue) => {
    const where = issue.path.length > 0 ? `"${pathText(issue.path)}"` : 'The file';
    return `${where}: ${describeIssue(issue, (path, input) => keysAt(schema, path, input))}`;
  });
  const left = error.issues.length - named.length;
  const more = left > 0 ? `; and ${left} more problem${left === 1 ? '' : 's'}` : '';
  return { code: 'MalformedMatchFile', message: `${named.join('; ')}${more}.` };
}

/** Reads a match file's text. */
export function parseMatchFile(text: string): Result<ReadMatch, RuleError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error: unknown) {
    const why = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(why)?.[1];
    const atEnd = /end of JSON input/i.test(why) || Number(at) >= text.trimEnd().length;
    const cut = atEnd ? ' (it ends too soon: was the file cut short?)' : '';
    return err({ code: 'NotJson', message: `This is not valid JSON${cut}: ${why}.` });
  }
  if (!isRecord(data))
    return err({ code: 'NotAMatchFile', message: 'A match file is a JSON object.' });
  if (!('format' in data)) {
    const legacy = LegacySchema.safeParse(data, { reportInput: true });
    if (!legacy.success) return err(schemaProblem(legacy.error, LegacySchema));
    return ok({ legacy: true, file: legacy.data });
  }
  if (data.format !== MATCH_FORMAT) {
    return err({ code: 'NotAMatchFile', message: `"format" must be "${MATCH_FORMAT}".` });
  }
  if (data.version !== MATCH_FORMAT_VERSION) {
    return err({
      code: 'UnsupportedVersion',
      message: `This file is match format version ${JSON.stringify(data.version)}; this Drift reads version ${MATCH_FORMAT_VERSION}.`,
    });
  }
  const parsed = MatchFileSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) return err(schemaProblem(parsed.error, MatchFileSchema));
  return ok({ legacy: false, file: parsed.data });
}

/** A match file as text: the header, then one command per line, then the hashes. */
export function writeMatchFile(file: MatchFile): string {
  const { commands, checkpoints, final, ...header } = file;
  const head = Object.entries(header).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const list = (items: readonly unknown[]) =>
    items.length === 0 ? '[]' : `[\n${items.map((c) => JSON.stringify(c)).join(',\n')}\n]`;
  return `{\n${[
    ...head,
    `"commands": ${list(commands)}`,
    `"checkpoints": ${list(checkpoints)}`,
    `"final": ${JSON.stringify(final)}`,
  ].join(',\n')}\n}\n`;
}

/** Why a replay stopped, with the command (0-based index) where it stopped, if any. */
export interface MatchProblem extends RuleError {
  readonly index?: number;
  /** For a command the rules refused: who sent it and the rules' own error. */
  readonly refused?: { readonly seat: SeatId; readonly error: RuleError };
}

const hashAfter = <State>(every: number, count: number, state: State, into: Checkpoint[]) => {
  if (count > 0 && count % every === 0) into.push({ after: count, hash: stateHash(state) });
};

/**
 * Builds the match file of a played match by replaying it and recording the state hash every
 * `every` commands and after the last. Fails like a replay if the rules refuse a command.
 */
export function recordMatch<State, Command, Event, View, Options>(
  ruleset: Ruleset<State, Command, Event, View, Options>,
  match: {
    readonly options: Options;
    readonly seed: string;
    readonly commands: readonly RecordedCommand<Command>[];
    readonly content?: ContentRef;
  },
  every = HASH_EVERY,
): Result<MatchFile, MatchProblem> {
  const start = ruleset.setup(match.options, match.seed);
  if (!start.ok) return err(start.error);
  let state = start.value;
  const checkpoints: Checkpoint[] = [];
  for (const [index, { seat, command }] of match.commands.entries()) {
    const applied = ruleset.apply(state, seat, command);
    if (!applied.ok) return err({ ...applied.error, index });
    state = applied.value.state;
    if (index + 1 < match.commands.length) hashAfter(every, index + 1, state, checkpoints);
  }
  return ok({
    format: MATCH_FORMAT,
    version: MATCH_FORMAT_VERSION,
    game: ruleset.id,
    ...(match.content === undefined ? {} : { content: match.content }),
    options: match.options,
    seed: match.seed,
    commands: match.commands.map(({ seat, command }) => ({ seat, command })),
    checkpoints,
    final: { after: match.commands.length, hash: stateHash(state) },
  });
}

/** A replayed and checked match: the parsed commands, each one's events, the final state. */
export interface VerifiedMatch<State, Command, Event, Options> {
  readonly options: Options;
  readonly commands: readonly RecordedCommand<Command>[];
  readonly events: readonly (readonly Event[])[];
  readonly state: State;
  readonly hash: string;
}

const commandWord = (n: number) => `${n} command${n === 1 ? '' : 's'}`;

/**
 * Replays a match file and checks it against its recorded hashes. It stops at the first
 * problem: a command the rules refuse (named exactly), a state that differs from the one
 * recorded (named as the span of commands since the last hash that matched), commands missing
 * from the end or added to it. A legacy file has no hashes: it is only replayed.
 */
export function verifyMatch<State, Command, Event, View, Options>(
  ruleset: Ruleset<State, Command, Event, View, Options>,
  read: ReadMatch,
  /** Called after each command is applied (before its hash is checked), e.g. to write a log. */
  onApplied?: (state: State, events: readonly Event[], index: number) => void,
): Result<VerifiedMatch<State, Command, Event, Options>, MatchProblem> {
  const { file } = read;
  if (file.game !== ruleset.id) {
    return err({
      code: 'WrongGame',
      message: `This is a match of "${file.game}", not of "${ruleset.id}".`,
    });
  }
  const options = ruleset.parseOptions(file.options);
  if (!options.ok) {
    return err({ code: options.error.code, message: `Its options: ${options.error.message}` });
  }
  const start = ruleset.setup(options.value, file.seed);
  if (!start.ok) return err(start.error);
  let state = start.value;
  const recorded = read.legacy ? null : read.file;
  const expected = new Map<number, string>();
  if (recorded) {
    for (const c of recorded.checkpoints) expected.set(c.after, c.hash);
    expected.set(recorded.final.after, recorded.final.hash);
  }
  let matched = 0;
  if (expected.has(0) && stateHash(state) !== expected.get(0)) {
    return err({ code: 'StateMismatch', message: 'The state at setup is not the one recorded.' });
  }
  const commands: RecordedCommand<Command>[] = [];
  const events: (readonly Event[])[] = [];
  // Commands past the recorded end are reported as added, not played.
  const limit = recorded ? Math.min(file.commands.length, recorded.final.after) : Infinity;
  for (const [index, { seat, command }] of file.commands.entries()) {
    const n = index + 1;
    if (n > limit) break;
    const parsed = ruleset.parseCommand(command);
    if (!parsed.ok) {
      return err({
        ...parsed.error,
        message: `Command ${n}: ${parsed.error.message}`,
        index,
        refused: { seat, error: parsed.error },
      });
    }
    const applied = ruleset.apply(state, seat, parsed.value);
    if (!applied.ok) {
      return err({
        ...applied.error,
        message: `Command ${n} was refused: ${applied.error.message}`,
        index,
        refused: { seat, error: applied.error },
      });
    }
    state = applied.value.state;
    commands.push({ seat, command: parsed.value });
    events.push(applied.value.events);
    onApplied?.(state, applied.value.events, index);
    const hash = expected.get(n);
    if (hash === undefined) continue;
    if (stateHash(state) !== hash) {
      return err({
        code: 'StateMismatch',
        message: `The state after command ${n} is not the one recorded: a command from ${matched + 1} to ${n} was changed, added or removed.`,
        index,
      });
    }
    matched = n;
  }
  const hash = stateHash(state);
  if (recorded) {
    const saved = recorded.final.after;
    const have = file.commands.length;
    const since = matched === 0 ? 'from the start' : `after command ${matched}`;
    if (have < saved) {
      return err({
        code: 'CommandsMissing',
        message: `The file holds ${commandWord(have)} of the ${saved} it was saved with: commands are missing ${since} (the file was cut short or edited).`,
      });
    }
    if (have > saved) {
      return err({
        code: 'CommandsAdded',
        message: `The file holds ${commandWord(have)}, but it was saved with ${saved}: commands ${saved + 1} to ${have} were added.`,
        index: saved,
      });
    }
  }
  return ok({ options: options.value, commands, events, state, hash });
}
