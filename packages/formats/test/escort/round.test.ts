import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEscortGame, shuttleOutcome } from '../../src/escort/game.ts';
import {
  escortByeMeasures,
  escortStandingKeys,
  parseEscortRound,
  scoreEscortRound,
} from '../../src/escort/round.ts';
import { applyShuttle, newShuttle } from '../../src/escort/tracker.ts';
import { rankRounds } from '../standard/rank.ts';

const table = ['ann', 'bob'] as const;

function game(input: unknown) {
  const r = parseEscortGame(input, table, 'Game 1');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function round(input: unknown) {
  const r = parseEscortRound(input, table);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function code(r: { ok: boolean; error?: { code: string } }): string {
  return r.ok ? 'accepted' : (r.error?.code ?? '');
}

describe('a Political Escort game', () => {
  it('XW-PE-19: the shuttle out by the attacker’s edge wins for the defender, whatever the points', () => {
    const g = game({
      attacker: 'ann',
      ending: 'escaped',
      destroyed: { ann: 40, bob: 12 },
      shuttle: { upgradePoints: 4, damage: 3 },
    });
    expect(g.defender).toBe('bob');
    expect(g.winner).toBe('bob');
  });

  it('XW-PE-20, XW-PE-21: a destroyed shuttle wins for the attacker, who adds all its upgrade points', () => {
    const g = game({
      attacker: 'ann',
      ending: 'destroyed',
      destroyed: { ann: 20, bob: 55 },
      shuttle: { upgradePoints: 7 },
    });
    expect(g.winner).toBe('ann');
    expect(g.scores.map((s) => [s.player, s.destroyed, s.bonus, s.total])).toEqual([
      ['ann', 20, 7, 27],
      ['bob', 55, 0, 55],
    ]);
    expect(g.shuttleDamage).toBeNull();
  });

  it('XW-PE-21, GAP-XW-06: a surviving shuttle with six damage gives the attacker half its upgrades, rounded down; five gives nothing', () => {
    const six = game({
      attacker: 'ann',
      ending: 'escaped',
      destroyed: { ann: 30, bob: 10 },
      shuttle: { upgradePoints: 7, damage: 6 },
    });
    expect(six.scores[0].total).toBe(33);
    const five = game({
      attacker: 'ann',
      ending: 'escaped',
      destroyed: { ann: 30, bob: 10 },
      shuttle: { upgradePoints: 7, damage: 5 },
    });
    expect(five.scores[0].total).toBe(30);
  });

  it('XW-PE-22: at time the higher score wins, the shuttle’s half counted', () => {
    const g = game({
      attacker: 'ann',
      ending: 'time',
      destroyed: { ann: 30, bob: 32 },
      shuttle: { upgradePoints: 6, damage: 8 },
    });
    expect(g.scores.map((s) => s.total)).toEqual([33, 32]);
    expect(g.winner).toBe('ann');
  });

  it('XW-PE-22, GAP-XW-07: at time with equal scores the game is a draw', () => {
    expect(
      game({
        attacker: 'bob',
        ending: 'time',
        destroyed: { ann: 21, bob: 21 },
        shuttle: { damage: 2 },
      }).winner,
    ).toBeNull();
  });

  it('XW-PE-21: the shuttle tracker gives the ending and damage (a shuttle that fled counts as destroyed)', () => {
    let s = newShuttle();
    for (const c of [
      { type: 'Attack', hits: 7 },
      { type: 'Activate', speed: 2, bearing: 'straight', leaves: 'attacker-edge' },
    ]) {
      const r = applyShuttle(s, c);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(shuttleOutcome(s)).toEqual({ ending: 'escaped', damage: 7 });
    expect(shuttleOutcome({ ...s, fate: 'fled' })).toEqual({ ending: 'destroyed', damage: null });
  });

  it.each([
    [
      { attacker: 'zed', ending: 'time', destroyed: { ann: 1, bob: 1 }, shuttle: { damage: 0 } },
      'UnknownPlayer',
    ],
    [
      {
        attacker: 'ann',
        defender: 'ann',
        ending: 'time',
        destroyed: { ann: 1, bob: 1 },
        shuttle: { damage: 0 },
      },
      'BadRoles',
    ],
    [{ attacker: 'ann', ending: 'won', destroyed: { ann: 1, bob: 1 } }, 'BadValue'],
    [{ attacker: 'ann', ending: 'time', destroyed: { ann: 1, bob: 1 } }, 'MissingField'],
    [
      { attacker: 'ann', ending: 'time', destroyed: { ann: 1, bob: 1 }, shuttle: { damage: 12 } },
      'BadNumber',
    ],
    [
      {
        attacker: 'ann',
        ending: 'destroyed',
        destroyed: { ann: 95, bob: 1 },
        shuttle: { upgradePoints: 8 },
      },
      'TooManyPoints',
    ],
  ])('refuses an impossible game %j (%s)', (input, expected) => {
    expect(code(parseEscortGame(input, table, 'Game 1'))).toBe(expected);
  });
});

describe('a Political Escort round', () => {
  const split = {
    games: [
      {
        attacker: 'ann',
        ending: 'destroyed',
        destroyed: { ann: 30, bob: 20 },
        shuttle: { upgradePoints: 6 },
      },
      {
        attacker: 'bob',
        ending: 'escaped',
        destroyed: { ann: 25, bob: 40 },
        shuttle: { upgradePoints: 4, damage: 9 },
      },
    ],
  };

  it('XW-PE-24: two games with the roles swapped; the same attacker twice is refused', () => {
    const r = round(split);
    expect(r.games.map((g) => [g.attacker, g.defender])).toEqual([
      ['ann', 'bob'],
      ['bob', 'ann'],
    ]);
    const same = { games: [split.games[0], { ...split.games[1], attacker: 'ann' }] };
    expect(code(parseEscortRound(same, table))).toBe('RolesNotSwapped');
    expect(code(parseEscortRound({ games: [split.games[0]] }, table))).toBe('TwoGames');
  });

  it('XW-PE-25, XW-PE-26: 1 VP per game won; MOV per game 100 ± the winner’s margin, summed over the round', () => {
    // Game 1: ann (attacker) 36 vs bob 20, ann wins: ann 116, bob 84.
    // Game 2: ann defends and wins (escaped); bob 40 + 2 (half of 4) = 42 vs ann 25: ann 83, bob 117.
    expect(scoreEscortRound(round(split))).toEqual([
      { player: 'ann', measures: { vp: 2, mov: 199, defenderWins: 1, destroyed: 61 } },
      { player: 'bob', measures: { vp: 0, mov: 201, defenderWins: 0, destroyed: 62 } },
    ]);
  });

  it('XW-PE-25, GAP-XW-07: a drawn game gives no VP and 100 MOV each', () => {
    const r = round({
      games: [
        {
          attacker: 'ann',
          ending: 'time',
          destroyed: { ann: 20, bob: 20 },
          shuttle: { damage: 0 },
        },
        { attacker: 'bob', ending: 'destroyed', destroyed: { ann: 0, bob: 10 }, shuttle: {} },
      ],
    });
    expect(scoreEscortRound(r).map((s) => s.measures)).toEqual([
      { vp: 0, mov: 100 + 90, defenderWins: 0, destroyed: 20 },
      { vp: 1, mov: 100 + 110, defenderWins: 0, destroyed: 30 },
    ]);
  });

  it('XW-PE-27: a bye is worth 2 VP and 200 MOV', () => {
    expect(escortByeMeasures).toMatchObject({ vp: 2, mov: 200 });
  });

  it('XW-PE-28: standings by VP, then MOV, then wins as defender (running totals over rounds)', () => {
    expect(escortStandingKeys.map((k) => k.key)).toEqual(['vp', 'mov', 'defenderWins']);
    const ranked = rankRounds(escortStandingKeys, [
      [
        { player: 'ann', measures: { vp: 1, mov: 200, defenderWins: 1 } },
        { player: 'bob', measures: { vp: 1, mov: 200, defenderWins: 0 } },
        { player: 'cid', measures: { vp: 1, mov: 210, defenderWins: 0 } },
        { player: 'dee', measures: escortByeMeasures },
      ],
    ]);
    expect(ranked.map((s) => [s.rank, s.player])).toEqual([
      [1, 'dee'],
      [2, 'cid'],
      [3, 'ann'],
      [4, 'bob'],
    ]);
  });

  it('never throws on any input; every accepted round hands out at most 2 VP and 400 MOV', () => {
    const gameArb = fc.record({
      attacker: fc.constantFrom('ann', 'bob', 'x'),
      ending: fc.constantFrom('escaped', 'destroyed', 'time', 'nope'),
      destroyed: fc.record({
        ann: fc.integer({ min: -1, max: 101 }),
        bob: fc.integer({ min: -1, max: 101 }),
      }),
      shuttle: fc.record({
        upgradePoints: fc.integer({ min: 0, max: 20 }),
        damage: fc.integer({ min: 0, max: 12 }),
      }),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ games: fc.array(gameArb, { minLength: 2, maxLength: 2 }) }),
        ),
        (input) => {
          const r = parseEscortRound(input, table);
          if (!r.ok) return;
          const [a, b] = scoreEscortRound(r.value);
          expect((a?.measures.vp ?? 0) + (b?.measures.vp ?? 0)).toBeLessThanOrEqual(2);
          expect((a?.measures.mov ?? 0) + (b?.measures.mov ?? 0)).toBe(400);
        },
      ),
    );
  });
});
