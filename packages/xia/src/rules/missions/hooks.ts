/**
 * What other rules tell the mission rules: a ship destroyed by a captain (Bounty Hunter and
 * Assassin objectives, XB-MTYP-03, XB-MTYP-06), a captain's ship destroyed (missions discarded,
 * XB-DEATH-02).
 */
import type { SeatId } from '@drift/engine';
import { npcAssassinPayment } from '../../elements/d-two-players/targets.ts';
import { discardUnsorted } from '../../elements/g-streamlines/draw.ts';
import { elementOn } from '../../elements/switches.ts';
import type { Combatant } from '../../model/state.ts';
import { captainAt, emit } from '../effects.ts';
import type { Ctx } from '../rule.ts';
import { recover } from './attempts.ts';
import { missionDef } from './cards.ts';
import { objectiveDone } from './outcome.ts';
import { assassinPayment } from './payment.ts';

/**
 * Captain `killer` destroyed `victim`, an Outlaw (XB-BNTY-01) if `outlaw`: the combat rules know,
 * having read its Bounty before the kill cleared or claimed it. Call it once per kill, from the
 * command that destroyed the ship. An Outlaw victim lets the killer's Bounty Hunter mission roll
 * to recover the remains (XB-MTYP-03); the victim of the killer's Assassin mission completes its
 * objective, paid by the target's tier (XB-MTYP-06).
 */
export function missionKill(ctx: Ctx, killer: SeatId, victim: Combatant, outlaw: boolean): void {
  // A copy: a failed recovery may remove the mission from the list.
  for (const mission of [...captainAt(ctx, killer).missions.active]) {
    if (mission.stage !== 'objective') continue;
    const def = missionDef(ctx.content, mission.card);
    if (def.type === 'bountyHunter' && outlaw) {
      recover(ctx, killer, mission.card, def);
    } else if (def.type === 'assassin' && 'seat' in victim && mission.target === victim.seat) {
      const ship = captainAt(ctx, victim.seat).ship;
      objectiveDone(ctx, killer, mission.card, assassinPayment(ctx.content, def, ship));
    } else if (def.type === 'assassin' && 'npc' in victim && mission.targetNpc === victim.npc) {
      objectiveDone(ctx, killer, mission.card, npcAssassinPayment(def)); // XE-2P-02
    }
  }
}

/**
 * Captain `seat`'s ship was destroyed: its active missions go to the discard pile, and so do
 * cards it drew and had not yet kept (XB-DEATH-02, GAP-XB-17). Completed missions stay.
 * destroyShip then drops the seat's prompts, the KeepMission one with them.
 */
export function discardMissions(ctx: Ctx, seat: SeatId): void {
  const missions = captainAt(ctx, seat).missions;
  for (const { card, revealed } of missions.active) {
    ctx.s.decks.missionDiscard.push(card);
    emit(ctx, { type: 'MissionDiscarded', seat, revealed, card });
  }
  missions.active = [];
  if (elementOn(ctx.s, 'G')) discardUnsorted(ctx, seat); // XE-RULE-03
  for (const prompt of ctx.s.prompts) {
    if (prompt.kind === 'KeepMission' && prompt.seat === seat) {
      ctx.s.decks.missionDiscard.push(...prompt.cards);
    }
  }
}
