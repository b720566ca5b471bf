import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachPlacements,
  attachRotations,
  boardToLocal,
  DIRECTIONS,
  type Direction,
  distance,
  edgeHexes,
  frontier,
  type Hex,
  hex,
  hexesWithin,
  hexKey,
  isTileHex,
  localToBoard,
  neighbor,
  opposite,
  rotate,
  sideSymbol,
  slotCenter,
  slotOfHex,
  TILE_HEXES,
  type TileSymbols,
  tileHexes,
  tileSideEdges,
  turn,
  unexploredDirections,
} from '../../src/hex/index.ts';
import { arbDirection, arbHex, arbPlacement, arbRotation } from './arbitraries.ts';

const arbSymbols: fc.Arbitrary<TileSymbols> = fc.tuple(
  ...[0, 1, 2, 3, 4, 5].map(() => fc.constantFrom('A', 'B', 'C')),
) as fc.Arbitrary<unknown> as fc.Arbitrary<TileSymbols>;

describe('sector tiles', () => {
  it('XB-SECT-01: a tile has 19 distinct hexes within radius 2', () => {
    expect(TILE_HEXES).toHaveLength(19);
    expect(new Set(TILE_HEXES.map(hexKey)).size).toBe(19);
    for (const h of TILE_HEXES) expect(isTileHex(h)).toBe(true);
    expect(isTileHex(hex(3, 0))).toBe(false);
    fc.assert(
      fc.property(arbPlacement(), (p) => {
        expect(new Set(tileHexes(p).map(hexKey)).size).toBe(19);
      }),
    );
  });

  it('slot centres: (1,0) → (5,-2), (0,1) → (2,3); macro-neighbours are (5,-2) turned by 60° steps', () => {
    expect(slotCenter(hex(0, 0))).toEqual(hex(0, 0));
    expect(slotCenter(hex(1, 0))).toEqual(hex(5, -2));
    expect(slotCenter(hex(0, 1))).toEqual(hex(2, 3));
    expect(slotCenter(hex(-2, 1))).toEqual(hex(-8, 7));
    for (let d = 0; d < 6; d++) {
      expect(slotCenter(DIRECTIONS[d as Direction])).toEqual(rotate(hex(5, -2), d));
      expect(distance(slotCenter(DIRECTIONS[d as Direction]), hex(0, 0))).toBe(5);
    }
  });

  it('every board hex belongs to exactly one slot, the one slotOfHex names', () => {
    fc.assert(
      fc.property(arbHex(10_000), (h) => {
        const slot = slotOfHex(h);
        expect(distance(h, slotCenter(slot))).toBeLessThanOrEqual(2);
        // Any slot covering h is within one macro step of the found one: check them all.
        const covering = hexesWithin(slot, 2).filter((s) => distance(h, slotCenter(s)) <= 2);
        expect(covering).toEqual([slot]);
      }),
    );
    // A dense patch too: every hex of a 40-radius board, and the tiles tile it.
    const counts = new Map<string, number>();
    for (const h of hexesWithin(hex(0, 0), 40)) {
      const key = hexKey(slotOfHex(h));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.get('0,0')).toBe(19);
    expect(counts.get('1,-2')).toBe(19);
  });

  it('slotOfHex(tileHexes(p)) is p.slot, for any rotation', () => {
    fc.assert(
      fc.property(arbPlacement(500), (p) => {
        for (const h of tileHexes(p)) expect(slotOfHex(h)).toEqual(p.slot);
      }),
    );
  });

  it('localToBoard and boardToLocal are inverse', () => {
    fc.assert(
      fc.property(arbHex(), arbPlacement(), (local, p) => {
        expect(boardToLocal(localToBoard(local, p), p)).toEqual(local);
        expect(localToBoard(boardToLocal(local, p), p)).toEqual(local);
      }),
    );
    const p = { slot: hex(1, 0), rotation: 1 as const };
    expect(localToBoard(hex(0, 0), p)).toEqual(hex(5, -2));
    expect(localToBoard(hex(1, 0), p)).toEqual(hex(5, -1)); // local east shows south-east
    expect(tileHexes(p)[9]).toEqual(localToBoard(TILE_HEXES[9] ?? hex(0, 0), p));
  });

  it('a tile side is five edges between the tile and the slot it faces, clockwise', () => {
    fc.assert(
      fc.property(arbHex(100), (slot) => {
        const all = new Set<string>();
        for (let side = 0; side < 6; side++) {
          const s = side as Direction;
          const edges = tileSideEdges(slot, s);
          expect(edges).toHaveLength(5);
          const facing = neighbor(slot, s);
          for (const e of edges) {
            all.add(e);
            const slots = edgeHexes(e).map((h) => hexKey(slotOfHex(h)));
            expect(new Set(slots)).toEqual(new Set([hexKey(slot), hexKey(facing)]));
          }
          // The neighbour sees the same edges, clockwise around itself = the other way round.
          expect(tileSideEdges(facing, opposite(s))).toEqual([...edges].reverse());
        }
        expect(all.size).toBe(30); // the whole rim of a radius-2 hexagon
      }),
    );
    expect(tileSideEdges(hex(0, 0), 0)).toEqual([
      '2,-2|3,-2',
      '3,-2|2,-1',
      '2,-1|3,-1',
      '3,-1|2,0',
      '2,0|3,0',
    ]);
  });

  it('XB-SECT-02: the rotations attachRotations returns show the required symbol, no other does', () => {
    fc.assert(
      fc.property(
        arbSymbols,
        arbDirection,
        fc.constantFrom('A', 'B', 'C'),
        (symbols, side, required) => {
          const fits = attachRotations(symbols, side, required);
          for (let k = 0; k < 6; k++) {
            const rotation = k as Direction;
            expect(fits.includes(rotation)).toBe(sideSymbol(symbols, rotation, side) === required);
          }
          expect([...fits].sort()).toEqual(fits);
        },
      ),
    );
  });

  it('sideSymbol: local side s of a tile turned k shows on board side s+k', () => {
    fc.assert(
      fc.property(arbSymbols, arbDirection, arbRotation, (symbols, local, k) => {
        expect(sideSymbol(symbols, k, turn(local, k))).toBe(symbols[local]);
      }),
    );
  });

  it('XB-SECT-02 XB-EXPL-01: exploring through a side matches only the explored tile’s facing symbol', () => {
    const explored = { slot: hex(0, 0), rotation: 1 as const };
    const exploredSymbols: TileSymbols = ['A', 'B', 'C', 'D', 'E', 'F'];
    // Board side 0 of the explored tile shows its local side 5: 'F'. The new tile faces back
    // with board side 3, so it needs 'F' at local side 3 - k: k = 3 (local 0) or k = 1 (local 2).
    const placements = attachPlacements(explored, exploredSymbols, 0, [
      'F',
      'x',
      'F',
      'y',
      'z',
      'w',
    ]);
    expect(placements).toEqual([
      { slot: hex(1, 0), rotation: 1 },
      { slot: hex(1, 0), rotation: 3 },
    ]);
    expect(attachPlacements(explored, exploredSymbols, 0, ['x', 'x', 'x', 'x', 'x', 'x'])).toEqual(
      [],
    );
  });
});

describe('the explored frontier', () => {
  // Two tiles side by side: slot (0,0) and slot (1,0) east-north-east of it.
  const placed = [hex(1, 0), hex(0, 0)];
  const isPlaced = (slot: Hex): boolean => placed.some((p) => p.q === slot.q && p.r === slot.r);

  it('frontier lists every side facing an empty slot, slots in reading order', () => {
    expect(frontier([...placed, hex(0, 0)])).toEqual([
      { slot: hex(0, 0), side: 1, emptySlot: hex(0, 1) },
      { slot: hex(0, 0), side: 2, emptySlot: hex(-1, 1) },
      { slot: hex(0, 0), side: 3, emptySlot: hex(-1, 0) },
      { slot: hex(0, 0), side: 4, emptySlot: hex(0, -1) },
      { slot: hex(0, 0), side: 5, emptySlot: hex(1, -1) },
      { slot: hex(1, 0), side: 0, emptySlot: hex(2, 0) },
      { slot: hex(1, 0), side: 1, emptySlot: hex(1, 1) },
      { slot: hex(1, 0), side: 2, emptySlot: hex(0, 1) },
      { slot: hex(1, 0), side: 4, emptySlot: hex(1, -1) },
      { slot: hex(1, 0), side: 5, emptySlot: hex(2, -1) },
    ]);
    expect(frontier([])).toEqual([]);
  });

  it('XB-EXPL-01: unexploredDirections finds the steps into empty slots', () => {
    expect(unexploredDirections(hex(0, 0), isPlaced)).toEqual([]); // tile centre
    expect(unexploredDirections(hex(2, 0), isPlaced)).toEqual([1]); // east rim, next to slot (1,0)
    expect(unexploredDirections(hex(2, -2), isPlaced)).toEqual([4, 5]); // north-east corner
    expect(unexploredDirections(hex(-2, 0), isPlaced)).toEqual([2, 3, 4]); // west rim
    expect(unexploredDirections(hex(3, 0), isPlaced)).toEqual([1, 2]); // on the second tile
  });

  it('every rim hex of a lone tile is on an unexplored edge, inner hexes are not', () => {
    fc.assert(
      fc.property(arbPlacement(), (p) => {
        const only = (slot: Hex): boolean => slot.q === p.slot.q && slot.r === p.slot.r;
        tileHexes(p).forEach((h, i) => {
          const onRim = distance(TILE_HEXES[i] ?? h, hex(0, 0)) === 2;
          expect(unexploredDirections(h, only).length > 0).toBe(onRim);
        });
      }),
    );
  });
});
