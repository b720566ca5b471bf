/**
 * NPCs coming onto the board: when their home sector is placed, at setup or by exploring
 * (XB-NPC-03, XB-SETUP-07, GAP-XB-19), and again after being destroyed, like a captain
 * (XB-RESP-01, XB-RESP-02, GAP-XB-04).
 */
import type { SeatId } from '@drift/engine';
import { distance, type Hex, hexKey, localToBoard } from '@drift/engine/hex';
import type { Board } from '../../board/board.ts';
import type { Content } from '../../model/content.ts';
import type { XiaState } from '../../model/state.ts';
import { behaviourOnEntry } from '../../solo/behaviours/draw.ts';
import { seatArrivals } from '../../solo/seating.ts';
import { npcCard, npcDraft } from '../combat/combatants.ts';
import { emit, roll } from '../effects.ts';
import { closestSpawn, freeSpawns } from '../respawn.ts';
import type { Ctx } from '../rule.ts';
import { readingOrder } from './move.ts';
import { plain, takenHexes } from './world.ts';

/** Regions an NPC could never fly out of (XB-NPC-04), so it is never put in one. */
const TRAPS: ReadonlySet<string> = new Set(['star', 'asteroid', 'debris']);

/**
 * Where NPC `id` appears in its home sector (GAP-XB-19): a free Spawn Point of the sector, the
 * lowest number first; else the free space nearest to its (lowest) Spawn Point, or to the tile's
 * centre when it has none, then reading order, leaving out stars, asteroid and debris fields.
 * Undefined while the home sector is not on the board, or has no free space.
 */
export function homeSpace(
  content: Content,
  board: Board,
  state: XiaState,
  id: string,
): Hex | undefined {
  const home = npcCard(content, id).home;
  const placed = board.sectors.find((s) => s.id === home);
  if (!placed) return undefined;
  const taken = takenHexes(state, id);
  const spawns = [...board.spawns.entries()]
    .filter(([, h]) => board.info(h)?.sector === home)
    .sort(([a], [b]) => a - b)
    .map(([, h]) => h);
  const free = spawns.find((h) => !taken.has(hexKey(h)));
  if (free) return free;
  const anchor = spawns[0] ?? localToBoard({ q: 0, r: 0 }, placed);
  return [...board.hexes.values()]
    .filter(
      (info) =>
        info.sector === home &&
        !(info.region !== null && TRAPS.has(info.region.kind)) &&
        !taken.has(hexKey(info.hex)),
    )
    .map((info) => info.hex)
    .sort((a, b) => distance(anchor, a) - distance(anchor, b) || readingOrder(a, b))[0];
}

/**
 * Puts NPC `id` on `at`, repaired and with its card's Bounty (XB-NPC-05, XB-BNTY-05). Its credits
 * are left alone: whoever destroyed it took them (see `npcKillReward`).
 */
function place(ctx: Ctx, id: string, at: Hex): void {
  const npc = npcDraft(ctx, id);
  npc.at = plain(at);
  npc.damage = 0;
  npc.bounty = npcCard(ctx.content, id).bounty;
  npc.awaitingRespawn = false;
  emit(ctx, { type: 'NpcSpawned', npc: id, at: plain(at) });
  behaviourOnEntry(ctx, id); // solo: a Behavior card on first entering play (XS-BEHV-01)
}

/**
 * Spawns every NPC that has never been on the board and whose home sector now is, in the order
 * they were dealt (XB-NPC-03). Called when ships are placed at setup and when a sector is placed.
 */
export function spawnArrivals(ctx: Ctx): void {
  const arrived: string[] = [];
  for (const npc of ctx.s.npcs) {
    if (npc.at !== null || npc.awaitingRespawn) continue;
    const at = homeSpace(ctx.content, ctx.board(), ctx.s, npc.id);
    if (!at) continue;
    place(ctx, npc.id, at);
    arrived.push(npc.id);
  }
  if (ctx.s.solo) seatArrivals(ctx, arrived); // XS-NPC-01: the player seats each newcomer
}

/**
 * Respawns a destroyed NPC like a captain (XB-NPC-03): a d20, rolled for it by `roller` (its
 * holder, never scoring Luck), names the free Spawn Point closest in number, the higher on a tie
 * (XB-RESP-01, XB-RESP-02, GAP-XB-04). A 20 gives an NPC no choice: it is the closest to 20, the
 * highest free number. With no free Spawn Point it rolls at its next activation instead.
 */
export function respawnNpc(ctx: Ctx, id: string, roller: SeatId): void {
  const board = ctx.board();
  const free = freeSpawns(board, ctx.s); // the NPC itself is off the board
  if (free.length === 0) return;
  const name = npcCard(ctx.content, id).name;
  const face = roll(ctx, roller, 20, `${name} respawn`, false);
  const at = board.spawns.get(closestSpawn(free, face) as number); // free is not empty
  if (at) place(ctx, id, at);
}
