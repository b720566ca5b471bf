/** fast-check arbitraries shared by the hex tests. */
import fc from 'fast-check';
import {
  type Direction,
  type Hex,
  hex,
  type Rotation,
  type TilePlacement,
} from '../../src/hex/index.ts';

/** A hex with coordinates in [-size, size]. */
export function arbHex(size = 60): fc.Arbitrary<Hex> {
  return fc
    .record({ q: fc.integer({ min: -size, max: size }), r: fc.integer({ min: -size, max: size }) })
    .map(({ q, r }) => hex(q, r));
}

/** A direction (also usable as a rotation). */
export const arbDirection: fc.Arbitrary<Direction> = fc.constantFrom(0, 1, 2, 3, 4, 5);

/** A rotation. */
export const arbRotation: fc.Arbitrary<Rotation> = arbDirection;

/** A tile placement on a slot with coordinates in [-size, size]. */
export function arbPlacement(size = 20): fc.Arbitrary<TilePlacement> {
  return fc.record({ slot: arbHex(size), rotation: arbRotation });
}
