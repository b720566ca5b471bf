import { describe, expect, it } from 'vitest';
import {
  DEFAULTS,
  FAME_SOURCES,
  type FameSource,
  fameLines,
  type GameRecord,
  lengthLines,
  renderReport,
  summarise,
} from '../src/index.ts';

type Fame = Partial<Record<FameSource, number>>;

const fameOf = (f: Fame) =>
  Object.fromEntries(FAME_SOURCES.map((s) => [s, f[s] ?? 0])) as Record<FameSource, number>;

const player = (seat: number, bot: string, fame: Fame) => {
  const fameBySource = fameOf(fame);
  return {
    seat,
    bot,
    strategy: bot,
    ship: 'magpie',
    won: false,
    fame: FAME_SOURCES.reduce((n, s) => n + fameBySource[s], 0),
    credits: 0,
    creditsByRound: [],
    fameBySource,
  };
};

/** A 4-seat game of `turns` turns: seats 0 and 2 play `a`, 1 and 3 play `b`. */
const game = (index: number, turns: number, ending: GameRecord['ending'], a: Fame, b: Fame) =>
  ({
    index,
    seed: `s:${index}`,
    seats: 4,
    ending,
    winners: ending === 'won' ? [0] : [],
    clincher: null,
    turns,
    rounds: Math.ceil(turns / 4),
    commands: 100,
    error: null,
    players: [player(0, 'a', a), player(1, 'b', b), player(2, 'a', a), player(3, 'b', b)],
  }) satisfies GameRecord;

const records = [
  game(0, 40, 'won', { luck: 4, trade: 4 }, { mission: 1 }),
  game(1, 81, 'won', { luck: 2, mission: 2 }, {}),
  game(2, 120, 'won', { luck: 2, mission: 2 }, { mission: 3 }),
  // Not finished: its length is left out, its Fame counted.
  game(3, 400, 'bound', { exploration: 4 }, {}),
];

describe('Fame by source', () => {
  const s = summarise(records);

  it('gives per bot the mean per seat, the total, and each source’s share of all its Fame', () => {
    const a = s.fameBySource.find((f) => f.bot === 'a');
    // Eight seats of a: luck 2·(4+2+2) = 16, trade 8, mission 8, exploration 8 = 40 Fame.
    expect(a).toMatchObject({ bot: 'a', seats: 8, total: 5 });
    expect(a?.mean).toMatchObject({ luck: 2, trade: 1, mission: 1, exploration: 1, combat: 0 });
    expect(a?.share).toMatchObject({ luck: 0.4, trade: 0.2, mission: 0.2, exploration: 0.2 });
    expect(FAME_SOURCES.reduce((n, src) => n + (a?.share[src] ?? 0), 0)).toBeCloseTo(1, 6);
    const b = s.fameBySource.find((f) => f.bot === 'b');
    expect(b?.share.mission).toBe(1);
    // Missions 1 + 0 + 3 + 0 Fame in each of b's two seats a game: 8 over 8 seats.
    expect(b?.total).toBe(1);
  });

  it('gives shares of 0, not NaN, to a bot with no Fame', () => {
    const none = summarise([game(0, 8, 'won', {}, {})]);
    expect(none.fameBySource[0]?.share.luck).toBe(0);
    expect(none.fameBySource[0]?.total).toBe(0);
  });

  it('prints one line per bot, largest source first, with shares', () => {
    expect(fameLines(s)).toEqual([
      'Fame by source, mean per seat (share of all Fame):',
      '  a: 5 over 8 seats = luck 2 (40%), exploration 1 (20%), mission 1 (20%), trade 1 (20%)',
      '  b: 1 over 8 seats = mission 1 (100%)',
    ]);
  });
});

describe('game length in rounds', () => {
  const s = summarise(records);

  it('counts the rounds of finished games, a started round as a round', () => {
    // 40, 81 and 120 turns of 4 seats: rounds 10, 21 and 30.
    expect(s.rounds).toMatchObject({ median: 21, mean: 20.33, min: 10, max: 30 });
    expect(s.turns).toMatchObject({ median: 81, min: 40, max: 120 });
    expect(lengthLines(s)).toEqual([
      'rounds of finished games: median 21, mean 20.33, 10–30',
      'turns of finished games: median 81, mean 80.33, 40–120',
    ]);
  });

  it('says nothing when no game finished', () => {
    expect(lengthLines(summarise([records[3] as GameRecord]))).toEqual([]);
  });
});

describe('the report', () => {
  const html = renderReport(DEFAULTS, summarise(records), '/* chart.js */');

  it('shows rounds and Fame shares, in the facts, charts and tables', () => {
    expect(html).toContain('<td>rounds (finished)</td><td>median 21, mean 20.33, 10–30</td>');
    expect(html).toContain('<canvas id="length-rounds">');
    expect(html).toContain('<canvas id="fame-share">');
    // The share table: a's row in FAME_SOURCES order (exploration, mission, combat, trade, …, luck).
    expect(html).toMatch(
      /<tr><td>a<\/td><td>20%<\/td><td>20%<\/td><td>0%<\/td><td>20%<\/td>(<td>0%<\/td>){4}<td>40%<\/td>/,
    );
  });
});
