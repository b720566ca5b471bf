/**
 * Solo: the player's ship must come back, but ships stand on every Spawn Point (the NPCs and the
 * Sellsword come and go from them too). Rather than lose turn after turn, the ship appears on
 * the free space nearest to the Spawn Point the d20 named, as an NPC does when its own is taken
 * (GAP-XB-19); stars, asteroid and debris fields are left out.
 */
import type { SeatId } from '@drift/engine';
import { distance, type Hex, hexKey } from '@drift/engine/hex';
import { captainAt, emit } from '../rules/effects.ts';
import { readingOrder } from '../rules/npcs/move.ts';
import { occupiedHexes } from '../rules/occupancy.ts';
import { closestSpawn } from '../rules/respawn.ts';
import type { Ctx } from '../rules/rule.ts';
import { claimToken } from '../rules/tokens.ts';

const TRAPS: ReadonlySet<string> = new Set(['star', 'asteroid', 'debris']);

/** Puts the ship beside the Spawn Point the d20 `face` names; false when there is none at all. */
export function respawnBeside(ctx: Ctx, seat: SeatId, face: number): boolean {
  const board = ctx.board();
  const spawn = closestSpawn(
    [...board.spawns.keys()].sort((a, b) => a - b),
    face,
  );
  const anchor = spawn === undefined ? undefined : board.spawns.get(spawn);
  if (spawn === undefined || !anchor) return false;
  const taken = occupiedHexes(ctx.s);
  const at = [...board.hexes.values()]
    .filter((i) => !(i.region !== null && TRAPS.has(i.region.kind)) && !taken.has(hexKey(i.hex)))
    .map((i) => i.hex)
    .sort((a, b) => distance(anchor, a) - distance(anchor, b) || readingOrder(a, b))[0];
  if (!at) return false;
  const captain = captainAt(ctx, seat);
  const hex: Hex = { q: at.q, r: at.r };
  captain.at = hex;
  captain.awaitingRespawn = false;
  emit(ctx, { type: 'Respawned', seat, at: hex, spawn });
  claimToken(ctx, seat);
  return true;
}
