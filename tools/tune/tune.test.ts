import { BASE_WEIGHTS, profileWeights } from '@drift/bots';
import { FAME_SOURCES, type GameRecord, SpecError } from '@drift/sim';
import { describe, expect, it } from 'vitest';
import { issueFigures, issueScore, objectiveOf } from './objective.ts';
import { parseTuneArgs } from './options.ts';
import { neighbours, type Overrides, pairedError, search } from './search.ts';
import { tune } from './tune.ts';

const refusal = (argv: string[]): string => {
  try {
    parseTuneArgs(argv);
  } catch (error: unknown) {
    expect(error).toBeInstanceOf(SpecError);
    return (error as Error).message;
  }
  throw new Error('expected a SpecError');
};

describe('tune options', () => {
  it('start from the profile’s weights, --set overriding, only --weights searched', () => {
    const o = parseTuneArgs([
      '--profile',
      'pirate',
      '--weights',
      'attack,sell',
      '--set',
      'sell=5,repair=1',
    ]);
    expect(o.start).toEqual({ attack: profileWeights('pirate').attack, sell: 5 });
    expect(profileWeights('pirate').attack).not.toBe(BASE_WEIGHTS.attack);
    expect(o.fixed).toEqual({ repair: 1 });
    expect(o.iterations).toBe(2);
    expect(o.seats).toBe(4);
    expect(Object.keys(parseTuneArgs([]).start)).toEqual(Object.keys(BASE_WEIGHTS));
    expect(parseTuneArgs(['--compare', 'blindJump=38.5']).compare).toEqual({ blindJump: 38.5 });
    expect(parseTuneArgs([]).compare).toBeNull();
  });

  it('are refused with what to use', () => {
    const bad = refusal(['--weights', 'sell,sel']);
    expect(bad).toContain('no weight "sel"; the weights are stepGain,');
    expect(bad).toContain('hurtDamage');
    expect(refusal(['--objective', 'wins'])).toBe('--objective "wins": use win, issue, fame');
    expect(refusal(['--profile', 'ninja'])).toContain(
      'use explorer, trader, worker, pirate, balanced',
    );
    expect(refusal(['--set', 'sell=lots'])).toContain('use name=number pairs');
    expect(refusal(['--set', 'sale=3'])).toContain('--set "sale": no weight "sale"');
    expect(refusal(['--compare', 'jump=3'])).toContain('--compare "jump": no weight "jump"');
    expect(refusal(['--opponents', 'heuristic,nobody'])).toMatch(
      /^--opponents "heuristic,nobody": unknown bot "nobody"/,
    );
    expect(refusal(['--objective', 'win', '--opponents', 'random'])).toContain('name 2 to 4 bots');
    expect(refusal(['--objective', 'win', '--seats', '4'])).toContain(
      '--seats is for --objective issue',
    );
    expect(refusal(['--z=-1'])).toBe('--z "-1": use a number from 0 to 10');
    expect(refusal(['--games', '1'])).toContain('--games "1": use a whole number from 2');
    expect(refusal(['--bogus'])).toContain("Unknown option '--bogus'");
  });
});

const seat = (fame: Partial<Record<string, number>>) => {
  const fameBySource = Object.fromEntries(FAME_SOURCES.map((s) => [s, fame[s] ?? 0]));
  const total = Object.values(fameBySource).reduce((n, v) => n + v, 0);
  return {
    fame: total,
    fameBySource,
    bot: 'b',
    won: false,
  } as unknown as GameRecord['players'][number];
};
const game = (rounds: number, ...players: GameRecord['players']) =>
  ({ rounds, ending: 'won', players }) as unknown as GameRecord;

describe('the issue objective', () => {
  it('is 0 when the aims are met and falls by each shortfall relative to its aim', () => {
    const met = [game(20, seat({ mission: 2, trade: 8 })), game(25, seat({ luck: 2, mission: 8 }))];
    expect(issueScore(issueFigures(met))).toBe(0);
    // Median 30 rounds (+20%), luck 30% (+50%), missions 10% (-50%).
    const missed = [game(30, seat({ luck: 3, mission: 1, trade: 6 }))];
    expect(issueFigures(missed)).toMatchObject({
      medianRounds: 30,
      luckShare: 0.3,
      missionShare: 0.1,
    });
    expect(issueScore(issueFigures(missed))).toBeCloseTo(-1.2, 9);
  });
});

describe('the win and fame objectives', () => {
  it('count the games a seat of the candidate won, and its seats’ mean Fame', () => {
    const who = (bot: string, won: boolean, fame: number) =>
      ({ ...seat({ trade: fame }), bot, won }) as GameRecord['players'][number];
    const games = [
      game(9, who('c', true, 10), who('o', false, 4)),
      game(9, who('o', true, 10), who('c', false, 2)),
      game(9, who('o', false, 3), who('c', false, 0), who('c', true, 9)),
    ];
    expect(objectiveOf('win', 'c').score(games)).toBeCloseTo(2 / 3, 9);
    expect(objectiveOf('fame', 'c').score(games)).toBe(21 / 4);
    expect(objectiveOf('win', 'o').figures(games)).toEqual({ winShare: 1 / 3, fame: 17 / 3 });
  });
});

describe('the search’s pieces', () => {
  it('steps up and down relative to the weight, at least by the step itself', () => {
    expect(neighbours(70, 0.5)).toEqual([105, 35]);
    expect(neighbours(0, 0.5)).toEqual([0.5, -0.5]);
    expect(neighbours(-1000, 1.5)).toEqual([500, -2500]);
  });

  it('gives no error to identical games and some to different ones', () => {
    const objective = objectiveOf('issue', 'b');
    const a = [10, 20, 30, 40].map((r) => game(r, seat({ trade: 5 })));
    const b = [12, 15, 36, 41].map((r) => game(r, seat({ luck: 1, trade: 4 })));
    expect(pairedError(objective, a, a, 100)).toBe(0);
    expect(pairedError(objective, a, b, 100)).toBeGreaterThan(0);
  });
});

describe('the search on made-up games', () => {
  /** Six games whose candidate seat gains `fame(weights, game)`. */
  const batch =
    (fame: (w: Overrides, game: number) => number) => async (w: Overrides, seed: string) =>
      Array.from({ length: 6 }, (_, i) => ({
        ...game(9, { ...seat({ trade: fame(w, i + seed.length) }), bot: 'c' } as never),
      }));
  const options = { iterations: 3, step: 1, minStep: 0.1, z: 1.5, seed: 's', resamples: 100 };
  const objective = objectiveOf('fame', 'c');

  it('takes a gain the common dice cannot explain, and grows the step of a weight that changes nothing', async () => {
    // x is best at 10; y changes nothing; every game adds the same dice to both sides.
    const fame = (w: Overrides, g: number) => 20 - Math.abs((w.x ?? 0) - 10) + (g % 3);
    const r = await search(objective, batch(fame), { ...options, start: { x: 2, y: 5 } });
    expect(r.steps.map((s) => [s.weight, s.accepted, s.step])).toEqual([
      ['x', 4, 1],
      ['y', null, 2],
      ['x', 8, 1],
    ]);
    expect(r.best).toEqual({ x: 8, y: 5 });
    expect(r.games).toBe(3 * 3 * 6);
  });

  it('rejects a gain within the noise and halves the step', async () => {
    // Each game's dice differ between the sides: a gain of 0.1 is noise.
    const fame = (w: Overrides, g: number) =>
      (w.x === 3 ? 0.1 : 0) + ((g * 7 + (w.x ?? 0) * 13) % 5);
    const r = await search(objective, batch(fame), { ...options, iterations: 1, start: { x: 2 } });
    expect(r.steps[0]?.trials.every((t) => t.se > 0)).toBe(true);
    expect(r.steps[0]).toMatchObject({ accepted: null, step: 0.5 });
  });
});

describe('a tiny tuning of real games', { timeout: 180_000 }, () => {
  it('lifts a bot that never sells, and rejects never selling again', async () => {
    const lines: string[] = [];
    const o = parseTuneArgs(
      // A trader that never sells: sell = -1000; steps of 1.5 x 1000 try 500 and -2500.
      [
        '--objective',
        'fame',
        '--profile',
        'trader',
        '--opponents',
        'heuristic:trader,heuristic:trader',
      ].concat(
        ['--weights', 'sell', '--set', 'sell=-1000', '--step', '1.5'],
        ['--games', '8', '--iterations', '2', '--max-commands', '400'],
        ['--check-games', '4', '--workers', '1', '--seed', 'tiny'],
      ),
    );
    const r = await tune(o, (line) => lines.push(line));
    expect(r.games).toBe(2 * 3 * 8);
    expect(r.checkGames).toBe(8);
    expect(r.steps).toHaveLength(2);
    // Iteration 1: selling (500) beats never selling by more than the noise and is taken.
    const [first, second] = r.steps;
    expect(first).toMatchObject({ weight: 'sell', from: -1000, accepted: 500 });
    const sells = first?.trials.find((t) => t.value === 500);
    expect(sells?.diff).toBeGreaterThan(1.5 * (sells?.se ?? 0));
    // Iteration 2: the step down to -250 (never selling again) scores worse and is rejected.
    expect(second?.from).toBe(500);
    expect(second?.trials.find((t) => t.value === -250)?.diff).toBeLessThan(0);
    expect(r.best).toEqual({ sell: 500 });
    expect(r.changed).toEqual({ sell: 500 });
    expect(r.check?.after.score).toBeGreaterThan(r.check?.before.score ?? Number.POSITIVE_INFINITY);
    expect(Object.keys(r.check?.before.figures ?? {})).toEqual(['fame', 'winShare']);
    expect(lines[0]).toContain('tuning 1 weights of heuristic:trader#tuned for "fame"');
    expect(lines[1]).toMatch(
      /^1\/2 sell -1000: incumbent [\d.]+; tried 500 \+[\d.]+ ± [\d.]+, -2500 .*; TOOK 500/,
    );
  });
});
