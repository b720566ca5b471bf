/**
 * What happens when a ship crosses a hex edge: the borders on it (XB-BORDER-01..08) and the
 * planet entrances (XB-PLAN-01..03). One step crosses one edge; an edge between two tiles may
 * carry a border from each side, resolved in turn.
 */
import type { SeatId } from '@drift/engine';
import { directionBetween, edgeBetween, type Hex, hexEquals } from '@drift/engine/hex';
import type { Border } from '../board/board.ts';
import { eventModifier } from '../elements/a-events/hooks.ts';
import { arrived } from '../elements/e-paths/arrive.ts';
import { entranceBounty } from '../solo/bounty.ts';
import { takeDamage } from './damage.ts';
import { destroyShip } from './destruction.ts';
import { captainAt, changeBounty, emit, roll } from './effects.ts';
import { strike } from './hazards.ts';
import type { Ctx, Query } from './rule.ts';
import { isOutlaw } from './status.ts';
import { skillBonus } from './titles.ts';
import { claimToken } from './tokens.ts';

/** The borders a step from `from` to `to` crosses, with whether it enters each one's region. */
export function crossedBorders(
  q: Pick<Query, 'board'>,
  from: Hex,
  to: Hex,
): { border: Border; entering: boolean }[] {
  const edge = edgeBetween(from, to);
  if (!edge) return [];
  return q.board
    .bordersOn(edge)
    .map((border) => ({ border, entering: hexEquals(border.inside, to) }));
}

/** Why a ship may not make this step at all (an Outlaw at a Lawful entrance, XB-BNTY-02), if so. */
export function stepBarred(q: Query, from: Hex, to: Hex): string | undefined {
  const captain = q.state.captains[q.seat];
  if (!captain) return undefined;
  // crossedBorders, read in place: no edge key, no list of pairs.
  const d = directionBetween(from, to);
  if (d === undefined) return undefined;
  const borders = q.board.bordersAt(from, d);
  for (let i = 0; i < borders.length; i++) {
    const border = borders[i] as Border;
    if (
      border.kind === 'entrance' &&
      hexEquals(border.inside, to) &&
      border.region.legal === 'lawful' &&
      isOutlaw(captain)
    ) {
      return `Outlaws may not use ${border.region.name}'s entrance.`;
    }
  }
  return undefined;
}

/**
 * A hazard d20: rolled twice keeping the better when an ability prepared it, plus any Title
 * skill bonus, never above 20; natural faces still score Luck.
 */
export function hazardRoll(ctx: Ctx, seat: SeatId, purpose: string): number {
  let face = roll(ctx, seat, 20, purpose);
  if (ctx.s.turn.seat === seat && ctx.s.turn.boosts.hazardAdvantage) {
    ctx.s.turn.boosts.hazardAdvantage = false;
    face = Math.max(face, roll(ctx, seat, 20, `${purpose} (second roll)`));
  }
  const bonus = skillBonus(ctx.content, captainAt(ctx, seat), 'hazardRoll');
  return Math.max(1, Math.min(20, face + bonus + eventModifier(ctx.s, 'hazardRoll'))); // XE-EVENT-03
}

/** Counts a hazard survived, if the ship is still on the board. */
function survived(ctx: Ctx, seat: SeatId): void {
  const captain = captainAt(ctx, seat);
  if (captain.at !== null) captain.record.hazardsSurvived += 1;
}

/**
 * Moves a ship one step, resolving every border on the edge; a planetary shield may stop it
 * short, a hazard may destroy it.
 */
export function crossStep(ctx: Ctx, seat: SeatId, from: Hex, to: Hex, left: number): void {
  const crossings = crossedBorders({ board: ctx.board() }, from, to);
  // Planetary shields are rolled before the ship passes (XB-BORDER-04, GAP-XB-06).
  for (const { border } of crossings.filter((c) => c.border.kind === 'shield')) {
    const face = hazardRoll(ctx, seat, 'planetary shield');
    if (face <= 10) {
      emit(ctx, {
        type: 'HazardResolved',
        seat,
        hazard: 'planetary shield',
        face,
        outcome: 'stopped',
        amount: face,
      });
      takeDamage(ctx, seat, face, true);
      survived(ctx, seat);
      return;
    }
    const stealthy = ctx.s.turn.seat === seat && ctx.s.turn.boosts.stealth;
    if (stealthy) ctx.s.turn.boosts.stealth = false;
    if (face <= 17 && !stealthy) {
      emit(ctx, {
        type: 'HazardResolved',
        seat,
        hazard: 'planetary shield',
        face,
        outcome: 'bounty',
        amount: 1000,
      });
      changeBounty(ctx, seat, 1000, `evaded ${border.region.name}'s shield`);
    } else {
      emit(ctx, {
        type: 'HazardResolved',
        seat,
        hazard: 'planetary shield',
        face,
        outcome: 'undetected',
        amount: 0,
      });
    }
    survived(ctx, seat);
  }
  const captain = captainAt(ctx, seat);
  const wasInnocent = !isOutlaw(captain);
  captain.at = { q: to.q, r: to.r };
  emit(ctx, {
    type: 'Moved',
    seat,
    from: { q: from.q, r: from.r },
    to: { q: to.q, r: to.r },
    left,
  });
  const region = ctx.board().info(to)?.region;
  if (region?.kind === 'planet' && !captain.record.planetsVisited.includes(region.name)) {
    captain.record.planetsVisited.push(region.name);
  }
  for (const { border, entering } of crossings) {
    if (!entering) continue;
    switch (border.kind) {
      case 'star':
        destroyShip(ctx, seat, 'star'); // XB-BORDER-02
        return;
      case 'debris': {
        const face = hazardRoll(ctx, seat, 'debris field'); // XB-BORDER-08
        const deadly = face <= 3;
        emit(ctx, {
          type: 'HazardResolved',
          seat,
          hazard: 'debris field',
          face,
          outcome: deadly ? 'destroyed' : 'safe',
          amount: 0,
        });
        if (deadly) {
          destroyShip(ctx, seat, 'debris');
          return;
        }
        survived(ctx, seat);
        break;
      }
      case 'asteroid':
      case 'nebula': {
        // XB-BORDER-03 (damage), XB-BORDER-06 (Energy loss): 1-10 hurts by the roll.
        const hazard = border.kind === 'asteroid' ? 'asteroid field' : 'nebula';
        const face = hazardRoll(ctx, seat, hazard);
        const hit = face <= 10;
        const outcome = !hit ? 'safe' : border.kind === 'asteroid' ? 'damage' : 'energyLoss';
        emit(ctx, { type: 'HazardResolved', seat, hazard, face, outcome, amount: hit ? face : 0 });
        if (hit) strike(ctx, seat, border.kind, face);
        survived(ctx, seat);
        break;
      }
      case 'ice': {
        // XE-ICEA-01: 1-10 is that much Ice damage, which shields may block; leaving is safe (GAP-XE-12).
        const face = hazardRoll(ctx, seat, 'ice asteroid field');
        const hit = face <= 10;
        emit(ctx, {
          type: 'HazardResolved',
          seat,
          hazard: 'ice asteroid field',
          face,
          outcome: hit ? 'damage' : 'safe',
          amount: hit ? face : 0,
        });
        if (hit) strike(ctx, seat, 'ice', face);
        survived(ctx, seat);
        break;
      }
      case 'entrance':
        // XB-PLAN-02: an Innocent ship entering an Outlaw planet's entrance becomes an Outlaw;
        // XS-BNTY-01: solo, every entry adds Bounty.
        if (border.region.legal === 'outlaw' && entranceBounty(ctx.s, wasInnocent))
          changeBounty(ctx, seat, 1000, `entered ${border.region.name}`);
        break;
      case 'shield':
      case 'gate':
        break;
    }
  }
  claimToken(ctx, seat); // XB-EXPL-03: entering claims, passing through too
  arrived(ctx, seat, from, to); // element E: comets and gravity paths
}
