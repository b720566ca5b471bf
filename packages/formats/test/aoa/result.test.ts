import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AceResult, aceStandingKeys, parseAceResult, scoreAce } from '../../src/index.ts';

const pod = ['ann', 'bo', 'cy', 'di'];
const line = (player: string, vp: number, sd: number) => ({ player, vp, sd });
const entered = (winner: string | null, ...players: ReturnType<typeof line>[]) => ({
  players,
  winner,
});

function code(input: unknown, podPlayers = pod): string | true {
  const r = parseAceResult(input, podPlayers);
  return r.ok || r.error.code;
}

describe('Ace of Aces pod results for events', () => {
  it('XW-AOA-26: reads a pod result with its winner, in the pod order', () => {
    const r = parseAceResult(
      entered('bo', line('di', 4, 0), line('bo', 21, 58), line('ann', 9, 30), line('cy', 0, 0)),
      pod,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        players: [line('ann', 9, 30), line('bo', 21, 58), line('cy', 0, 0), line('di', 4, 0)],
        winner: 'bo',
      },
    });
  });

  it('every pod player exactly once, whole counts ≥ 0, with a message that names the player', () => {
    const base = [line('ann', 0, 0), line('bo', 0, 0), line('cy', 0, 0), line('di', 0, 0)];
    expect(code(entered(null, ...base))).toBe(true);
    expect(code(entered(null, ...base.slice(1)))).toBe('MissingPlayer');
    expect(code(entered(null, ...base, line('ann', 0, 0)))).toBe('DuplicatePlayer');
    expect(code(entered(null, ...base.slice(1), line('zed', 0, 0)))).toBe('UnknownPlayer');
    const negative = parseAceResult(entered(null, ...base.slice(1), line('ann', -1, 0)), pod);
    expect(negative.ok || negative.error).toEqual({
      code: 'BadResult',
      message: 'ann: "vp" must be a whole number ≥ 0, not -1.',
    });
    expect(code(entered(null, ...base.slice(1), line('ann', 2.5, 0)))).toBe('BadResult');
    expect(code({ players: [...base.slice(1), { player: 'ann', vp: 3 }], winner: null })).toBe(
      'BadResult',
    );
    expect(code({ players: 'everyone' })).toBe('BadResult');
    expect(code({ players: base, winner: 7 })).toBe('BadResult');
    expect(code(entered(null, ...base), ['ann', 'ann'])).toBe('BadPod');
  });

  it('XW-AOA-18: Ships Destroyed come with Kills, and a Kill is 5 VP', () => {
    const r = parseAceResult(
      entered(null, line('ann', 4, 20), line('bo', 0, 0), line('cy', 0, 0), line('di', 0, 0)),
      pod,
    );
    expect(r.ok || r.error).toEqual({
      code: 'ImpossibleScore',
      message: 'ann: 20 Ships Destroyed needs a Kill, and a Kill is 5 VP; 4 VP is too few.',
    });
    const others = [line('bo', 0, 0), line('cy', 0, 0), line('di', 0, 0)];
    expect(code(entered(null, line('ann', 5, 40), ...others))).toBe(true);
  });

  it('XW-AOA-26, XW-AOA-27: the winner has 20 VP or more and nobody beats them on VP then Ships Destroyed', () => {
    const rest = [line('cy', 0, 0), line('di', 0, 0)];
    // Nobody at 20: no winner (e.g. the round's time ran out).
    expect(code(entered(null, line('ann', 19, 0), line('bo', 12, 0), ...rest))).toBe(true);
    expect(code(entered('ann', line('ann', 19, 0), line('bo', 12, 0), ...rest))).toBe('NotAWinner');
    expect(code(entered(null, line('ann', 20, 0), line('bo', 12, 0), ...rest))).toBe(
      'WinnerMissing',
    );
    expect(code(entered('zed', line('ann', 20, 0), line('bo', 12, 0), ...rest))).toBe(
      'UnknownPlayer',
    );
    // Two at 20 or more: the one with more VP, then more Ships Destroyed.
    expect(code(entered('bo', line('ann', 20, 0), line('bo', 22, 0), ...rest))).toBe(true);
    expect(code(entered('ann', line('ann', 20, 90), line('bo', 22, 0), ...rest))).toBe(
      'NotAWinner',
    );
    expect(code(entered('bo', line('ann', 21, 40), line('bo', 21, 41), ...rest))).toBe(true);
    const beaten = parseAceResult(
      entered('ann', line('ann', 21, 40), line('bo', 21, 41), ...rest),
      pod,
    );
    expect(beaten.ok || beaten.error.message).toBe('bo (21 VP, 41 SD) beats ann (21 VP, 40 SD).');
    // Tied on both: the Final Salvo named the winner, either of them.
    expect(code(entered('ann', line('ann', 21, 40), line('bo', 21, 40), ...rest))).toBe(true);
    expect(code(entered('bo', line('ann', 21, 40), line('bo', 21, 40), ...rest))).toBe(true);
  });

  it('scores a pod result as VP, Ships Destroyed and a win for the event', () => {
    const result: AceResult = {
      players: [line('ann', 9, 30), line('bo', 21, 58)],
      winner: 'bo',
    };
    expect(scoreAce(result)).toEqual([
      { player: 'ann', measures: { vp: 9, sd: 30, wins: 0 } },
      { player: 'bo', measures: { vp: 21, sd: 58, wins: 1 } },
    ]);
  });

  it('XW-AOA-30, XW-AOA-32: over however many rounds the organizer runs, standings add VP, then Ships Destroyed', () => {
    expect(aceStandingKeys).toEqual(['vp', 'sd']);
    const rounds: AceResult[] = [
      { players: [line('ann', 20, 60), line('bo', 12, 33)], winner: 'ann' },
      { players: [line('ann', 6, 20), line('bo', 20, 40)], winner: 'bo' },
      { players: [line('ann', 10, 25), line('bo', 4, 0)], winner: null },
      { players: [line('ann', 0, 0), line('bo', 20, 20)], winner: 'bo' },
    ];
    const standings = (n: number) => {
      const totals = new Map<string, Record<string, number>>();
      for (const r of rounds.slice(0, n)) {
        for (const s of scoreAce(r)) {
          const t = totals.get(s.player) ?? { vp: 0, sd: 0 };
          for (const k of aceStandingKeys) t[k] = (t[k] ?? 0) + s.measures[k];
          totals.set(s.player, t);
        }
      }
      const by = (t: Record<string, number>) => aceStandingKeys.map((k) => t[k] ?? 0);
      return [...totals]
        .sort(([, a], [, b]) => {
          const [x, y] = [by(a), by(b)];
          return (y[0] ?? 0) - (x[0] ?? 0) || (y[1] ?? 0) - (x[1] ?? 0);
        })
        .map(([player, t]) => [player, t.vp, t.sd]);
    };
    // After three rounds both have 36 VP: Ships Destroyed decide (105 against 73).
    expect(standings(3)).toEqual([
      ['ann', 36, 105],
      ['bo', 36, 73],
    ]);
    expect(standings(4)).toEqual([
      ['bo', 56, 93],
      ['ann', 36, 105],
    ]);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.string(), { maxLength: 5 }), (input, podPlayers) => {
        const r = parseAceResult(input, podPlayers);
        if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
      }),
    );
    const shaped = fc.record({
      players: fc.array(
        fc.record({
          player: fc.constantFrom(...pod),
          vp: fc.integer({ min: -1, max: 30 }),
          sd: fc.integer({ min: 0, max: 80 }),
        }),
        { maxLength: 5 },
      ),
      winner: fc.option(fc.constantFrom(...pod)),
    });
    fc.assert(
      fc.property(shaped, (input) => {
        const r = parseAceResult(input, pod);
        if (!r.ok) return;
        // Whatever is accepted is coherent: all four players, one winner at most, at 20+.
        expect(r.value.players.map((p) => p.player)).toEqual(pod);
        if (r.value.winner !== null) {
          const w = r.value.players.find((p) => p.player === r.value.winner);
          expect(w?.vp).toBeGreaterThanOrEqual(20);
        } else {
          expect(r.value.players.every((p) => p.vp < 20)).toBe(true);
        }
      }),
    );
  });
});

describe('reading a pod result says what was wrong, by line and player', () => {
  const pod = ['ann', 'bob', 'cy'];
  const said = (input: unknown, players: string[] = pod): string => {
    const r = parseAceResult(input, players);
    return r.ok ? 'accepted' : `${r.error.code}: ${r.error.message}`;
  };
  const line = (player: string, vp: number, sd = 0) => ({ player, vp, sd });

  it('XW-AOA-26, XW-AOA-27: a winner needs 20 VP and nobody better by VP, then Ships Destroyed', () => {
    // More Ships Destroyed does not beat more VP.
    expect(
      said({ players: [line('ann', 22, 10), line('bob', 21, 90), line('cy', 0)], winner: 'ann' }),
    ).toBe('accepted');
    expect(
      said({ players: [line('ann', 22, 10), line('bob', 22, 90), line('cy', 0)], winner: 'ann' }),
    ).toBe('NotAWinner: bob (22 VP, 90 SD) beats ann (22 VP, 10 SD).');
    expect(said({ players: [line('ann', 19), line('bob', 3), line('cy', 0)], winner: 'ann' })).toBe(
      'NotAWinner: ann has 19 VP; a winner has 20 or more.',
    );
    expect(
      said({ players: [line('ann', 20, 30), line('bob', 3), line('cy', 0)], winner: null }),
    ).toBe('WinnerMissing: ann has 20 VP (20 or more): the game has a winner.');
    expect(
      said({ players: [line('ann', 20, 30), line('bob', 3), line('cy', 0)], winner: 'dee' }),
    ).toBe('UnknownPlayer: Winner dee does not play in this pod.');
  });

  it('names the line or player at fault', () => {
    expect(said({ players: [line('ann', 1), 7, line('cy', 0)], winner: null })).toBe(
      'BadResult: Line 2 needs a "player", "vp" and "sd".',
    );
    expect(said({ players: [line('ann', 1), { vp: 1, sd: 0 }], winner: null })).toBe(
      'BadResult: Line 2 needs a "player", "vp" and "sd".',
    );
    expect(said({ players: [line('ann', 1), line('dee', 1)], winner: null })).toBe(
      'UnknownPlayer: Line 2: dee does not play in this pod.',
    );
    expect(
      said({ players: [line('ann', 1), { player: 'bob', vp: 1, sd: -1 }], winner: null }),
    ).toBe('BadResult: bob: "sd" must be a whole number ≥ 0, not -1.');
    expect(said({ players: [line('ann', 1), line('ann', 2)], winner: null })).toBe(
      'DuplicatePlayer: ann is entered twice.',
    );
    expect(said({ players: [line('ann', 1)], winner: null })).toBe(
      'MissingPlayer: No result for bob, cy.',
    );
    expect(said({ players: [line('ann', 1)], winner: 3 })).toBe(
      'BadResult: "winner" is a player id or null.',
    );
    expect(said({ players: [] }, [])).toBe('BadPod: The pod must list its players once each.');
  });
});
