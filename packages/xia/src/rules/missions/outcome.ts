/**
 * How a mission ends up: the mission d20, the objective done (card revealed with its payment,
 * XB-MISS-02), delivered (payment, Fame, crime Bounty, XB-MISS-03, XB-FAME-03, XB-BNTY-03) or
 * failed (discarded, crime Bounty), with Experience offered first when it can help (XB-MISS-04).
 */
import type { SeatId } from '@drift/engine';
import { withMissionBonus } from '../../campaign/upgrades/mission.ts';
import { eventModifier } from '../../elements/a-events/hooks.ts';
import { captainAt, changeBounty, changeCredits, emit, gainFame, roll } from '../effects.ts';
import type { Ctx } from '../rule.ts';
import { skillBonus } from '../titles.ts';
import { draftMission, isOutlawMission, missionDef } from './cards.ts';

/**
 * Rolls a mission d20 for `seat`: the face (a natural 20 scores Luck) plus any Title
 * `missionRoll` skill and the pending fixer boost, which this roll spends.
 */
export function missionRoll(ctx: Ctx, seat: SeatId, purpose: string): number {
  const face = roll(ctx, seat, 20, purpose);
  const captain = captainAt(ctx, seat);
  // Mission d20s are rolled in the roller's own turn, so the turn's boost is theirs.
  const boosts = ctx.s.turn.boosts;
  const total =
    face +
    skillBonus(ctx.content, captain, 'missionRoll') +
    boosts.missionBonus +
    eventModifier(ctx.s, 'missionRoll'); // XE-EVENT-03
  boosts.missionBonus = 0;
  return withMissionBonus(ctx, seat, total); // XC-UPG-05, GAP-XC-04
}

/** The objective is done: the card turns face up with its payment on it (XB-MISS-02). */
export function objectiveDone(ctx: Ctx, seat: SeatId, card: string, payment: number): void {
  const mission = draftMission(ctx, seat, card);
  mission.stage = 'deliver';
  mission.revealed = true;
  mission.payment = payment;
  emit(ctx, { type: 'MissionRevealed', seat, card, payment });
}

/**
 * A mission d20 failed. The card is shown (the table judges the roll against it); a captain
 * with a completed mission of the same type may discard it to re-roll (XB-MISS-04), else the
 * mission fails.
 */
export function rollFailed(ctx: Ctx, seat: SeatId, card: string): void {
  draftMission(ctx, seat, card).revealed = true;
  const type = missionDef(ctx.content, card).type;
  const captain = captainAt(ctx, seat);
  const options = captain.missions.completed.filter(
    (id) => missionDef(ctx.content, id).type === type,
  );
  if (options.length > 0) {
    ctx.s.prompts.push({ kind: 'UseExperience', seat, mission: card, options });
  } else {
    failMission(ctx, seat, card);
  }
}

function removeActive(ctx: Ctx, seat: SeatId, card: string): void {
  const missions = captainAt(ctx, seat).missions;
  missions.active = missions.active.filter((m) => m.card !== card);
}

/** The mission fails: discarded, with the crime Bounty of an Outlaw card (XB-BNTY-03). */
export function failMission(ctx: Ctx, seat: SeatId, card: string): void {
  const def = missionDef(ctx.content, card);
  removeActive(ctx, seat, card);
  ctx.s.decks.missionDiscard.push(card);
  const bounty = 'crime' in def ? def.crime.fail : 0; // only Outlaw cards name a crime
  emit(ctx, { type: 'MissionFailed', seat, card, bounty });
  if (bounty > 0) changeBounty(ctx, seat, bounty, 'failed mission');
}

/**
 * Delivered: the payment is collected, 1 Fame (XB-FAME-03), the crime Bounty of an Outlaw card
 * (XB-BNTY-03); the card goes to the completed pile for Experience (GAP-XB-17).
 */
export function deliverMission(ctx: Ctx, seat: SeatId, card: string, payment: number): void {
  const def = missionDef(ctx.content, card);
  removeActive(ctx, seat, card);
  const captain = captainAt(ctx, seat);
  captain.missions.completed.push(card);
  if (isOutlawMission(def)) captain.record.missionsCompleted.outlaw += 1;
  else captain.record.missionsCompleted.lawful += 1;
  emit(ctx, { type: 'MissionCompleted', seat, card, payment });
  changeCredits(ctx, seat, payment, 'mission'); // every payment is positive (content schema)
  gainFame(ctx, seat, 1, 'mission');
  if ('crime' in def && def.crime.complete > 0) {
    changeBounty(ctx, seat, def.crime.complete, 'mission crime');
  }
}
