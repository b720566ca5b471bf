/**
 * Decisions the rules wait for in the middle of resolving something (architecture §1.3). The
 * seat of the top prompt is the only one who may act, with the commands that answer it.
 */
import type { SeatId } from '@drift/engine';
import type { Hex, Rotation } from '@drift/engine/hex';
import type { Combatant } from './state.ts';

/** A drawn sector fits the explored edge in several rotations: choose one (XB-EXPL-01, XB-EXPL-02). */
export interface PlaceSectorPrompt {
  readonly kind: 'PlaceSector';
  readonly seat: SeatId;
  readonly sector: string;
  readonly slot: Hex;
  readonly rotations: readonly Rotation[];
  /** A blind jump moves the ship into `to` once the tile lies. */
  readonly jump: { readonly from: Hex; readonly to: Hex } | null;
  /** Solo: revealed by the System Expanse, not by the captain's exploring (XS-EXPN-01). */
  readonly expanse?: true;
}

/** A hazard is about to hurt the ship: commit shields against it, or none (XB-OTYP-06, XB-OTYP-07). */
export interface ShieldHazardPrompt {
  readonly kind: 'ShieldHazard';
  readonly seat: SeatId;
  /** Asteroid damage (a border or mining), a nebula border's Energy loss, or harvesting's. */
  readonly hazard: 'asteroid' | 'nebula' | 'harvest' | 'ice';
  /** Damage (asteroid) or Energy loss (nebula, harvest) before shields. */
  readonly amount: number;
}

/** Damage markers to place on hold cells of the captain's choice, one at a time (XB-CMBT-05). */
export interface PlaceDamagePrompt {
  readonly kind: 'PlaceDamage';
  readonly seat: SeatId;
  readonly remaining: number;
  /** Ice damage markers (XE-ICE-01); absent for normal damage. */
  readonly ice?: true;
}

/**
 * A natural 20 lets the captain choose any unoccupied Spawn Point (XB-RESP-03, XB-BORDER-10);
 * the solo player chooses where their ship starts (XS-SETUP-07).
 */
export interface ChooseSpawnPrompt {
  readonly kind: 'ChooseSpawn';
  readonly seat: SeatId;
  readonly reason: 'respawn' | 'malfunctioningGate' | 'start';
}

/** Drawn mission cards: keep at most one, face down (XB-MISS-01). The cards are secret to others. */
export interface KeepMissionPrompt {
  readonly kind: 'KeepMission';
  readonly seat: SeatId;
  readonly cards: readonly string[];
}

/** A use space of an outfit, where a marker goes. */
export interface UseSpaceRef {
  readonly outfit: number;
  readonly space: number;
}

/** An attack waiting for the defender's shields and defensive abilities (XB-CMBT-03). */
export interface DefendPrompt {
  readonly kind: 'Defend';
  /** The defending captain. */
  readonly seat: SeatId;
  readonly attacker: Combatant;
  /** The attacker's committed weapons (already paid for); empty for an NPC. */
  readonly weapons: readonly UseSpaceRef[];
  /** An NPC attacker's die. */
  readonly npcDie: number | null;
  /** A ram: the engine's roll is the attack and hurts the rammer too (XB-OTYP-02). */
  readonly ram: boolean;
}

/** After defending: re-arm markers spent on shields for 1 Energy each (XB-OTYP-09, XB-CMBT-06). */
export interface RearmShieldsPrompt {
  readonly kind: 'RearmShields';
  readonly seat: SeatId;
  /** Markers spent on shields in that defence. */
  readonly count: number;
}

/**
 * A rescued ship may arm markers at once with its new Energy, 1 each (XB-STRD-02): how many is
 * the rescued captain's choice, asked in the middle of the rescuer's turn.
 */
export interface ArmAfterRescuePrompt {
  readonly kind: 'ArmAfterRescue';
  /** The rescued captain. */
  readonly seat: SeatId;
  readonly rescuer: SeatId;
}

/** A failed mission d20 may be re-rolled by discarding a completed mission of its type (XB-MISS-04). */
export interface ExperiencePrompt {
  readonly kind: 'UseExperience';
  readonly seat: SeatId;
  readonly mission: string;
  /** The completed missions that could be discarded for it. */
  readonly options: readonly string[];
}

/** A captain in need was found (element B, XE-EXPL-07): take them aboard, or not. */
export interface CaptainInNeedPrompt {
  readonly kind: 'CaptainInNeed';
  readonly seat: SeatId;
  /** The mission card read for its delivery point; read openly. */
  readonly card: string;
  readonly point: number;
}

/** Two exploration tokens face up (element B, XE-EXPL-09): 1 Fame or 2,000 for the pair. */
export interface TradeTokensPrompt {
  readonly kind: 'TradeTokens';
  readonly seat: SeatId;
}

/** A Relic sifted and revealed at The Kiln (element E, XE-RELIC-03): 1 Fame or its reward. */
export interface SiftRewardPrompt {
  readonly kind: 'SiftReward';
  readonly seat: SeatId;
  /** The Relic, face up now. */
  readonly relic: string;
}

/**
 * Element F: a damaged (or sold) M-Comp left more active missions than the captain may hold:
 * discard `count` of them, one DiscardMission each (XE-MOD-05).
 */
export interface ShedMissionsPrompt {
  readonly kind: 'ShedMissions';
  readonly seat: SeatId;
  readonly count: number;
}

/**
 * Solo: the player destroyed an NPC; it may keep its behaviour or draw a new Behavior card and
 * a random behaviour from it (XS-BEHV-06).
 */
export interface RedrawBehaviourPrompt {
  readonly kind: 'RedrawBehaviour';
  readonly seat: SeatId;
  readonly npc: string;
}

/** A campaign game: choose the goal to attempt, after setup and before the first turn (XC-CAMP-03). */
export interface ChooseGoalPrompt {
  readonly kind: 'ChooseGoal';
  readonly seat: SeatId;
  /** The goals not yet completed this campaign. */
  readonly goals: readonly string[];
}

/** Solo: an opponent entered play; the player seats it in the order round the table (XS-NPC-01). */
export interface SeatNpcPrompt {
  readonly kind: 'SeatNpc';
  readonly seat: SeatId;
  readonly npc: string;
}

/**
 * Solo: an empty sector position for the System Expanse and the placed neighbour whose edge
 * symbol the new sector matches (XS-EXPN-01, GAP-XS-10).
 */
export interface ExpanseOption {
  readonly slot: Hex;
  /** The slot of the placed neighbour whose edge is matched. */
  readonly from: Hex;
  readonly symbol: string;
}

/** Solo: where the System Expanse reveals a sector, when there is more than one choice. */
export interface ChooseExpansePrompt {
  readonly kind: 'ChooseExpanse';
  readonly seat: SeatId;
  readonly options: readonly ExpanseOption[];
}

export type XiaPrompt =
  | PlaceSectorPrompt
  | ShieldHazardPrompt
  | PlaceDamagePrompt
  | ChooseSpawnPrompt
  | KeepMissionPrompt
  | DefendPrompt
  | RearmShieldsPrompt
  | ArmAfterRescuePrompt
  | ExperiencePrompt
  | CaptainInNeedPrompt
  | TradeTokensPrompt
  | SiftRewardPrompt
  | ShedMissionsPrompt
  | ChooseGoalPrompt
  | SeatNpcPrompt
  | ChooseExpansePrompt
  | RedrawBehaviourPrompt;
