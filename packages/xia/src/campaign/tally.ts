/**
 * What a campaign's games add up to (XC-CAMP-05..09): upgrade tiers, goals completed and failed,
 * ship uses, and each game's score. The record keeps these totals; a campaign file's totals must
 * be the ones its games give (see record-file.ts), so one fold serves both.
 */
import { type Tier, TRACKS, type Track } from './options.ts';

/** The part of a game the totals read. */
export interface TalliedGame {
  /** The goal attempted; null for a game over before one was chosen (it attempted none). */
  readonly goal: string | null;
  readonly ships: readonly string[];
  readonly won: boolean;
  readonly goalMet: boolean;
  readonly fame: number;
  readonly npcFame: number;
  readonly score: number;
  readonly upgrade?: { readonly track: Track; readonly tier: Tier };
}

export interface Tally {
  readonly upgrades: Readonly<Partial<Record<Track, Tier>>>;
  readonly completed: readonly string[];
  readonly failed: Readonly<Record<string, number>>;
  readonly shipUses: Readonly<Record<string, number>>;
}

export const EMPTY_TALLY: Tally = { upgrades: {}, completed: [], failed: {}, shipUses: {} };

/** The penalty of a game that completed no goal (XC-CAMP-09, GAP-XC-02). */
export const MISSED_GOAL_SCORE = -3;

/**
 * Whether this game completes its goal: won with the goal's conditions met, the goal not
 * completed before (XC-CAMP-06: each goal once).
 */
export function completes(
  tally: Tally,
  game: Pick<TalliedGame, 'goal' | 'won' | 'goalMet'>,
): boolean {
  return game.goal !== null && game.won && game.goalMet && !tally.completed.includes(game.goal);
}

/**
 * A game's score (XC-CAMP-09, GAP-XC-02): a game that completes its goal adds its Fame margin;
 * every other game (a loss, or a win that misses the goal) subtracts 3.
 */
export function gameScore(
  tally: Tally,
  game: Pick<TalliedGame, 'goal' | 'won' | 'goalMet' | 'fame' | 'npcFame'>,
): number {
  return completes(tally, game) ? game.fame - game.npcFame : MISSED_GOAL_SCORE;
}

/** The totals after one more game (its upgrade included, if chosen). */
export function addGame(tally: Tally, game: TalliedGame): Tally {
  const done = completes(tally, game);
  const failed = { ...tally.failed };
  // XC-CAMP-06, XC-CAMP-07: a completed goal leaves the failed list; a missed one joins it.
  if (game.goal !== null) {
    if (done) delete failed[game.goal];
    else failed[game.goal] = (failed[game.goal] ?? 0) + 1;
  }
  const shipUses = { ...tally.shipUses };
  // XC-CAMP-02, XC-CAMP-04: each ship flown in a game counts once for that game.
  for (const ship of new Set(game.ships)) shipUses[ship] = (shipUses[ship] ?? 0) + 1;
  return {
    upgrades: game.upgrade ? withUpgrade(tally.upgrades, game.upgrade.track) : tally.upgrades,
    completed: done && game.goal !== null ? [...tally.completed, game.goal] : tally.completed,
    failed,
    shipUses,
  };
}

/** The next tier of `track` (XC-UPG-01: tiers in order), or undefined once it is at 3. */
export function nextTier(
  upgrades: Readonly<Partial<Record<Track, Tier>>>,
  track: Track,
): Tier | undefined {
  const now = upgrades[track] ?? 0;
  return now === 3 ? undefined : ((now + 1) as Tier);
}

export function withUpgrade(
  upgrades: Readonly<Partial<Record<Track, Tier>>>,
  track: Track,
): Partial<Record<Track, Tier>> {
  const tier = nextTier(upgrades, track);
  if (tier === undefined) throw new Error(`The ${track} track is already at tier 3`);
  return { ...upgrades, [track]: tier };
}

/** Every upgrade that may be taken next: each track's next tier, in track order (XC-UPG-01). */
export function nextTiers(
  upgrades: Readonly<Partial<Record<Track, Tier>>>,
): { track: Track; tier: Tier }[] {
  const out: { track: Track; tier: Tier }[] = [];
  for (const track of TRACKS) {
    const tier = nextTier(upgrades, track);
    if (tier !== undefined) out.push({ track, tier });
  }
  return out;
}
