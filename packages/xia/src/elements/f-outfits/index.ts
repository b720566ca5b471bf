/** Element F: Cargo Pods, Armor Plating and Mods (XE-OUTF-01..05, XE-MOD-01..06). */
export {
  attachSpot,
  cargoFits,
  cargoSpaces,
  cellsOf,
  connectCell,
  freeCargoCells,
  outerCells,
  platingOuterCells,
} from './cells.ts';
export { hostTypes, modDef } from './content.ts';
export { gainMod } from './gain.ts';
export { fOutfitViolations } from './invariants.ts';
export { shedIfOver } from './missions.ts';
export type { ModDef, ModEffectDef } from './schema.ts';
