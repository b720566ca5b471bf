/**
 * Excavate (XE-DEAD-01, XE-DEAD-02, XE-DEAD-04): an action on an Excavate space of a Dead World
 * whose site has not collapsed, with 2 orthogonally adjacent free hold cells. d20: 1-10 Ice
 * damage equal to the roll (no shield helps: Drift's decision, as the rulebook lets shields
 * block Quarry's and says nothing of Excavate's); 11-20 the top Relic of the site's stack, face
 * down, onto the first 2 free cells in reading order (the captain rearranges in Business).
 */
import type { RuleError } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import { actingSpace } from '../../../rules/cargo.ts';
import { hazardRoll } from '../../../rules/crossing.ts';
import { takeDamage } from '../../../rules/damage.ts';
import { captainAt, emit } from '../../../rules/effects.ts';
import { actionGuard, captainOf } from '../../../rules/guards.ts';
import { actingHex, endMove } from '../../../rules/movement.ts';
import { draftQuery, type Query, type Rule } from '../../../rules/rule.ts';
import { relicSpots, stowRelic } from '../cargo.ts';
import { stackSpaces } from './stock.ts';

/** The stack space of the site the captain acts on, if it acts on an Excavate space. */
export function siteOf(q: Query): Hex | undefined {
  const at = actingHex(q);
  if (!at || !actingSpace(q)?.excavate) return undefined;
  const sector = q.board.info(at)?.sector;
  const placed = q.board.sectors.find((p) => p.id === sector);
  return placed ? stackSpaces(q.content, placed)[0]?.[0] : undefined;
}

function refusal(q: Query): RuleError | undefined {
  const guard = actionGuard(q);
  if (guard) return guard;
  if (!q.state.worlds || !actingSpace(q)?.excavate)
    return {
      code: 'NotOnExcavateSpace',
      message: 'You must be on an Excavate space of a Dead World.',
    };
  const site = siteOf(q);
  if (!site || (q.state.worlds.relicStacks[hexKey(site)]?.length ?? 0) === 0)
    return { code: 'SiteCollapsed', message: 'This site has collapsed: nothing is left to dig.' };
  if (relicSpots(q.content, captainOf(q)).length === 0)
    return {
      code: 'HoldFull',
      message: 'You need 2 side-by-side free hold spaces for a Relic.',
    };
  return undefined;
}

export const excavate: Rule<'Excavate'> = {
  where: { phases: ['Action'] },
  candidates: () => [{ type: 'Excavate' }],
  check: refusal,
  run(ctx) {
    const seat = ctx.seat;
    const site = siteOf(draftQuery(ctx));
    endMove(ctx);
    const worlds = ctx.s.worlds;
    if (!site || !worlds) return;
    const face = hazardRoll(ctx, seat, 'excavate');
    const bad = face <= 10;
    emit(ctx, {
      type: 'HazardResolved',
      seat,
      hazard: 'excavate',
      face,
      outcome: bad ? 'damage' : 'safe',
      amount: bad ? face : 0,
    });
    if (bad) {
      takeDamage(ctx, seat, face, true, 'damage', true); // Ice damage (XE-DEAD-02)
      return;
    }
    const key = hexKey(site);
    const stack = worlds.relicStacks[key] ?? [];
    const relic = stack[stack.length - 1];
    const spot = relicSpots(ctx.content, captainAt(ctx, seat))[0];
    if (relic === undefined || !spot) return;
    worlds.relicStacks[key] = stack.slice(0, -1);
    stowRelic(ctx, seat, relic, spot);
    emit(ctx, {
      type: 'RelicTaken',
      seat,
      site: { q: site.q, r: site.r },
      at: [spot.at[0], spot.at[1]],
      turns: spot.turns,
      left: stack.length - 1,
    });
    if (stack.length === 1) emit(ctx, { type: 'SiteCollapsed', site: { q: site.q, r: site.r } }); // XE-DEAD-04
  },
};
