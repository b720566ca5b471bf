/** The campaign's upgrade tracks as the rules apply them (XC-UPG-02..11). */
export { abilityEnergy, abilityTier } from './ability.ts';
export type { UpgradeUses } from './uses.ts';
export * from './values.ts';
