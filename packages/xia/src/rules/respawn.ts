/**
 * Putting a destroyed ship back: a d20 names the unoccupied Spawn Point closest in number, the
 * higher on a tie; a 20 lets the captain choose (XB-RESP-01..03, GAP-XB-04). The malfunctioning
 * gate uses the same lookup (XB-BORDER-10).
 */
import type { SeatId } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import type { Board } from '../board/board.ts';
import { respawnDamage } from '../elements/g-streamlines/respawn.ts';
import { elementOn } from '../elements/switches.ts';
import type { ChooseSpawnPrompt } from '../model/prompts.ts';
import type { XiaState } from '../model/state.ts';
import { respawnBeside } from '../solo/respawn.ts';
import { captainAt, emit, roll } from './effects.ts';
import { occupiedHexes } from './occupancy.ts';
import type { Ctx } from './rule.ts';
import { claimToken } from './tokens.ts';

/** Unoccupied Spawn Points on the board, by number. */
export function freeSpawns(board: Board, state: XiaState): number[] {
  const taken = occupiedHexes(state);
  return [...board.spawns.entries()]
    .filter(([, h]) => !taken.has(hexKey(h)))
    .map(([n]) => n)
    .sort((a, b) => a - b);
}

/** The free Spawn Point numbered closest to `face`; ties go to the higher number (GAP-XB-04). */
export function closestSpawn(free: readonly number[], face: number): number | undefined {
  let best: number | undefined;
  for (const n of free) {
    if (best === undefined) best = n;
    else {
      const d = Math.abs(n - face);
      const bd = Math.abs(best - face);
      if (d < bd || (d === bd && n > best)) best = n;
    }
  }
  return best;
}

/** Why a ship goes to a Spawn Point: respawning, a misfiring gate, or a solo game's start. */
export type SpawnReason = ChooseSpawnPrompt['reason'];

/** Puts a ship on a spawn point. */
export function placeAtSpawn(ctx: Ctx, seat: SeatId, spawn: number, reason: SpawnReason): void {
  const at = ctx.board().spawns.get(spawn);
  if (!at) throw new Error(`No spawn point ${spawn} on the board`);
  const captain = captainAt(ctx, seat);
  const hex: Hex = { q: at.q, r: at.r };
  captain.at = hex;
  if (reason === 'respawn') {
    captain.awaitingRespawn = false;
    emit(ctx, { type: 'Respawned', seat, at: hex, spawn });
  } else if (reason === 'start') {
    emit(ctx, { type: 'ShipPlaced', seat, at: hex }); // XS-SETUP-07
  } else {
    emit(ctx, { type: 'Teleported', seat, to: hex, spawn });
  }
  claimToken(ctx, seat); // XB-EXPL-03: arriving by respawn or a malfunctioning gate
  if (reason === 'respawn' && elementOn(ctx.s, 'G')) respawnDamage(ctx, seat); // XE-RULE-06
}

/**
 * Rolls where a ship goes: to the closest free Spawn Point, or, on a 20, to one the captain
 * chooses (the 20 is the captain's Luck point, GAP-XB-09).
 */
export function rollForSpawn(
  ctx: Ctx,
  seat: SeatId,
  reason: 'respawn' | 'malfunctioningGate',
): void {
  const face = roll(ctx, seat, 20, reason === 'respawn' ? 'respawn' : 'malfunctioning gate');
  const free = freeSpawns(ctx.board(), ctx.s);
  if (free.length === 0 && ctx.s.solo && reason === 'respawn') {
    // Solo: the NPCs hold every Spawn Point; the ship comes back beside the one named.
    if (respawnBeside(ctx, seat, face) && elementOn(ctx.s, 'G')) respawnDamage(ctx, seat);
    return;
  }
  if (free.length === 0) return; // nowhere to go: stays where it is (cannot happen with 3-5 ships)
  if (face === 20 && free.length > 1) {
    // In transit until the captain chooses: off the board, so it shares no space meanwhile.
    captainAt(ctx, seat).at = null;
    ctx.s.prompts.push({ kind: 'ChooseSpawn', seat, reason });
    return;
  }
  const spawn = face === 20 ? free[0] : closestSpawn(free, face);
  if (spawn !== undefined) placeAtSpawn(ctx, seat, spawn, reason);
}

/** Respawns a destroyed ship at the start of its captain's turn (XB-RESP-01). */
export function respawn(ctx: Ctx, seat: SeatId): void {
  rollForSpawn(ctx, seat, 'respawn');
}
