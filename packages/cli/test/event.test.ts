import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Io } from '../src/context.ts';
import { CliFailure } from '../src/failure.ts';
import { buildProgram } from '../src/program.ts';

const dir = mkdtempSync(join(tmpdir(), 'drift-event-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `drift …words` in-process; resolves with what it printed, or the failure it threw. */
async function drift(...words: string[]): Promise<{ out: string; failure?: CliFailure }> {
  let out = '';
  const io: Io = {
    out: (t) => {
      out += t;
    },
    err: () => {},
    cwd: dir,
    run: 'npx drift',
  };
  try {
    await buildProgram(io).parseAsync(words, { from: 'user' });
    return { out };
  } catch (error: unknown) {
    if (error instanceof CliFailure) return { out, failure: error };
    throw error;
  }
}

describe('drift event', () => {
  it('GAP-XW-12: runs a standard event from a file: players, two Swiss rounds with a bye, standings', async () => {
    expect(
      (
        await drift(
          'event',
          'new',
          'night.json',
          '--format',
          'standard',
          '--name',
          'Night',
          '--rounds',
          '2',
          '--seed',
          's',
        )
      ).out,
    ).toBe('night.json: Night, Standard 100-point\n');
    expect((await drift('event', 'add', 'night.json', 'Ann', 'Bob', 'Cy', 'Di', 'Ed')).out).toBe(
      '5 players\n',
    );
    for (const round of [1, 2]) {
      const paired = await drift('event', 'pair', 'night.json');
      expect(paired.out).toMatch(
        new RegExp(`^Round ${round}\\n  Table 1: .+ v .+\\n  Table 2: .+ v .+\\n  Bye: `),
      );
      const file = JSON.parse(readFileSync(join(dir, 'night.json'), 'utf8')) as {
        rounds: { tables: { players: string[] }[] }[];
      };
      for (const [i, t] of (file.rounds[round - 1]?.tables ?? []).entries()) {
        const [a, b] = t.players as [string, string];
        const r = JSON.stringify({ destroyed: { [a]: 60, [b]: 30 } });
        expect(
          (await drift('event', 'result', 'night.json', String(round), String(i + 1), r)).out,
        ).toContain('result entered');
      }
    }
    const shown = await drift('event', 'show', 'night.json');
    expect(shown.out).toContain('Night (Standard 100-point)');
    expect(shown.out).toMatch(/Standings\n {2}1 {2}\S+/);
    const csv = await drift('event', 'show', 'night.json', '--csv');
    expect(csv.out.split('\n')[0]).toMatch(/Tournament points/);
    expect(csv.out.trim().split('\n')).toHaveLength(6);
  });

  it('refuses bad input with a clear message and leaves the file as it was', async () => {
    const before = readFileSync(join(dir, 'night.json'), 'utf8');
    const bad = await drift('event', 'result', 'night.json', '1', '1', '{oops');
    expect(bad.failure?.exit).toBe(2);
    expect(bad.failure?.message).toMatch(/the result is not valid JSON/);
    const refused = await drift('event', 'result', 'night.json', '1', '9', '{"destroyed":{}}');
    expect(refused.failure?.exit).toBe(1);
    expect(refused.failure?.message).toMatch(/tables 1 to 2, not 9/);
    const wrongFormat = await drift('event', 'new', 'x.json', '--format', 'chess', '--name', 'X');
    expect(wrongFormat.failure?.exit).toBe(1);
    expect(wrongFormat.failure?.message).toMatch(/chess/);
    const exists = await drift('event', 'new', 'night.json', '--format', 'standard', '--name', 'X');
    expect(exists.failure?.exit).toBe(2);
    const notEvent = await drift('event', 'show', 'missing.json');
    expect(notEvent.failure?.message).toMatch(/cannot read it/);
    expect(readFileSync(join(dir, 'night.json'), 'utf8')).toBe(before);
  });
});
