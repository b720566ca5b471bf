/**
 * Comets (XE-COMET-01..07): laid on their rules space when their sector is revealed; a captain's
 * ship coming onto the path from off it rolls a d6 and the comet flies that many spaces, a loop
 * round and round, another path to its end and back. It destroys, as a star would, a ship that
 * flies into its space and the ships and cubes where it stops; passing by does no harm. A comet
 * destroyed comes back on its rules space when the next turn starts.
 */
import type { SeatId } from '@drift/engine';
import { type Hex, hexEquals, hexKey } from '@drift/engine/hex';
import type { Board } from '../../board/board.ts';
import type { CubeColour } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import type { Draft } from '../../model/draft.ts';
import { destroyShip } from '../../rules/destruction.ts';
import { emit, roll } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { elementOn } from '../switches.ts';
import { type CometRoute, routesOf } from './routes.ts';
import type { CometState, CometsState } from './state.ts';

const copy = (h: Hex): Hex => ({ q: h.q, r: h.r });

function cometsDraft(ctx: Ctx): Draft<Record<string, CometState>> {
  if (!ctx.s.comets) ctx.s.comets = {};
  return ctx.s.comets as Draft<Record<string, CometState>>;
}

/** XE-COMET-01: the comet of a sector just revealed goes on its rules space. */
export function placeComet(ctx: Ctx, sector: string): void {
  if (!elementOn(ctx.s, 'E')) return;
  const route = routesOf(ctx.content, ctx.board()).cometOf.get(sector);
  if (!route) return;
  cometsDraft(ctx)[sector] = { at: copy(route.rules), heading: 1 };
  emit(ctx, { type: 'CometPlaced', sector, at: copy(route.rules), respawned: false });
}

/**
 * XE-COMET-01 at setup: the comets of the starting sectors on their rules spaces; undefined when
 * none starts on the board (a solo game's revealed start may hold an Ice Asteroid sector).
 */
export function cometsAtSetup(content: Content, board: Board): CometsState | undefined {
  const routes = [...routesOf(content, board).cometOf.entries()];
  if (routes.length === 0) return undefined;
  return Object.fromEntries(
    routes.map(([sector, route]) => [sector, { at: copy(route.rules), heading: 1 as const }]),
  );
}

/** The comet standing on `h`, by its sector, if any. */
export function cometOn(comets: Readonly<Record<string, CometState>> | undefined, h: Hex) {
  if (!comets) return undefined;
  for (const [sector, comet] of Object.entries(comets))
    if (comet.at && hexEquals(comet.at, h)) return sector;
  return undefined;
}

/** The spaces a comet flies for `face`: a loop wraps round, any other path turns back at its ends. */
export function cometFlight(
  route: CometRoute,
  from: number,
  heading: 1 | -1,
  face: number,
): { hexes: Hex[]; heading: 1 | -1 } {
  const n = route.hexes.length;
  const hexes: Hex[] = [];
  let at = from;
  let dir = heading;
  for (let i = 0; i < face; i++) {
    if (route.loop) at = (at + 1) % n;
    else {
      if (at + dir < 0 || at + dir >= n) dir = dir === 1 ? -1 : 1;
      at += dir;
    }
    hexes.push(route.hexes[at] as Hex);
  }
  return { hexes, heading: dir };
}

/**
 * Everything at `at` is destroyed as by a star (XE-COMET-03): captains' ships (their cubes lost),
 * NPCs (no one is rewarded; they respawn as usual) and cubes lying there (back to the supply).
 */
export function strikeAt(ctx: Ctx, sector: string, at: Hex): void {
  const seats = ctx.s.captains.filter((c) => c.at && hexEquals(c.at, at)).map((c) => c.seat);
  const npcs = ctx.s.npcs.filter((n) => n.at && hexEquals(n.at, at));
  const key = hexKey(at);
  const cubes: CubeColour[] = [...(ctx.s.board.cubes[key] ?? [])];
  if (seats.length === 0 && npcs.length === 0 && cubes.length === 0) return;
  emit(ctx, {
    type: 'CometStruck',
    sector,
    at: copy(at),
    seats,
    npcs: npcs.map((n) => n.id),
    cubes,
  });
  if (cubes.length > 0) {
    delete ctx.s.board.cubes[key];
    for (const colour of cubes) ctx.s.supply.cubes[colour] += 1;
  }
  for (const npc of npcs) {
    npc.at = null;
    npc.damage = 0;
    npc.bounty = 0;
    npc.awaitingRespawn = true;
    emit(ctx, { type: 'NpcDestroyed', npc: npc.id, by: null });
  }
  for (const seat of seats) destroyShip(ctx, seat, 'comet');
}

/** XE-COMET-02: a captain's ship came onto the comet's path; the comet flies a d6. */
export function triggerComet(ctx: Ctx, seat: SeatId, route: CometRoute): void {
  const comet = ctx.s.comets?.[route.sector];
  if (!comet?.at) return; // destroyed: nothing to fly until it is back
  const start = comet.at;
  const from = route.hexes.findIndex((h) => hexEquals(h, start));
  const face = roll(ctx, seat, 6, 'comet');
  const flight = cometFlight(route, from, comet.heading, face);
  const stop = flight.hexes[flight.hexes.length - 1] as Hex;
  cometsDraft(ctx)[route.sector] = { at: copy(stop), heading: flight.heading };
  emit(ctx, {
    type: 'CometMoved',
    sector: route.sector,
    seat,
    face,
    from: copy(start),
    hexes: flight.hexes.map(copy),
  });
  strikeAt(ctx, route.sector, stop);
}

/** A comet destroyed (by an Event, say): off the board until the next turn starts (XE-COMET-07). */
export function destroyComet(ctx: Ctx, sector: string): void {
  const comet = ctx.s.comets?.[sector];
  if (!comet?.at) return;
  emit(ctx, { type: 'CometDestroyed', sector, at: copy(comet.at) });
  cometsDraft(ctx)[sector] = { at: null, heading: 1 };
}

/**
 * XE-COMET-07: at the start of a turn, destroyed comets come back on their rules spaces. Coming
 * back is no flight: it harms nothing already there (Drift's decision).
 */
export function respawnComets(ctx: Ctx): void {
  const comets = ctx.s.comets;
  if (!comets) return;
  const routes = routesOf(ctx.content, ctx.board());
  for (const sector of Object.keys(comets).sort()) {
    const route = routes.cometOf.get(sector);
    if (comets[sector]?.at !== null || !route) continue;
    cometsDraft(ctx)[sector] = { at: copy(route.rules), heading: 1 };
    emit(ctx, { type: 'CometPlaced', sector, at: copy(route.rules), respawned: true });
  }
}
