/**
 * Deterministic shortest paths (Dijkstra, or A* with a heuristic) over any graph: hexes for ship
 * and NPC movement, slots for distances between sectors. Equal priorities leave the queue in the
 * order they entered it, and a node's parent changes only for a strictly cheaper route, so the
 * same graph always gives the same path.
 */

import TinyQueue from 'tinyqueue';
import { ALL_DIRECTIONS, distance, type Hex, hexEquals, hexKey, neighbor } from './coords.ts';

/** A graph to search: `neighbours` lists `[node, step cost]` pairs (costs finite and ≥ 0). */
export interface Graph<N> {
  readonly neighbours: (node: N) => Iterable<readonly [N, number]>;
  /** Identifies a node; equal keys are the same node. */
  readonly key: (node: N) => string;
  /** Nodes costing more than this are never reached. */
  readonly maxCost?: number;
  /**
   * Give up (as if unreachable) after settling this many nodes. On an unbounded graph (the hex
   * plane) bound the search with this, `maxCost`, or neighbours that stop at the board's edge.
   */
  readonly maxExpanded?: number;
}

/** A search from `start` to the first node passing `isGoal`. */
export interface PathQuery<N> extends Graph<N> {
  readonly start: N;
  readonly isGoal: (node: N) => boolean;
  /** A lower bound of the cost left to a goal, consistent (never drops by more than a step costs); 0 if absent. */
  readonly heuristic?: (node: N) => number;
}

/** A cheapest path, both ends included, and its cost. */
export interface FoundPath<N> {
  readonly path: N[];
  readonly cost: number;
}

/** A node settled by {@link reachable}: its cost and the index of the node it is reached from (-1 for the start). */
export interface Reached<N> {
  readonly node: N;
  readonly cost: number;
  readonly previous: number;
}

interface Entry<N> {
  readonly node: N;
  readonly key: string;
  readonly cost: number;
  readonly priority: number;
  readonly seq: number;
  readonly parent: Entry<N> | undefined;
}

/** The cheapest path from `start` to a goal node; undefined if none is reachable within the limits. */
export function shortestPath<N>(query: PathQuery<N>): FoundPath<N> | undefined {
  let found: Entry<N> | undefined;
  search(query, query.heuristic, (e) => {
    if (!query.isGoal(e.node)) return false;
    found = e;
    return true;
  });
  if (found === undefined) return undefined;
  const path: N[] = [];
  for (let e: Entry<N> | undefined = found; e !== undefined; e = e.parent) path.push(e.node);
  return { path: path.reverse(), cost: found.cost };
}

/** Every node reachable from `start` within the limits, cheapest first (a shortest-path tree). */
export function reachable<N>(start: N, graph: Graph<N>): Reached<N>[] {
  const out: Reached<N>[] = [];
  const index = new Map<string, number>();
  search({ ...graph, start }, undefined, (e) => {
    index.set(e.key, out.length);
    // Stryker disable next-line UnaryOperator: a parent is always settled first; never reached.
    const previous = e.parent === undefined ? -1 : (index.get(e.parent.key) ?? -1);
    out.push({ node: e.node, cost: e.cost, previous });
    return false;
  });
  return out;
}

/** Options of {@link hexPath}. */
export interface HexPathOptions {
  /** The cheapest any step can cost (scales the distance heuristic); default 1. */
  readonly minStepCost?: number;
  /** Paths costing more than this are not searched (see {@link Graph.maxCost}). */
  readonly maxCost?: number;
  /** Give up after settling this many hexes (see {@link Graph.maxExpanded}). */
  readonly maxExpanded?: number;
}

/**
 * The cheapest hex path from `start` to `goal` by A* (heuristic: distance × `minStepCost`).
 * `stepCost(from, to)` prices one step between neighbours; undefined forbids it (e.g. across a
 * star border, XB-NPC-04). Neighbours are tried in direction order.
 */
export function hexPath(
  start: Hex,
  goal: Hex,
  stepCost: (from: Hex, to: Hex) => number | undefined,
  options: HexPathOptions = {},
): FoundPath<Hex> | undefined {
  const minStep = options.minStepCost ?? 1;
  return shortestPath<Hex>({
    start,
    isGoal: (h) => hexEquals(h, goal),
    key: hexKey,
    heuristic: (h) => distance(h, goal) * minStep,
    neighbours: (h) => {
      const out: [Hex, number][] = [];
      for (const d of ALL_DIRECTIONS) {
        const n = neighbor(h, d);
        const cost = stepCost(h, n);
        if (cost !== undefined) out.push([n, cost]);
      }
      return out;
    },
    // Stryker disable next-line ConditionalExpression: an undefined limit is no limit either way.
    ...(options.maxCost === undefined ? {} : { maxCost: options.maxCost }),
    // Stryker disable next-line ConditionalExpression: as above.
    ...(options.maxExpanded === undefined ? {} : { maxExpanded: options.maxExpanded }),
  });
}

function byPriority<N>(a: Entry<N>, b: Entry<N>): number {
  return a.priority - b.priority || a.seq - b.seq;
}

/** Settles nodes cheapest first, calling `settle` for each until it returns true. */
function search<N>(
  query: Graph<N> & { readonly start: N },
  heuristic: ((node: N) => number) | undefined,
  settle: (entry: Entry<N>) => boolean,
): void {
  const { neighbours, key, maxCost = Number.POSITIVE_INFINITY } = query;
  const maxExpanded = query.maxExpanded ?? Number.POSITIVE_INFINITY;
  const best = new Map<string, Entry<N>>();
  const closed = new Set<string>();
  let seq = 0;
  const startKey = key(query.start);
  // Stryker disable next-line LogicalOperator: the start is alone in the queue, whatever its priority.
  const h0 = heuristic?.(query.start) ?? 0;
  const first = {
    node: query.start,
    key: startKey,
    cost: 0,
    priority: h0,
    // Stryker disable next-line UpdateOperator: the start leaves the queue before any tie.
    seq: seq++,
    parent: undefined,
  };
  const queue = new TinyQueue<Entry<N>>([first], byPriority);
  best.set(startKey, first);
  for (let e = queue.pop(); e !== undefined; e = queue.pop()) {
    if (best.get(e.key) !== e) continue; // superseded by a cheaper entry
    closed.add(e.key);
    if (settle(e) || closed.size >= maxExpanded) return;
    for (const [node, step] of neighbours(e.node)) {
      if (!(step >= 0 && step < Number.POSITIVE_INFINITY)) {
        throw new RangeError(`Step costs must be finite and non-negative, not ${step}`);
      }
      const k = key(node);
      // Stryker disable next-line ConditionalExpression: a shortcut; the cost test below skips it too.
      if (closed.has(k)) continue;
      const cost = e.cost + step;
      const old = best.get(k);
      if (old !== undefined && old.cost <= cost) continue;
      const priority = cost + (heuristic?.(node) ?? 0);
      if (priority > maxCost) continue; // the heuristic is a lower bound, so the goal is too far
      const entry = { node, key: k, cost, priority, seq: seq++, parent: e };
      best.set(k, entry);
      queue.push(entry);
    }
  }
}
