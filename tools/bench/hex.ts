import { openDice, seedRandom } from '@drift/engine';
import {
  ALL_DIRECTIONS,
  breadthFirst,
  distance,
  type EdgeKey,
  edgeBetween,
  edgeOf,
  type Hex,
  hasLineOfSight,
  hexKey,
  hexPath,
  lineOfSight,
  neighbor,
  numberHexes,
  ORIGIN,
  stepsByDirection,
  tileHexes,
  unitPath,
} from '@drift/engine/hex';
import type { Bench } from 'tinybench';

type Pair = readonly [Hex, Hex];

/** Seven tiles (a centre and its ring), 133 hexes, about one edge in eight blocking. */
function board() {
  const slots = [ORIGIN, ...ALL_DIRECTIONS.map((d) => neighbor(ORIGIN, d))];
  const hexes = slots.flatMap((slot) => tileHexes({ slot, rotation: 0 }));
  const onBoard = new Set(hexes.map(hexKey));
  const dice = openDice(seedRandom('bench-board'));
  const blocking = new Set<EdgeKey>();
  for (const h of hexes) {
    for (const d of ALL_DIRECTIONS) if (dice.index(8) === 0) blocking.add(edgeOf(h, d));
  }
  const pairs = (maxRange: number): Pair[] =>
    Array.from({ length: 256 }, () => {
      const a = dice.pick(hexes);
      return [a, dice.pick(hexes.filter((h) => distance(a, h) <= maxRange))] as const;
    });
  // The same steps over numbered hexes: a direction is open unless its edge blocks.
  const numbered = numberHexes(hexes);
  const open = Uint8Array.from(hexes, (h) =>
    ALL_DIRECTIONS.reduce<number>(
      (bits, d) => (blocking.has(edgeOf(h, d)) ? bits : bits | (1 << d)),
      0,
    ),
  );
  return { onBoard, blocking, pairs, numbered, steps: stepsByDirection(numbered, open) };
}

/**
 * Hex geometry benchmarks: line of sight at missile range, paths across the board (by `q,r` keys
 * and over numbered hexes), breadth-first distances.
 */
export function addHexTasks(bench: Bench): void {
  const { onBoard, blocking, pairs, numbered, steps } = board();
  const distances = new Int32Array(numbered.size);
  const order = new Int32Array(numbered.size);
  const terrain = {
    blocks: (edge: EdgeKey) => blocking.has(edge),
    visible: (h: Hex) => onBoard.has(hexKey(h)),
  };
  const stepCost = (from: Hex, to: Hex) => {
    const edge = edgeBetween(from, to);
    return edge && onBoard.has(hexKey(to)) && !blocking.has(edge) ? 1 : undefined;
  };
  const near = pairs(6);
  const far = pairs(20);
  let i = 0;
  const take = (list: readonly Pair[]): Pair => list[i++ & 255] ?? [ORIGIN, ORIGIN];
  bench
    .add('hex: hasLineOfSight, range up to 6', () => {
      const [a, b] = take(near);
      hasLineOfSight(a, b, terrain);
    })
    .add('hex: lineOfSight with both traces, range up to 6', () => {
      const [a, b] = take(near);
      lineOfSight(a, b, terrain);
    })
    .add('hex: hexPath across a 7-tile board', () => {
      const [a, b] = take(far);
      hexPath(a, b, stepCost);
    })
    .add('hex: unitPath (numbered hexes) across a 7-tile board', () => {
      const [a, b] = take(far);
      unitPath(steps, numbered, numbered.indexOf(a), numbered.indexOf(b));
    })
    .add('hex: breadthFirst (numbered hexes) over a 7-tile board', () => {
      const [a] = take(far);
      breadthFirst(steps, numbered.indexOf(a), distances, order);
    });
}
