import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULTS } from '@drift/sim';
import { afterAll, describe, expect, it } from 'vitest';
import { configOf, excerpt } from '../src/commands/simulate.ts';
import { buildProgram } from '../src/program.ts';
import { drift } from './spawn.ts';

const dir = mkdtempSync(join(tmpdir(), 'drift-simulate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const defaultFlags = {
  games: '20',
  seats: '3',
  bots: 'heuristic:balanced',
  fixedSeats: false,
  target: '10',
  seed: 'drift',
  maxCommands: '4000',
  workers: '2',
  out: 'drift-sim',
};

describe('drift simulate', { timeout: 60_000 }, () => {
  it('plays games on workers, prints plain progress off a terminal, and writes the files', () => {
    const out = join(dir, 'sim');
    const run = drift(
      'simulate',
      '--games',
      '2',
      '--max-commands',
      '150',
      '--workers',
      '2',
      '--bots',
      'heuristic:worker,typed-random',
      '--seed',
      'cli',
      '--out',
      out,
    );
    expect(run.err).toMatch(/^simulated 2\/2 games \(100%\)/m);
    expect(run.err).not.toContain('\u001b[');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^2 games in [\d.]+ s \([\d.]+ games\/s\) on 2 workers$/m);
    expect(run.out).toContain('ended: 0 won, 2 at the command bound, 0 with an error');
    expect(run.out).toContain('bot errors: 0');
    // Fame by source per bot, mean per seat with its share; no rounds line when nothing finished.
    expect(run.out).toContain('Fame by source, mean per seat (share of all Fame):');
    expect(run.out).toMatch(/^ {2}heuristic:worker: [\d.]+ over 3 seats/m);
    expect(run.out).toMatch(/^ {2}typed-random: [\d.]+ over 3 seats/m);
    expect(run.out).not.toContain('rounds of finished games');
    expect(run.out).toContain(`report:  ${join(out, 'report.html')}`);

    const json = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
      games: { seed: string }[];
    };
    expect(json.games.map((g) => g.seed)).toEqual(['cli:0', 'cli:1']);
    expect(existsSync(join(out, 'report.html'))).toBe(true);
  });

  it('refuses a bad flag with exit code 2, a clear message and no stack trace', () => {
    const run = drift('simulate', '--seats', '2-6', '--out', join(dir, 'never'));
    expect(run.code).toBe(2);
    expect(run.err).toContain('drift simulate: --seats "2-6": use a seat count from 3 to 5');
    expect(run.err).toContain('(npx drift simulate --help for usage)');
    expect(run.err).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, 'never'))).toBe(false);
  });

  it.each([
    [{ seats: '3-5' }, null],
    [
      { bots: 'heuristic:chef' },
      'the profile must be one of explorer, trader, worker, pirate, balanced',
    ],
    [{ games: 'many' }, '--games "many": use a whole number from 1 to 1000000'],
    [{ target: '0' }, '--target "0": use a whole number from 3 to 30'],
    [{ target: '31' }, '--target "31": use a whole number from 3 to 30'],
    [{ maxCommands: '-5' }, '--max-commands "-5"'],
    [{ workers: 'all' }, '--workers "all"'],
    [{ bots: 'heuristic,search:soon' }, 'bot "search:soon": the budget must be a time like 200ms'],
  ])('checks every flag: %j', (change, message) => {
    const flags = { ...defaultFlags, ...change };
    if (message === null) expect(configOf(flags).config.seats).toEqual({ min: 3, max: 5 });
    else expect(() => configOf(flags)).toThrow(message);
  });
});

describe('drift simulate --solo', { timeout: 120_000 }, () => {
  it("XS-SETUP-01: plays one captain with every element against the NPCs, and tells the NPCs' side", () => {
    const { config } = configOf({ ...defaultFlags, solo: 'Hard' });
    expect(config.solo).toBe('hard');
    expect(config.seats).toEqual({ min: 1, max: 1 });
    expect(config.elements).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const out = join(dir, 'solo');
    const run = drift(
      'simulate',
      '--solo',
      'easy',
      '--games',
      '1',
      '--workers',
      '1',
      '--seed',
      'solo-cli',
      '--out',
      out,
    );
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^solo \(easy\): captain won \d+ of \d+ finished/m);
    expect(run.out).toMatch(
      /^NPC Fame per game: roll [\d.]+, kills [\d.]+, Events [\d.]+; round-end bonus per roll: cubes \+[\d.]+/m,
    );
    const json = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
      games: {
        seats: number;
        players: unknown[];
        solo?: { npcFame: number; npcFameBySource: Record<string, number>; rounds: number };
      }[];
    };
    expect(json.games[0]?.seats).toBe(1);
    expect(json.games[0]?.players).toHaveLength(1);
    const solo = json.games[0]?.solo;
    expect(typeof solo?.npcFame).toBe('number');
    // Every NPC Fame point is tallied by its source: the roll, a kill or an Event.
    const bySource = Object.values(solo?.npcFameBySource ?? {}).reduce((a, b) => a + b, 0);
    expect(bySource).toBe(solo?.npcFame);
    expect(solo?.rounds).toBeGreaterThan(0);
  });

  it.each([
    [{ solo: 'medium' }, '--solo "medium": use easy, normal, hard'],
    [{ solo: 'easy', elements: 'A' }, '--solo plays one captain with every element'],
  ])('refuses %j with a clear message', (change, message) => {
    expect(() => configOf({ ...defaultFlags, ...change })).toThrow(message);
  });

  it('refuses a seat count typed with --solo', () => {
    expect(() => configOf({ ...defaultFlags, solo: 'easy' }, new Set(['seats']))).toThrow(
      'leave out --seats and --elements',
    );
  });
});

describe('drift simulate with no flags', { timeout: 60_000 }, () => {
  it('runs a short simulation, then prints the report path, a game log and a hint', async () => {
    let text = '';
    const out = join(dir, 'showcase');
    const config = { ...DEFAULTS, games: 2, maxCommands: 200, seed: 'show' };
    const io = {
      out: (t: string) => {
        text += t;
      },
      err: () => {},
      cwd: dir,
      run: 'npm start --',
    };
    await buildProgram(io, { config, out: 'showcase' }).parseAsync(['simulate'], { from: 'user' });
    expect(text).toContain('Drift plays 2 games of Xia with bots (heuristic:balanced)');
    expect(text).toMatch(/Captain \d takes the /);
    expect(text).toMatch(/Turn 1: Captain \d \(/);
    expect(text).toMatch(
      /200 commands replayed \(every recorded state hash matched\); final state hash [0-9a-f]{64}/,
    );
    // Paths are printed from where the user stands, hints as the user typed the command.
    expect(text).toContain('Open the report in a browser: showcase/report.html');
    expect(text).toContain('npm start -- simulate --help');
    // The kept game is a match file with its hashes.
    const match = JSON.parse(readFileSync(join(out, 'game-1.json'), 'utf8')) as unknown;
    expect(match).toMatchObject({ format: 'drift-match', final: { after: 200 } });
    // A long log is cut to its start and end, saying how to read the rest.
    expect(text).toContain(
      'lines of play left out (npm start -- replay showcase/game-1.json prints them all)',
    );
  });

  it('cuts a long log to its start and its end', () => {
    const log = Array.from({ length: 100 }, (_, i) => `line ${i}`);
    const cut = excerpt(log, 'npx drift replay g.json');
    expect(cut).toHaveLength(71);
    expect(cut[0]).toBe('line 0');
    expect(cut[29]).toBe('line 29');
    expect(cut[30]).toContain('30 lines of play left out');
    expect(cut[70]).toBe('line 99');
    expect(excerpt(log.slice(0, 71), 'npx drift replay g.json')).toEqual(log.slice(0, 71));
  });
});
