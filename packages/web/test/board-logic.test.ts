/**
 * The board's pure parts: hex geometry, the pan/zoom arithmetic, keyboard steps between hexes,
 * highlights taken from a legal list, and the plain-word rules of each border.
 */
import { DIRECTIONS, type Hex, hexKey } from '@drift/engine/hex';
import { boardOf, type XiaCommand } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { BORDER_KINDS } from '../src/board/borderShapes.ts';
import { borderRule } from '../src/board/explain.ts';
import { highlightsFromLegal } from '../src/board/fromLegal.ts';
import { HEX_SIZE, hexCenter } from '../src/board/geometry.ts';
import { boardModel } from '../src/board/model.ts';
import { fitTransform, zoomAbout } from '../src/board/panZoom.ts';
import { stepFocus } from '../src/board/roving.ts';
import { content, fixture } from './helpers.ts';

describe('geometry', () => {
  it('puts every neighbour one hex width away, east straight to the right', () => {
    const c = hexCenter({ q: 2, r: -1 });
    for (const d of DIRECTIONS) {
      const n = hexCenter({ q: 2 + d.q, r: -1 + d.r });
      expect(Math.hypot(n.x - c.x, n.y - c.y)).toBeCloseTo(HEX_SIZE * Math.sqrt(3), 6);
    }
    const east = hexCenter({ q: 3, r: -1 });
    expect(east.y).toBeCloseTo(c.y, 9);
    expect(east.x).toBeGreaterThan(c.x);
    expect(hexCenter({ q: 2, r: 0 }).y).toBeGreaterThan(c.y); // r grows downward on screen
  });
});

describe('pan and zoom arithmetic', () => {
  const box = { minX: -500, minY: -300, maxX: 700, maxY: 900 };

  it('fits a box whole and centred', () => {
    const t = fitTransform(box, 1000, 600, 0);
    expect(t.k).toBeCloseTo(0.5, 9);
    expect(box.minX * t.k + t.x).toBeCloseTo(200, 9);
    expect(box.maxX * t.k + t.x).toBeCloseTo(800, 9);
    expect(box.minY * t.k + t.y).toBeCloseTo(0, 9);
    expect(box.maxY * t.k + t.y).toBeCloseTo(600, 9);
  });

  it('keeps the point under the cursor where it is while zooming, within the limits', () => {
    const t = { x: 40, y: -20, k: 0.8 };
    const at = { x: 300, y: 200 };
    const boardPoint = { x: (at.x - t.x) / t.k, y: (at.y - t.y) / t.k };
    const z = zoomAbout(t, 1.5, at, 0.1);
    expect(z.k).toBeCloseTo(1.2, 9);
    expect(boardPoint.x * z.k + z.x).toBeCloseTo(at.x, 9);
    expect(boardPoint.y * z.k + z.y).toBeCloseTo(at.y, 9);
    expect(zoomAbout(t, 100, at, 0.1).k).toBe(4);
    expect(zoomAbout(t, 0.001, at, 0.3).k).toBe(0.3);
  });
});

describe('keyboard steps between hexes', () => {
  const on = (hexes: Hex[]) => {
    const keys = new Set(hexes.map(hexKey));
    return (k: string) => keys.has(k as ReturnType<typeof hexKey>);
  };

  it('goes west and east in a row, and up and down alternating to keep a column', () => {
    const all: Hex[] = [];
    for (let q = -4; q <= 4; q++) for (let r = -4; r <= 4; r++) all.push({ q, r });
    const exists = on(all);
    const from = { q: 0, r: 0 };
    expect(stepFocus(from, 'ArrowRight', exists, 'left')).toEqual({ q: 1, r: 0 });
    expect(stepFocus(from, 'ArrowLeft', exists, 'left')).toEqual({ q: -1, r: 0 });
    const upLeft = stepFocus(from, 'ArrowUp', exists, 'left');
    const upRight = stepFocus(from, 'ArrowUp', exists, 'right');
    expect(upLeft).toEqual({ q: 0, r: -1 });
    expect(upRight).toEqual({ q: 1, r: -1 });
    expect(stepFocus(from, 'ArrowDown', exists, 'left')).toEqual({ q: -1, r: 1 });
    expect(stepFocus(from, 'ArrowDown', exists, 'right')).toEqual({ q: 0, r: 1 });
    // Up then down with the lean flipped comes back to the same column.
    const up = hexCenter(upLeft ?? from);
    expect(Math.abs(up.x - hexCenter(from).x)).toBeCloseTo((HEX_SIZE * Math.sqrt(3)) / 2, 6);
  });

  it('skips over a gap along the same line, and stops when nothing lies that way', () => {
    const exists = on([
      { q: 0, r: 0 },
      { q: 3, r: 0 },
    ]);
    expect(stepFocus({ q: 0, r: 0 }, 'ArrowRight', exists, 'left')).toEqual({ q: 3, r: 0 });
    expect(stepFocus({ q: 0, r: 0 }, 'ArrowLeft', exists, 'left')).toBeUndefined();
  });
});

describe('highlights from the legal list', () => {
  it('marks each Step destination once as reach, attacks as targets, spawn choices as choices', () => {
    const f = fixture('early');
    const steps = f.legal.filter((c) => c.type === 'Step');
    expect(steps.length).toBeGreaterThan(0);
    const enemy = f.view.captains.find((c) => c.seat !== f.seat && c.at);
    if (!enemy?.at) throw new Error('no other ship on the board');
    const [spawn, spawnHex] =
      [...boardOf(content(), f.view.board.sectors).spawns.entries()][0] ?? [];
    if (spawn === undefined || !spawnHex) throw new Error('no Spawn Point');
    const legal: XiaCommand[] = [
      ...f.legal,
      ...steps, // listed twice: still one highlight each
      { type: 'Attack', target: { seat: enemy.seat }, use: [{ outfit: 0, space: 0 }] },
      { type: 'ChooseSpawn', spawn },
    ];
    const hs = highlightsFromLegal(legal, f.view, content());
    const reach = hs.filter((h) => h.kind === 'reach').map((h) => hexKey(h.hex));
    expect(new Set(reach).size).toBe(reach.length);
    expect(new Set(reach)).toEqual(
      new Set(steps.map((c) => (c.type === 'Step' ? hexKey(c.to) : ''))),
    );
    const target = hs.find((h) => h.kind === 'target');
    expect(target && hexKey(target.hex)).toBe(hexKey(enemy.at));
    expect(target?.label).toBe(`Attack Captain ${enemy.seat + 1}'s ship`);
    const choice = hs.find((h) => h.kind === 'choice');
    expect(choice?.label).toBe(`Come back at Spawn Point ${spawn}`);
    expect(choice && hexKey(choice.hex)).toBe(hexKey(spawnHex));
  });
});

describe('border rules in words', () => {
  it('gives each kind its numbers', () => {
    const rule = (
      kind: (typeof BORDER_KINDS)[number],
      legal: 'lawful' | 'outlaw' | 'neutral' | null = null,
    ) => borderRule({ kind, legal, malfunctioning: false });
    expect(rule('asteroid')).toContain('1-10 deals that much damage');
    expect(rule('debris')).toContain('1-3 destroys the ship');
    expect(rule('nebula')).toContain('1-10 drains that much Energy');
    expect(rule('shield', 'lawful')).toMatch(
      /^Lawful planetary shield: .*11-17 gets through with 1,000 Bounty, 18-20 unseen/,
    );
    expect(rule('entrance', 'lawful')).toContain('ships with Bounty are turned away');
    expect(rule('entrance', 'outlaw')).toContain('gains 1,000 Bounty');
    expect(rule('entrance', 'neutral')).toContain('free passage for every ship');
    expect(rule('star')).toContain('destroys the ship');
    expect(borderRule({ kind: 'gate', legal: null, malfunctioning: true })).toContain('d20');
    expect(new Set(BORDER_KINDS.map((k) => rule(k, 'neutral'))).size).toBe(BORDER_KINDS.length);
  });
});

describe('sector names', () => {
  it('are written on a hex of their own tile with no market plate or badge under them', () => {
    for (const id of ['early', 'late']) {
      const f = fixture(id);
      const model = boardModel(content(), f.view.board.sectors);
      for (const t of model.tiles) {
        const under = model.cells.find(
          (c) => Math.hypot(c.center.x - t.nameAt.x, c.center.y + 5 - t.nameAt.y) < 1,
        );
        expect(under?.sector, `${t.name} on its own tile`).toBe(t.id);
        const s = under?.space;
        expect(
          Boolean(s?.buy || s?.sell || s?.mine || s?.salvage || s?.harvest),
          `${t.name} over a market`,
        ).toBe(false);
        expect(s?.spawn ?? s?.missionPoint, `${t.name} over a badge`).toBeUndefined();
      }
    }
  });

  it('move off a crowded middle to the quietest row', () => {
    const f = fixture('late');
    const model = boardModel(content(), f.view.board.sectors);
    const crowded = model.tiles.find((t) => {
      const mid = model.cells.find(
        (c) => Math.hypot(c.center.x - t.center.x, c.center.y - t.center.y) < 1,
      );
      return Boolean(mid?.space || mid?.region);
    });
    if (!crowded) throw new Error('the late board has no tile with a busy middle');
    expect(crowded.nameAt).not.toEqual({ x: crowded.center.x, y: crowded.center.y + 5 });
  });
});
