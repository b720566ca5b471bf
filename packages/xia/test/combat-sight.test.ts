/**
 * Line of sight as combat sees it: the board's terrain (XB-LOS-02, XB-LOS-03) and the answers
 * remembered per board (GAP-XB-05). Each test builds its board from its own content, so no
 * earlier test has filled its caches.
 */
import {
  ALL_DIRECTIONS,
  edgeOf,
  type Hex,
  hasLineOfSight,
  hexesWithin,
  lineOfSight,
  range,
} from '@drift/engine/hex';
import { describe, expect, it, vi } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import { canAim, inSight, sightTerrain } from '../src/rules/combat/targets.ts';
import { createXia } from '../src/ruleset.ts';
import { base, combatPack, H } from './fixtures/combat.ts';

vi.mock('@drift/engine/hex', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@drift/engine/hex')>();
  return { ...actual, hasLineOfSight: vi.fn(actual.hasLineOfSight) };
});
const traced = vi.mocked(hasLineOfSight);

/** The fixture board (alpha, beta, gamma), built for a content no other test uses. */
const freshBoard = () => boardOf(createXia(combatPack).content, base.board.sectors);

describe('the terrain sight lines cross', () => {
  it('XB-LOS-02 XB-LOS-03: asteroid borders block, nebula borders do not, unexplored space hides', () => {
    const board = freshBoard();
    const terrain = sightTerrain(board);
    // Every edge answers the same whether asked by key or by hex and direction.
    let blocked = 0;
    for (const { hex } of board.hexes.values()) {
      for (const d of ALL_DIRECTIONS) {
        const answer = terrain.blocksAt?.(hex, d);
        expect(terrain.blocks(edgeOf(hex, d))).toBe(answer);
        if (answer) blocked++;
      }
    }
    expect(blocked).toBeGreaterThan(0);
    expect(terrain.visible(H.betaCentre)).toBe(true);
    expect(terrain.visible({ q: 3, r: -3 })).toBe(false);
    // Read from tables by hex number on the board, as the board says on it and off it.
    for (const h of hexesWithin(H.betaCentre, 12)) {
      expect(terrain.visible(h)).toBe(board.isExplored(h));
      for (const d of ALL_DIRECTIONS) {
        expect(terrain.blocksAt?.(h, d)).toBe(terrain.blocks(edgeOf(h, d)));
      }
    }
    // The full trace (for tools that draw the line) reads the same terrain.
    expect(lineOfSight(H.eastOfAsteroid, H.betaCentre, terrain).clear).toBe(false);
    expect(lineOfSight(H.betaCentre, H.nebulaFar, terrain).clear).toBe(true);
    expect(lineOfSight(H.alphaRim, H.betaRim, terrain).clear).toBe(false);
  });

  it('XB-OTYP-03 XB-OTYP-04: the NPCs’ aim agrees with the ranges: no missile at range 1', () => {
    const board = freshBoard();
    expect(canAim(board, H.southOfBeta, H.betaCentre, 'missile')).toBe(false);
    expect(canAim(board, H.southOfBeta, H.betaCentre, 'blaster')).toBe(true);
    expect(canAim(board, H.northOfBeta, H.southOfBeta, 'missile')).toBe(true);
    expect(canAim(board, H.northOfBeta, H.southOfBeta, 'blaster')).toBe(false);
  });
});

describe('sight remembered per board', () => {
  it('GAP-XB-05: each question is worked out once per board, then answered from memory', () => {
    const board = freshBoard();
    traced.mockClear();
    expect(inSight(board, H.betaCentre, H.nebulaFar)).toBe(true);
    expect(inSight(board, H.betaCentre, H.nebulaFar)).toBe(true);
    expect(traced).toHaveBeenCalledTimes(1);
    expect(inSight(board, H.eastOfAsteroid, H.betaCentre)).toBe(false);
    expect(inSight(board, H.eastOfAsteroid, H.betaCentre)).toBe(false);
    expect(traced).toHaveBeenCalledTimes(2);
    // The reverse is another question.
    inSight(board, H.nebulaFar, H.betaCentre);
    expect(traced).toHaveBeenCalledTimes(3);
  });

  it('GAP-XB-05: remembered answers are those worked out afresh, for every pair in missile range', () => {
    const board = freshBoard();
    const terrain = sightTerrain(board);
    const hexes: Hex[] = [...board.hexes.values()].map((i) => i.hex);
    let clear = 0;
    for (const a of hexes) {
      for (const b of hexes) {
        if (range(a, b) > 6) continue;
        const fresh = hasLineOfSight(a, b, terrain);
        expect(inSight(board, a, b)).toBe(fresh);
        expect(inSight(board, a, b)).toBe(fresh);
        if (fresh) clear++;
      }
    }
    expect(clear).toBeGreaterThan(0);
  });
});

describe('sight memory stays correct and bounded', () => {
  it('GAP-XB-05: hexes too far out to pack in a key are still answered right, never mixed up', () => {
    const board = freshBoard();
    const terrain = sightTerrain(board);
    // Off the board, next-door spaces see each other and far ones across unexplored space do not.
    const near = [
      { q: 0, r: 63 },
      { q: 0, r: 64 },
    ] as const;
    const far = [
      { q: 0, r: 63 },
      { q: 1, r: -64 },
    ] as const;
    expect(hasLineOfSight(...near, terrain)).toBe(true);
    expect(hasLineOfSight(...far, terrain)).toBe(false);
    expect(inSight(board, ...near)).toBe(true);
    expect(inSight(board, ...far)).toBe(false);
    expect(inSight(board, ...near)).toBe(true);
    // Another pair with no key, which must not take the first one's answer.
    const outside = [
      { q: 0, r: 64 },
      { q: 0, r: 60 },
    ] as const;
    expect(hasLineOfSight(...outside, terrain)).toBe(false);
    expect(inSight(board, ...outside)).toBe(false);
  });

  it('GAP-XB-05: a board remembers one answer per ordered pair of its hexes, and none off it', () => {
    const board = freshBoard();
    const hexes: Hex[] = [...board.hexes.values()].map((i) => i.hex);
    traced.mockClear();
    for (const a of hexes) for (const b of hexes) inSight(board, a, b);
    expect(traced).toHaveBeenCalledTimes(hexes.length ** 2);
    // All of them still remembered.
    for (const a of hexes) for (const b of hexes) inSight(board, a, b);
    expect(traced).toHaveBeenCalledTimes(hexes.length ** 2);
    // A pair with an end off the board is worked out each time it is asked.
    const off = { q: 40, r: 40 };
    inSight(board, off, H.betaCentre);
    inSight(board, off, H.betaCentre);
    inSight(board, H.betaCentre, off);
    expect(traced).toHaveBeenCalledTimes(hexes.length ** 2 + 3);
  });
});
