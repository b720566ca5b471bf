/**
 * Properties of target acquisition on the fixture board: every listed attack is in range and in
 * sight, every ship in range and sight can be attacked, and a planet's boundary separates ships.
 * Sight is checked against the board itself (every edge the centre line crosses, every hex it
 * passes), not through the combat rules' own terrain.
 */
import { distance, type Hex, hexEquals, lineOfSight } from '@drift/engine/hex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import type { XiaState } from '../src/model/state.ts';
import { cx, duel, MISSILE, withNpc, ZAP } from './fixtures/combat.ts';

const board = boardOf(cx.content, duel({ q: 5, r: -1 }, { q: 5, r: -2 }).board.sectors);
const hexes: Hex[] = [...board.hexes.values()].map((i) => i.hex);
const BLOCKING = new Set(['star', 'asteroid', 'debris', 'shield', 'entrance']);
const OPEN = { blocks: () => false, visible: () => true };

/** Sight by the rulebook: some ε-shifted centre line crosses no blocking border and no unexplored hex. */
function seen(from: Hex, to: Hex): boolean {
  return lineOfSight(from, to, OPEN).traces.some(
    (t) =>
      t.edges.every((e) => !board.bordersOn(e).some((b) => BLOCKING.has(b.kind))) &&
      t.hexes.slice(1, -1).every((h) => board.isExplored(h)),
  );
}

const planetOf = (h: Hex): string | null => {
  const region = board.info(h)?.region;
  return region?.kind === 'planet' ? region.id : null;
};

/** Seat 2 at `a` with a blaster and a missile, seat 1 at `b`, the Merchant at `c`, seat 0 away. */
function arena(a: Hex, b: Hex, c: Hex | null): XiaState {
  const s = duel(a, b);
  const away = { ...s, captains: s.captains.map((x) => (x.seat === 0 ? { ...x, at: null } : x)) };
  return c ? withNpc(away, 'merchant', c) : away;
}

const spot = fc.integer({ min: 0, max: hexes.length - 1 }).map((i) => hexes[i] as Hex);
const layout = fc
  .tuple(spot, spot, fc.option(spot, { nil: null }))
  .filter(
    ([a, b, c]) => !hexEquals(a, b) && (c === null || (!hexEquals(a, c) && !hexEquals(b, c))),
  );

describe('target acquisition (property)', () => {
  it('XB-CMBT-01, XB-LOS-01, XB-LOS-02, GAP-XB-05: a listed Attack is always in range and in sight, and accepted', () => {
    fc.assert(
      fc.property(layout, ([a, b, c]) => {
        const s = arena(a, b, c);
        for (const command of cx.legal(s, 2)) {
          if (command.type !== 'Attack') continue;
          const to = 'seat' in command.target ? b : c;
          expect(to).not.toBeNull();
          if (!to) continue;
          const d = distance(a, to);
          for (const u of command.use) {
            if (u.outfit === ZAP) expect(d).toBe(1);
            else if (u.outfit === MISSILE) expect(d >= 2 && d <= 6).toBe(true);
            else throw new Error(`listed a non-weapon ${u.outfit}`);
          }
          expect(seen(a, to)).toBe(true);
          expect(planetOf(a)).toBe(planetOf(to));
          expect(cx.apply(s, 2, command).ok).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('XB-CMBT-01, XB-OTYP-03, XB-OTYP-04: every ship in range and sight can be attacked', () => {
    fc.assert(
      fc.property(layout, ([a, b, c]) => {
        const s = arena(a, b, c);
        const listed = cx.legal(s, 2);
        const targets = [
          { target: { seat: 1 }, at: b },
          ...(c ? [{ target: { npc: 'merchant' }, at: c }] : []),
        ];
        for (const { target, at } of targets) {
          const d = distance(a, at);
          const weapon = d === 1 ? ZAP : d >= 2 && d <= 6 ? MISSILE : null;
          const expected = weapon !== null && seen(a, at);
          const found = listed.some(
            (x) =>
              x.type === 'Attack' &&
              JSON.stringify(x.target) === JSON.stringify(target) &&
              x.use.length === 1 &&
              x.use[0]?.outfit === weapon,
          );
          expect(found).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
