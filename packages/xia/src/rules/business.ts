/**
 * The Business Phase on a planet, besides outfits (outfits.ts): recharging, repairing,
 * rearranging cargo, buying the next ship and buying Fame (XB-BIZ-01, XB-BIZ-02).
 */

import type { RuleError } from '@drift/engine';
import { noteShipDiscount } from '../campaign/rewards.ts';
import { shipDiscount } from '../campaign/upgrades/ability.ts';
import { shedIfOver } from '../elements/f-outfits/missions.ts';
import { syncIce } from '../elements/ice/index.ts';
import { shipCard } from '../elements/ship-card.ts';
import { elementOn } from '../elements/switches.ts';
import { covers } from '../model/cargo-cells.ts';
import { sameCell } from '../model/grid.ts';
import type { Captain, Cell } from '../model/state.ts';
import { upgradeKeepsBounty } from '../solo/bounty.ts';
import { captainAt, changeCredits, changeEnergy, emit, energyMax, gainFame } from './effects.ts';
import { captainOf, phaseGuard } from './guards.ts';
import { freeCells } from './hold.ts';
import { formatCredits } from './money.ts';
import { refit } from './refit.ts';
import type { Query, Rule } from './rule.ts';
import { nextShipTier, shipChoices, shipPrice, takenBy } from './shipyard.ts';
import { skillBonus } from './titles.ts';

function credits(amount: number): string {
  return formatCredits(amount);
}

function short(price: number, have: number, what: string): RuleError {
  return {
    code: 'NotEnoughCredits',
    message: `${what} costs ${credits(price)}; you have ${credits(have)}.`,
  };
}

function tierOf(q: Pick<Query, 'content'>, captain: Captain): number {
  return captain.ship ? q.content.ship(captain.ship).tier : 0;
}

/** Recharge: Energy to the maximum, free (XB-ENRG-02). */
export const recharge: Rule<'Recharge'> = {
  where: { phases: ['Business'] },
  candidates: () => [{ type: 'Recharge' }],
  check(q) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const captain = captainOf(q);
    if (captain.energy >= energyMax(q.content, captain))
      return { code: 'NothingToDo', message: 'Your Energy is already full.' };
    return undefined;
  },
  run(ctx) {
    // XB-ENRG-02: free, up to the maximum.
    const captain = captainAt(ctx, ctx.seat);
    changeEnergy(ctx, ctx.seat, energyMax(ctx.content, captain) - captain.energy, 'recharged');
  },
};

/** What a repair costs this captain: by ship tier, less any Title discount, never below 0 (XB-HOLD-04). */
export function repairPrice(q: Pick<Query, 'content'>, captain: Captain): number {
  const [t1, t2, t3] = q.content.pack.info.prices.repair;
  const base = [t1, t2, t3][tierOf(q, captain) - 1] ?? t1;
  return Math.max(0, base - skillBonus(q.content, captain, 'repairDiscount'));
}

/** Repair: every damage marker removed for the tier price (XB-HOLD-04). */
export const repair: Rule<'Repair'> = {
  where: { phases: ['Business'] },
  candidates: () => [{ type: 'Repair' }],
  check(q) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const captain = captainOf(q);
    if (captain.hold.damage.length === 0)
      return { code: 'NoDamage', message: 'Your ship has no damage to repair.' };
    const price = repairPrice(q, captain);
    if (captain.credits < price) return short(price, captain.credits, 'A repair');
    return undefined;
  },
  run(ctx) {
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    const price = repairPrice(ctx, captain);
    if (price > 0) changeCredits(ctx, seat, -price, 'repaired the ship');
    const removed = captain.hold.damage.length;
    captain.hold.damage = [];
    syncIce(captain.hold); // Ice damage is repaired as normal damage (XE-ICE-01)
    emit(ctx, { type: 'Repaired', seat, removed });
  },
};

/** MoveCargo: one cube to another free hold space (XB-OUTF-05). */
export const moveCargo: Rule<'MoveCargo'> = {
  where: { phases: ['Business'] },
  candidates(q) {
    if (phaseGuard(q, 'Business')) return [];
    const captain = captainOf(q);
    const free = freeCells(q.content, captain);
    return captain.hold.cargo.flatMap((c) =>
      (c.kind === 'relic' ? [] : free).map((to) => ({
        type: 'MoveCargo' as const,
        from: [c.at[0], c.at[1]] as Cell,
        to: [to[0], to[1]] as Cell,
      })),
    );
  },
  check(q, { from, to }) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const captain = captainOf(q);
    if (!captain.hold.cargo.some((c) => c.kind !== 'relic' && sameCell(c.at, from)))
      return {
        code: 'NoCubeThere',
        message: captain.hold.cargo.some((c) => covers(c, from))
          ? 'A Relic is moved whole, with MoveRelic.'
          : 'There is no cube in that hold space.',
      };
    // XB-OUTF-05: rearranging is free; a cube goes to an empty, undamaged space.
    if (!freeCells(q.content, captain).some((c) => sameCell(c, to))) {
      return {
        code: 'CellNotFree',
        message: 'A cube can only go to an empty, undamaged space of your hold.',
      };
    }
    return undefined;
  },
  run(ctx, { from, to }) {
    const captain = captainAt(ctx, ctx.seat);
    captain.hold.cargo = captain.hold.cargo.map((c) =>
      c.kind === 'cube' && sameCell(c.at, from)
        ? { kind: c.kind, colour: c.colour, at: [to[0], to[1]] }
        : c.kind === 'ember' && sameCell(c.at, from)
          ? { kind: 'ember', at: [to[0], to[1]] }
          : c,
    );
    emit(ctx, {
      type: 'CargoMoved',
      seat: ctx.seat,
      from: [from[0], from[1]],
      to: [to[0], to[1]],
    });
  },
};

/** BuyShip: the next tier up, keeping what transfers (XB-SHIPBUY-01, XB-SHIPBUY-02, XB-FAME-06). */
export const buyShip: Rule<'BuyShip'> = {
  where: { phases: ['Business'] },
  candidates(q) {
    if (phaseGuard(q, 'Business')) return [];
    return shipChoices(q).map((s) => ({ type: 'BuyShip' as const, ship: s.id }));
  },
  check(q, { ship }) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const def = q.content.pack.ships.find((s) => s.id === ship);
    if (!def) return { code: 'UnknownShip', message: `There is no ship "${ship}".` };
    const captain = captainOf(q);
    // XB-SHIPBUY-01, GAP-XB-12: exactly one tier up per purchase; XC-UPG-09: Tier 3 to Tier 1.
    const next = nextShipTier(q.state.options, tierOf(q, captain));
    if (def.tier !== next) {
      return {
        code: 'NotNextTier',
        message:
          next === null
            ? 'Your ship is already of the highest tier.'
            : `You can only buy a Tier ${next} ship; ${def.name} is Tier ${def.tier}.`,
      };
    }
    if (takenBy(q, ship))
      return { code: 'ShipTaken', message: `Another captain already flies the ${def.name}.` };
    if (!shipChoices(q).some((s) => s.id === ship))
      return { code: 'ShipNotOffered', message: `The ${def.name} is not yours to buy now.` };
    const price = shipPrice(q.state.options, def); // XC-UPG-08, XC-CAMP-06
    if (captain.credits < price) return short(price, captain.credits, def.name);
    return undefined;
  },
  run(ctx, { ship }) {
    const seat = ctx.seat;
    const def = ctx.content.ship(ship);
    const price = shipPrice(ctx.s.options, def); // XC-UPG-08, XC-CAMP-06
    noteShipDiscount(ctx, seat, def); // a completed goal's reward
    const off = shipDiscount(ctx.s.options, def);
    if (off > 0)
      emit(ctx, { type: 'UpgradeBonus', seat, track: 'ability', on: 'ship', amount: off });
    changeCredits(ctx, seat, -price, `bought the ${def.name}`);
    const captain = captainAt(ctx, seat);
    captain.ship = ship;
    emit(ctx, { type: 'ShipBought', seat, ship });
    // XB-SHIP-04: ability cards carry over, and the new ship's card joins them.
    const card = shipCard(ctx.s, ctx.content, def); // XE-RULE-07, XE-2P-03
    if (!captain.abilities.some((a) => a.id === card))
      captain.abilities.push({ id: card, exhausted: false });
    // XB-SHIPBUY-02, XB-BNTY-05: damage and Bounty stay with the old ship; solo, the Bounty
    // moves to the new one (XS-BNTY-02).
    captain.hold.damage = [];
    syncIce(captain.hold);
    if (captain.bounty > 0 && !upgradeKeepsBounty(ctx.s)) {
      const cleared = captain.bounty;
      captain.bounty = 0;
      emit(ctx, { type: 'BountyChanged', seat, amount: -cleared, reason: 'new ship', bounty: 0 });
    }
    refit(ctx, seat);
    if (elementOn(ctx.s, 'F')) shedIfOver(ctx, seat); // an M-Comp lost to the refit (XE-MOD-05)
    // Drift's decision: a new ship comes with a full Energy meter, as at setup (XB-SETUP-12).
    changeEnergy(ctx, seat, energyMax(ctx.content, captain) - captain.energy, 'new ship');
    gainFame(ctx, seat, 1, 'ship'); // XB-FAME-06
  },
};

/** BuyFame: 1 Fame for the pack price, never the winning point (XB-BIZ-02, XB-FAME-07). */
export const buyFame: Rule<'BuyFame'> = {
  where: { phases: ['Business'] },
  candidates: () => [{ type: 'BuyFame' }],
  check(q) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const captain = captainOf(q);
    // XB-BIZ-02, XB-FAME-07: the point that would reach the target cannot be bought.
    if (captain.fame + 1 >= q.state.fameTarget) {
      return {
        code: 'WinningPointNotForSale',
        message: `The Fame point that reaches ${q.state.fameTarget} must be earned, not bought.`,
      };
    }
    const price = q.content.pack.info.prices.fame;
    if (captain.credits < price) return short(price, captain.credits, 'A Fame point');
    return undefined;
  },
  run(ctx) {
    changeCredits(ctx, ctx.seat, -ctx.content.pack.info.prices.fame, 'bought Fame');
    gainFame(ctx, ctx.seat, 1, 'wealth');
  },
};
