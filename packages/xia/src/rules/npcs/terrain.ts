/**
 * How NPCs see the board: the steps they may take (XB-NPC-04), flight distances and paths over
 * those steps (built once per board), and the spaces from which they can fire on a ship (aimed as the combat rules aim,
 * XB-CMBT-01, XB-LOS-02, GAP-XB-05).
 */
import {
  type Direction,
  type Hex,
  type HexKey,
  hexEquals,
  hexesWithin,
  hexKey,
  hexPath,
  neighbor,
} from '@drift/engine/hex';
import type { Board, Border, HexInfo } from '../../board/board.ts';
import type { NpcDef } from '../../content/schema.ts';
import { canAim, REACH } from '../combat/targets.ts';

/**
 * Whether `borders`, those on one edge, let an NPC fly across it into `to` (XB-NPC-04): never
 * across an asteroid, debris, star, ice asteroid (element E) or planetary shield border (either way); nebula and gate
 * borders are plain space to it; a planet is entered only through an entrance, and an NPC with
 * Bounty may not enter a Lawful one (XB-BNTY-02). It never flies into unexplored space: steps
 * lead only to the board's hexes.
 */
function bordersLetThrough(borders: readonly Border[], to: Hex, outlaw: boolean): boolean {
  for (let i = 0; i < borders.length; i++) {
    const border = borders[i] as Border;
    switch (border.kind) {
      case 'entrance':
        if (outlaw && border.region.legal === 'lawful' && hexEquals(border.inside, to))
          return false;
        break;
      case 'nebula':
      case 'gate':
        break;
      default:
        return false;
    }
  }
  return true;
}

/** The steps an NPC may take on a board, both ways, over the board's hexes numbered in order. */
interface StepGraph {
  readonly index: ReadonlyMap<HexKey, number>;
  readonly keys: readonly HexKey[];
  /** The board's hexes in the same order: a grown board shares them (see buildGraph). */
  readonly infos: readonly HexInfo[];
  /** Where an NPC may fly from each hex. */
  readonly out: readonly (readonly number[])[];
  /** From where an NPC may fly into each hex. */
  readonly in: readonly (readonly number[])[];
}

/** Step graphs by board (boards are shared and never change): [without Bounty, with Bounty]. */
const graphs = new WeakMap<Board, [StepGraph | undefined, StepGraph | undefined]>();

/**
 * The last graph built for each legal status ([without Bounty, with Bounty]): a board one
 * sector larger reuses its steps.
 */
const lastBuilt: [StepGraph | undefined, StepGraph | undefined] = [undefined, undefined];

/** The NPC step graph of a board, built once per board and legal status. */
function stepGraph(board: Board, outlaw: boolean): StepGraph {
  const side = outlaw ? 1 : 0;
  const pair = graphs.get(board) ?? [undefined, undefined];
  const cached = pair[side];
  if (cached) return cached;
  const graph = buildGraph(board, outlaw, lastBuilt[side]);
  pair[side] = graph;
  graphs.set(board, pair);
  lastBuilt[side] = graph;
  return graph;
}

/**
 * Builds a board's step graph. `before` is the last graph built: when this board starts with
 * the very hexes of that one (the same objects: a pack's boards share their sectors' hexes, so
 * same tile, same pack), it grew from it by new sectors, and the steps of its hexes that border
 * no new hex are taken over: a new sector's borders lie on its own hexes' edges, so steps
 * between two old hexes cannot change. Same lists, same order.
 */
function buildGraph(board: Board, outlaw: boolean, before: StepGraph | undefined): StepGraph {
  const keys = [...board.hexes.keys()];
  const index = new Map(keys.map((key, i) => [key, i]));
  const infos = [...board.hexes.values()];
  const numberOf = new Map<HexInfo, number>(infos.map((info, i) => [info, i]));
  let kept = 0;
  if (before && before.infos.length < infos.length) {
    kept = before.infos.length;
    for (let i = 0; i < kept; i++) {
      if (before.infos[i] !== infos[i]) {
        kept = 0;
        break;
      }
    }
  }
  const out: (readonly number[])[] = new Array(keys.length);
  // Old hexes next to a new one get their steps anew.
  const redo = new Uint8Array(keys.length);
  for (let i = kept; i < keys.length; i++) {
    redo[i] = 1;
    const from = (infos[i] as HexInfo).hex;
    for (let d: Direction = 0; d < 6; d = (d + 1) as Direction) {
      const there = board.info(neighbor(from, d));
      const j = there === undefined ? undefined : numberOf.get(there);
      if (j !== undefined && j < kept) redo[j] = 1;
    }
  }
  // Every hex's steps to its neighbours on the board that the borders between let through.
  for (let i = 0; i < keys.length; i++) {
    if (!redo[i] && before) {
      out[i] = before.out[i] as readonly number[];
      continue;
    }
    const steps: number[] = [];
    const from = (infos[i] as HexInfo).hex;
    for (let d: Direction = 0; d < 6; d = (d + 1) as Direction) {
      const n = neighbor(from, d);
      const there = board.info(n);
      if (!there || !bordersLetThrough(board.bordersAt(from, d), n, outlaw)) continue;
      steps.push(numberOf.get(there) as number);
    }
    out[i] = steps;
  }
  // Into each hex, in the order a full build pushes them: by source hex, then direction.
  const into: number[][] = keys.map(() => []);
  for (let i = 0; i < out.length; i++) {
    const steps = out[i] as readonly number[];
    for (let k = 0; k < steps.length; k++) into[steps[k] as number]?.push(i);
  }
  return { index, keys, infos, out, in: into };
}

/** Flight distances by hex key (a Map of them will do); `forEach` visits nearest first. */
export interface Distances {
  get(key: HexKey): number | undefined;
  has(key: HexKey): boolean;
  forEach(visit: (steps: number, key: HexKey) => void): void;
}

/** Breadth-first distances from one hex over one direction of a step graph. */
class Flight implements Distances {
  readonly #graph: StepGraph;
  readonly #start: HexKey;
  /** Steps by hex number, -1 where not reached; null when the start is off the board. */
  readonly #steps: Int32Array | null;
  /** Reached hex numbers in the order they were reached. */
  readonly #order: Int32Array;

  constructor(graph: StepGraph, edges: readonly (readonly number[])[], start: HexKey) {
    this.#graph = graph;
    this.#start = start;
    const from = graph.index.get(start);
    if (from === undefined) {
      this.#steps = null;
      this.#order = new Int32Array(0);
      return;
    }
    const n = graph.keys.length;
    const steps = new Int32Array(n).fill(-1);
    const order = new Int32Array(n);
    steps[from] = 0;
    order[0] = from;
    let reached = 1;
    for (let head = 0; head < reached; head++) {
      const h = order[head] as number;
      const d = (steps[h] as number) + 1;
      for (const next of edges[h] as readonly number[]) {
        if (steps[next] !== -1) continue;
        steps[next] = d;
        order[reached++] = next;
      }
    }
    this.#steps = steps;
    this.#order = order.subarray(0, reached);
  }

  get(key: HexKey): number | undefined {
    if (this.#steps === null) return key === this.#start ? 0 : undefined;
    const i = this.#graph.index.get(key);
    const d = i === undefined ? -1 : (this.#steps[i] as number);
    return d < 0 ? undefined : d;
  }

  has(key: HexKey): boolean {
    return this.get(key) !== undefined;
  }

  forEach(visit: (steps: number, key: HexKey) => void): void {
    const steps = this.#steps;
    if (steps === null) {
      visit(0, this.#start);
      return;
    }
    const keys = this.#graph.keys;
    for (const i of this.#order) visit(steps[i] as number, keys[i] as HexKey);
  }
}

/** Flight distances: the fewest steps from `start` to every hex an NPC can reach. */
export function distancesFrom(board: Board, start: Hex, outlaw: boolean): Distances {
  const graph = stepGraph(board, outlaw);
  return remembered(graph, graph.out, hexKey(start));
}

/** Flight distances the other way: the fewest steps from every hex to `goal`. */
export function distancesTo(board: Board, goal: Hex, outlaw: boolean): Distances {
  const graph = stepGraph(board, outlaw);
  return remembered(graph, graph.in, hexKey(goal));
}

/** Distance maps by step graph direction and origin: boards rarely change, so flights repeat. */
const distances = new WeakMap<readonly (readonly number[])[], Map<HexKey, Distances>>();

function remembered(
  graph: StepGraph,
  edges: readonly (readonly number[])[],
  origin: HexKey,
): Distances {
  let byOrigin = distances.get(edges);
  if (!byOrigin) {
    byOrigin = new Map();
    distances.set(edges, byOrigin);
  }
  const known = byOrigin.get(origin);
  if (known) return known;
  const found = new Flight(graph, edges, origin);
  if (byOrigin.size >= 64) byOrigin.clear(); // a few NPCs and goals per board: keep memory small
  byOrigin.set(origin, found);
  return found;
}

/** A shortest flight from `start` to `end` (both included), or undefined when there is none. */
export function flightPath(board: Board, start: Hex, end: Hex, outlaw: boolean): Hex[] | undefined {
  const { index, out } = stepGraph(board, outlaw);
  // A step the graph holds costs 1; -1 numbers a hex off the board, which has none.
  const found = hexPath(start, end, (a, b) =>
    out[index.get(hexKey(a)) ?? -1]?.includes(index.get(hexKey(b)) ?? -1) ? 1 : undefined,
  );
  return found?.path;
}

/** Firing spots by board, then by weapon and target hex (boards are shared and never change). */
const spotMemo = new WeakMap<Board, Map<string, readonly Hex[]>>();

/** Every explored hex from which `weapon` can hit `target`, reading order; frozen, shared. */
function aimSpots(board: Board, weapon: NpcDef['attack']['weapon'], target: Hex): readonly Hex[] {
  let memo = spotMemo.get(board);
  if (!memo) {
    memo = new Map();
    spotMemo.set(board, memo);
  }
  const key = `${weapon}@${target.q},${target.r}`;
  const known = memo.get(key);
  if (known) return known;
  const spots = hexesWithin(target, REACH[weapon].max)
    .filter((h) => board.info(h) !== undefined && canAim(board, h, target, weapon))
    .map((h) => Object.freeze(h));
  if (memo.size >= 4096) memo.clear(); // keep memory bounded
  memo.set(key, spots);
  return spots;
}

/**
 * Explored hexes from which a weapon can hit a ship at `target`, reading order (XB-CMBT-01);
 * only those `admit` lets through.
 */
export function firingSpots(
  board: Board,
  weapon: NpcDef['attack']['weapon'],
  target: Hex,
  admit: (h: Hex) => boolean,
): Hex[] {
  return aimSpots(board, weapon, target).filter(admit);
}
