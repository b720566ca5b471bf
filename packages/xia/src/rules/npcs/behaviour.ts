/**
 * What each kind of NPC does when it acts: the Enforcer hunts Outlaws or patrols Lawful
 * planets, the Scoundrel hunts Innocent ships or flees home, the Merchant trades along its route
 * (XB-NPC-06, XB-NPC-07, XB-NPC-08).
 */
import { type Hex, hexEquals, hexKey } from '@drift/engine/hex';
import type { Board } from '../../board/board.ts';
import type { NpcDef } from '../../content/schema.ts';
import { npcCard, npcDraft } from '../combat/combatants.ts';
import { npcAttack } from '../combat/npc-attack.ts';
import { canAim } from '../combat/targets.ts';
import { emit } from '../effects.ts';
import type { Ctx } from '../rule.ts';
import { decide, flyToward, nearestGoal } from './move.ts';
import { nearestQuarry } from './targets.ts';
import { label, plain } from './world.ts';

/** Credits the Merchant earns each time it ends its flight on a sell space (XB-NPC-08). */
export const MERCHANT_EARNING = 1000;

/** Damage at which a Scoundrel stops hunting and flees home: half its To Kill, rounded up (XB-NPC-07). */
export function fleesAt(card: NpcDef): number {
  return Math.ceil(card.toKill / 2);
}

function on(hexes: readonly Hex[], at: Hex | null): boolean {
  return at !== null && hexes.some((h) => hexEquals(h, at));
}

/**
 * Goes after the nearest ship it hunts (ties by a d20): flies to the nearest space from which it
 * can fire on it, or toward it when that is out of reach this time, and fires when in range and
 * sight (XB-CMBT-01). Returns false when there is nobody to hunt.
 */
function hunt(ctx: Ctx, id: string, card: NpcDef): boolean {
  const options = nearestQuarry(ctx.content, ctx.board(), ctx.s, id);
  if (options.length === 0) return false;
  const option = decide(ctx, id, options, (o) => label(o.target.who));
  const target = option.target;
  const spot = option.spots.length > 0 ? decide(ctx, id, option.spots, hexKey) : plain(target.at);
  flyToward(ctx, id, spot, card.speed);
  const at = npcDraft(ctx, id).at;
  if (at && canAim(ctx.board(), at, target.at, card.attack.weapon)) {
    npcAttack(ctx, id, 'seat' in target.who ? { seat: target.who.seat } : { npc: target.who.npc });
  }
  return true;
}

/**
 * Flies toward the stop (a list of spaces) that NPC `id`'s waypoint names, to the nearest free
 * space of it, and on ending there names the next stop. A stop it stands on or cannot reach is
 * passed over. Returns whether it moved.
 */
function followRoute(
  ctx: Ctx,
  id: string,
  speed: number,
  stops: readonly (readonly Hex[])[],
): boolean {
  const npc = npcDraft(ctx, id);
  for (let tries = 0; tries < stops.length; tries++) {
    const i = npc.waypoint % stops.length;
    const stop = stops[i] as readonly Hex[];
    const next = (i + 1) % stops.length;
    const goal = on(stop, npc.at) ? undefined : nearestGoal(ctx, id, stop);
    if (goal) {
      const moved = flyToward(ctx, id, goal, speed);
      if (on(stop, npc.at)) npc.waypoint = next;
      return moved;
    }
    npc.waypoint = next;
  }
  return false;
}

/** Patrols the board's Lawful planets in the order they were placed (XB-NPC-06). */
function patrol(ctx: Ctx, id: string, card: NpcDef): void {
  // Only planets have a legal status.
  const planets = ctx.board().regions.filter((r) => r.legal === 'lawful');
  followRoute(
    ctx,
    id,
    card.speed,
    planets.map((p) => p.hexes),
  );
}

/** The Enforcer: hunts Outlaws, else patrols (XB-NPC-06). It never gains Bounty. */
export function enforcerActs(ctx: Ctx, id: string): void {
  const card = npcCard(ctx.content, id);
  if (!hunt(ctx, id, card)) patrol(ctx, id, card);
}

/**
 * Where an NPC goes home to: the spaces of its home sector's planets it may enter (a Lawful one
 * is closed to it while it has Bounty, XB-BNTY-02); else its home Spawn Points; else every space
 * of the home sector. In no particular order: `nearestGoal` settles ties in reading order.
 */
function homeGoals(ctx: Ctx, id: string, card: NpcDef): Hex[] {
  const board = ctx.board();
  const outlaw = npcDraft(ctx, id).bounty > 0;
  const planets = board.regions
    .filter((r) => r.sector === card.home && r.kind === 'planet')
    .filter((r) => !(outlaw && r.legal === 'lawful'))
    .flatMap((r) => r.hexes);
  if (planets.length > 0) return planets;
  const spawns = [...board.spawns.values()].filter((h) => board.info(h)?.sector === card.home);
  if (spawns.length > 0) return spawns;
  return [...board.hexes.values()].filter((i) => i.sector === card.home).map((i) => i.hex);
}

/**
 * Flies home, and at home repairs every damage marker (Drift's reading of "flees to Loath":
 * it goes there to mend, then hunts again).
 */
function goHome(ctx: Ctx, id: string, card: NpcDef): void {
  const goals = homeGoals(ctx, id, card);
  const npc = npcDraft(ctx, id);
  // At home already, the nearest goal is where it stands: it stays.
  const goal = nearestGoal(ctx, id, goals);
  if (goal) flyToward(ctx, id, goal, card.speed);
  if (on(goals, npc.at) && npc.damage > 0) {
    const repaired = npc.damage;
    npc.damage = 0;
    emit(ctx, { type: 'NpcRepaired', npc: id, amount: repaired });
  }
}

/**
 * The Scoundrel: badly damaged (half its To Kill or more) it flees home without firing; else it
 * hunts Innocent ships, never the Enforcer; with none to hunt it goes home (XB-NPC-07).
 */
export function scoundrelActs(ctx: Ctx, id: string): void {
  const card = npcCard(ctx.content, id);
  if (npcDraft(ctx, id).damage >= fleesAt(card) || !hunt(ctx, id, card)) goHome(ctx, id, card);
}

/** Markets by board, then by sector (boards are shared and never change). */
const marketsByBoard = new WeakMap<Board, Map<string, readonly Hex[]>>();

/**
 * The spaces the Merchant trades at in a route sector: its sell spaces, else all its spaces (in no
 * particular order: `nearestGoal` settles ties in reading order).
 */
function marketsOf(ctx: Ctx, sector: string): readonly Hex[] {
  const board = ctx.board();
  let bySector = marketsByBoard.get(board);
  if (!bySector) {
    bySector = new Map();
    marketsByBoard.set(board, bySector);
  }
  const known = bySector.get(sector);
  if (known) return known;
  const hexes = [...board.hexes.values()].filter((i) => i.sector === sector);
  const sell = hexes.filter((i) => i.space?.sell !== undefined);
  const found = (sell.length > 0 ? sell : hexes).map((i) => i.hex);
  bySector.set(sector, found);
  return found;
}

/**
 * The Merchant: follows its route, sector by sector, to the nearest free market of each (see
 * followRoute); ending a flight on a sell space earns it 1,000. A route sector not on the board
 * has no market, so it is passed over like one out of reach (XB-NPC-08, GAP-XB-19). It fires on
 * nobody.
 */
export function merchantActs(ctx: Ctx, id: string): void {
  const card = npcCard(ctx.content, id);
  const moved = followRoute(
    ctx,
    id,
    card.speed,
    card.route.map((sector) => marketsOf(ctx, sector)),
  );
  const npc = npcDraft(ctx, id);
  if (moved && npc.at && ctx.board().info(npc.at)?.space?.sell !== undefined) {
    npc.credits += MERCHANT_EARNING;
    emit(ctx, { type: 'NpcEarned', npc: id, amount: MERCHANT_EARNING });
  }
}
