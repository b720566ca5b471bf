/**
 * Buying, selling and rearranging outfits: at setup in pick order, and in the Business Phase
 * (XB-OUTF-04..06, XB-SETUP-13). Each fits the hold grid or is refused.
 */
import type { RuleError } from '@drift/engine';
import { claimFreeOutfit, outfitPrice } from '../campaign/rewards.ts';
import { shedIfOver } from '../elements/f-outfits/missions.ts';
import { carryMods, holdRefusal, seatOn, shopOutfits } from '../elements/f-outfits/trade.ts';
import { elementOn } from '../elements/switches.ts';
import type { Captain, PlacedOutfit } from '../model/state.ts';
import { captainAt, changeCredits, emit } from './effects.ts';
import { captainOf, phaseGuard, setupGuard } from './guards.ts';
import { findOutfit, fits, outfitDamage, placements } from './hold.ts';
import { formatCredits } from './money.ts';
import type { Query, Rule } from './rule.ts';

/** Outfits change hands at setup (outfitting) or in the Business Phase. */
function shopGuard(q: Query): RuleError | undefined {
  return q.state.stage === 'outfitting' ? setupGuard(q, 'outfitting') : phaseGuard(q, 'Business');
}

export const buyOutfit: Rule<'BuyOutfit'> = {
  where: { stages: ['outfitting'], phases: ['Business'] },
  candidates(q) {
    if (shopGuard(q)) return [];
    const captain = captainOf(q);
    return shopOutfits(q.content, q.state)
      .filter(
        (o) =>
          outfitPrice(q.state, o) <= captain.credits && (q.state.supply.outfits[o.id] ?? 0) > 0,
      )
      .flatMap((o) =>
        placements(q.content, captain, o.id).map(({ at, turns }) => ({
          type: 'BuyOutfit' as const,
          kind: o.id,
          at,
          turns,
        })),
      );
  },
  check(q, { kind, at, turns }) {
    const guard = shopGuard(q);
    if (guard) return guard;
    const def = shopOutfits(q.content, q.state).find((o) => o.id === kind);
    if (!def) return { code: 'UnknownOutfit', message: `There is no outfit "${kind}".` };
    if ((q.state.supply.outfits[kind] ?? 0) === 0)
      return { code: 'SoldOut', message: `No ${def.name} is left in the supply.` };
    const captain = captainOf(q);
    const price = outfitPrice(q.state, def); // XC-CAMP-06: a reward may make it free
    if (captain.credits < price) {
      return {
        code: 'NotEnoughCredits',
        message: `${def.name} costs ${formatCredits(price)}; you have ${formatCredits(captain.credits)}.`,
      };
    }
    if (!fits(q.content, captain, kind, at, turns))
      return { code: 'HoldFull', message: `${def.name} does not fit in your hold there.` };
    return undefined;
  },
  run(ctx, { kind, at, turns }) {
    const def = ctx.content.outfit(kind);
    const uid = ctx.s.nextUid++;
    ctx.s.supply.outfits[kind] = (ctx.s.supply.outfits[kind] ?? 0) - 1;
    if (outfitPrice(ctx.s, def) === def.price)
      changeCredits(ctx, ctx.seat, -def.price, `bought ${def.name}`);
    else claimFreeOutfit(ctx, ctx.seat, kind, def.price); // XC-CAMP-06: a reward's free outfit
    const captain = captainAt(ctx, ctx.seat);
    const on = seatOn(ctx.content, captain, kind, at); // element F: a Mod over a use space
    captain.hold.outfits.push({ uid, kind, at: [at[0], at[1]], turns, ...(on && { on }) });
    emit(ctx, { type: 'OutfitBought', seat: ctx.seat, kind, uid, at: [at[0], at[1]], turns });
  },
};

/** A Business-Phase outfit the captain owns and that has no damage, or why not. */
function undamagedOutfit(
  q: Query,
  uid: number,
  damagedMessage: string,
  selling: boolean,
): { error: RuleError } | { captain: Captain; placed: PlacedOutfit } {
  const guard = phaseGuard(q, 'Business');
  if (guard) return { error: guard };
  const captain = captainOf(q);
  const placed = findOutfit(captain, uid);
  if (!placed) return { error: { code: 'NoSuchOutfit', message: 'You have no such outfit.' } };
  if (outfitDamage(q.content, captain.hold, placed) > 0)
    return { error: { code: 'OutfitDamaged', message: damagedMessage } };
  const held = holdRefusal(q.content, captain, placed, selling); // element F
  if (held) return { error: held };
  return { captain, placed };
}

export const sellOutfit: Rule<'SellOutfit'> = {
  where: { phases: ['Business'] },
  candidates(q) {
    if (phaseGuard(q, 'Business')) return [];
    return captainOf(q).hold.outfits.map((o) => ({ type: 'SellOutfit' as const, outfit: o.uid }));
  },
  check(q, { outfit }) {
    // XB-OUTF-06: only undamaged (repaired) outfits sell.
    const found = undamagedOutfit(q, outfit, 'Repair an outfit before selling it.', true);
    return 'error' in found ? found.error : undefined;
  },
  run(ctx, { outfit }) {
    const captain = captainAt(ctx, ctx.seat);
    const placed = captain.hold.outfits.find((o) => o.uid === outfit);
    if (!placed) return;
    const def = ctx.content.outfit(placed.kind);
    // Markers on its use spaces go back to Disarmed.
    captain.markers = captain.markers.map((m) =>
      m.at === 'used' && m.outfit === outfit ? { at: 'disarmed' } : m,
    );
    captain.hold.outfits = captain.hold.outfits.filter((o) => o.uid !== outfit);
    ctx.s.supply.outfits[placed.kind] = (ctx.s.supply.outfits[placed.kind] ?? 0) + 1;
    changeCredits(ctx, ctx.seat, def.sellPrice, `sold ${def.name}`);
    emit(ctx, { type: 'OutfitSold', seat: ctx.seat, kind: placed.kind, uid: outfit });
    if (elementOn(ctx.s, 'F')) shedIfOver(ctx, ctx.seat); // a sold M-Comp (XE-MOD-05)
  },
};

export const moveOutfit: Rule<'MoveOutfit'> = {
  where: { phases: ['Business'] },
  candidates(q) {
    if (phaseGuard(q, 'Business')) return [];
    const captain = captainOf(q);
    return captain.hold.outfits
      .filter((o) => outfitDamage(q.content, captain.hold, o) === 0)
      .flatMap((o) =>
        placements(q.content, captain, o.kind, o.uid)
          .filter(({ at, turns }) => at[0] !== o.at[0] || at[1] !== o.at[1] || turns !== o.turns)
          .map(({ at, turns }) => ({ type: 'MoveOutfit' as const, outfit: o.uid, at, turns })),
      );
  },
  check(q, { outfit, at, turns }) {
    // XB-OUTF-05: damaged outfits cannot be moved.
    const found = undamagedOutfit(q, outfit, 'Damaged outfits cannot be moved.', false);
    if ('error' in found) return found.error;
    const { captain, placed } = found;
    if (at[0] === placed.at[0] && at[1] === placed.at[1] && turns === placed.turns) {
      return { code: 'NothingToDo', message: 'The outfit is already there.' };
    }
    if (!fits(q.content, captain, placed.kind, at, turns, outfit))
      return { code: 'HoldFull', message: 'The outfit does not fit there.' };
    return undefined;
  },
  run(ctx, { outfit, at, turns }) {
    const captain = captainAt(ctx, ctx.seat);
    const placed = captain.hold.outfits.find((o) => o.uid === outfit);
    if (!placed) return;
    const on = seatOn(ctx.content, captain, placed.kind, at, outfit); // element F
    placed.at = [at[0], at[1]];
    placed.turns = turns;
    if (on) placed.on = on;
    else delete placed.on;
    carryMods(ctx.content, captain, placed);
    emit(ctx, { type: 'OutfitMoved', seat: ctx.seat, uid: outfit, at: [at[0], at[1]], turns });
  },
};
