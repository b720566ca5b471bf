/** Xia, the game of the seed rulebooks, as a Drift ruleset. */
export {
  type Board,
  type Border,
  type BorderKind,
  boardOf,
  type HexInfo,
  type Region,
  type RegionKind,
} from './board/board.ts';
export * from './campaign/index.ts';
export type { XiaCommand } from './commands.ts';
export * from './elements/a-events/index.ts';
export { newTokenIds, tokenFace, tokenFaces } from './elements/b-tokens/index.ts';
export { missionDeckIds } from './elements/e-missions/deck.ts';
export {
  interiorSpace,
  isDocked,
  KILN_INTERIOR,
  KILN_SELL_SPACE,
} from './elements/e-worlds/kiln/place.ts';
export { embersRelics } from './elements/e-worlds/relics/content.ts';
export { HIDDEN_RELIC, type WorldsView, worldsFromView } from './elements/e-worlds/view.ts';
export {
  checkEmbersFiles,
  EMBERS_FILE_NAMES,
  EMBERS_FILES,
  embersSummary,
} from './elements/embers-files.ts';
export * from './elements/f-outfits/index.ts';
export { shipCard } from './elements/ship-card.ts';
export type { UpgradeTarget, XiaEvent } from './events.ts';
export { violations } from './invariants.ts';
export { cloneState } from './model/clone.ts';
export type { Content, OutfitShape } from './model/content.ts';
export { copyOnWrite, fullCopy, type OpenDraft, type StateDraft } from './model/lazy-draft.ts';
export type { XiaPrompt } from './model/prompts.ts';
export { captainName } from './model/seats.ts';
export type {
  ActiveMission,
  Captain,
  Cell,
  MarkerPlace,
  PlacedOutfit,
  XiaState,
} from './model/state.ts';
export {
  BUILT_ELEMENTS,
  DIFFICULTIES,
  type Difficulty,
  ELEMENT_TITLES,
  ELEMENTS,
  type Element,
  elementName,
  FAME_TARGET_MAX,
  FAME_TARGET_MIN,
  fameTargetPresets,
  parseOptions,
  type SoloOptions,
  type XiaOptions,
  type XiaOptionsInput,
} from './options.ts';
export {
  article,
  describe,
  type Namer,
  namerFor,
  plural,
  showHex,
  thingName,
} from './report.ts';
export { longScanOpening } from './rules/abilities/targets.ts';
export { aimOf, isOutlawMission } from './rules/missions/cards.ts';
export { missionAim, seatByOffset } from './rules/missions/draw.ts';
export { shipPrice } from './rules/shipyard.ts';
export { createXia, type XiaRuleset } from './ruleset.ts';
export * from './solo/index.ts';
export type { CaptainView, HiddenMission, PromptView, XiaView } from './view.ts';
