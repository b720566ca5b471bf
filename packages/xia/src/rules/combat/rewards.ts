/**
 * What combat damage does to a ship and what its destroyer gains: a captain's ship takes damage
 * markers or is destroyed (XB-CMBT-05, XB-HOLD-03); an NPC's damage goes on its card until its
 * To Kill value (XB-NPC-05). The destroyer takes Fame, Bounty and the NPC's On Kill reward
 * (XB-FAME-04, XB-BNTY-04) or becomes an Outlaw for raiding an Innocent ship (XB-BNTY-03).
 */
import type { SeatId } from '@drift/engine';
import type { Combatant } from '../../model/state.ts';
import { offerRedraw } from '../../solo/behaviours/draw.ts';
import { npcKilled } from '../../solo/kills.ts';
import { changeNpcBounty } from '../../solo/sellsword.ts';
import { npcProfile } from '../../solo/stats.ts';
import { takeDamage } from '../damage.ts';
import { destroyShip } from '../destruction.ts';
import { captainAt, changeBounty, changeCredits, emit, gainFame } from '../effects.ts';
import { holdSize } from '../hold.ts';
import { missionKill } from '../missions/hooks.ts';
import { npcKillReward } from '../npcs/world.ts';
import type { Ctx } from '../rule.ts';
import { copyOf, nameOf, npcCard, npcDraft } from './combatants.ts';

/** Bounty an attacker earns for destroying an Innocent ship (XB-BNTY-03). */
export const RAIDING_BOUNTY = 1000;

/** What destroying a ship is worth to its destroyer. */
interface Spoils {
  readonly fame: number;
  readonly credits: number;
  /** The victim's Bounty when destroyed; none makes the destroyer a raider. */
  readonly bounty: number;
}

/**
 * Whether `amount` more damage would fill the captain's hold and destroy the ship (XB-HOLD-03),
 * counting damage still waiting to be placed, as takeDamage does: two NPCs may hit before the
 * first hit is placed. A full hold never lasts (the ship is destroyed), so 0 never would.
 */
export function wouldDestroy(ctx: Ctx, seat: SeatId, amount: number): boolean {
  const captain = captainAt(ctx, seat);
  let pending = 0;
  for (const p of ctx.s.prompts)
    if (p.kind === 'PlaceDamage' && p.seat === seat) pending += p.remaining;
  return captain.hold.damage.length + pending + amount >= holdSize(ctx.content, captain);
}

/**
 * Combat damage to a captain's ship: markers for the captain to place, or destruction at once
 * when the hold cannot take them (GAP-XB-22). Returns whether the ship was destroyed.
 */
export function harmShip(ctx: Ctx, seat: SeatId, amount: number, unblockable: boolean): boolean {
  if (!wouldDestroy(ctx, seat, amount)) {
    takeDamage(ctx, seat, amount, unblockable); // nothing for 0
    return false;
  }
  emit(ctx, { type: 'DamageTaken', seat, amount, unblockable });
  destroyShip(ctx, seat, 'combat');
  return true;
}

/**
 * The destroyer's gains (XB-FAME-04, XB-BNTY-03, XB-BNTY-04, XB-NPC-05); NPCs never gain. `by`
 * fired the shot: the Sellsword's kill is `killer`'s, the player's, but a raid's Bounty is its
 * own (XS-NPC-05).
 */
function claimKill(
  ctx: Ctx,
  killer: SeatId,
  victim: Combatant,
  spoils: Spoils,
  by: Combatant = { seat: killer },
): void {
  const name = nameOf(ctx.content, victim);
  if (spoils.fame > 0) gainFame(ctx, killer, spoils.fame, 'combat');
  if (spoils.credits > 0) changeCredits(ctx, killer, spoils.credits, `destroyed ${name}`);
  const captain = captainAt(ctx, killer);
  if (spoils.bounty > 0) {
    changeCredits(ctx, killer, spoils.bounty, `bounty on ${name}`);
    emit(ctx, { type: 'BountyClaimed', seat: killer, from: copyOf(victim), amount: spoils.bounty });
    captain.record.bountyClaimed += spoils.bounty;
  } else if ('npc' in by) {
    changeNpcBounty(ctx, by.npc, RAIDING_BOUNTY, `raided ${name}`); // XS-NPC-05: the Sellsword's
  } else {
    changeBounty(ctx, killer, RAIDING_BOUNTY, `raided ${name}`);
  }
  captain.record.shipsDestroyed += 1;
  // XB-BNTY-01: an Outlaw had Bounty when destroyed; an outlaw NPC card counts without it.
  const outlaw =
    spoils.bounty > 0 || ('npc' in victim && npcCard(ctx.content, victim.npc).legal === 'outlaw');
  missionKill(ctx, killer, copyOf(victim), outlaw);
}

/**
 * Damage from `by` that got through to a captain's ship. If it destroys the ship and `killer` is
 * a captain who gains (null for an NPC, or a rammer destroyed too: XB-DEATH-07), the killer takes
 * Fame equal to the ship's tier and its Bounty, or raids an Innocent ship; in a solo game an
 * opponent's kill counts for the NPCs (XS-NPC-04, GAP-XS-02).
 */
export function woundShip(
  ctx: Ctx,
  seat: SeatId,
  damage: number,
  killer: SeatId | null,
  by: Combatant,
): void {
  const victim = captainAt(ctx, seat);
  const spoils: Spoils = {
    fame: victim.ship ? ctx.content.ship(victim.ship).tier : 0,
    credits: 0,
    bounty: victim.bounty,
  };
  if (!harmShip(ctx, seat, damage, false)) return;
  if (killer !== null) claimKill(ctx, killer, { seat }, spoils);
  else if ('npc' in by)
    npcKilled(ctx, by.npc, { seat }, { tier: spoils.fame, bounty: spoils.bounty });
}

/**
 * Damage that got through to an NPC: it goes on the card; at To Kill the NPC leaves the board to
 * respawn, its damage and Bounty cleared (XB-NPC-05, XB-BNTY-05). A captain `killer` takes its
 * On Kill Fame and credits and its Bounty, or raids it if it had none.
 */
export function woundNpc(
  ctx: Ctx,
  id: string,
  damage: number,
  by: Combatant,
  killer: SeatId | null,
): void {
  if (damage <= 0) return;
  const npc = npcDraft(ctx, id);
  const card = npcProfile(ctx.content, ctx.s, id); // XS-NPC-03: To Kill from its Stats side
  npc.damage += damage;
  emit(ctx, { type: 'NpcDamaged', npc: id, amount: damage, damage: npc.damage });
  if (npc.damage < card.toKill) return;
  // The Merchant's carried credits go to a captain who destroys it (npcKillReward).
  const spoils: Spoils = { ...npcKillReward(ctx.content, npc), bounty: npc.bounty };
  if (killer !== null) npc.credits = 0;
  npc.at = null;
  npc.damage = 0;
  npc.bounty = 0;
  npc.awaitingRespawn = true;
  emit(ctx, { type: 'NpcDestroyed', npc: id, by: copyOf(by) });
  if (killer === null) {
    // Solo: an NPC's kill of an NPC goes to the NPCs' side (XS-END-03, GAP-XS-02).
    if ('npc' in by) npcKilled(ctx, by.npc, { npc: id }, { tier: 0, bounty: spoils.bounty });
    return;
  }
  claimKill(ctx, killer, { npc: id }, spoils, by);
  offerRedraw(ctx, id); // solo: keep or re-draw its behaviour (XS-BEHV-06)
}
