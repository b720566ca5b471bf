/**
 * Private Eye (Lawful, XE-MTYP-03): at the named Mission Point an action reveals the card and
 * gathers intel: the top 3 mission cards are drawn and discarded face up (fewer when deck and
 * discard pile hold fewer), and the card's payment for the number of Outlaw cards among them is
 * placed on it. The intel is then delivered like any objective done.
 */
import type { SeatId } from '@drift/engine';
import type { MissionDef } from '../../content/schema.ts';
import { emit } from '../../rules/effects.ts';
import { isOutlawMission, missionDef } from '../../rules/missions/cards.ts';
import { DRAW_COUNT, drawOne } from '../../rules/missions/draw.ts';
import { objectiveDone } from '../../rules/missions/outcome.ts';
import type { Ctx } from '../../rules/rule.ts';

type PrivateEye = Extract<MissionDef, { type: 'privateEye' }>;

export function gatherIntel(ctx: Ctx, seat: SeatId, card: string, def: PrivateEye): void {
  const drawn: string[] = [];
  for (let i = 0; i < DRAW_COUNT; i++) {
    const top = drawOne(ctx);
    if (top === undefined) break;
    drawn.push(top);
  }
  ctx.s.decks.missionDiscard.push(...drawn);
  const outlaw = drawn.filter((id) => isOutlawMission(missionDef(ctx.content, id))).length;
  emit(ctx, { type: 'IntelGathered', seat, card, drawn, outlaw });
  objectiveDone(ctx, seat, card, def.payByOutlaw[outlaw] ?? def.payByOutlaw[0]);
}
