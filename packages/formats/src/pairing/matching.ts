/// <reference path="./edmonds-blossom-fixed.d.ts" />
/**
 * Maximum weight matching (Edmonds' blossom algorithm) over the installed port of van
 * Rantwijk's mwmatching. Pure JS, so it runs under Node and bundles in Vite alike.
 */
import blossom from 'edmonds-blossom-fixed';

/** An edge between two vertices (0-based) and its weight; weights should be integers. */
export type WeightedEdge = readonly [i: number, j: number, weight: number];

/**
 * The matching of greatest total weight among `vertices` vertices; with `maxCardinality`, the
 * heaviest among those with the most edges. Answers each vertex's mate, or null when unmatched.
 * Bad edges are a programmer error and throw.
 */
export function maxWeightMatching(
  vertices: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
): (number | null)[] {
  if (!Number.isSafeInteger(vertices) || vertices < 0) {
    throw new RangeError(`A matching needs a whole number of vertices, not ${vertices}`);
  }
  for (const [i, j, weight] of edges) {
    if (!isVertex(i, vertices) || !isVertex(j, vertices) || i === j) {
      throw new RangeError(`Edge ${i}-${j} does not join two vertices of 0..${vertices - 1}`);
    }
    if (!Number.isSafeInteger(weight)) {
      throw new RangeError(`Edge ${i}-${j} has weight ${weight}; weights must be safe integers`);
    }
  }
  const mate =
    edges.length === 0
      ? []
      : blossom(
          edges.map(([i, j, w]) => [i, j, w] as const),
          maxCardinality,
        );
  const out: (number | null)[] = [];
  for (let v = 0; v < vertices; v++) {
    const m = mate[v];
    out.push(m === undefined || m < 0 ? null : m);
  }
  return out;
}

function isVertex(v: number, vertices: number): boolean {
  return Number.isSafeInteger(v) && v >= 0 && v < vertices;
}
