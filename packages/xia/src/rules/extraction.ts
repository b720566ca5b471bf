/**
 * Mining, salvaging and harvesting: on the designated space with a free hold cell, a hazard d20
 * either hurts the ship or yields one cube of the space's colour (XB-MINE-01..04). Asteroid damage
 * and nebula Energy loss go through `strike`, so shields may reduce them (XB-OTYP-06, XB-OTYP-07).
 */
import type { RuleError, SeatId } from '@drift/engine';
import type { CubeColour } from '../content/schema.ts';
import { actingSpace, gainCubes } from './cargo.ts';
import { hazardRoll } from './crossing.ts';
import { destroyShip } from './destruction.ts';
import { emit } from './effects.ts';
import { actionGuard, captainOf } from './guards.ts';
import { strike } from './hazards.ts';
import { freeCells } from './hold.ts';
import { endMove } from './movement.ts';
import type { Ctx, Query, Rule } from './rule.ts';
import { draftQuery } from './rule.ts';

type Extraction = 'Mine' | 'Salvage' | 'Harvest';

interface Site {
  /** The space feature naming the cube colour. */
  readonly feature: 'mine' | 'salvage' | 'harvest';
  /** How the hazard is named in rolls and events. */
  readonly hazard: string;
  /** Faces up to this one go wrong. */
  readonly worst: number;
  /** What a bad face does. */
  readonly harm: (ctx: Ctx, seat: SeatId, face: number) => void;
  readonly outcome: 'damage' | 'energyLoss' | 'destroyed';
  readonly place: string;
}

const SITES: Record<Extraction, Site> = {
  // XB-MINE-02: 1-10 deals damage equal to the roll (shields may help, XB-OTYP-06).
  Mine: {
    feature: 'mine',
    hazard: 'mining',
    worst: 10,
    harm: (ctx, seat, face) => strike(ctx, seat, 'asteroid', face),
    outcome: 'damage',
    place: 'an asteroid mining space',
  },
  // XB-MINE-03: 1-3 destroys the ship outright.
  Salvage: {
    feature: 'salvage',
    hazard: 'salvage',
    worst: 3,
    harm: (ctx, seat) => destroyShip(ctx, seat, 'salvage'),
    outcome: 'destroyed',
    place: 'a debris salvage space',
  },
  // XB-MINE-04: 1-10 drains Energy equal to the roll, no more than there is; no marker is
  // disarmed (shields may help, XB-OTYP-07).
  Harvest: {
    feature: 'harvest',
    hazard: 'harvesting',
    worst: 10,
    harm: (ctx, seat, face) => strike(ctx, seat, 'harvest', face),
    outcome: 'energyLoss',
    place: 'a nebula harvest space',
  },
};

/** The colour the acting space yields for this kind of extraction, if any. */
function yieldOf(q: Query, site: Site): CubeColour | undefined {
  return actingSpace(q)?.[site.feature];
}

/** Why this extraction cannot happen now, if so (XB-MINE-01, XB-ENRG-03). */
function checkSite(q: Query, type: Extraction): RuleError | undefined {
  const guard = actionGuard(q);
  if (guard) return guard;
  const site = SITES[type];
  const colour = yieldOf(q, site);
  if (!colour)
    return { code: `NotOn${type}Space`, message: `You must be on ${site.place} to do that.` };
  if (freeCells(q.content, captainOf(q)).length === 0)
    return { code: 'HoldFull', message: 'You need a free hold space for the cube.' };
  // Drift's decision: with none of the colour left, the action is refused before any roll.
  if (q.state.supply.cubes[colour] === 0)
    return { code: 'SupplyEmpty', message: `No ${colour} cubes are left in the supply.` };
  return undefined;
}

/** Ends the move, rolls the hazard d20 and resolves it. */
function runSite(ctx: Ctx, type: Extraction): void {
  const site = SITES[type];
  const seat = ctx.seat;
  const colour = yieldOf(draftQuery(ctx), site);
  endMove(ctx);
  if (!colour) return;
  const face = hazardRoll(ctx, seat, site.hazard);
  const bad = face <= site.worst;
  emit(ctx, {
    type: 'HazardResolved',
    seat,
    hazard: site.hazard,
    face,
    outcome: bad ? site.outcome : 'safe',
    amount: bad && site.outcome !== 'destroyed' ? face : 0,
  });
  if (bad) site.harm(ctx, seat, face);
  else gainCubes(ctx, seat, colour, 1, site.feature);
}

/** Mine: on an asteroid mining space (XB-MINE-02). */
export const mine: Rule<'Mine'> = {
  where: { phases: ['Action'] },
  candidates: () => [{ type: 'Mine' }],
  check: (q) => checkSite(q, 'Mine'),
  run: (ctx) => runSite(ctx, 'Mine'),
};

/** Salvage: on a debris salvage space (XB-MINE-03). */
export const salvage: Rule<'Salvage'> = {
  where: { phases: ['Action'] },
  candidates: () => [{ type: 'Salvage' }],
  check: (q) => checkSite(q, 'Salvage'),
  run: (ctx) => runSite(ctx, 'Salvage'),
};

/** Harvest: on a nebula harvest space (XB-MINE-04). */
export const harvest: Rule<'Harvest'> = {
  where: { phases: ['Action'] },
  candidates: () => [{ type: 'Harvest' }],
  check: (q) => checkSite(q, 'Harvest'),
  run: (ctx) => runSite(ctx, 'Harvest'),
};
