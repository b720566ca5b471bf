/**
 * Range and line of sight between hex centres (GAP-XB-05). The centre-to-centre segment is walked
 * exactly, hex by hex, in integer arithmetic. Where it touches a hex vertex (passing through one,
 * or running along an edge) it is walked twice, shifted an infinitesimal ε to either side, and
 * line of sight exists if either shifted line is clear. ε is symbolic (a vertex exactly on the
 * line counts as lying on the side opposite the shift), which is what any small enough real ε
 * gives, without a tolerance to tune.
 */

import type { Direction, Hex } from './coords.ts';
import { DIRECTIONS, distance, hex } from './coords.ts';
import { type EdgeKey, edgeOf } from './edges.ts';

/** What the board says about sight lines. */
export interface SightTerrain {
  /** Whether a line crossing this edge is blocked (XB-LOS-02; normal, nebula, gate do not, XB-LOS-03). */
  blocks(edge: EdgeKey): boolean;
  /**
   * Optional, the same answer as `blocks(edgeOf(h, d))` for the edge of `h` in direction `d`,
   * without building the edge's key; used where present.
   */
  blocksAt?(h: Hex, d: Direction): boolean;
  /** Whether this hex can be seen through (false for unexplored space, XB-LOS-02). */
  visible(h: Hex): boolean;
}

/** The first thing that blocks a trace. */
export type SightBlocker = { readonly edge: EdgeKey } | { readonly hex: Hex };

/** One shifted copy of the segment: every hex it visits (both ends included) and every edge it crosses, in order. */
export interface Trace {
  readonly hexes: readonly Hex[];
  readonly edges: readonly EdgeKey[];
  /** The first blocker met from the start; absent when the trace is clear. */
  readonly blockedBy?: SightBlocker;
}

/** The answer to "can `from` see `to`?". */
export interface LineOfSight {
  /** Line of sight exists: at least one trace is clear. */
  readonly clear: boolean;
  /** Hex distance, ignoring borders. */
  readonly range: number;
  /** The exact segment touches a hex vertex, so the two traces differ. */
  readonly degenerate: boolean;
  /**
   * The segment shifted ε to the right and to the left of the direction of travel (on screen).
   * The same object twice when not degenerate. From `to` to `from` the same two traces come back
   * in the other order and reversed.
   */
  readonly traces: readonly [Trace, Trace];
}

/** Range between two hexes: hex distance ignoring borders. GAP-XB-05 */
export function range(a: Hex, b: Hex): number {
  return distance(a, b);
}

/**
 * Line of sight from the centre of `from` to the centre of `to`, with both traces. A trace is
 * blocked by a crossed edge where `blocks` says so, or by a hex strictly between the ends that is
 * not `visible`; the two end hexes are never asked (the caller knows what stands there).
 * XB-LOS-02, XB-LOS-03, GAP-XB-05
 */
export function lineOfSight(from: Hex, to: Hex, terrain: SightTerrain): LineOfSight {
  const right = fullTrace(from, to, 1, terrain);
  const degenerate = (right.flags & DEGENERATE) !== 0;
  const left = degenerate ? fullTrace(from, to, -1, terrain).trace : right.trace;
  return {
    clear: right.trace.blockedBy === undefined || left.blockedBy === undefined,
    range: distance(from, to),
    degenerate,
    traces: [right.trace, left],
  };
}

/** Just whether line of sight exists (as {@link lineOfSight}), stopping at the first blocker. */
export function hasLineOfSight(from: Hex, to: Hex, terrain: SightTerrain): boolean {
  const visit = clearStep(to, terrain);
  const right = walk(from, to, 1, visit);
  if ((right & STOPPED) === 0) return true;
  // Until the first vertex on the line both traces are the same, so they block at the same place.
  // Stryker disable next-line ConditionalExpression: a shortcut; the left walk would agree.
  if ((right & DEGENERATE) === 0) return false;
  return (walk(from, to, -1, visit) & STOPPED) === 0;
}

function clearStep(to: Hex, terrain: SightTerrain): StepVisitor {
  if (terrain.blocksAt) {
    const blocksAt = terrain.blocksAt;
    return (h, d, next) =>
      !blocksAt(h, d) && ((next.q === to.q && next.r === to.r) || terrain.visible(next));
  }
  return (h, d, next) =>
    !terrain.blocks(edgeOf(h, d)) &&
    ((next.q === to.q && next.r === to.r) || terrain.visible(next));
}

function fullTrace(
  from: Hex,
  to: Hex,
  shift: Shift,
  terrain: SightTerrain,
): { trace: Trace; flags: number } {
  const hexes: Hex[] = [hex(from.q, from.r)];
  const edges: EdgeKey[] = [];
  let blockedBy: SightBlocker | undefined;
  const flags = walk(from, to, shift, (h, d, next) => {
    const edge = edgeOf(h, d);
    hexes.push(next);
    edges.push(edge);
    if (blockedBy === undefined) {
      if (terrain.blocks(edge)) blockedBy = { edge };
      else if ((next.q !== to.q || next.r !== to.r) && !terrain.visible(next)) {
        blockedBy = { hex: next };
      }
    }
    return true;
  });
  const trace = blockedBy === undefined ? { hexes, edges } : { hexes, edges, blockedBy };
  return { trace, flags };
}

// --- The walk ---------------------------------------------------------------------------------
//
// Scaled plane where every hex centre and vertex is an integer point: X = 2q + r, Y = 3r (pixel
// x·2/√3 and y·2 for unit pointy-top hexes, y down). The map is linear with a positive
// determinant, so it keeps straight lines, crossings and left/right.

/** +1: the segment shifted ε to the right of its direction (on screen); -1: to the left. */
type Shift = 1 | -1;

/** Called for each edge crossed, from hex `h` in direction `d` into `next`; false stops the walk. */
type StepVisitor = (h: Hex, d: Direction, next: Hex) => boolean;

const STOPPED = 1;
const DEGENERATE = 2;

type Six = readonly [number, number, number, number, number, number];

// Vertex k of a hex, relative to its centre, lies between directions k and k+1 (clockwise from
// the east-south-east corner); edge k runs from vertex k-1 to vertex k.
const VERTEX_X: Six = [1, 0, -1, -1, 0, 1];
const VERTEX_Y: Six = [1, 2, 1, -1, -2, -1];

/** The side of the shifted line a point lies on, from its exact cross product `o` (symbolic ε). */
function sideOf(o: number, shift: Shift): number {
  return o > 0 ? 1 : o < 0 ? -1 : -shift;
}

/**
 * Walks the segment from the centre of `from` to the centre of `to`, shifted by `shift`·ε.
 * Returns flags: STOPPED if `visit` stopped it, DEGENERATE if a vertex lay exactly on the line
 * in a hex visited so far.
 */
function walk(from: Hex, to: Hex, shift: Shift, visit: StepVisitor): number {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  const dx = 2 * dq + dr;
  const dy = 3 * dr;
  // Cross product of the direction with each vertex offset: how far right of the line the
  // vertex lies, relative to the hex centre (positive = right on screen).
  // Stryker disable ArithmeticOperator: every offset is 0, ±1 or ±2, so most of these mutants
  // (× ↔ ÷ by ±1, + ↔ - of a zero term) are equivalent; the brute-force trace test covers the rest.
  const vo: Six = [
    dx * VERTEX_Y[0] - dy * VERTEX_X[0],
    dx * VERTEX_Y[1] - dy * VERTEX_X[1],
    dx * VERTEX_Y[2] - dy * VERTEX_X[2],
    dx * VERTEX_Y[3] - dy * VERTEX_X[3],
    dx * VERTEX_Y[4] - dy * VERTEX_X[4],
    dx * VERTEX_Y[5] - dy * VERTEX_X[5],
  ];
  // Stryker restore ArithmeticOperator
  // Stryker disable next-line all: only bounds the guard below.
  const limit = 4 * distance(from, to) + 4; // never reached: each step moves forward along the line
  let flags = 0;
  let h = from;
  // Stryker disable next-line UpdateOperator: only feeds the guard below, which never fires.
  for (let steps = 0; h.q !== to.q || h.r !== to.r; steps++) {
    // Stryker disable next-line all: a guard against a bug; no input reaches it.
    if (steps > limit) throw new Error('Line-of-sight walk did not end');
    const oc = dx * 3 * (h.r - from.r) - dy * (2 * (h.q - from.q) + (h.r - from.r));
    // The line leaves through the edge whose ends go from left (-) to right (+) clockwise.
    let exit: Direction | undefined;
    let before = sideOf(oc + vo[5], shift);
    // Index loops in this hot path: no iterator to allocate.
    for (let k: Direction = 0; k < 6; k = (k + 1) as Direction) {
      const o = oc + vo[k];
      if (o === 0) flags |= DEGENERATE;
      const side = sideOf(o, shift);
      // Stryker disable next-line EqualityOperator: sideOf is never 0, so < 0 and <= 0 agree.
      if (before < 0 && side > 0) exit = k;
      before = side;
    }
    // Stryker disable next-line all: a guard against a bug; a line always leaves a hex.
    if (exit === undefined) throw new Error('Line-of-sight walk left the line');
    const o = DIRECTIONS[exit];
    const next = hex(h.q + o.q, h.r + o.r);
    if (!visit(h, exit, next)) return flags | STOPPED;
    h = next;
  }
  return flags;
}
