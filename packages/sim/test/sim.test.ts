import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { XiaCommand } from '@drift/xia';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOTS,
  DEFAULTS,
  FAME_SOURCES,
  type GameRecord,
  type Registry,
  renderReport,
  type SimConfig,
  simulate,
  summarise,
} from '../src/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'drift-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tiny: SimConfig = {
  ...DEFAULTS,
  games: 4,
  seats: { min: 3, max: 4 },
  bots: ['heuristic:trader', 'random', 'heuristic:pirate'],
  maxCommands: 300,
};

const read = (path: string) => readFileSync(path, 'utf8');

describe('a tiny simulation', { timeout: 60_000 }, () => {
  let onWorkers: Awaited<ReturnType<typeof simulate>>;

  it('plays on two workers and writes the JSON, the report and the kept game', async () => {
    let calls = 0;
    onWorkers = await simulate(tiny, join(dir, 'two'), {
      workers: 2,
      keep: 0,
      onGame: () => calls++,
    });
    expect(calls).toBe(4);
    const json = JSON.parse(read(onWorkers.json)) as { games: GameRecord[]; simulation: SimConfig };
    expect(json.simulation).toEqual(tiny);
    // One game per line, for grep and diff.
    expect(read(onWorkers.json).match(/^\{"index":\d+,/gm)).toHaveLength(4);
    expect(json.games.map((g) => g.index)).toEqual([0, 1, 2, 3]);
    // Each record sits at its own game's place: its seed is the one derived from its index.
    expect(json.games.map((g) => g.seed)).toEqual([0, 1, 2, 3].map((i) => `${tiny.seed}:${i}`));
    expect(json.games.map((g) => g.seats)).toEqual([3, 4, 3, 4]);
    for (const g of json.games) {
      expect(g.error).toBeNull();
      expect(g.commands).toBeGreaterThan(0);
      expect(g.commands).toBeLessThanOrEqual(300);
      for (const p of g.players) {
        // Fame by source adds up to the captain's Fame; credits are sampled once a round.
        expect(FAME_SOURCES.reduce((n, s) => n + p.fameBySource[s], 0)).toBe(p.fame);
        expect(p.ship).toMatch(/^[a-z-]+$/);
        expect(p.creditsByRound.length).toBeGreaterThan(0);
        expect(p.creditsByRound.length).toBeLessThanOrEqual(g.rounds);
      }
    }
    const match = JSON.parse(read(onWorkers.match ?? '')) as { seed: string; commands: unknown[] };
    expect(match.seed).toBe('drift:0');
    expect(match.commands).toHaveLength(json.games[0]?.commands ?? -1);
  });

  it('gives byte-identical JSON for the same seed in one thread, and other JSON for another seed', async () => {
    const inThread = await simulate(tiny, join(dir, 'one'), { workers: 1 });
    expect(read(inThread.json)).toBe(read(onWorkers.json));
    const other = await simulate({ ...tiny, games: 1, seed: 'other' }, join(dir, 'other'), {
      workers: 1,
    });
    expect(other.records[0]?.seed).toBe('other:0');
    expect(other.records[0]).not.toEqual(onWorkers.records[0]);
  });

  it("writes a report with the charts' data inline and nothing to fetch", () => {
    const html = read(onWorkers.html);
    for (const id of [
      'win-bot',
      'win-strategy',
      'win-seat',
      'win-ship',
      'length-turns',
      'length-commands',
      'fame-source',
      'credits',
      'endings',
    ])
      expect(html).toContain(`<canvas id="${id}">`);
    const charts = /<script type="application\/json" id="sim-charts">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    const parsed = JSON.parse(charts ?? 'null') as {
      id: string;
      chart: { data: { labels: unknown[] } };
    }[];
    const credits = parsed.find((f) => f.id === 'credits');
    expect(credits?.chart.data.labels.length).toBeGreaterThan(5);
    expect(parsed.find((f) => f.id === 'fame-source')?.chart.data.labels).toEqual([
      'heuristic:trader',
      'random',
      'heuristic:pirate',
    ]);
    expect(html).toContain('Chart.js v4.6.1');
  });

  it('gives every chart its sample size, whole-number game axes and visible zero bars', () => {
    const html = read(onWorkers.html);
    // The facts table has no header row of empty cells.
    expect(html).not.toMatch(/<th><\/th>/);
    const figures = JSON.parse(
      /<script type="application\/json" id="sim-charts">(.*?)<\/script>/s.exec(html)?.[1] ?? '[]',
    ) as {
      id: string;
      chart: {
        type: string;
        data: { datasets: { label?: string; minBarLength?: number }[] };
        options: {
          plugins: { subtitle: { display: boolean; text: string } };
          scales?: { y?: { title?: { text: string }; ticks?: { precision?: number } } };
        };
      };
    }[];
    expect(figures.length).toBeGreaterThanOrEqual(10);
    const finished = onWorkers.summary.endings.won;
    for (const { id, chart } of figures) {
      expect({ id, subtitle: chart.options.plugins.subtitle.display }).toEqual({
        id,
        subtitle: true,
      });
      expect(chart.options.plugins.subtitle.text).toMatch(/^n = \d+ /);
      const y = chart.options.scales?.y;
      if (y?.title?.text === 'games')
        expect({ id, precision: y.ticks?.precision }).toEqual({ id, precision: 0 });
      if (chart.type === 'bar' && !id.startsWith('fame'))
        for (const d of chart.data.datasets)
          expect({ id, min: d.minBarLength }).toEqual({ id, min: 3 });
    }
    const byId = (id: string) =>
      figures.find((f) => f.id === id)?.chart.options.plugins.subtitle.text;
    expect(byId('length-turns')).toBe(`n = ${finished} finished game${finished === 1 ? '' : 's'}`);
    expect(byId('endings')).toBe('n = 4 games');
    expect(byId('fame-source')).toBe('n = 4 games, 14 seats');
    expect(onWorkers.summary.winRate.seat.every((r) => /^Captain \d$/.test(r.key))).toBe(true);
    expect(html).not.toMatch(/src\s*=\s*["']?https?:/i);
    expect(html).not.toMatch(/<link\b/i);
  });
});

describe('the search bot', { timeout: 60_000 }, () => {
  it('plays from the registry on a small budget', async () => {
    const config = {
      ...tiny,
      games: 1,
      seats: { min: 3, max: 3 },
      bots: ['search:3it', 'heuristic'],
      maxCommands: 60,
    };
    const run = await simulate(config, join(dir, 'search'), { workers: 1 });
    expect(run.records[0]?.error).toBeNull();
    expect(run.records[0]?.players.map((p) => p.strategy)).toEqual([
      'search',
      'balanced',
      'search',
    ]);
  });
});

describe('bot errors', () => {
  // A bot that sends a command nobody listed, and one that throws.
  const liar = {
    args: '',
    strategy: () => 'liar',
    resolve: () => () => ({
      name: 'liar',
      choose: () => ({ type: 'Nope' }) as unknown as XiaCommand,
    }),
  };
  const crash = {
    args: '',
    strategy: () => 'crash',
    resolve: () => () => ({
      name: 'crash',
      choose: (): XiaCommand => {
        throw new TypeError('boom');
      },
    }),
  };
  const registry: Registry = new Map([...BOTS, ['liar', liar], ['crash', crash]]);

  it('are recorded per game, with game, seed, seat, bot and message, and the run goes on', async () => {
    const config = {
      ...tiny,
      games: 3,
      seats: { min: 3, max: 3 },
      bots: ['random', 'liar', 'random'],
      fixedSeats: true,
      maxCommands: 200,
    };
    const run = await simulate(config, join(dir, 'errors'), { workers: 1, registry });
    expect(run.records.map((g) => g.ending)).toEqual(['error', 'error', 'error']);
    expect(run.summary.errors).toHaveLength(3);
    expect(run.summary.errors[1]).toMatchObject({ game: 1, seed: 'drift:1', seat: 1, bot: 'liar' });
    expect(run.summary.errors[1]?.message).toContain(
      'liar chose an unlisted command: {"type":"Nope"}',
    );
    expect(run.summary.endings).toEqual({ won: 0, bound: 0, error: 3 });
    expect(read(run.html)).toContain('Bot errors: 3');
  });

  it('include a bot that throws', async () => {
    const config = { ...tiny, games: 1, bots: ['crash'], maxCommands: 50 };
    const run = await simulate(config, join(dir, 'crash'), { workers: 1, registry });
    expect(run.records[0]?.error).toMatchObject({
      seat: expect.any(Number),
      bot: 'crash',
      message: 'TypeError: boom',
    });
  });
});

describe('the output folder', () => {
  it('is refused, before any game, when it is a file', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    let played = 0;
    await expect(simulate(tiny, file, { workers: 1, onGame: () => played++ })).rejects.toThrow(
      `cannot use ${file}: ${file} is a file, not a folder`,
    );
    expect(played).toBe(0);
  });
});

describe('the report', () => {
  it('escapes every string it embeds', () => {
    const evil = '<script>alert("x")</script>';
    const record: GameRecord = {
      index: 0,
      seed: evil,
      seats: 3,
      ending: 'error',
      winners: [],
      clincher: null,
      turns: 0,
      rounds: 0,
      commands: 0,
      players: [],
      error: { game: 0, seed: evil, seat: 0, bot: evil, message: evil },
    };
    const html = renderReport(
      { ...tiny, seed: evil, bots: [evil] },
      summarise([record]),
      '/* chart.js */',
    );
    expect(html).not.toContain(evil);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect((html.match(/<script/g) ?? []).length).toBe(3);
  });
});

describe('summaries', () => {
  it('count win rates over finished games only', () => {
    const player = (seat: number, bot: string, won: boolean) => ({
      seat,
      bot,
      strategy: bot,
      ship: 'magpie',
      won,
      fame: 0,
      credits: 0,
      creditsByRound: [1000, 3000],
      fameBySource: Object.fromEntries(
        FAME_SOURCES.map((s) => [s, 0]),
      ) as GameRecord['players'][number]['fameBySource'],
    });
    const game = (
      index: number,
      ending: GameRecord['ending'],
      winner: number | null,
    ): GameRecord => ({
      index,
      seed: `s:${index}`,
      seats: 2,
      ending,
      winners: winner === null ? [] : [winner],
      clincher: winner === null ? null : 'trade',
      turns: 10 + index,
      rounds: 5,
      commands: 100,
      error: null,
      players: [player(0, 'a', winner === 0), player(1, 'b', winner === 1)],
    });
    const s = summarise([
      game(0, 'won', 0),
      game(1, 'won', 0),
      game(2, 'won', 1),
      game(3, 'bound', null),
    ]);
    expect(s.winRate.bot).toEqual([
      { key: 'a', played: 3, wins: 2, rate: 0.67 },
      { key: 'b', played: 3, wins: 1, rate: 0.33 },
    ]);
    expect(s.endings).toEqual({ won: 3, bound: 1, error: 0 });
    expect(s.clinchers.trade).toBe(3);
    expect(s.turns).toMatchObject({ mean: 11, median: 11, min: 10, max: 12 });
    expect(s.creditsByRound[0]).toEqual({ bot: 'a', mean: [1000, 3000] });
  });
});
