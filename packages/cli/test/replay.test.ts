import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/drift.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'drift-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function drift(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

// Each test spawns the CLI (tsx startup) up to twice: generous time for a busy machine.
describe('drift random-game and drift replay', { timeout: 30_000 }, () => {
  const file = join(dir, 'game.json');

  it('saves a random game and replays it as a report that tells moves, rolls and Fame', () => {
    const made = drift(
      'random-game',
      '--out',
      file,
      '--seed',
      'report',
      '--seats',
      '3',
      '--commands',
      '600',
    );
    expect(made.code).toBe(0);
    expect(made.out).toContain('wrote 600 commands');
    const run = drift('replay', file);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/Captain \d takes the /);
    expect(run.out).toMatch(/Turn 1: Captain \d \(/);
    expect(run.out).toMatch(/flies to \[-?\d+,-?\d+\]/);
    expect(run.out).toMatch(/rolls a d\d+ for /);
    expect(run.out).toMatch(/600 commands replayed; state hash [0-9a-f]{64}/);
  });

  it('replays to the same hash every time', () => {
    const hash = (text: string) => /state hash ([0-9a-f]{64})/.exec(text)?.[1];
    expect(hash(drift('replay', file).out)).toBe(hash(drift('replay', file).out));
  });

  it('refuses a tampered log at the first refused command, naming it', () => {
    const match = JSON.parse(readFileSync(file, 'utf8')) as {
      commands: { seat: number; command: unknown }[];
    };
    match.commands.splice(3, 0, { seat: 0, command: { type: 'BuyFame' } });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(match));
    const run = drift('replay', bad);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/command 4 \(seat 1\) refused: [A-Z]\w+: /);
    expect(run.err).not.toMatch(/\n\s+at /);
  });

  it('explains unusable files and options without a stack trace', () => {
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, '{ "game": "xia", "seed": 4 }');
    expect(drift('replay', junk)).toMatchObject({
      code: 2,
      err: expect.stringContaining('"seed" must be a string'),
    });
    writeFileSync(junk, 'not json');
    expect(drift('replay', junk)).toMatchObject({
      code: 2,
      err: expect.stringContaining('is not valid JSON'),
    });
    expect(drift('replay', join(dir, 'missing.json'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('no such file'),
    });
    expect(drift('replay', file, '--as', '9').err).toContain('captain number from 1 to 5');
    expect(drift('random-game', '--out', file, '--seats', '7').err).toContain('from 3 to 5');
  });
});
