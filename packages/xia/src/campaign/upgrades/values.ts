/**
 * The numbers of the seven upgrade tracks by tier (XC-UPG-02..11), in one place. Index 0 is a
 * track not taken; `tierOf` (campaign/options.ts) says which tier a game has reached.
 */
/** One value per tier, 0 to 3. */
type ByTier<T> = readonly [T, T, T, T];

/** XC-UPG-02: added to every Engine roll, above the die's maximum. */
export const ENGINE_BONUS: ByTier<number> = [0, 1, 3, 5];

/** XC-UPG-03: added to every Shield, Missile and Blaster roll, above the die's maximum. */
export const COMBAT_BONUS: ByTier<number> = [0, 1, 3, 5];

/** XC-UPG-04: Impulse counts this much higher from Tier 1. */
export const IMPULSE_BONUS: ByTier<number> = [0, 3, 3, 3];

/** XC-UPG-04: uses of the Impulse track's action per turn (Tier 2 an action, Tier 3 Minor). */
export const IMPULSE_ACTIONS: ByTier<number> = [0, 0, 1, 2];

/** XC-UPG-05: added to mission rolls from Tier 1, but never above {@link MISSION_CAP}. */
export const MISSION_BONUS: ByTier<number> = [0, 3, 3, 3];
export const MISSION_CAP = 20;

/** XC-UPG-06: Energy to re-arm one used marker, once per turn; null: no such action. */
export const REARM_COST: ByTier<number | null> = [null, 8, 5, 1];

/** XC-UPG-07, XC-UPG-08: the highest ability-card tier that costs no Energy. */
export const FREE_ABILITY_TIER: ByTier<number> = [0, 2, 3, 3];

/** XC-UPG-08: taken off the price of a Tier 3 ship. */
export const TIER3_SHIP_DISCOUNT: ByTier<number> = [0, 0, 2000, 2000];

/** XC-UPG-11: Buys per turn that may take an extra cube from the supply. */
export const TRADE_EXTRA_CUBES: ByTier<number> = [0, 2, 2, 2];

/** XC-UPG-11: credits added to the turn's first cube sale. */
export const TRADE_SALE_BONUS: ByTier<number> = [0, 0, 1000, 1000];

/** XC-UPG-11: credits added at setup. */
export const TRADE_STARTING_CREDITS: ByTier<number> = [0, 0, 0, 2000];
