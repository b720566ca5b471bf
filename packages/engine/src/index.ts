/**
 * Drift's rules kernel: results and errors, dice, the ruleset contract, decision prompts,
 * visibility, hashing and replay. Hex geometry lives in `@drift/engine/hex`; the scenario
 * harness for rule tests in `@drift/engine/testing`.
 */
export { canonicalJson, stateHash } from './hash.ts';
export {
  type Checkpoint,
  type ContentRef,
  HASH_EVERY,
  type LegacyMatchFile,
  MATCH_FORMAT,
  MATCH_FORMAT_VERSION,
  type MatchFile,
  MatchFileSchema,
  type MatchProblem,
  parseMatchFile,
  type ReadMatch,
  recordMatch,
  type VerifiedMatch,
  verifyMatch,
  writeMatchFile,
} from './match-file.ts';
export { type DecisionStack, type Prompt, popPrompt, pushPrompt, topPrompt } from './prompt.ts';
export * from './random/index.ts';
export { type RecordedCommand, type ReplayError, type Replayed, replay } from './replay.ts';
export { assertNever, err, ok, type Result, type RuleError, refuse } from './result.ts';
export type {
  Applied,
  CommandOf,
  MatchStatus,
  Ruleset,
  SeatId,
  StateOf,
  Viewer,
} from './ruleset.ts';
export { describeIssue, keysAt, oneOf, showValue } from './schema-issue.ts';
export {
  publicEvent,
  seesSeat,
  type VisibilityTable,
  visibleEventFrom,
} from './visibility.ts';
