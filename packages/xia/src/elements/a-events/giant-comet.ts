/**
 * Rikishi, the giant comet (element A's Event with element E, GAP-XE-01, Drift's own card). When
 * drawn, the drawer rolls a d6 for its heading and a d20 for the line it comes in on; it enters
 * on that line's first board space. At each round boundary (XE-EVENT-04) the drawer rolls a d6
 * and it flies that many board spaces straight on (the unexplored gaps between cost nothing).
 * Everything on a space it enters is destroyed as by a star (XE-COMET-03): ships, NPCs, cubes,
 * small comets (XE-COMET-07) and The Kiln with its docked ships (XE-KILN-10). It leaves play when
 * it flies off the board, or when its rounds are up. An Event marker rides on it (XE-EVENT-05).
 */
import type { SeatId } from '@drift/engine';
import {
  DIRECTIONS,
  type Direction,
  distance,
  type Hex,
  hexEquals,
  hexKey,
} from '@drift/engine/hex';
import type { CubeColour } from '../../content/schema.ts';
import { destroyShip } from '../../rules/destruction.ts';
import { emit, roll } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { destroyComet } from '../e-paths/comets.ts';
import { destroyKiln } from '../e-worlds/kiln/orbit.ts';

const copy = (h: Hex): Hex => ({ q: h.q, r: h.r });

/** Which line in heading `d` a hex lies on (constant along the line). */
function lineOf(h: Hex, d: Direction): number {
  const v = DIRECTIONS[d];
  return h.q * v.r - h.r * v.q;
}

/** How far along heading `d` a hex lies (grows by a step's length along the line). */
function along(h: Hex, d: Direction): number {
  const v = DIRECTIONS[d];
  return h.q * v.q + h.r * v.r;
}

/** Where it enters: the first board space of one of the lines across the board in heading `d`. */
export function entrySpaces(board: Iterable<Hex>, d: Direction): Hex[] {
  const first = new Map<number, Hex>();
  for (const h of board) {
    const line = lineOf(h, d);
    const best = first.get(line);
    if (!best || along(h, d) < along(best, d)) first.set(line, h);
  }
  return [...first.entries()].sort(([a], [b]) => a - b).map(([, h]) => h);
}

/** The board spaces straight ahead of `from` in heading `d`, nearest first. */
export function spacesAhead(board: Iterable<Hex>, from: Hex, d: Direction): Hex[] {
  const line = lineOf(from, d);
  const start = along(from, d);
  return [...board]
    .filter((h) => lineOf(h, d) === line && along(h, d) > start)
    .sort((a, b) => distance(from, a) - distance(from, b));
}

function boardHexes(ctx: Ctx): Hex[] {
  return [...ctx.board().hexes.values()].map((info) => info.hex);
}

/** Everything on `at` is destroyed as by a star. */
function strike(ctx: Ctx, event: string, at: Hex): void {
  const key = hexKey(at);
  const seats = ctx.s.captains.filter((c) => c.at && hexEquals(c.at, at)).map((c) => c.seat);
  const npcs = ctx.s.npcs.filter((n) => n.at && hexEquals(n.at, at));
  const cubes: CubeColour[] = [...(ctx.s.board.cubes[key] ?? [])];
  const comets = Object.entries(ctx.s.comets ?? {})
    .filter(([, c]) => c.at && hexEquals(c.at, at))
    .map(([sector]) => sector)
    .sort();
  const kilnAt = ctx.s.worlds?.kiln.at;
  const kiln = !!kilnAt && hexEquals(kilnAt, at);
  if (!seats.length && !npcs.length && !cubes.length && !comets.length && !kiln) return;
  emit(ctx, {
    type: 'GiantCometStruck',
    event,
    at: copy(at),
    seats,
    npcs: npcs.map((n) => n.id),
    cubes,
    comets,
    kiln,
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
  for (const sector of comets) destroyComet(ctx, sector);
  if (kiln) destroyKiln(ctx);
}

/** The Event marker rides on the comet, unless another Event marks that space. */
function moveMarker(ctx: Ctx, event: string, to: Hex | null): void {
  const ev = ctx.s.events;
  if (!ev) return;
  for (const [key, id] of Object.entries(ev.markers))
    if (id === event) delete ev.markers[key as keyof typeof ev.markers];
  if (to && ev.markers[hexKey(to)] === undefined) ev.markers[hexKey(to)] = event;
}

/** Drawn: the drawer's d6 picks the heading, a d20 the line it comes in on. */
export function giantCometEnters(ctx: Ctx, seat: SeatId, event: string): void {
  const ev = ctx.s.events;
  if (!ev) return;
  const heading = (roll(ctx, seat, 6, 'giant comet heading', false) - 1) as Direction;
  const entries = entrySpaces(boardHexes(ctx), heading);
  const face = roll(ctx, seat, 20, 'giant comet entry', false);
  const at = entries[(face - 1) % entries.length];
  if (!at) return;
  ev.giantComet = { event, at: copy(at), heading };
  moveMarker(ctx, event, at);
  emit(ctx, { type: 'GiantCometEntered', event, at: copy(at), heading });
  strike(ctx, event, at);
}

/**
 * A round boundary: it flies a d6 board spaces straight on, striking each; past the last board
 * space ahead it flies off and its card leaves play. Returns whether it flew off.
 */
export function giantCometFlies(ctx: Ctx, seat: SeatId, event: string): boolean {
  const comet = ctx.s.events?.giantComet;
  if (!comet || comet.event !== event) return false;
  const from = copy(comet.at);
  const heading = comet.heading;
  const face = roll(ctx, seat, 6, 'giant comet', false);
  const ahead = spacesAhead(boardHexes(ctx), from, heading);
  const hexes = ahead.slice(0, face).map(copy);
  const flownOff = face > ahead.length;
  const stop = hexes[hexes.length - 1];
  const events = ctx.s.events;
  if (!events) return false;
  if (flownOff || !stop) delete events.giantComet;
  else events.giantComet = { event, at: copy(stop), heading };
  moveMarker(ctx, event, flownOff ? null : (stop ?? null));
  emit(ctx, { type: 'GiantCometMoved', event, face, from, hexes, flownOff });
  for (const h of hexes) strike(ctx, event, h);
  return flownOff;
}
