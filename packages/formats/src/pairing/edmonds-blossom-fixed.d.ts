/**
 * Types for `edmonds-blossom-fixed` (CommonJS, no types of its own): a port of Joris van
 * Rantwijk's mwmatching. `edges` are `[i, j, weight]` over vertices 0..n-1; the answer holds, for
 * each vertex up to the highest one named, its mate or -1. No edges → an empty array.
 */
declare module 'edmonds-blossom-fixed' {
  function blossom(
    edges: readonly (readonly [number, number, number])[],
    maxCardinality?: boolean,
  ): number[];
  export = blossom;
}
