/**
 * Decisions the rules wait for in the middle of resolving something (architecture §1.3). The
 * seat of the top prompt is the only one who may act, with the commands that answer it.
 */
import type { SeatId } from '@drift/engine';
import type { Hex, Rotation } from '@drift/engine/hex';

/** A drawn sector fits the explored edge in several rotations: choose one (XB-EXPL-01, XB-EXPL-02). */
export interface PlaceSectorPrompt {
  readonly kind: 'PlaceSector';
  readonly seat: SeatId;
  readonly sector: string;
  readonly slot: Hex;
  readonly rotations: readonly Rotation[];
  /** A blind jump moves the ship into `to` once the tile lies. */
  readonly jump: { readonly from: Hex; readonly to: Hex } | null;
}

/** A hazard is about to hurt the ship: commit shields against it, or none (XB-OTYP-06, XB-OTYP-07). */
export interface ShieldHazardPrompt {
  readonly kind: 'ShieldHazard';
  readonly seat: SeatId;
  readonly hazard: 'asteroid' | 'nebula';
  /** Damage (asteroid) or Energy loss (nebula) before shields. */
  readonly amount: number;
}

/** Damage markers to place on hold cells of the captain's choice, one at a time (XB-CMBT-05). */
export interface PlaceDamagePrompt {
  readonly kind: 'PlaceDamage';
  readonly seat: SeatId;
  readonly remaining: number;
}

/** A natural 20 lets the captain choose any unoccupied Spawn Point (XB-RESP-03, XB-BORDER-10). */
export interface ChooseSpawnPrompt {
  readonly kind: 'ChooseSpawn';
  readonly seat: SeatId;
  readonly reason: 'respawn' | 'malfunctioningGate';
}

export type XiaPrompt =
  | PlaceSectorPrompt
  | ShieldHazardPrompt
  | PlaceDamagePrompt
  | ChooseSpawnPrompt;
