/**
 * How NPCs see the board: the steps they may take (XB-NPC-04), flight distances and paths over
 * those steps (built once per board), and the spaces from which they can fire on a ship (aimed as the combat rules aim,
 * XB-CMBT-01, XB-LOS-02, GAP-XB-05).
 */
import {
  breadthFirst,
  type Direction,
  distance,
  type Hex,
  type HexKey,
  hexEquals,
  hexesWithin,
  hexKey,
  parseHexKey,
  reversed,
  type StepGraph,
  stepsByDirection,
  unitPath,
} from '@drift/engine/hex';
import type { Board, Border, HexInfo } from '../../board/board.ts';
import type { NpcDef } from '../../content/schema.ts';
import { inSight, REACH } from '../combat/targets.ts';

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

/**
 * The steps an NPC may take on a board, both ways, over the board's numbered hexes
 * (`board.numbered`): bit `d` of `open[i]` says it may fly from hex `i` in direction `d`.
 */
interface NpcSteps {
  /** The board's hexes by number: a grown board shares them (see buildSteps). */
  readonly infos: readonly HexInfo[];
  readonly open: Uint8Array;
  /** Where an NPC may fly from each hex. */
  readonly out: StepGraph;
  /** From where an NPC may fly into each hex. */
  readonly in: StepGraph;
}

/** Step graphs by board (boards are shared and never change): [without Bounty, with Bounty]. */
const graphs = new WeakMap<Board, [NpcSteps | undefined, NpcSteps | undefined]>();

/**
 * The last graph built for each legal status ([without Bounty, with Bounty]): a board one
 * sector larger reuses its steps.
 */
const lastBuilt: [NpcSteps | undefined, NpcSteps | undefined] = [undefined, undefined];

/** The NPC step graph of a board, built once per board and legal status. */
function stepGraph(board: Board, outlaw: boolean): NpcSteps {
  const side = outlaw ? 1 : 0;
  const pair = graphs.get(board) ?? [undefined, undefined];
  const cached = pair[side];
  if (cached) return cached;
  const graph = buildSteps(board, outlaw, lastBuilt[side]);
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
 * between two old hexes cannot change.
 */
function buildSteps(board: Board, outlaw: boolean, before: NpcSteps | undefined): NpcSteps {
  const { numbered, infos } = board;
  const { size, neighbours } = numbered;
  let kept = 0;
  if (before && before.infos.length < size) {
    kept = before.infos.length;
    for (let i = 0; i < kept; i++) {
      if (before.infos[i] !== infos[i]) {
        kept = 0;
        break;
      }
    }
  }
  // Old hexes next to a new one get their steps anew.
  const redo = new Uint8Array(size);
  for (let i = kept; i < size; i++) {
    redo[i] = 1;
    for (let d = 0; d < 6; d++) {
      const j = neighbours[i * 6 + d] as number;
      if (j >= 0 && j < kept) redo[j] = 1;
    }
  }
  // Every hex's steps to its neighbours on the board that the borders between let through.
  const open = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    if (!redo[i] && before) {
      open[i] = before.open[i] as number;
      continue;
    }
    const from = (infos[i] as HexInfo).hex;
    let bits = 0;
    for (let d: Direction = 0; d < 6; d = (d + 1) as Direction) {
      const j = neighbours[i * 6 + d] as number;
      if (j < 0) continue;
      const to = (infos[j] as HexInfo).hex;
      if (bordersLetThrough(board.bordersAt(from, d), to, outlaw)) bits |= 1 << d;
    }
    open[i] = bits;
  }
  const out = stepsByDirection(numbered, open);
  return { infos, open, out, in: reversed(out) };
}

/** Flight distances over a board, by hex key or by hex number; `forEach` visits nearest first. */
export interface Distances {
  get(key: HexKey): number | undefined;
  has(key: HexKey): boolean;
  forEach(visit: (steps: number, key: HexKey) => void): void;
  /** Steps to the hex numbered `i` on the board (`board.numbered`); -1 where not reached. */
  at(i: number): number;
  /** Steps to `h`; -1 where not reached. */
  of(h: Hex): number;
  /** Visits the board's hexes reached, nearest first, by number. */
  eachAt(visit: (steps: number, i: number) => void): void;
}

/** Breadth-first distances from one hex over one direction of a step graph. */
class Flight implements Distances {
  readonly #board: Board;
  readonly #start: Hex;
  /** Steps by hex number, -1 where not reached; null when the start is off the board. */
  readonly #steps: Int32Array | null;
  /** Reached hex numbers in the order they were reached. */
  readonly #order: Int32Array;

  constructor(board: Board, graph: StepGraph, start: Hex) {
    this.#board = board;
    this.#start = start;
    const from = board.numbered.indexOf(start);
    if (from < 0) {
      this.#steps = null;
      this.#order = new Int32Array(0);
      return;
    }
    const steps = new Int32Array(graph.size);
    const order = new Int32Array(graph.size);
    const reached = breadthFirst(graph, from, steps, order);
    this.#steps = steps;
    this.#order = order.subarray(0, reached);
  }

  at(i: number): number {
    const steps = this.#steps;
    return steps === null || !(i >= 0 && i < steps.length) ? -1 : (steps[i] as number);
  }

  of(h: Hex): number {
    if (this.#steps === null) return hexEquals(h, this.#start) ? 0 : -1;
    return this.at(this.#board.numbered.indexOf(h));
  }

  get(key: HexKey): number | undefined {
    const h = parseHexKey(key);
    const d = h === undefined ? -1 : this.of(h);
    return d < 0 ? undefined : d;
  }

  has(key: HexKey): boolean {
    return this.get(key) !== undefined;
  }

  eachAt(visit: (steps: number, i: number) => void): void {
    const steps = this.#steps;
    if (steps === null) return;
    for (const i of this.#order) visit(steps[i] as number, i);
  }

  forEach(visit: (steps: number, key: HexKey) => void): void {
    if (this.#steps === null) {
      visit(0, hexKey(this.#start));
      return;
    }
    const infos = this.#board.infos;
    this.eachAt((steps, i) => visit(steps, hexKey((infos[i] as HexInfo).hex)));
  }
}

/** Flight distances of a ship that is nowhere: it reaches nothing. */
export const NOWHERE: Distances = {
  get: () => undefined,
  has: () => false,
  forEach: () => {},
  at: () => -1,
  of: () => -1,
  eachAt: () => {},
};

/** Flight distances: the fewest steps from `start` to every hex an NPC can reach. */
export function distancesFrom(board: Board, start: Hex, outlaw: boolean): Distances {
  const graph = stepGraph(board, outlaw);
  return remembered(board, graph.out, start);
}

/** Flight distances the other way: the fewest steps from every hex to `goal`. */
export function distancesTo(board: Board, goal: Hex, outlaw: boolean): Distances {
  const graph = stepGraph(board, outlaw);
  return remembered(board, graph.in, goal);
}

/** Distance maps by step graph and origin number: boards rarely change, so flights repeat. */
const distances = new WeakMap<StepGraph, Map<number, Distances>>();

function remembered(board: Board, graph: StepGraph, origin: Hex): Distances {
  const i = board.numbered.indexOf(origin);
  if (i < 0) return new Flight(board, graph, origin); // off the board: it goes nowhere
  let byOrigin = distances.get(graph);
  if (!byOrigin) {
    byOrigin = new Map();
    distances.set(graph, byOrigin);
  }
  const known = byOrigin.get(i);
  if (known) return known;
  const found = new Flight(board, graph, origin);
  if (byOrigin.size >= 64) byOrigin.clear(); // a few NPCs and goals per board: keep memory small
  byOrigin.set(i, found);
  return found;
}

/**
 * A shortest flight from `start` to `end` (both included), or undefined when there is none:
 * the path `hexPath` finds over the step graph, by numbers (see `unitPath`).
 */
export function flightPath(board: Board, start: Hex, end: Hex, outlaw: boolean): Hex[] | undefined {
  const { numbered, infos } = board;
  const from = numbered.indexOf(start);
  // Off the board there are no steps: only a flight that stays put.
  if (from < 0) return hexEquals(start, end) ? [start] : undefined;
  const path = unitPath(stepGraph(board, outlaw).out, numbered, from, numbered.indexOf(end));
  return path?.map((i) => (infos[i] as HexInfo).hex);
}

/** The board's hexes within a weapon's range of a target, reading order: frozen, shared. */
export interface Reach {
  readonly hexes: readonly Hex[];
  /** Their numbers on the board (`board.numbered`), in the same order. */
  readonly at: Int32Array;
}

/** Hexes in reach by board, then by target hex number and weapon (boards never change). */
const reachMemo = new WeakMap<Board, Map<number, Reach>>();

/** The board's hexes from which `weapon` reaches a ship at `target` by range alone (XB-CMBT-01). */
export function inReach(board: Board, weapon: NpcDef['attack']['weapon'], target: Hex): Reach {
  const i = board.numbered.indexOf(target);
  if (i < 0) return findReach(board, weapon, target); // no ship stands off the board
  let memo = reachMemo.get(board);
  if (!memo) {
    memo = new Map();
    reachMemo.set(board, memo);
  }
  const key = i * 2 + (weapon === 'missile' ? 1 : 0);
  const known = memo.get(key);
  if (known) return known;
  const found = findReach(board, weapon, target);
  memo.set(key, found);
  return found;
}

function findReach(board: Board, weapon: NpcDef['attack']['weapon'], target: Hex): Reach {
  const { min, max } = REACH[weapon];
  const hexes: Hex[] = [];
  const at: number[] = [];
  for (const h of hexesWithin(target, max)) {
    const i = board.numbered.indexOf(h);
    if (i < 0 || distance(h, target) < min) continue;
    hexes.push(Object.freeze(h));
    at.push(i);
  }
  return { hexes, at: Int32Array.from(at) };
}

/**
 * The nearest spaces from which `weapon` can hit a ship at `target` (in range and sight,
 * XB-CMBT-01) among those `flight` reaches and the hexes numbered `taken` leave free: their
 * steps (Infinity when there are none) and the spaces, reading order. Sight is asked of the
 * nearest candidates first, a step further each time none of them sees the target.
 */
export function nearestFiringSpots(
  board: Board,
  weapon: NpcDef['attack']['weapon'],
  target: Hex,
  flight: Distances,
  taken: readonly number[],
): { steps: number; spots: Hex[] } {
  const reach = inReach(board, weapon, target);
  const steps = reach.at.map((i) => (taken.includes(i) ? -1 : flight.at(i)));
  for (let below = -1; ; ) {
    let level = Number.POSITIVE_INFINITY;
    for (const s of steps) if (s > below && s < level) level = s;
    if (level === Number.POSITIVE_INFINITY) return { steps: level, spots: [] };
    const spots: Hex[] = [];
    for (let k = 0; k < steps.length; k++) {
      const h = reach.hexes[k] as Hex;
      if (steps[k] === level && inSight(board, h, target)) spots.push(h);
    }
    if (spots.length > 0) return { steps: level, spots };
    below = level;
  }
}
