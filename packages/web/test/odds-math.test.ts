/**
 * The odds arithmetic against cases worked by hand: single dice, damaged dice, sums, the damage
 * of an attack over a defence, evasion cards, NPC defence and the ram's self-damage.
 */
import { describe, expect, it } from 'vitest';
import {
  add,
  atLeast,
  certain,
  dieRoll,
  either,
  excess,
  mean,
  points,
  sum,
} from '../src/odds/dist.ts';
import { dieText, percent, rollText } from '../src/odds/format.ts';
import { strikeOdds } from '../src/odds/strike.ts';

const P = 12; // decimal places: the sums are exact fractions

describe('distributions', () => {
  it('a d6 shows each face once in six', () => {
    const d = dieRoll(6);
    expect(points(d)).toEqual([1, 2, 3, 4, 5, 6].map((value) => ({ value, p: 1 / 6 })));
    expect(mean(d)).toBeCloseTo(3.5, P);
  });

  it('a d6 with two damage markers reads 0, 0, 1, 2, 3, 4 (never below 0)', () => {
    const d = dieRoll(6, 2);
    expect(points(d)).toEqual([
      { value: 0, p: 2 / 6 },
      { value: 1, p: 1 / 6 },
      { value: 2, p: 1 / 6 },
      { value: 3, p: 1 / 6 },
      { value: 4, p: 1 / 6 },
    ]);
    expect(mean(d)).toBeCloseTo(10 / 6, P);
    // Worse than its outfit's damage: every face is 0.
    expect(points(dieRoll(6, 9))).toEqual([{ value: 0, p: 1 }]);
  });

  it('two d6 make 7 in six ways of 36, 2 and 12 in one', () => {
    const d = add(dieRoll(6), dieRoll(6));
    const p = new Map(points(d).map((x) => [x.value, x.p]));
    expect(p.get(7)).toBeCloseTo(6 / 36, P);
    expect(p.get(2)).toBeCloseTo(1 / 36, P);
    expect(p.get(12)).toBeCloseTo(1 / 36, P);
    expect(d.total).toBe(36);
    expect(mean(sum([dieRoll(8), dieRoll(12), certain(2)]))).toBeCloseTo(4.5 + 6.5 + 2, P);
  });

  it('a d6 against a d6: damage in 15 of 36, 35/36 expected', () => {
    const damage = excess(dieRoll(6), dieRoll(6));
    expect(atLeast(damage, 1)).toBeCloseTo(15 / 36, P);
    expect(mean(damage)).toBeCloseTo(35 / 36, P);
    // 5 only from 6 against 1.
    expect(atLeast(damage, 5)).toBeCloseTo(1 / 36, P);
  });

  it('a mixture weighs its branches: 3 in 20 of a 5, else 0', () => {
    const d = either(3, 20, certain(5), certain(0));
    expect(points(d)).toEqual([
      { value: 0, p: 17 / 20 },
      { value: 5, p: 3 / 20 },
    ]);
  });
});

describe('one attack', () => {
  it('a d8 blaster against one d6 shield: hit 27/48, destroy at 3 in 15/48', () => {
    const o = strikeOdds({
      attack: [{ size: 8, penalty: 0 }],
      attackBonus: 0,
      defence: { kind: 'captain', shields: [{ size: 6, penalty: 0 }], bonus: 0, evasion: null },
      toDestroy: 3,
      rammerToDestroy: null,
    });
    // A > d: 7 + 6 + 5 + 4 + 3 + 2 of 48.
    expect(o.hit).toBeCloseTo(27 / 48, P);
    // E = sum over shield faces d of E[max(0, A - d)] / 6, A a d8.
    const e = [1, 2, 3, 4, 5, 6].reduce((s, d) => {
      let t = 0;
      for (let a = 1; a <= 8; a++) t += Math.max(0, a - d);
      return s + t / 8 / 6;
    }, 0);
    expect(o.expected).toBeCloseTo(e, P);
    // A >= d + 3 for shield faces 1..5: 5 + 4 + 3 + 2 + 1 of 48.
    expect(o.destroy).toBeCloseTo(15 / 48, P);
    expect(o.rammerDestroyed).toBeNull();
  });

  it('no shields: every roll above 0 hits; a damaged d6 (−2) hits 4 times in 6', () => {
    const o = strikeOdds({
      attack: [{ size: 6, penalty: 2 }],
      attackBonus: 0,
      defence: { kind: 'captain', shields: [], bonus: 0, evasion: null },
      toDestroy: 4,
      rammerToDestroy: null,
    });
    expect(o.hit).toBeCloseTo(4 / 6, P);
    expect(o.expected).toBeCloseTo(10 / 6, P);
    expect(o.destroy).toBeCloseTo(1 / 6, P);
  });

  it('combined weapons and bonuses add up: d6 + d6 + 1 against a defence of 3 from Titles', () => {
    const o = strikeOdds({
      attack: [
        { size: 6, penalty: 0 },
        { size: 6, penalty: 0 },
      ],
      attackBonus: 1,
      defence: { kind: 'captain', shields: [], bonus: 3, evasion: null },
      toDestroy: 10,
      rammerToDestroy: null,
    });
    // Damage = 2d6 − 2: 0 only on a 2 (1 way in 36).
    expect(o.hit).toBeCloseTo(35 / 36, P);
    expect(o.expected).toBeCloseTo(5, P);
    // 2d6 − 2 >= 10: only 12.
    expect(o.destroy).toBeCloseTo(1 / 36, P);
  });

  it('an evasion card (d20 of 11+ adds 3) halves into two defences', () => {
    const o = strikeOdds({
      attack: [{ size: 6, penalty: 0 }],
      attackBonus: 0,
      defence: { kind: 'captain', shields: [], bonus: 0, evasion: { atLeast: 11, bonus: 3 } },
      toDestroy: 6,
      rammerToDestroy: null,
    });
    expect(o.hit).toBeCloseTo(1 / 2 + 1 / 2 / 2, P);
    expect(o.expected).toBeCloseTo(3.5 / 2 + 1 / 2, P);
    expect(o.destroy).toBeCloseTo(1 / 2 / 6, P);
  });

  it('an NPC defends with its die: a d8 against a d8 does damage 28 times in 64', () => {
    const o = strikeOdds({
      attack: [{ size: 8, penalty: 0 }],
      attackBonus: 0,
      defence: { kind: 'npc', die: 8 },
      toDestroy: 2,
      rammerToDestroy: null,
    });
    expect(o.hit).toBeCloseTo(28 / 64, P);
    // Damage of 2 or more: A − D >= 2, 21 ways.
    expect(o.destroy).toBeCloseTo(21 / 64, P);
  });

  it('a ram hurts the rammer by the same damage: its own ship goes at its own threshold', () => {
    const o = strikeOdds({
      attack: [{ size: 12, penalty: 0 }],
      attackBonus: 0,
      defence: { kind: 'captain', shields: [], bonus: 0, evasion: null },
      toDestroy: 8,
      rammerToDestroy: 3,
    });
    expect(o.destroy).toBeCloseTo(5 / 12, P);
    expect(o.rammerDestroyed).toBeCloseTo(10 / 12, P);
  });
});

describe('words', () => {
  it('writes percentages, dice and rolls', () => {
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    expect(percent(0.001)).toBe('<1%');
    expect(percent(0.999)).toBe('>99%');
    expect(percent(27 / 48)).toBe('56%');
    expect(dieText({ size: 8, penalty: 1 })).toBe('d8\u22121');
    expect(
      rollText(
        [
          { size: 8, penalty: 0 },
          { size: 6, penalty: 2 },
        ],
        1,
      ),
    ).toBe('d8 + d6\u22122 + 1');
  });
});
