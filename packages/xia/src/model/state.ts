/**
 * The state of a match of Xia: plain JSON, never mutated in place (rules work on a draft).
 * Static content (tiles, ships, outfits) stays in the content pack; the state only names it.
 * Secrets: deck orders, face-down exploration tokens and the generator (see view.ts).
 */
import type { RandomState, SeatId } from '@drift/engine';
import type { Hex, HexKey, Rotation } from '@drift/engine/hex';
import type { CampaignState } from '../campaign/state.ts';
import type { UpgradeUses } from '../campaign/upgrades/uses.ts';
import type { CubeColour } from '../content/schema.ts';
import type { EventsState } from '../elements/a-events/state.ts';
import type { ExplorationState } from '../elements/b-tokens/state.ts';
import type { EconomyState } from '../elements/c-economy/state.ts';
import type { CometsState } from '../elements/e-paths/state.ts';
import type { WorldsState } from '../elements/e-worlds/state.ts';
import type { XiaOptions } from '../options.ts';
import type { SoloState } from '../solo/state.ts';
import type { XiaPrompt } from './prompts.ts';

/** A hold cell, [column, row] of the ship mat's grid. */
export type Cell = readonly [number, number];

/**
 * An outfit in a hold: its kind, its top-left cell and its quarter turns clockwise. Element F:
 * a Cargo Pod's or Armor Plating's cells but its connecting one lie outside the hold grid
 * (XE-OUTF-01), and may have negative coordinates.
 */
export interface PlacedOutfit {
  readonly uid: number;
  readonly kind: string;
  readonly at: Cell;
  readonly turns: QuarterTurns;
  /**
   * Element F: a Mod sitting over a use space of another outfit (Piercer, Enviro-Shield,
   * GAP-XE-14): that outfit's uid and use space; `at` is then that use space's cell, shared
   * with it. Absent for every other outfit and for a Mod kept loose in the hold.
   */
  readonly on?: UseSpaceOn;
}

/** The use space a Mod sits over. */
export interface UseSpaceOn {
  readonly outfit: number;
  readonly space: number;
}

export type QuarterTurns = 0 | 1 | 2 | 3;

/** Cargo in a hold. Cubes take one cell (XB-CARGO-01); the expansion adds larger items. */
export interface CargoCube {
  readonly kind: 'cube';
  readonly colour: CubeColour;
  readonly at: Cell;
}

/**
 * Element E: a Relic token, 2 orthogonal hold cells from `at` (rightwards when `turns` is 0,
 * downwards when 1), face down and secret to everyone, its holder too (XE-RELIC-01).
 */
export interface CargoRelic {
  readonly kind: 'relic';
  readonly relic: string;
  readonly at: Cell;
  readonly turns: 0 | 1;
}

/** Element E: a white Ember cube, one cell; not a base colour (XE-EMBER-01). */
export interface CargoEmber {
  readonly kind: 'ember';
  readonly at: Cell;
}

export type CargoItem = CargoCube | CargoRelic | CargoEmber;

/** What fills a ship's hold grid (XB-HOLD-01, XB-HOLD-02). */
export interface Hold {
  readonly outfits: readonly PlacedOutfit[];
  readonly cargo: readonly CargoItem[];
  /** Cells holding a damage marker, one marker per cell. */
  readonly damage: readonly Cell[];
  /** Which of the damage cells hold Ice damage (XE-ICE-01); absent without ice. */
  readonly ice?: readonly Cell[];
}

/** Where one of a ship's four markers is (XB-MARK-01). */
export type MarkerPlace =
  | { readonly at: 'armed' }
  | { readonly at: 'disarmed' }
  /** On a use space of an outfit: the outfit's uid and the use space's index in its shape. */
  | { readonly at: 'used'; readonly outfit: number; readonly space: number };

/** An ability card held by a captain, face up (ready) or exhausted (XB-SHIP-03). */
export interface HeldAbility {
  readonly id: string;
  readonly exhausted: boolean;
}

/** Running counts that Titles look at. */
export interface CaptainRecord {
  readonly cubesSold: number;
  readonly cubesSoldThisTurn: number;
  readonly sectorsRevealed: number;
  readonly hazardsSurvived: number;
  readonly planetsVisited: readonly string[];
  readonly rescues: number;
  readonly shipsDestroyed: number;
  readonly bountyClaimed: number;
  readonly missionsCompleted: { readonly lawful: number; readonly outlaw: number };
}

/** Something that can fight: a captain's ship or an NPC. */
export type Combatant = { readonly seat: SeatId } | { readonly npc: string };

/** A mission a captain holds (XB-MISS-01..03). */
export interface ActiveMission {
  readonly card: string;
  /** Turned face up when the objective is done (XB-MISS-02); secret from others until then. */
  readonly revealed: boolean;
  /** `objective` until the job is done, then `deliver`. */
  readonly stage: 'objective' | 'deliver';
  /** Credits placed on the card when it is revealed. */
  readonly payment: number;
  /** The captain the card aims at, fixed when it is kept (thief, assassin). */
  readonly target: SeatId | null;
  /** Two captains (element D): the NPC the card aims at instead, fixed when kept (XE-2P-02). */
  readonly targetNpc?: string;
  /** Element E: a Coerce card declared with an attack still being resolved (XE-MTYP-05). */
  readonly coercing?: true;
}

/**
 * Mission cards drawn face down with element G and not yet sorted (XE-RULE-01): secret from
 * everyone, their holder too, until sorted after the holder's turn.
 */
export interface DrawnMissions {
  readonly cards: readonly string[];
  /** The Mission Points drawn at this turn: each once per turn. */
  readonly points: readonly number[];
}

/** A captain's missions: those in hand and those completed (kept for Experience, XB-MISS-04). */
export interface CaptainMissions {
  readonly active: readonly ActiveMission[];
  readonly completed: readonly string[];
  /** Element G only: drawn and not yet sorted; absent otherwise (XE-RULE-01). */
  readonly unsorted?: DrawnMissions;
}

/** A player and the ship they command. */
export interface Captain {
  readonly seat: SeatId;
  /** Ship id, or null before the ship is chosen at setup. */
  readonly ship: string | null;
  readonly abilities: readonly HeldAbility[];
  /** The hex the ship stands on; null while it is off the board (destroyed, or at setup). */
  readonly at: Hex | null;
  readonly credits: number;
  readonly fame: number;
  readonly energy: number;
  readonly bounty: number;
  readonly impulseReady: boolean;
  /** Always exactly four (XB-MARK-01). */
  readonly markers: readonly MarkerPlace[];
  readonly hold: Hold;
  readonly explorationTokens: readonly string[];
  readonly titles: readonly string[];
  readonly missions: CaptainMissions;
  /** Lost a Tier 2-3 ship: the next turn is skipped (XB-DEATH-05). */
  readonly skipsNextTurn: boolean;
  /** Destroyed: respawns at the start of the next turn played (XB-RESP-01). */
  readonly awaitingRespawn: boolean;
  readonly record: CaptainRecord;
}

/** A sector tile on the board. */
export interface PlacedSector {
  readonly id: string;
  readonly slot: Hex;
  readonly rotation: Rotation;
}

/** Setup first, then play (XB-SETUP-10, XB-SETUP-13, XB-SETUP-14). */
export type Stage = 'choosingShips' | 'outfitting' | 'playing' | 'finished';

export type Phase = 'Action' | 'Business' | 'Status';

/** Where a move's points came from. */
export type MoveSource = 'engine' | 'impulse' | 'ability';

/** The turn in progress. */
export interface Turn {
  /** Turns played so far, counting from 1. */
  readonly number: number;
  /** Whose turn it is; during setup, who chooses or outfits now. */
  readonly seat: SeatId;
  readonly phase: Phase;
  /** Movement points left in the current Move action (XB-MOVE-01). */
  readonly movement: number;
  readonly moveSource: MoveSource | null;
  /** Seats that have had their Luck point this turn (XB-FAME-10, GAP-XB-09). */
  readonly luck: readonly SeatId[];
  /** A hex the captain acts on as if standing there, paid with 2 movement (XB-MOVE-04). */
  readonly proxy: Hex | null;
  /** The last free space a ship passing through other ships came from (XB-MOVE-03). */
  readonly passFrom: Hex | null;
  /** Effects of abilities used this turn that wait for a later roll or sale. */
  readonly boosts: Boosts;
  /** Campaign upgrades used this turn that are limited per turn (XC-UPG-*); absent until one is. */
  readonly upgrades?: UpgradeUses;
}

/** Pending ability effects; all cleared when the turn ends. */
export interface Boosts {
  /** The next planetary shield crossed counts an 11-17 as undetected. */
  readonly stealth: boolean;
  /** The next hazard d20 is rolled twice and the better kept. */
  readonly hazardAdvantage: boolean;
  /** Extra credits per cube on the next sale. */
  readonly saleBonus: number;
  /** Added to the next attack total. */
  readonly attackBonus: number;
  /** Added to the next mission d20. */
  readonly missionBonus: number;
}

/** Things on the board besides ships. */
export interface BoardState {
  readonly sectors: readonly PlacedSector[];
  /** Face-down exploration tokens by hex (XB-SETUP-03). */
  readonly tokens: Readonly<Record<HexKey, string>>;
  /** Jettisoned cubes lying on hexes (XB-CARGO-10). */
  readonly cubes: Readonly<Record<HexKey, readonly CubeColour[]>>;
}

/** Face-down stacks; their order is secret. */
export interface Decks {
  readonly sectors: readonly string[];
  readonly exploration: readonly string[];
  readonly titles: readonly string[];
  readonly missions: readonly string[];
  /** Mission cards drawn and not kept, or discarded; reshuffled when the deck runs out (GAP-XB-17). */
  readonly missionDiscard: readonly string[];
}

/** A non-player ship on the board or waiting to (XB-NPC-01..08). */
export interface NpcState {
  readonly id: string;
  /** Null before its home sector is placed, or while destroyed. */
  readonly at: Hex | null;
  readonly damage: number;
  readonly bounty: number;
  /** Credits it has earned (the Merchant's trade). */
  readonly credits: number;
  /** The captain who runs it, right after their own turn (XB-NPC-02); null if dealt to nobody. */
  readonly holder: SeatId | null;
  readonly awaitingRespawn: boolean;
  /** The next stop of its route or patrol. */
  readonly waypoint: number;
}

/** The common supply: outfits by kind and cubes by colour (GAP-XB-20). */
export interface Supply {
  readonly outfits: Readonly<Record<string, number>>;
  readonly cubes: Readonly<Record<CubeColour, number>>;
}

/** Titles in play (XB-TITLE-01, XB-TITLE-02). */
export interface TitlesState {
  /** Revealed Titles anyone may claim, in the order drawn. */
  readonly open: readonly string[];
  /** Title spaces of the Fame track already drawn for. */
  readonly spacesDrawn: readonly number[];
}

/** A whole match. */
export interface XiaState {
  readonly random: RandomState;
  readonly options: XiaOptions;
  readonly stage: Stage;
  readonly captains: readonly Captain[];
  /** Fame needed to win, fixed at setup (XB-SETUP-08). */
  readonly fameTarget: number;
  /** Each seat's d20 rolls for the ship-choice order, re-rolls of ties included (XB-SETUP-10). */
  readonly pickRolls: readonly (readonly number[])[];
  /** Ship-choice order (XB-SETUP-10); outfitting follows it too (XB-SETUP-13). */
  readonly pickOrder: readonly SeatId[];
  readonly turn: Turn;
  readonly board: BoardState;
  readonly decks: Decks;
  readonly supply: Supply;
  /** The Economy Board, only with element C (XE-ECON-01); absent in a base game. */
  readonly economy?: EconomyState;
  /** The new exploration tokens' table, only with element B (XE-EXPL-*); absent otherwise. */
  readonly exploration?: ExplorationState;
  readonly titles: TitlesState;
  readonly npcs: readonly NpcState[];
  readonly prompts: readonly XiaPrompt[];
  /** The next outfit uid to hand out. */
  readonly nextUid: number;
  readonly winner: SeatId | null;
  /** Element A's Event deck and Events in play (XE-EVENT-*); absent when A is off. */
  readonly events?: EventsState;
  /** Element E's comets, by sector (XE-COMET-01); absent when E is off. */
  readonly comets?: CometsState;
  /** Element E's worlds: The Kiln, the Relics and the Ember supply; absent when E is off. */
  readonly worlds?: WorldsState;
  /** A solo game's NPC opponents and round (XS-*); absent in every other game. */
  readonly solo?: SoloState;
  /** A campaign game's goal, its progress and the ships flown (XC-*); absent in every other game. */
  readonly campaign?: CampaignState;
}
