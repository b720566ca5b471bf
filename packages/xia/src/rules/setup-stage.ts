/**
 * Choosing Tier 1 ships in pick order (XB-SETUP-09, XB-SETUP-10), placing them on their
 * sectors' Spawn Points (XB-SETUP-11, GAP-XB-03), then outfitting in the same order, the last
 * picker starting the game (XB-SETUP-13, XB-SETUP-14).
 */
import { localToBoard } from '@drift/engine/hex';
import { awaitGoal } from '../campaign/goal-prompt.ts';
import { shipCard } from '../elements/ship-card.ts';
import type { Content } from '../model/content.ts';
import { captainName } from '../model/seats.ts';
import { captainAt, emit } from './effects.ts';
import { setupGuard } from './guards.ts';
import { spawnArrivals } from './npcs/spawn.ts';
import type { Ctx, Query, Rule } from './rule.ts';
import { claimToken } from './tokens.ts';
import { startTurn } from './turn.ts';

function takenShips(q: Query): Set<string> {
  return new Set(q.state.captains.map((c) => c.ship).filter((s): s is string => s !== null));
}

/** The Spawn Point of the sector dealt to a seat. */
function startingHex(content: Content, ctx: Ctx, seat: number) {
  // Element E: Nyr lies first, at the centre; the seats' sectors follow it (XE-SETUP-01).
  const placed = ctx.s.board.sectors[ctx.s.worlds ? seat + 1 : seat];
  const spawn = placed && content.sector(placed.id).spaces.find((s) => s.spawn !== undefined);
  if (!placed || !spawn)
    throw new Error(`${captainName(seat)} has no starting sector with a Spawn Point`);
  return localToBoard({ q: spawn.at[0], r: spawn.at[1] }, placed);
}

/** The next seat in pick order after the current one, or undefined after the last. */
function nextPicker(ctx: Ctx): number | undefined {
  const i = ctx.s.pickOrder.indexOf(ctx.s.turn.seat);
  return ctx.s.pickOrder[i + 1];
}

export const chooseShip: Rule<'ChooseShip'> = {
  where: { stages: ['choosingShips'] },
  candidates: (q) =>
    setupGuard(q, 'choosingShips')
      ? []
      : q.content.pack.ships
          .filter((s) => s.tier === 1)
          .map((s) => ({ type: 'ChooseShip', ship: s.id })),
  check(q, { ship }) {
    const guard = setupGuard(q, 'choosingShips');
    if (guard) return guard;
    const def = q.content.pack.ships.find((s) => s.id === ship);
    if (!def) return { code: 'UnknownShip', message: `There is no ship "${ship}".` };
    if (def.tier !== 1)
      return { code: 'NotTierOne', message: 'Every captain starts with a Tier 1 ship.' };
    if (takenShips(q).has(ship))
      return { code: 'ShipTaken', message: `${def.name} has already been chosen.` };
    return undefined;
  },
  run(ctx, { ship }) {
    const seat = ctx.seat;
    const def = ctx.content.ship(ship);
    const captain = captainAt(ctx, seat);
    captain.ship = ship;
    captain.abilities = [{ id: shipCard(ctx.s, ctx.content, def), exhausted: false }]; // XE-RULE-07, XE-2P-03
    captain.energy = def.energy; // XB-SETUP-12
    emit(ctx, { type: 'ShipChosen', seat, ship });
    const next = nextPicker(ctx);
    if (next !== undefined) {
      ctx.s.turn.seat = next;
      return;
    }
    if (ctx.s.solo) {
      // XS-SETUP-07: the solo player spawns on a Spawn Point of their choice.
      ctx.s.prompts.push({ kind: 'ChooseSpawn', seat, reason: 'start' });
      return;
    }
    for (const c of ctx.s.captains) {
      const at = startingHex(ctx.content, ctx, c.seat);
      c.at = at;
      emit(ctx, { type: 'ShipPlaced', seat: c.seat, at: { q: at.q, r: at.r } });
      claimToken(ctx, c.seat); // XB-EXPL-03: a pack may put a token on a Spawn Point
    }
    shipsPlaced(ctx);
  },
};

/** Every ship is placed: the NPCs at home come, then outfitting starts in pick order. */
export function shipsPlaced(ctx: Ctx): void {
  spawnArrivals(ctx); // NPCs whose home is a starting sector (XB-NPC-03, XB-SETUP-07, XS-SETUP-07)
  ctx.s.stage = 'outfitting';
  ctx.s.turn.seat = ctx.s.pickOrder[0] ?? 0;
}

export const finishOutfitting: Rule<'FinishOutfitting'> = {
  where: { stages: ['outfitting'] },
  candidates: () => [{ type: 'FinishOutfitting' }],
  check: (q) => setupGuard(q, 'outfitting'),
  run(ctx) {
    emit(ctx, { type: 'OutfittingFinished', seat: ctx.seat });
    const next = nextPicker(ctx);
    if (next !== undefined) {
      ctx.s.turn.seat = next;
      return;
    }
    if (awaitGoal(ctx)) return; // XC-CAMP-03: a campaign game's goal comes before the first turn
    startPlay(ctx);
  },
};

/** Setup is over: the last picker starts the game (XB-SETUP-14). */
export function startPlay(ctx: Ctx): void {
  ctx.s.stage = 'playing';
  const last = ctx.s.pickOrder[ctx.s.pickOrder.length - 1] ?? 0;
  startTurn(ctx, last);
}
