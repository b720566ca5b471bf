import { scripted, seedRandom, shuffled } from '@drift/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AcePlayer, assignPods, checkRoundCount, podSizes } from '../../src/pairing/index.ts';

function sizes(n: number): readonly number[] {
  const plan = podSizes(n);
  if (!plan.ok) throw new Error(plan.error.message);
  return plan.value.sizes;
}

describe('Ace of Aces pods', () => {
  it('XW-AOA-29: pods of 4-8, as few as possible, so larger pods; sizes as equal as possible', () => {
    expect(sizes(4)).toEqual([4]);
    expect(sizes(7)).toEqual([7]);
    expect(sizes(8)).toEqual([8]);
    expect(sizes(9)).toEqual([5, 4]);
    expect(sizes(16)).toEqual([8, 8]);
    expect(sizes(17)).toEqual([6, 6, 5]);
    expect(sizes(23)).toEqual([8, 8, 7]);
    expect(sizes(24)).toEqual([8, 8, 8]);
    expect(sizes(25)).toEqual([7, 6, 6, 6]);
  });

  it('XW-AOA-29: for any count from 4 up, ceil(n/8) pods of 4-8, larger first, at most one apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 1000 }), (n) => {
        const s = sizes(n);
        expect(s.length).toBe(Math.ceil(n / 8));
        expect(s.reduce((a, b) => a + b, 0)).toBe(n);
        expect(Math.min(...s)).toBeGreaterThanOrEqual(4);
        expect(Math.max(...s)).toBeLessThanOrEqual(8);
        expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
        expect(s.slice().sort((a, b) => b - a)).toEqual(s);
      }),
    );
  });

  it('XW-AOA-01, XW-AOA-29: two or three aces make one game with a notice; fewer is refused', () => {
    expect(podSizes(3)).toEqual({
      ok: true,
      value: {
        sizes: [3],
        notice: 'Only 3 players: one game of 3 aces, below the tournament pod size of 4-8.',
      },
    });
    expect(podSizes(2).ok && podSizes(2)).toMatchObject({ value: { sizes: [2] } });
    expect(podSizes(1)).toEqual({
      ok: false,
      error: {
        code: 'TooFewPlayers',
        message: 'An Ace of Aces game needs 2 to 8 players and pods need 4; 1 cannot be podded.',
      },
    });
  });

  it('XW-AOA-31: players are re-podded by total VP: 23 aces go 8 to pod 1, 8 to pod 2, 7 to pod 3', () => {
    const players: AcePlayer[] = Array.from({ length: 23 }, (_, i) => ({
      id: `p${i + 1}`,
      vp: (i * 7) % 23, // every total distinct, in a scrambled order
      sd: 0,
    }));
    const result = assignPods({ players, random: seedRandom('x') });
    if (!result.ok) throw new Error(result.error.message);
    const byVp = players
      .slice()
      .sort((a, b) => b.vp - a.vp)
      .map((p) => p.id);
    expect(result.value.pods.map((p) => p.players)).toEqual([
      byVp.slice(0, 8),
      byVp.slice(8, 16),
      byVp.slice(16),
    ]);
    expect(result.value.pods.map((p) => p.pod)).toEqual([1, 2, 3]);
  });

  it('XW-AOA-31: ties on total VP go by Ships Destroyed, then by a seeded draw', () => {
    const players: AcePlayer[] = [
      { id: 'low', vp: 3, sd: 10 },
      { id: 'tieA', vp: 9, sd: 40 },
      { id: 'tieB', vp: 9, sd: 40 },
      { id: 'sd', vp: 9, sd: 90 },
      { id: 'top', vp: 20, sd: 0 },
    ];
    // The draw puts tieB before tieA (order: index 2 first, then 1).
    const result = assignPods({ players, random: scripted([shuffled([2, 1, 0, 3, 4])]) });
    expect(result.ok && result.value.pods).toEqual([
      { pod: 1, players: ['top', 'sd', 'tieB', 'tieA', 'low'] },
    ]);
    const draws = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => {
        const r = assignPods({ players, random: seedRandom(s) });
        return r.ok ? r.value.pods[0]?.players.join() : '';
      }),
    );
    expect(draws).toEqual(new Set(['top,sd,tieA,tieB,low', 'top,sd,tieB,tieA,low']));
  });

  it('XW-AOA-29: the first round (all totals 0) is a random draw into pods', () => {
    const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((id) => ({
      id,
      vp: 0,
      sd: 0,
    }));
    const result = assignPods({
      players,
      random: scripted([shuffled([8, 7, 6, 5, 4, 3, 2, 1, 0])]),
    });
    expect(result.ok && result.value.pods).toEqual([
      { pod: 1, players: ['i', 'h', 'g', 'f', 'e'] },
      { pod: 2, players: ['d', 'c', 'b', 'a'] },
    ]);
  });

  it('refuses a player without Ships Destroyed, naming them', () => {
    const players = [
      { id: 'a', vp: 1 },
      { id: 'b', vp: 0, sd: 0 },
    ];
    expect(assignPods({ players, random: seedRandom('x') } as never)).toEqual({
      ok: false,
      error: { code: 'BadPlayer', message: 'player 1 ("a"): sd must be a number, not missing.' },
    });
  });

  it('XW-AOA-30: the organizer picks the number of rounds; 3 or 4 are recommended', () => {
    expect(checkRoundCount('ace-of-aces', 4)).toEqual({
      ok: true,
      value: { rounds: 4, notice: null },
    });
    expect(checkRoundCount('ace-of-aces', 2)).toEqual({
      ok: true,
      value: {
        rounds: 2,
        notice: '2 rounds: the format recommends 3 or 4; the organizer decides.',
      },
    });
    expect(checkRoundCount('ace-of-aces', 2.5)).toMatchObject({
      ok: false,
      error: { code: 'BadRoundCount' },
    });
  });
});
