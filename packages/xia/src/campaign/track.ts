/**
 * Keeping a campaign game's record as it is played (XC-CAMP-02..07): after every command, the
 * events it caused are read for the ships flown, the Fame earned by source and the watched
 * special rules broken; when the game is over, the goal is judged once. Reading the events in
 * one place keeps the base rules free of campaign hooks.
 */
import type { SeatId } from '@drift/engine';
import type { XiaEvent } from '../events.ts';
import { emit } from '../rules/effects.ts';
import { formatCredits } from '../rules/money.ts';
import type { Ctx } from '../rules/rule.ts';
import { goalCard } from './goals/content.ts';
import type { GoalRuleDef } from './goals/schema.ts';
import { goalVerdict } from './rules.ts';

/** The campaign's captain: a campaign game is solo (XC-CAMP-01). */
export const PLAYER: SeatId = 0;

/** Breaks the goal's rule of `kind` in `turn`, once, if the goal has one (XC-CAMP-07). */
function breakRule(ctx: Ctx, kind: GoalRuleDef['kind'], reason: string, turn: number): void {
  const c = ctx.s.campaign;
  if (!c?.goal) return;
  const rule = goalCard(c.goal).rules.findIndex((r) => r.kind === kind);
  if (rule < 0 || c.broken.some((b) => b.rule === rule)) return;
  c.broken.push({ rule, reason, turn });
  emit(ctx, { type: 'GoalBroken', seat: PLAYER, goal: c.goal, rule, reason });
}

/** What one event, in `turn`, means for the campaign's record. */
function read(ctx: Ctx, e: XiaEvent, turn: number): void {
  const c = ctx.s.campaign;
  if (!c) return;
  switch (e.type) {
    case 'ShipChosen':
    case 'ShipBought':
      if (e.seat === PLAYER) c.ships.push(e.ship); // XC-CAMP-02, XC-CAMP-04
      return;
    case 'FameGained':
      if (e.seat === PLAYER) c.fame[e.source] = (c.fame[e.source] ?? 0) + e.amount;
      return;
    case 'ShipDestroyed':
      if (e.seat === PLAYER)
        breakRule(ctx, 'noDeaths', `your ship was destroyed (${e.cause})`, turn);
      return;
    case 'BountyChanged':
      if (e.seat === PLAYER && e.bounty > 0)
        breakRule(ctx, 'neverOutlaw', `Bounty of ${formatCredits(e.bounty)}: ${e.reason}`, turn);
      return;
    default:
      return;
  }
}

/** Brings the campaign's record up to date with the command just played. */
export function trackCampaign(ctx: Ctx): void {
  const c = ctx.s.campaign;
  if (!c) return;
  // The turn each event happened in: the command may have started later turns.
  let turn = ctx.s.turn.number - ctx.events.filter((e) => e.type === 'TurnStarted').length;
  for (const e of ctx.events) {
    if (e.type === 'TurnStarted') turn = e.number;
    read(ctx, e, turn);
  }
  // Kills are read from the record, which counts the Sellsword's as the player's (XS-NPC-05).
  if ((ctx.s.captains[PLAYER]?.record.shipsDestroyed ?? 0) > 0)
    breakRule(ctx, 'noKills', 'a ship was destroyed by you or your Sellsword', turn);
  if (ctx.s.stage !== 'finished' || c.result !== null) return;
  const result = goalVerdict(ctx.s);
  c.result = { met: result.met, reasons: [...result.reasons] };
  emit(ctx, { type: 'GoalSettled', seat: PLAYER, goal: c.goal, ...result });
}
