/** Element F: Cargo Pods, Armor Plating and Mods (XE-OUTF-01..05, XE-MOD-01..06). */
export { cargoFits, cargoSpaces, freeCargoCells, platingOuterCells } from './cells.ts';
export { modDef } from './content.ts';
export { gainMod } from './gain.ts';
export { fOutfitViolations } from './invariants.ts';
export { shedIfOver } from './missions.ts';
