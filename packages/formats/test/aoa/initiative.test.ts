import { die, scripted, seedRandom } from '@drift/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AceList,
  chooseInitiative,
  draftInitiative,
  type InitiativeDraft,
  initiativeNotes,
  initiativeOrder,
  nextInitiativePick,
  squadTotal,
  takeFirstFree,
} from '../../src/index.ts';
import { mauler, nien, soontir, talonbane, wedge } from './lists.ts';

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('Ace of Aces initiative order', () => {
  it("XW-AOA-09: the seed's example — Nien, Soontir, Wedge, Talonbane, with Wedge winning the roll", () => {
    expect([nien, wedge, talonbane, soontir].map((l) => [l.primary.skill, squadTotal(l)])).toEqual([
      [7, 35],
      [9, 35],
      [9, 33],
      [9, 35],
    ]);
    // Wedge and Soontir tie at PS 9 and 35 points: the d20 shows 7, the first of the two wins.
    let draft = must(draftInitiative([nien, wedge, talonbane, soontir], scripted([die(20, 7)])));
    expect(draft.groups.map((g) => [g.skill, g.pickers.map((p) => p.player)])).toEqual([
      [7, ['nien']],
      [9, ['talonbane', 'wedge', 'soontir']],
    ]);
    expect(draft.groups[1]?.rolls).toEqual([
      { players: ['wedge', 'soontir'], total: 35, face: 7, winner: 'wedge' },
    ]);
    // Nien, alone at PS 7, is placed first; Talonbane (lowest total) chooses first at PS 9.
    expect(nextInitiativePick(draft)).toEqual({ player: 'talonbane', skill: 9, free: [1, 2, 3] });
    draft = must(chooseInitiative(draft, 'talonbane', 3));
    expect(nextInitiativePick(draft)).toEqual({ player: 'wedge', skill: 9, free: [1, 2] });
    draft = must(chooseInitiative(draft, 'wedge', 2));
    expect(nextInitiativePick(draft)).toBeNull();
    expect(initiativeOrder(draft)).toEqual(['nien', 'soontir', 'wedge', 'talonbane']);
    expect(initiativeNotes(draft)).toEqual([
      'PS 7: nien (35) alone',
      'PS 9: choose in this order talonbane (33), wedge (35), soontir (35); wedge and soontir tied at 35: d20 7, wedge chooses',
    ]);
  });

  it('XW-AOA-09: a d20 face in the upper half gives the choice to the second tied player', () => {
    const draft = must(draftInitiative([wedge, soontir], scripted([die(20, 11)])));
    expect(draft.groups[0]?.pickers.map((p) => p.player)).toEqual(['soontir', 'wedge']);
    expect(initiativeOrder(draft)).toBeNull();
  });

  it('XW-AOA-09: three players tied roll until one is left; the Wingman counts in the total', () => {
    // Mauler (PS 7) with Wingman: 24 + 12 = 36, more than Nien's 35.
    expect(squadTotal(mauler)).toBe(36);
    const a: AceList = { ...wedge, player: 'a' };
    const b: AceList = { ...wedge, player: 'b' };
    const c: AceList = { ...wedge, player: 'c' };
    const draft = must(
      draftInitiative([a, b, c, nien, mauler], scripted([die(20, 20), die(20, 1)])),
    );
    expect(draft.groups.map((g) => g.pickers.map((p) => p.player))).toEqual([
      ['nien', 'mauler'],
      ['c', 'a', 'b'],
    ]);
    expect(draft.groups[1]?.rolls.map((r) => [r.players, r.face, r.winner])).toEqual([
      [['a', 'b', 'c'], 20, 'c'],
      [['a', 'b'], 1, 'a'],
    ]);
  });

  it('XW-AOA-09: only the chooser whose turn it is may take a free place of their own skill', () => {
    const draft = must(draftInitiative([nien, wedge, talonbane, soontir], scripted([die(20, 7)])));
    const early = chooseInitiative(draft, 'wedge', 1);
    expect(early.ok || early.error.code).toBe('NotYourPick');
    const outside = chooseInitiative(draft, 'talonbane', 0);
    expect(outside.ok || outside.error).toEqual({
      code: 'PlaceNotFree',
      message: 'talonbane may take initiative place 2, 3, 4, not 1.',
    });
    const done = must(takeFirstFree(must(takeFirstFree(draft))));
    expect(initiativeOrder(done)).toEqual(['nien', 'talonbane', 'wedge', 'soontir']);
    expect(takeFirstFree(done).ok).toBe(false);
  });

  it('XW-AOA-01: fewer than 2 or more than 8 players are refused', () => {
    const r = draftInitiative([wedge], seedRandom('x'));
    expect(r.ok || r.error.code).toBe('PlayerCount');
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...wedge, player: `p${i}` }));
    expect(draftInitiative(nine, seedRandom('x')).ok).toBe(false);
  });

  it('XW-AOA-09: with seeded dice, ascending skill, then ascending total; the same seed gives the same order', () => {
    const arb = fc.array(
      fc.record({ skill: fc.integer({ min: 7, max: 10 }), cost: fc.integer({ min: 20, max: 26 }) }),
      {
        minLength: 2,
        maxLength: 8,
      },
    );
    fc.assert(
      fc.property(arb, fc.string(), (specs, seed) => {
        const lists = specs.map((s, i) => ({
          ...wedge,
          player: `p${i}`,
          primary: { ...wedge.primary, skill: s.skill, cost: s.cost },
        }));
        const run = (): readonly string[] | null => {
          let draft: InitiativeDraft = must(draftInitiative(lists, seedRandom(seed)));
          while (nextInitiativePick(draft)) draft = must(takeFirstFree(draft));
          return initiativeOrder(draft);
        };
        const order = run();
        expect(order).not.toBeNull();
        const keyed = (order ?? []).map((p) => lists.find((l) => l.player === p) as AceList);
        for (let i = 1; i < keyed.length; i++) {
          const [x, y] = [keyed[i - 1] as AceList, keyed[i] as AceList];
          expect(
            x.primary.skill < y.primary.skill ||
              (x.primary.skill === y.primary.skill && squadTotal(x) <= squadTotal(y)),
          ).toBe(true);
        }
        expect(run()).toEqual(order);
      }),
      { numRuns: 200 },
    );
  });
});
