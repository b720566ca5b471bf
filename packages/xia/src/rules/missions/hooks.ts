/**
 * What other rules tell the mission rules: a ship destroyed by a captain (Bounty Hunter and
 * Assassin objectives, XB-MTYP-03, XB-MTYP-06), a captain's ship destroyed (missions discarded,
 * XB-DEATH-02).
 */
import type { SeatId } from '@drift/engine';
import type { Combatant } from '../../model/state.ts';
import { captainAt, emit } from '../effects.ts';
import type { Ctx } from '../rule.ts';
import { recover } from './attempts.ts';
import { missionDef } from './cards.ts';
import { objectiveDone } from './outcome.ts';
import { assassinPayment } from './payment.ts';

/** The same ship or NPC. */
function same(a: Combatant, b: Combatant): boolean {
  return 'seat' in a ? 'seat' in b && a.seat === b.seat : 'npc' in b && a.npc === b.npc;
}

/**
 * Whether a destroyed ship was an Outlaw (XB-BNTY-01): it still carries Bounty, or this very
 * command cleared or claimed its Bounty (XB-BNTY-04, XB-BNTY-05), or it is an outlaw NPC card.
 */
function wasOutlaw(ctx: Ctx, victim: Combatant): boolean {
  const claimed = ctx.events.some(
    (e) =>
      (e.type === 'BountyClaimed' && same(e.from, victim)) ||
      (e.type === 'BountyChanged' &&
        'seat' in victim &&
        e.seat === victim.seat &&
        e.reason === 'ship destroyed' &&
        e.amount < 0),
  );
  if (claimed) return true;
  if ('seat' in victim) return (ctx.s.captains[victim.seat]?.bounty ?? 0) > 0;
  const npc = ctx.s.npcs.find((n) => n.id === victim.npc);
  const def = ctx.content.pack.npcs.find((n) => n.id === victim.npc);
  return (npc?.bounty ?? 0) > 0 || def?.legal === 'outlaw';
}

/**
 * Captain `killer` destroyed `victim`. Call it once per kill, from the command that destroyed
 * the ship, before or after the victim's destruction and Bounty claim. An Outlaw victim lets the
 * killer's Bounty Hunter mission roll to recover the remains (XB-MTYP-03); the victim of the
 * killer's Assassin mission completes its objective, paid by the target's tier (XB-MTYP-06).
 */
export function missionKill(ctx: Ctx, killer: SeatId, victim: Combatant): void {
  const captain = ctx.s.captains[killer];
  if (!captain) return;
  for (const mission of [...captain.missions.active]) {
    if (mission.stage !== 'objective') continue;
    const def = missionDef(ctx.content, mission.card);
    if (def.type === 'bountyHunter' && wasOutlaw(ctx, victim)) {
      recover(ctx, killer, mission.card);
    } else if (def.type === 'assassin' && 'seat' in victim && mission.target === victim.seat) {
      const ship = ctx.s.captains[victim.seat]?.ship ?? null;
      objectiveDone(ctx, killer, mission.card, assassinPayment(ctx.content, def, ship));
    }
  }
}

/**
 * Captain `seat`'s ship was destroyed: its active missions go to the discard pile, and so do
 * cards it drew and had not yet kept (XB-DEATH-02, GAP-XB-17). Completed missions stay.
 */
export function discardMissions(ctx: Ctx, seat: SeatId): void {
  const missions = captainAt(ctx, seat).missions;
  for (const { card, revealed } of missions.active) {
    ctx.s.decks.missionDiscard.push(card);
    emit(ctx, { type: 'MissionDiscarded', seat, revealed, card });
  }
  missions.active = [];
  for (const prompt of ctx.s.prompts) {
    if (prompt.kind === 'KeepMission' && prompt.seat === seat) {
      ctx.s.decks.missionDiscard.push(...prompt.cards);
    }
  }
  ctx.s.prompts = ctx.s.prompts.filter((p) => !(p.kind === 'KeepMission' && p.seat === seat));
}
