import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drift, noStack } from './spawn.ts';

const dir = mkdtempSync(join(tmpdir(), 'drift-squad-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const wedge = file(
  'wedge.txt',
  'Name: Rogue pair\nWedge Antilles (29) + Push the Limit (3) + R2-D2 (4)\nBiggs Darklighter + R2 Astromech\n\nTotal: 62\n',
);

// Each test spawns the CLI (tsx startup): generous time for a busy machine.
describe('drift squad', { timeout: 60_000 }, () => {
  it('checks a legal text list: points, and ok (exit 0)', () => {
    const run = drift('squad', 'check', wedge);
    expect(run.code).toBe(0);
    expect(run.out).toBe(
      'Rogue pair: 2 pilots, 62 points (standard allows 100)\nok: a legal standard squad\n',
    );
    expect(run.err).toBe('');
  });

  it('XW-PE-29, XW-PE-30: prints notes and every problem for the format, and exits 1', () => {
    const run = drift('squad', 'check', wedge, '--format', 'political-escort');
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      'note [pe-blanked-pilot] Biggs Darklighter (pilot 2): its pilot ability is treated as blank\n',
    );
    const banned = file(
      'banned.txt',
      'Gold Squadron Pilot + Twin Laser Turret\nBiggs Darklighter\n',
    );
    const bad = drift('squad', 'check', banned, '--format', 'political-escort');
    expect(bad.code).toBe(1);
    expect(bad.out).toBe(
      `${banned}: 2 pilots, 49 points (Political Escort allows 100)\n` +
        "note [pe-shuttle] the list pays for no upgrades on the Senator's Shuttle: it flies bare when defending\n" +
        'note [pe-blanked-pilot] Biggs Darklighter (pilot 2): its pilot ability is treated as blank\n',
    );
    expect(bad.err).toBe(
      `drift squad check: 1 problem for Political Escort in ${banned}:\n  [pe-banned] Twin Laser Turret on Gold Squadron Pilot (pilot 1): Twin Laser Turret is banned\n`,
    );
  });

  it('reads XWS JSON and checks it for Ace of Aces', () => {
    const xws = file(
      'soontir.json',
      JSON.stringify({
        faction: 'imperial',
        version: '1.0.0',
        pilots: [{ name: 'soontirfel', ship: 'tieinterceptor', upgrades: { ept: ['lonewolf'] } }],
      }),
    );
    const run = drift('squad', 'check', xws, '--format', 'ace-of-aces');
    expect(run.code).toBe(1);
    expect(run.err.split('\n')).toEqual([
      `drift squad check: 3 problems for Ace of Aces in ${xws}:`,
      '  [aoa-parts] the squad names no primary pilot and no alternate pilots',
      '  [aoa-lone-wolf] Lone Wolf on Soontir Fel (pilot 1): Lone Wolf may not be equipped',
      '  [obstacle-count] the list brings 0 obstacles; in Ace of Aces a player brings 2',
      '',
    ]);
  });

  it('refuses a list with unreadable lines, naming each line and word (exit 1)', () => {
    const broken = file('broken.txt', 'Wedge Antiles\nLuke Skywalker (27)\n');
    const run = drift('squad', 'check', broken);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toBe(
      `drift squad check: 2 lines of ${broken} could not be read:\n  line 1: no pilot called "Wedge Antiles"\n  line 2: Luke Skywalker costs 28, not 27\n`,
    );
  });

  it('says plainly when a file or a flag cannot be used (exit 2)', () => {
    const missing = drift('squad', 'check', join(dir, 'nope.txt'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^drift squad check: .*nope\.txt: no such file\n/);
    const notJson = drift('squad', 'check', file('bad.json', '{"faction": '));
    expect(notJson.code).toBe(2);
    expect(notJson.err).toMatch(/^drift squad check: .*bad\.json is not valid JSON: /);
    const format = drift('squad', 'check', wedge, '--format', 'furball');
    expect(format.code).toBe(2);
    expect(format.err).toMatch(
      /^drift squad check: --format furball: use one of standard, ace-of-aces, political-escort, objective-play, whack-a-gorth\n/,
    );
    expect(drift('squad', 'convert', wedge, '--to', 'pdf').code).toBe(2);
    for (const run of [missing, notJson, format]) expect(run.err).not.toMatch(noStack);
  });

  it('converts a text list to XWS JSON and back to text', () => {
    const run = drift('squad', 'convert', wedge);
    expect(run.code).toBe(0);
    const xws = JSON.parse(run.out) as {
      name: string;
      faction: string;
      points: number;
      pilots: unknown[];
    };
    expect(xws).toMatchObject({
      name: 'Rogue pair',
      faction: 'rebel',
      points: 62,
      pilots: [
        {
          name: 'wedgeantilles',
          ship: 'xwing',
          upgrades: { ept: ['pushthelimit'], amd: ['r2d2'] },
        },
        { name: 'biggsdarklighter', ship: 'xwing', upgrades: { amd: ['r2astromech'] } },
      ],
    });
    const back = drift('squad', 'convert', file('wedge.json', run.out), '--to', 'text');
    expect(back.code).toBe(0);
    expect(back.out).toBe(
      'Name: Rogue pair\nFaction: rebel\nWedge Antilles (X-wing) (29) + Push the Limit (3) + R2-D2 (4)\nBiggs Darklighter (X-wing) (25) + R2 Astromech (1)\nTotal: 62\n',
    );
  });
});
