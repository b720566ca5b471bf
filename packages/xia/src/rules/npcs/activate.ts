/**
 * When NPCs act: each once per round, right after its holder's turn (XB-NPC-02); an NPC dealt
 * to nobody right after the round's last turn. A destroyed NPC respawns first, then acts
 * (XB-NPC-03, XB-RESP-01). An NPC whose home is not on the board yet does nothing.
 */
import type { SeatId } from '@drift/engine';
import { npcCard, npcDraft } from '../combat/combatants.ts';
import type { Ctx } from '../rule.ts';
import { enforcerActs, merchantActs, scoundrelActs } from './behaviour.ts';
import { respawnNpc } from './spawn.ts';

/** Commands whose NPCs are acting now: the turn that ended cannot end again meanwhile. */
const acting = new WeakSet<Ctx>();

/**
 * Whether NPCs are acting in this command. A captain destroyed by an NPC's attack while they
 * act must not end the turn a second time (XB-DEATH-03): it is already over.
 */
export function npcsActing(ctx: Ctx): boolean {
  return acting.has(ctx);
}

/** NPC `id` acts: respawns if it was destroyed (its roll made by `roller`), then moves and fires. */
export function activateNpc(ctx: Ctx, id: string, roller: SeatId): void {
  const npc = npcDraft(ctx, id);
  if (npc.awaitingRespawn) respawnNpc(ctx, id, roller);
  if (npc.at === null) return;
  switch (npcCard(ctx.content, id).behaviour) {
    case 'enforcer':
      enforcerActs(ctx, id);
      break;
    case 'scoundrel':
      scoundrelActs(ctx, id);
      break;
    case 'merchant':
      merchantActs(ctx, id);
      break;
    case 'sellsword': // only in solo, where solo/npc-turn.ts plays it by its Behavior card
      break;
  }
}

/**
 * The seat whose turn closes a round: the one before the first player, who is the last to have
 * chosen a ship (XB-SETUP-14, XB-TURN-04).
 */
export function lastSeatOfRound(ctx: Ctx): SeatId {
  const seats = ctx.s.captains.length;
  const first = ctx.s.pickOrder[ctx.s.pickOrder.length - 1] ?? 0;
  return (first - 1 + seats) % seats;
}

/**
 * The NPCs that act after `seat`'s turn, played or skipped, in the order they were dealt: those
 * it holds, then, after the round's last turn, those nobody holds (XB-NPC-02, GAP-XB-19).
 */
export function npcsAfterTurn(ctx: Ctx, seat: SeatId): void {
  const closesRound = seat === lastSeatOfRound(ctx);
  const ids = ctx.s.npcs
    .filter((n) => n.holder === seat || (n.holder === null && closesRound))
    .map((n) => n.id);
  acting.add(ctx);
  try {
    for (const id of ids) activateNpc(ctx, id, seat);
  } finally {
    acting.delete(ctx);
  }
}
