/**
 * Gravity paths and comet paths in board coordinates, for the sectors on a board: worked out
 * once per board (boards are shared and never change) and looked up by hex.
 */
import { DIRECTIONS, type Hex, type HexKey, hexKey, localToBoard, turn } from '@drift/engine/hex';
import type { Board } from '../../board/board.ts';
import type { Content } from '../../model/content.ts';

/** A gravity path on the board (XE-ANOM-01). */
export interface GravityRoute {
  readonly sector: string;
  /** Its index among the sector's paths. */
  readonly path: number;
  readonly colour: 'orange' | 'purple';
  readonly die: 6 | 8 | 12 | 20;
  /** In the direction of the arrows. */
  readonly hexes: readonly Hex[];
  /** The hex a ship pushed off the end comes to (XE-ANOM-05). */
  readonly exit: Hex;
}

/** A comet's path on the board (XE-COMET-01). */
export interface CometRoute {
  readonly sector: string;
  readonly hexes: readonly Hex[];
  readonly loop: boolean;
  readonly rules: Hex;
}

export interface Routes {
  /** The gravity path through each hex, with the hex's index on it. */
  readonly gravity: ReadonlyMap<HexKey, readonly [GravityRoute, number]>;
  /** The comet path through each hex, with the hex's index on it. */
  readonly comets: ReadonlyMap<HexKey, readonly [CometRoute, number]>;
  /** Comet paths by sector id. */
  readonly cometOf: ReadonlyMap<string, CometRoute>;
  readonly any: boolean;
}

const cache = new WeakMap<Board, Routes>();

function build(content: Content, board: Board): Routes {
  const gravity = new Map<HexKey, readonly [GravityRoute, number]>();
  const comets = new Map<HexKey, readonly [CometRoute, number]>();
  const cometOf = new Map<string, CometRoute>();
  for (const placed of board.sectors) {
    const def = content.sector(placed.id);
    const toBoard = ([q, r]: readonly [number, number]) => localToBoard({ q, r }, placed);
    (def.gravityPaths ?? []).forEach((p, i) => {
      const hexes = p.hexes.map(toBoard);
      const last = hexes[hexes.length - 1] as Hex;
      const d = DIRECTIONS[turn(p.exit, placed.rotation)];
      const route: GravityRoute = {
        sector: def.id,
        path: i,
        colour: p.colour,
        die: p.die,
        hexes,
        exit: { q: last.q + d.q, r: last.r + d.r },
      };
      hexes.forEach((h, k) => {
        gravity.set(hexKey(h), [route, k]);
      });
    });
    if (def.comet) {
      const route: CometRoute = {
        sector: def.id,
        hexes: def.comet.hexes.map(toBoard),
        loop: def.comet.loop,
        rules: toBoard(def.comet.rules),
      };
      cometOf.set(def.id, route);
      route.hexes.forEach((h, k) => {
        comets.set(hexKey(h), [route, k]);
      });
    }
  }
  return { gravity, comets, cometOf, any: gravity.size > 0 || comets.size > 0 };
}

/** The paths of the sectors on `board`. */
export function routesOf(content: Content, board: Board): Routes {
  let routes = cache.get(board);
  if (!routes) {
    routes = build(content, board);
    cache.set(board, routes);
  }
  return routes;
}
