/** The first-game strategies of the rulebook ("Strategies/Outfits") as bot profiles. */

/** A style of play; `balanced` switches between the others by the situation. */
export type Profile = 'explorer' | 'trader' | 'worker' | 'pirate' | 'balanced';

/** Every profile, for tests and scripts. */
export const PROFILES: readonly Profile[] = ['explorer', 'trader', 'worker', 'pirate', 'balanced'];

/** The outfits a profile buys first, in order of preference (core pack ids). */
export const LOADOUT: Readonly<Record<Profile, readonly string[]>> = {
  explorer: ['raptor-k-engine', 'halon-engine', 'm-22-engine'],
  trader: ['m-22-engine', 'targe-shield'],
  worker: ['halon-engine', 'targe-shield'],
  pirate: ['halon-engine', 'saker-v-blaster'],
  balanced: ['raptor-k-engine', 'halon-engine', 'm-22-engine'],
};

/** The activity a profile pursues right now. */
export type Goal = 'explore' | 'trade' | 'work' | 'raid';
