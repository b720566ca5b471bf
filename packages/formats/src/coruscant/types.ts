/**
 * The Coruscant campaign record's data (plain JSON). The tracker records what happened on the
 * Carcassonne: Star Wars map and in the X-Wing battles; it does not lay tiles itself.
 */
import type { Side } from '../cards/types.ts';

/** A CSW player colour (XW-CC-02). */
export type CswColour = 'black' | 'white' | 'red' | 'green' | 'orange' | 'blue';
/** A CSW faction: the meeples' and the tile symbols' faction, not the fleet's side. */
export type CswFaction = 'imperial' | 'rebel' | 'mercenary' | 'first-order';
/** Which way a player leans for the Imperial / Rebel options (Alderaan, Hidden Bases). */
export type CampaignAlignment = 'imperial' | 'rebel' | null;
export type CampaignPlaceKind = 'trade-route' | 'asteroid-field' | 'planet';
export type CampaignObstacleKind = 'asteroid' | 'debris' | 'epic';
export type CampaignPlay = 'individual' | 'teams';

/** Who sends a command or reads a view (the shared contract's actor). */
export type CoruscantActor =
  | { readonly kind: 'organizer' }
  | { readonly kind: 'player'; readonly player: string }
  | { readonly kind: 'public' };

export interface CoruscantOptions {
  /** The CSW expansion: a sixth player (XW-CC-02, 03). */
  readonly expansion: boolean;
  /** XW-CC-31. */
  readonly alderaan: boolean;
  /** XW-CC-32. */
  readonly variableTerrain: boolean;
  /** XW-CC-33. */
  readonly seizeCoruscant: boolean;
  /** XW-CC-34. */
  readonly hiddenBases: boolean;
  /** XW-CC-35. */
  readonly designatedBases: boolean;
  /** XW-CC-36. */
  readonly paidReinforcement: boolean;
  /** Tiles in the game including the start tile, when known: the last one ends the map. */
  readonly tiles: number | null;
}

export interface CampaignUpgrade {
  readonly id: number;
  readonly name: string;
  readonly slot: string;
  readonly unique: boolean;
  readonly points: number;
}

/** One ship of a squad: a pilot card and its upgrades; `points` is pilot + upgrades. */
export interface CampaignShip {
  readonly id: string;
  readonly pilotId: number;
  readonly name: string;
  /** The ship's XWS id. */
  readonly ship: string;
  readonly unique: boolean;
  readonly points: number;
  readonly upgrades: readonly CampaignUpgrade[];
}

export type CampaignSquadSize = 'large' | 'small';

/** A numbered squad and its meeple (XW-CC-05, 09). */
export interface CampaignSquad {
  readonly number: number;
  readonly size: CampaignSquadSize;
  /** 125 for the large meeple's squad, 100 otherwise (XW-CC-07). */
  readonly limit: number;
  readonly ships: readonly CampaignShip[];
  /** The squad as it was built, for the record. */
  readonly original: readonly CampaignShip[];
  /** Ships destroyed since the squad was last at full strength (XW-CC-23, 25). */
  readonly lostShips: readonly CampaignShip[];
  /** The place its meeple stands on; null in the supply or when lost. */
  readonly place: string | null;
  /** Wiped out: its meeple is out of the game (XW-CC-24). */
  readonly lost: boolean;
  /** Places its meeple was taken off by choice and may not return to (XW-CC-14). */
  readonly barred: readonly string[];
  /** The next number for a ship id in this squad. */
  readonly nextShip: number;
}

export interface CampaignObstacle {
  readonly kind: CampaignObstacleKind;
  readonly name: string;
}

/** A player's points by source; the total is their sum. */
export interface CampaignScore {
  readonly battles: number;
  readonly features: number;
  readonly alderaan: number;
  readonly finalScoring: number;
  readonly hiddenBases: number;
  /** Victory Points spent on paid Reinforcement (negative). */
  readonly reinforcement: number;
  readonly adjustments: number;
}

export interface CampaignPlayer {
  readonly id: string;
  readonly name: string;
  readonly colour: CswColour;
  readonly cswFaction: CswFaction;
  /** The fleet's side (XW-CC-06). */
  readonly side: Side;
  /** The team id; in individual play the player's own id. */
  readonly team: string;
  readonly squads: readonly CampaignSquad[];
  readonly obstacles: readonly CampaignObstacle[];
  /** Names of unique pilots and upgrades destroyed: gone for good (XW-CC-25, 36). */
  readonly lostUniques: readonly string[];
  readonly score: CampaignScore;
}

export interface CampaignTeam {
  readonly id: string;
  readonly players: readonly string[];
}

export type CampaignPlaceStatus = 'open' | 'completed' | 'joined' | 'destroyed';

/** A feature of the map: a trade route, an asteroid field or a planet. */
export interface CampaignPlace {
  readonly id: string;
  readonly kind: CampaignPlaceKind;
  readonly name: string;
  /** The faction symbol a planet shows (a Base for that faction, XW-CC-13). */
  readonly symbol: CswFaction | null;
  readonly status: CampaignPlaceStatus;
}

/** CSW points of a completed feature as the CSW rules count them (before ×10). */
export interface CampaignFeatureScoring {
  readonly points: number;
  /** Faction-symbol bonuses: each counts only for players of that faction (XW-CC-12). */
  readonly symbols: readonly { readonly faction: CswFaction; readonly points: number }[];
}

export type CampaignShipFate = 'destroyed' | 'withdrawn' | 'survived';

export interface CampaignBattleShip {
  readonly ship: string;
  readonly owner: string;
  readonly squad: number;
  readonly name: string;
  readonly points: number;
  readonly fate: CampaignShipFate;
  /** Who destroyed it, when known. */
  readonly by: string | null;
  /** Upgrades discarded during the battle (restored afterwards, XW-CC-23). */
  readonly discarded: readonly number[];
}

export interface CampaignBattleResult {
  readonly ships: readonly CampaignBattleShip[];
  readonly winner: string | null;
  /** Battle points by player (XW-CC-19, GAP-XW-10). */
  readonly points: Readonly<Record<string, number>>;
}

export interface CampaignObstaclePlan {
  /** Obstacles each squad brings (XW-CC-16, 32). */
  readonly perSquad: number;
  /** Kinds allowed; all kinds without the variable terrain option. */
  readonly kinds: readonly CampaignObstacleKind[];
  readonly players: readonly {
    readonly player: string;
    readonly bring: number;
    /** What the player's pool holds of the allowed kinds (an Epic ship counts 3). */
    readonly available: number;
  }[];
}

export interface CampaignBattle {
  readonly id: string;
  readonly place: string;
  /** XW-CC-20: closing a route or field held by opponents, or entering an occupied planet. */
  readonly trigger: 'closure' | 'planet-entry';
  readonly participants: readonly { readonly player: string; readonly squads: readonly number[] }[];
  readonly obstacles: CampaignObstaclePlan;
  /** Feature points to award once the battle is over (XW-CC-26). */
  readonly completion: CampaignFeatureScoring | null;
  readonly status: 'running' | 'resolved';
  readonly result: CampaignBattleResult | null;
}

export interface CampaignSecretBase {
  readonly team: string;
  readonly chosenBy: string;
  readonly role: 'death-star' | 'rebel-base';
  readonly planet: string;
}

/** The tie-break battle (XW-CC-29, GAP-XW-11): one squad per tied player or team. */
export interface CampaignFinalBattle {
  readonly contenders: readonly string[];
  readonly picks: readonly {
    readonly team: string;
    readonly player: string;
    readonly squad: number;
  }[];
  /** Battles fought without a winner so far. */
  readonly refought: number;
}

export interface CampaignWinner {
  readonly teams: readonly string[];
  readonly how: 'points' | 'final-battle' | 'seizure' | 'coruscant-held';
}

export interface CampaignState {
  readonly status: 'running' | 'final-battle' | 'finished';
  readonly play: CampaignPlay;
  readonly options: CoruscantOptions;
  readonly players: readonly CampaignPlayer[];
  readonly teams: readonly CampaignTeam[];
  readonly places: readonly CampaignPlace[];
  readonly battles: readonly CampaignBattle[];
  readonly tiles: { readonly placed: number; readonly last: boolean };
  readonly secretBases: readonly CampaignSecretBase[];
  readonly finalScored: boolean;
  readonly finalBattle: CampaignFinalBattle | null;
  readonly winner: CampaignWinner | null;
}
