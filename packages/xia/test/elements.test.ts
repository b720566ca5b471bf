/**
 * The expansion's elements as match options: letters A to G, each a switch, refused in plain
 * words when not built yet, and a 2-seat game only with element D.
 */
import { describe, expect, it } from 'vitest';
import { corePack } from '../src/content/index.ts';
import { elementOn } from '../src/elements/switches.ts';
import { BUILT_ELEMENTS, ELEMENTS, parseOptions } from '../src/options.ts';
import { createXia } from '../src/ruleset.ts';
import { started, xia } from './fixtures/game.ts';

const refusal = (input: unknown) => {
  const r = parseOptions(input);
  return r.ok ? null : r.error.message;
};

describe('element switches', () => {
  it('are off unless named; a match with none plays the base rules', () => {
    const r = parseOptions({ seats: 3 });
    expect(r.ok && 'elements' in r.value).toBe(false);
    if (r.ok) for (const e of ELEMENTS) expect(elementOn({ options: r.value }, e)).toBe(false);
  });

  it('XE-SETUP-05: with any element on, each captain starts with 4,000 credits; 3,000 without', () => {
    for (const elements of [['A'], ['B'], ['C'], ['G'], ['A', 'B', 'C', 'G']] as const) {
      const made = xia.setup({ seats: 3, preset: 'standard', elements: [...elements] }, 'credits');
      if (!made.ok) throw new Error(made.error.message);
      expect(made.value.captains.map((c) => c.credits)).toEqual([4000, 4000, 4000]);
    }
    const plain = xia.setup({ seats: 3, preset: 'standard' }, 'credits');
    if (!plain.ok) throw new Error(plain.error.message);
    expect(plain.value.captains.map((c) => c.credits)).toEqual([3000, 3000, 3000]);
  });

  it('XE-SETUP-08: with the elements on, the last captain to choose a ship plays first', () => {
    for (const seed of ['x', 'y', 'z']) {
      const s = started({ seats: 4, preset: 'firstGame', elements: ['A', 'B', 'C', 'G'] }, seed);
      expect(s.turn.number).toBe(1);
      expect(s.turn.seat).toBe(s.pickOrder[s.pickOrder.length - 1]);
    }
  });

  it('refuse what is not a letter from A to G, or a letter twice', () => {
    for (const bad of [['Z'], ['a'], 'most', [1], ['A', 'A'], {}]) {
      const message = refusal({ seats: 3, elements: bad });
      expect(message, JSON.stringify(bad)).toMatch(/^Setup options are not valid: elements: /);
      if (!Array.isArray(bad) || bad[0] !== 'A') expect(message).toContain('letters from A to G');
    }
  });

  it('refuse, by name, an element that is not built yet', () => {
    for (const e of ELEMENTS.filter((x) => !BUILT_ELEMENTS.includes(x))) {
      expect(refusal({ seats: 3, elements: [e] })).toMatch(
        new RegExp(`${e} \\([^)]+\\) is not built yet`),
      );
    }
    if (BUILT_ELEMENTS.length < ELEMENTS.length)
      expect(refusal({ seats: 3, elements: 'all' })).toContain('not built yet');
  });

  it('XE-ELEM-01: G (the rule streamlines) is built: it parses, alone or with no other', () => {
    const r = parseOptions({ seats: 3, elements: ['G'] });
    expect(r.ok && r.value.elements).toEqual(['G']);
    if (r.ok) expect(elementOn({ options: r.value }, 'G')).toBe(true);
    const unbuilt = ELEMENTS.find((e) => !BUILT_ELEMENTS.includes(e));
    if (unbuilt)
      expect(refusal({ seats: 3, elements: ['G', unbuilt] })).toMatch(
        new RegExp(
          `${unbuilt} \\([^)]+\\) is not built yet; Drift plays .*G \\(the rule streamlines\\)`,
        ),
      );
  });

  it('XE-ELEM-01: E (the new sectors and missions) is built: a match with it lays Nyr first', () => {
    const r = parseOptions({ seats: 3, elements: ['E'] });
    expect(r.ok && r.value.elements).toEqual(['E']);
    if (!r.ok) return;
    const core = createXia(corePack());
    const made = core.setup(r.value, 'built-e');
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.board.sectors[0]?.id).toBe('nyr');
    expect(made.value.decks.missions.length).toBe(
      core.content.pack.missions.length + core.content.embers.missions.length,
    );
  });

  it('element B (the new exploration tokens) is built and switches on alone', () => {
    const r = parseOptions({ seats: 3, elements: ['B'] });
    expect(r.ok && r.value.elements).toEqual(['B']);
    if (r.ok) for (const e of ELEMENTS) expect(elementOn({ options: r.value }, e)).toBe(e === 'B');
  });

  it('seat 2 captains only with element D, and never 1 or 6', () => {
    expect(refusal({ seats: 2 })).toBe(
      'Setup options are not valid: seats: a game seats 3 to 5 captains; 2 need element D (two-player games).',
    );
    expect(refusal({ seats: 1, elements: ['D'] })).toMatch(/seats/);
    expect(refusal({ seats: 6 })).toMatch(/seats/);
  });
});
