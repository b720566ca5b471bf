/**
 * Drift's rules kernel: results and errors, dice, the ruleset contract, decision prompts,
 * visibility, hashing and replay. Hex geometry lives in `@drift/engine/hex`; the scenario
 * harness for rule tests in `@drift/engine/testing`.
 */
export { canonicalJson, stateHash } from './hash.ts';
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
export {
  publicEvent,
  seesSeat,
  type VisibilityTable,
  visibleEventFrom,
} from './visibility.ts';
