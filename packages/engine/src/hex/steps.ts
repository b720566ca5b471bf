/**
 * Step graphs over numbered hexes (see numbered.ts) in typed arrays: which neighbours one may
 * step to from each hex, breadth-first distances, and the same cheapest paths {@link hexPath}
 * finds when every step costs 1, tie for tie.
 */

import type { NumberedHexes } from './numbered.ts';

/** Directed steps in compressed rows: hex `i` steps to `to[first[i]]` … `to[first[i + 1] - 1]`. */
export interface StepGraph {
  readonly size: number;
  /** `size + 1` offsets into `to`. */
  readonly first: Int32Array;
  readonly to: Int32Array;
}

/**
 * The steps `open` allows: from each hex to each neighbour in the set, in direction order, where
 * bit `d` of `open[i]` is set for direction `d` from hex `i`.
 */
export function stepsByDirection(hexes: NumberedHexes, open: Uint8Array): StepGraph {
  const { size, neighbours } = hexes;
  const first = new Int32Array(size + 1);
  const to = new Int32Array(size * 6);
  let k = 0;
  for (let i = 0; i < size; i++) {
    first[i] = k;
    const bits = open[i] as number;
    for (let d = 0; d < 6; d++) {
      const n = neighbours[i * 6 + d] as number;
      if (n >= 0 && ((bits >> d) & 1) === 1) to[k++] = n;
    }
  }
  first[size] = k;
  return { size, first, to: to.slice(0, k) };
}

/** The same steps taken backwards: into each hex, from its sources by number, each in its order. */
export function reversed(graph: StepGraph): StepGraph {
  const { size, first, to } = graph;
  const count = new Int32Array(size + 1);
  for (let k = 0; k < to.length; k++) {
    const j = (to[k] as number) + 1;
    count[j] = (count[j] as number) + 1;
  }
  for (let i = 0; i < size; i++) count[i + 1] = (count[i + 1] as number) + (count[i] as number);
  const backFirst = count.slice();
  const back = new Int32Array(to.length);
  for (let i = 0; i < size; i++) {
    for (let k = first[i] as number; k < (first[i + 1] as number); k++) {
      const j = to[k] as number;
      const at = count[j] as number;
      back[at] = i;
      count[j] = at + 1;
    }
  }
  return { size, first: backFirst, to: back };
}

/**
 * Breadth-first from `start`: fills `steps` (length ≥ size) with the fewest steps to each hex,
 * -1 where not reached, and `order` with the hexes reached, in the order reached (a hex's steps
 * are taken in graph order). Returns how many were reached.
 */
export function breadthFirst(
  graph: StepGraph,
  start: number,
  steps: Int32Array,
  order: Int32Array,
): number {
  const { first, to } = graph;
  steps.fill(-1, 0, graph.size);
  steps[start] = 0;
  order[0] = start;
  let reached = 1;
  for (let head = 0; head < reached; head++) {
    const h = order[head] as number;
    const d = (steps[h] as number) + 1;
    const end = first[h + 1] as number;
    for (let k = first[h] as number; k < end; k++) {
      const next = to[k] as number;
      if (steps[next] !== -1) continue;
      steps[next] = d;
      order[reached++] = next;
    }
  }
  return reached;
}

// Buffers of unitPath, reused from call to call and grown as needed.
let seen = new Int32Array(0); // the call's stamp where the arrays below hold this call's values
let stamp = 0;
let bestEntry = new Int32Array(0); // the latest entry queued for each hex
let settled = new Int32Array(0); // the call's stamp once a hex is settled
let parent = new Int32Array(0);
let entryNode = new Int32Array(64);
let entryCost = new Int32Array(64);
let entryPriority = new Int32Array(64);
let heap = new Int32Array(64); // entry numbers, a binary min-heap by (priority, entry number)

function grow(a: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(Math.max(length, a.length * 2));
  b.set(a);
  return b;
}

/** Whether entry `a` leaves the queue before entry `b`: lower priority, then queued first. */
function before(a: number, b: number): boolean {
  const pa = entryPriority[a] as number;
  const pb = entryPriority[b] as number;
  return pa < pb || (pa === pb && a < b);
}

/**
 * The cheapest path from hex `start` to hex `goal` (numbers, both included) when every step
 * costs 1, or undefined when there is none: the very path {@link hexPath} gives with the same
 * steps, neighbours tried in graph order (A* by hex distance; equal priorities leave in the
 * order queued; a hex's parent changes only for a strictly cheaper route). Undefined too when
 * either end is not a number of the graph.
 */
export function unitPath(
  graph: StepGraph,
  hexes: NumberedHexes,
  start: number,
  goal: number,
): number[] | undefined {
  const { size, first, to } = graph;
  if (seen.length < size) {
    seen = new Int32Array(size);
    settled = new Int32Array(size);
    bestEntry = new Int32Array(size);
    parent = new Int32Array(size);
    stamp = 0;
  }
  if (start < 0 || goal < 0 || start >= size || goal >= size) return undefined;
  if (stamp === 0x7fffffff) {
    seen.fill(0);
    settled.fill(0);
    stamp = 0;
  }
  stamp++;
  const gq = hexes.q[goal] as number;
  const gr = hexes.r[goal] as number;
  const qs = hexes.q;
  const rs = hexes.r;
  let entries = 0;
  let length = 0;
  const queue = (node: number, cost: number, from: number): void => {
    if (entries === entryNode.length) {
      entryNode = grow(entryNode, entries + 1);
      entryCost = grow(entryCost, entries + 1);
      entryPriority = grow(entryPriority, entries + 1);
    }
    if (length === heap.length) heap = grow(heap, length + 1);
    const dq = (qs[node] as number) - gq;
    const dr = (rs[node] as number) - gr;
    const e = entries++;
    entryNode[e] = node;
    entryCost[e] = cost;
    entryPriority[e] = cost + (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    seen[node] = stamp;
    bestEntry[node] = e;
    parent[node] = from;
    let at = length++;
    while (at > 0) {
      const up = (at - 1) >> 1;
      const u = heap[up] as number;
      if (!before(e, u)) break;
      heap[at] = u;
      at = up;
    }
    heap[at] = e;
  };
  const pop = (): number => {
    const top = heap[0] as number;
    const last = heap[--length] as number;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= length) break;
      const right = child + 1;
      if (right < length && before(heap[right] as number, heap[child] as number)) child = right;
      if (!before(heap[child] as number, last)) break;
      heap[at] = heap[child] as number;
      at = child;
    }
    heap[at] = last;
    return top;
  };
  queue(start, 0, -1);
  while (length > 0) {
    const e = pop();
    const node = entryNode[e] as number;
    if (bestEntry[node] !== e) continue; // superseded by a cheaper entry
    settled[node] = stamp;
    if (node === goal) {
      const path: number[] = [];
      for (let n = node; n !== -1; n = parent[n] as number) path.push(n);
      return path.reverse();
    }
    const cost = (entryCost[e] as number) + 1;
    const end = first[node + 1] as number;
    for (let k = first[node] as number; k < end; k++) {
      const next = to[k] as number;
      if (settled[next] === stamp) continue;
      if (seen[next] === stamp && (entryCost[bestEntry[next] as number] as number) <= cost)
        continue;
      queue(next, cost, node);
    }
  }
  return undefined;
}
