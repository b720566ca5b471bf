/**
 * Element E's 32 mission cards (content/embers/missions.json, XE-MTYP-01..05): eight of each new
 * type on the core sectors' Mission Points, pay in the base cards' range, and broken copies
 * refused with the file, entry and field named.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ContentIssue,
  corePack,
  formatIssue,
  type MissionDef,
  validateEmbers,
} from '../src/content/index.ts';

const raw = (): Record<string, unknown>[] =>
  JSON.parse(readFileSync(new URL('../content/embers/missions.json', import.meta.url), 'utf8'));

function check(missions: unknown): ContentIssue[] {
  const result = validateEmbers(
    { 'sectors.json': [], 'missions.json': missions, 'outfits.json': [] },
    corePack(),
  );
  return result.ok ? [] : result.error;
}

/** A copy of the file with the entry of this id changed. */
function broken(id: string, change: Record<string, unknown>): string[] {
  const cards = raw().map((m) => (m.id === id ? { ...m, ...change } : m));
  return check(cards).map(formatIssue);
}

const cards = raw() as MissionDef[];
const ofType = (type: MissionDef['type']) => cards.filter((m) => m.type === type);

/** The Mission Points a card names. */
function points(m: MissionDef): number[] {
  return m.type === 'privateEye' ? [m.at, m.deliver] : [m.deliver];
}

/** Every payment a card can make. */
function pays(m: MissionDef): number[] {
  switch (m.type) {
    case 'cargo':
      return m.payByCount;
    case 'privateEye':
      return m.payByOutlaw;
    case 'armsDealer':
      return m.payByTier;
    case 'coerce':
      return m.results.map((r) => r.payment);
    default:
      return [];
  }
}

describe('element E’s mission cards', () => {
  it('XE-MTYP-01: 32 valid cards, 8 of each new type, with ids of their own', () => {
    expect(check(raw())).toEqual([]);
    expect(cards).toHaveLength(32);
    for (const type of ['cargo', 'privateEye', 'armsDealer', 'coerce'] as const)
      expect(ofType(type)).toHaveLength(8);
    const core = new Set(corePack().missions.map((m) => m.id));
    for (const m of cards) expect(core.has(m.id)).toBe(false);
  });

  it('XE-MTYP-01: they name Mission Points 1-19 only, each with its number in the text', () => {
    for (const m of cards)
      for (const p of points(m)) {
        expect(p).toBeGreaterThanOrEqual(1);
        expect(p).toBeLessThanOrEqual(19);
        expect(m.text).toContain(`Mission Point ${p}`);
      }
  });

  it('XE-MTYP-01: pay in the base cards’ range (1,000-6,000), crime Bounty 1,000-2,000 on Outlaw cards', () => {
    for (const m of cards) {
      for (const pay of pays(m)) {
        expect(pay).toBeGreaterThanOrEqual(1000);
        expect(pay).toBeLessThanOrEqual(6000);
      }
      if ('crime' in m)
        for (const b of [m.crime.complete, m.crime.fail]) {
          expect(b).toBeGreaterThanOrEqual(1000);
          expect(b).toBeLessThanOrEqual(2000);
        }
    }
    // Outlaw types carry a crime, Lawful types none (XE-MTYP-01).
    for (const m of ofType('armsDealer')) expect('crime' in m).toBe(true);
    for (const m of ofType('coerce')) expect('crime' in m).toBe(true);
    for (const m of [...ofType('cargo'), ...ofType('privateEye')]) expect('crime' in m).toBe(false);
  });
});

describe('a broken copy of element E’s cards', () => {
  it('XE-MTYP-02: a Cargo card must pay once per cube count, never less for more cubes', () => {
    expect(broken('cargo-lens-order', { payByCount: [1500, 3000] })).toContainEqual(
      expect.stringMatching(
        /^embers\/missions\.json \[cargo-lens-order\] payByCount: .*lists 3 cubes but pays for 2/,
      ),
    );
    expect(broken('cargo-lens-order', { payByCount: [1500, 5000, 3000] })).toContainEqual(
      expect.stringMatching(/\[cargo-lens-order\] payByCount\[2\]: delivering 3 pays less/),
    );
    expect(
      broken('cargo-lens-order', { cubes: ['spice', 'spice', 'spice', 'holo', 'holo'] }),
    ).not.toEqual([]);
    expect(broken('cargo-lens-order', { cubes: ['ember'] })).not.toEqual([]);
  });

  it('XE-MTYP-03: a Private Eye card gathers and delivers at different known points, pay climbing with Outlaw cards', () => {
    expect(broken('private-eye-den-watcher', { at: 2 })).toContainEqual(
      expect.stringMatching(/\[private-eye-den-watcher\] deliver: .*same mission point/),
    );
    expect(broken('private-eye-den-watcher', { at: 42 })).toContainEqual(
      expect.stringMatching(/\[private-eye-den-watcher\] at: no sector has mission point 42/),
    );
    expect(
      broken('private-eye-den-watcher', { payByOutlaw: [1000, 3000, 2000, 5000] }),
    ).toContainEqual(expect.stringMatching(/payByOutlaw\[2\]: 2 Outlaw cards pays less/));
    expect(broken('private-eye-den-watcher', { payByOutlaw: [1000, 2000, 3000] })).not.toEqual([]);
  });

  it('XE-MTYP-04: an Arms Dealer card names an outfit type and pays no less for a higher tier', () => {
    expect(broken('arms-guns-for-the-gulch', { outfit: 'cannon' })).toContainEqual(
      expect.stringMatching(/\[arms-guns-for-the-gulch\] outfit/),
    );
    expect(broken('arms-guns-for-the-gulch', { payByTier: [2000, 5000, 3500] })).toContainEqual(
      expect.stringMatching(/payByTier\[2\]: a Tier 3 outfit pays less/),
    );
    expect(broken('arms-guns-for-the-gulch', { crime: undefined })).not.toEqual([]);
  });

  it('XE-MTYP-05: a Coerce card’s bands climb in damage and pay, and it names a target and a crime', () => {
    expect(
      broken('coerce-shake-down', {
        results: [
          { atLeast: 3, payment: 1500 },
          { atLeast: 3, payment: 3000 },
        ],
      }),
    ).toContainEqual(
      expect.stringMatching(/\[coerce-shake-down\] results\[1\]\.atLeast: 3 does not come after 3/),
    );
    expect(
      broken('coerce-shake-down', {
        results: [
          { atLeast: 1, payment: 3000 },
          { atLeast: 3, payment: 3000 },
        ],
      }),
    ).toContainEqual(expect.stringMatching(/results\[1\]\.payment: more damage must pay more/));
    expect(broken('coerce-shake-down', { results: [] })).not.toEqual([]);
    expect(broken('coerce-shake-down', { target: { seatOffset: 0 } })).not.toEqual([]);
    expect(broken('coerce-shake-down', { deliver: 77 })).toContainEqual(
      expect.stringMatching(/\[coerce-shake-down\] deliver: no sector has mission point 77/),
    );
  });
});
