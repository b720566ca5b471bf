/**
 * A short slice of the crash test (npm run crash): a real `drift serve` killed with SIGKILL
 * three times under load on SQLite and restarted on the same file; every acknowledged command
 * must be in the log and every match must reload to the hash of the engine's replay. The check
 * itself is shown to catch an acknowledged command missing from the log or changed in it.
 */

import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { describe, expect, it } from 'vitest';
import { checkStored } from './check.ts';
import { CrashTimeout, runCrash } from './crash.ts';

describe('crash test (a short slice on SQLite)', () => {
  it('keeps every acknowledged command through three SIGKILLs, and the check has teeth', {
    timeout: 240_000,
  }, async () => {
    const xia = createXia(corePack());
    let teeth: string[][] = [];
    const result = await runCrash({
      database: 'sqlite',
      kills: 3,
      matches: 3,
      seats: 4,
      minMs: 100,
      maxMs: 800,
      seed: 7,
      resumeAfter: 10,
      // Below the test's timeout, so a stuck run stops its server itself.
      limitMs: 200_000,
      inspect: async (storage, ids, accepted) => {
        const last = accepted.at(-1);
        if (!last) return;
        const log = await storage.commandsAfter(last.match, 0);
        const other = accepted.find((a) => a.match === last.match && a.version !== last.version);
        const cases = [
          // Acknowledged, but beyond the log's end.
          [...accepted, { ...last, version: log.length + 1 }],
          // Acknowledged from another seat than stored.
          [...accepted.filter((a) => a !== last), { ...last, seat: (last.seat + 1) % 4 }],
          // Acknowledged, but another command than the one stored at that version.
          ...(other
            ? [[...accepted.filter((a) => a !== last), { ...last, command: other.command }]]
            : []),
        ];
        teeth = [];
        for (const tampered of cases)
          teeth.push((await checkStored(storage, xia, ids, tampered)).problems);
      },
    });
    expect(result.kills).toBe(3);
    expect(result.restarts).toBe(3);
    expect(result.unexpectedExits).toEqual([]);
    const c = result.check;
    expect(c.problems).toEqual([]);
    expect(c.acknowledged).toBeGreaterThan(0);
    expect(c.acknowledgedInLog).toBe(c.acknowledged);
    expect(c.matches).toBeGreaterThanOrEqual(3);
    expect(c.reloaded).toBe(c.matches);
    expect(c.reloadedFromSetup).toBe(c.matches);
    expect(c.replayHashEqual).toBe(c.matches);
    expect(c.commandsStored).toBeGreaterThanOrEqual(c.acknowledged);
    // Clients lost their sockets at each kill and came back.
    expect(result.counts.reconnects).toBeGreaterThanOrEqual(3 * 3 * 4);

    expect(teeth.length).toBeGreaterThanOrEqual(2);
    expect(teeth[0]?.join('\n')).toMatch(/was accepted but is not in the log/);
    expect(teeth[1]?.join('\n')).toMatch(/was accepted from seat \d but stored from \d/);
    if (teeth[2]) expect(teeth[2].join('\n')).toMatch(/is not the command that was accepted/);
  });

  it('stops at its time bound, failing and leaving no server running', {
    timeout: 120_000,
  }, async () => {
    const lines: string[] = [];
    const run = runCrash({
      database: 'sqlite',
      kills: 1,
      matches: 1,
      seats: 3,
      minMs: 100,
      maxMs: 100,
      seed: 1,
      limitMs: 1,
      log: (line) => lines.push(line),
    });
    await expect(run).rejects.toThrow(CrashTimeout);
    await expect(run).rejects.toThrow('the crash test did not finish within 0 s');
    const port = /127\.0\.0\.1:(\d+)/.exec(lines.join('\n'))?.[1];
    expect(port).toBeDefined();
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
