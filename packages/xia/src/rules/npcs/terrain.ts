/**
 * How NPCs see the board: the steps they may take (XB-NPC-04), flight distances and paths over
 * those steps (built once per board), and the spaces from which they can fire on a ship (aimed as the combat rules aim,
 * XB-CMBT-01, XB-LOS-02, GAP-XB-05).
 */
import {
  ALL_DIRECTIONS,
  edgeBetween,
  type Hex,
  type HexKey,
  hexEquals,
  hexesWithin,
  hexKey,
  hexPath,
  neighbor,
} from '@drift/engine/hex';
import type { Board } from '../../board/board.ts';
import type { NpcDef } from '../../content/schema.ts';
import { canAim, REACH } from '../combat/targets.ts';

/**
 * Whether an NPC may fly from `from` into its neighbour `to` (XB-NPC-04): never into unexplored
 * space, never across an asteroid, debris, star or planetary shield border (either way); nebula
 * and gate borders are plain space to it; a planet is entered only through an entrance, and an
 * NPC with Bounty may not enter a Lawful one (XB-BNTY-02).
 */
export function npcMayStep(board: Board, from: Hex, to: Hex, outlaw: boolean): boolean {
  if (!board.info(to)) return false;
  const edge = edgeBetween(from, to);
  if (!edge) return false;
  for (const border of board.bordersOn(edge)) {
    switch (border.kind) {
      case 'nebula':
      case 'gate':
        break;
      case 'entrance':
        if (outlaw && border.region.legal === 'lawful' && hexEquals(border.inside, to))
          return false;
        break;
      default:
        return false;
    }
  }
  return true;
}

/** The steps an NPC may take on a board, both ways, by hex key. */
interface StepGraph {
  /** Where an NPC may fly from each hex. */
  readonly out: ReadonlyMap<HexKey, readonly HexKey[]>;
  /** From where an NPC may fly into each hex. */
  readonly in: ReadonlyMap<HexKey, readonly HexKey[]>;
}

/** Step graphs by board (boards are shared and never change): [without Bounty, with Bounty]. */
const graphs = new WeakMap<Board, [StepGraph | undefined, StepGraph | undefined]>();

/** The NPC step graph of a board, built once per board and legal status. */
function stepGraph(board: Board, outlaw: boolean): StepGraph {
  const pair = graphs.get(board) ?? [undefined, undefined];
  const cached = pair[outlaw ? 1 : 0];
  if (cached) return cached;
  const out = new Map<HexKey, HexKey[]>();
  const into = new Map<HexKey, HexKey[]>();
  for (const [key, info] of board.hexes) {
    for (const d of ALL_DIRECTIONS) {
      const n = neighbor(info.hex, d);
      if (!npcMayStep(board, info.hex, n, outlaw)) continue;
      const nk = hexKey(n);
      out.set(key, [...(out.get(key) ?? []), nk]);
      into.set(nk, [...(into.get(nk) ?? []), key]);
    }
  }
  const graph = { out, in: into };
  pair[outlaw ? 1 : 0] = graph;
  graphs.set(board, pair);
  return graph;
}

/** Breadth-first distances over one direction of a step graph. */
function breadthFirst(
  edges: ReadonlyMap<HexKey, readonly HexKey[]>,
  start: HexKey,
): Map<HexKey, number> {
  const dist = new Map<HexKey, number>([[start, 0]]);
  const queue: HexKey[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i] as HexKey;
    const d = (dist.get(h) ?? 0) + 1;
    for (const n of edges.get(h) ?? []) {
      if (dist.has(n)) continue;
      dist.set(n, d);
      queue.push(n);
    }
  }
  return dist;
}

/** Flight distances: the fewest steps from `start` to every hex an NPC can reach. */
export function distancesFrom(
  board: Board,
  start: Hex,
  outlaw: boolean,
): ReadonlyMap<HexKey, number> {
  return remembered(stepGraph(board, outlaw).out, hexKey(start));
}

/** Flight distances the other way: the fewest steps from every hex to `goal`. */
export function distancesTo(board: Board, goal: Hex, outlaw: boolean): ReadonlyMap<HexKey, number> {
  return remembered(stepGraph(board, outlaw).in, hexKey(goal));
}

/** Distance maps by step graph and origin: boards rarely change, so flights repeat. */
const distances = new WeakMap<
  ReadonlyMap<HexKey, readonly HexKey[]>,
  Map<HexKey, ReadonlyMap<HexKey, number>>
>();

function remembered(
  edges: ReadonlyMap<HexKey, readonly HexKey[]>,
  origin: HexKey,
): ReadonlyMap<HexKey, number> {
  let byOrigin = distances.get(edges);
  if (!byOrigin) {
    byOrigin = new Map();
    distances.set(edges, byOrigin);
  }
  const known = byOrigin.get(origin);
  if (known) return known;
  const found = breadthFirst(edges, origin);
  if (byOrigin.size >= 64) byOrigin.clear(); // a few NPCs and goals per board: keep memory small
  byOrigin.set(origin, found);
  return found;
}

/** A shortest flight from `start` to `end` (both included), or undefined when there is none. */
export function flightPath(board: Board, start: Hex, end: Hex, outlaw: boolean): Hex[] | undefined {
  const { out } = stepGraph(board, outlaw);
  const found = hexPath(start, end, (a, b) =>
    out.get(hexKey(a))?.includes(hexKey(b)) ? 1 : undefined,
  );
  return found?.path;
}

/**
 * Explored hexes from which a weapon can hit a ship at `target`, reading order (XB-CMBT-01);
 * only those `admit` lets through are aimed from (the cheap test first).
 */
export function firingSpots(
  board: Board,
  weapon: NpcDef['attack']['weapon'],
  target: Hex,
  admit: (h: Hex) => boolean = () => true,
): Hex[] {
  return hexesWithin(target, REACH[weapon].max).filter(
    (h) => board.info(h) !== undefined && admit(h) && canAim(board, h, target, weapon),
  );
}
