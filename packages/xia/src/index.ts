/** Xia, the game of the seed rulebooks, as a Drift ruleset. */
export type { XiaCommand } from './commands.ts';
export type { XiaEvent } from './events.ts';
export { violations } from './invariants.ts';
export { cloneState } from './model/clone.ts';
export { captainName } from './model/seats.ts';
export type { Captain, XiaState } from './model/state.ts';
export {
  FAME_TARGET_MAX,
  FAME_TARGET_MIN,
  fameTargetPresets,
  type XiaOptions,
  type XiaOptionsInput,
} from './options.ts';
export { article, describe, type Namer, namerFor, plural, showHex } from './report.ts';
export { seatByOffset } from './rules/missions/draw.ts';
export { createXia, type XiaRuleset } from './ruleset.ts';
export type { XiaView } from './view.ts';
