import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { drift, driftIn } from './spawn.ts';

const corePackDir = fileURLToPath(new URL('../../xia/content/core', import.meta.url));
const embersDir = fileURLToPath(new URL('../../xia/content/embers', import.meta.url));
const temps: string[] = [];

/** A temporary copy of the core pack, changed by `edit`. */
function packCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'drift-content-'));
  temps.push(dir);
  cpSync(corePackDir, dir, { recursive: true });
  edit(dir);
  return dir;
}

function editJson(dir: string, file: string, change: (value: unknown) => void): void {
  const path = join(dir, file);
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
  change(value);
  writeFileSync(path, JSON.stringify(value, null, 2));
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at /);
}

// Each test spawns the CLI (tsx startup): generous time for a busy machine.
describe('drift content check', { timeout: 30_000 }, () => {
  it('GAP-XB-01: passes the embedded core pack and sums it up', () => {
    const run = drift('content', 'check');
    expect(run.code).toBe(0);
    const [core, embers, ...rest] = run.out.trim().split('\n');
    expect(core).toBe(
      'ok: Drift Core 1.3.0: 21 sectors, 18 ships, 22 abilities, 12 outfits (84 copies), 21 exploration tokens, 18 Titles, 52 missions, 3 NPCs',
    );
    // The embedded expansion is checked too (issue 12).
    expect(embers).toMatch(/^ok: the Embers expansion: \d+ Events, 30 exploration tokens, /);
    expect(rest).toEqual([]);
    expect(run.err).toBe('');
  });

  it('checks an expansion folder over the pack, listing every problem of each file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'drift-embers-'));
    temps.push(dir);
    cpSync(embersDir, dir, { recursive: true });
    editJson(dir, 'exploration.json', (tokens) => {
      const list = tokens as { id: string }[];
      if (list[0] && list[1]) list[1].id = list[0].id;
    });
    editJson(dir, 'events.json', (file) => {
      const f = file as { events: { id: string; name: string }[] };
      if (f.events[0]) f.events[0].name = '';
    });
    unlinkSync(join(dir, 'missions.json'));
    const run = drift('content', 'check', corePackDir, '--embers', dir);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/^ok: Drift Core/); // the pack itself is sound
    const lines = run.err.trim().split('\n');
    expect(lines[0]).toMatch(/^drift content check: 3 problems in /);
    expect(run.err).toMatch(/embers\/exploration\.json .*used twice/);
    expect(run.err).toMatch(/embers\/events\.json .*name/);
    expect(run.err).toMatch(/embers\/missions\.json: cannot be read/);
    expectNoStack(run.err);
  });

  it('GAP-XC-01: checks the campaign Goal cards with the expansion, naming card and field', () => {
    const sound = drift('content', 'check');
    expect(sound.out).toMatch(/, 10 campaign Goal cards\n$/);
    const dir = mkdtempSync(join(tmpdir(), 'drift-embers-'));
    temps.push(dir);
    cpSync(embersDir, dir, { recursive: true });
    editJson(dir, 'campaign/goals.json', (goals) => {
      const list = goals as { fame: number; reward: { effect: { outfit?: string } } }[];
      if (list[0]) list[0].fame = 2;
      if (list[1]) list[1].reward.effect.outfit = 'warp-core';
    });
    const run = drift('content', 'check', corePackDir, '--embers', dir);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(
      /embers\/campaign\/goals\.json \[quiet-hull\] fame: 2 is no Fame target/,
    );
    expect(run.err).toMatch(
      /embers\/campaign\/goals\.json \[merchant-prince\] reward\.effect\.outfit: there is no outfit "warp-core"/,
    );
    expectNoStack(run.err);
  });

  it('says plainly when --embers names no folder (exit 2)', () => {
    const run = drift(
      'content',
      'check',
      corePackDir,
      '--embers',
      join(tmpdir(), 'no-such-embers'),
    );
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--embers .*no-such-embers: no such folder/);
  });

  it('checks a folder given by path', () => {
    const dir = packCopy(() => {});
    const run = drift('content', 'check', dir);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^ok: /);
  });

  it('lists every problem of a broken pack, one line each, and exits 1', () => {
    const dir = packCopy((d) => {
      editJson(d, 'sectors.json', (sectors) => {
        const kemplar = (sectors as { id: string; spaces: { spawn?: number; mine?: string }[] }[])
          .find((s) => s.id === 'kemplar-ii')
          ?.spaces.find((s) => s.spawn !== undefined);
        if (kemplar) kemplar.mine = 'spice';
      });
      editJson(d, 'outfits.json', (outfits) => {
        const halon = (outfits as { id: string; die: number }[]).find(
          (o) => o.id === 'halon-engine',
        );
        if (halon) halon.die = 6;
      });
    });
    const run = drift('content', 'check', dir);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    const lines = run.err.trim().split('\n');
    expect(lines[0]).toBe(`drift content check: 2 problems in ${dir}:`);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}sectors\.json \[kemplar-ii\] spaces\[\d+\]\.mine: mining needs an asteroid-field hex$/,
      ),
    );
    expect(lines).toContain(
      '  outfits.json [halon-engine] die: a Tier 2 outfit rolls a d8, not a d6',
    );
    expect(lines).toHaveLength(3);
    expectNoStack(run.out + run.err);
  });

  it('names a file that is not valid JSON and a missing file, and still checks the rest', () => {
    const dir = packCopy((d) => {
      writeFileSync(join(d, 'ships.json'), '[\n  { "id": "wayfarer",, }\n]\n');
      unlinkSync(join(d, 'titles.json'));
      editJson(d, 'outfits.json', (outfits) => {
        const halon = (outfits as { id: string; die: number }[]).find(
          (o) => o.id === 'halon-engine',
        );
        if (halon) halon.die = 6;
      });
    });
    const run = drift('content', 'check', dir);
    expect(run.code).toBe(1);
    const lines = run.err.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('  ships.json'))).toEqual([
      expect.stringMatching(/^ {2}ships\.json: not valid JSON: .*\(line 2, column \d+\)$/),
    ]);
    expect(lines).toContain('  titles.json: the file is missing');
    expect(lines).toContain(
      '  outfits.json [halon-engine] die: a Tier 2 outfit rolls a d8, not a d6',
    );
    expectNoStack(run.out + run.err);
  });

  it('refuses a folder that does not exist with one line and exit code 2', () => {
    const missing = join(tmpdir(), 'drift-no-such-pack-folder');
    const run = drift('content', 'check', missing);
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    expect(run.err).toBe(
      `drift content check: no such folder: ${missing}\n(npx drift content check --help for usage)\n`,
    );
  });

  it('refuses a file given as the folder, also with exit code 2', () => {
    const run = drift('content', 'check', join(corePackDir, 'pack.json'));
    expect(run.code).toBe(2);
    expect(run.err.split('\n')[0]).toMatch(/^drift content check: not a folder: /);
  });
});

describe('--pack DIR on the commands that play', { timeout: 60_000 }, () => {
  it('plays a custom pack, records it, and replays it only with that pack', () => {
    const dir = packCopy((d) => {
      editJson(d, 'pack.json', (info) => {
        Object.assign(info as object, { name: 'Test Pack', startingCredits: 9000 });
      });
    });
    const file = join(dir, 'game.json');
    const made = drift('random-game', '--pack', dir, '--out', file, '--commands', '60');
    expect(made.code).toBe(0);
    const match = JSON.parse(readFileSync(file, 'utf8')) as { content: { name: string } };
    expect(match.content.name).toBe('Test Pack');
    expect(drift('replay', file, '--pack', dir)).toMatchObject({ code: 0, err: '' });
    const core = drift('replay', file);
    expect(core.code).toBe(1);
    expect(core.err).toContain(
      'It was saved with the pack Test Pack 1.3.0; this replay used Drift Core 1.3.0: give the pack it was played with (--pack DIR).',
    );
    const sim = drift(
      'simulate',
      '--pack',
      dir,
      '--games',
      '1',
      '--max-commands',
      '40',
      '--workers',
      '1',
      '--out',
      join(dir, 'sim'),
    );
    expect(sim.code).toBe(0);
    const results = JSON.parse(readFileSync(join(dir, 'sim', 'results.json'), 'utf8')) as {
      simulation: { pack: { name: string; hash: string } };
    };
    expect(results.simulation.pack).toMatchObject({
      name: 'Test Pack',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses a broken pack on every command that plays, listing every problem', () => {
    const dir = packCopy((d) => {
      editJson(d, 'outfits.json', (outfits) => {
        const halon = (outfits as { id: string; die: number }[]).find(
          (o) => o.id === 'halon-engine',
        );
        if (halon) halon.die = 6;
      });
      unlinkSync(join(d, 'titles.json'));
    });
    for (const [command, ...args] of [
      ['random-game', '--out', join(dir, 'g.json')],
      ['simulate', '--games', '1', '--out', join(dir, 'sim')],
    ] as const) {
      const run = drift(command, ...args, '--pack', dir);
      expect(run.code).toBe(1);
      expect(run.err.split('\n').slice(0, 3)).toEqual([
        `drift ${command}: the pack in ${dir} has 2 problems:`,
        '  titles.json: the file is missing',
        '  outfits.json [halon-engine] die: a Tier 2 outfit rolls a d8, not a d6',
      ]);
    }
    const missing = drift('random-game', '--out', join(dir, 'g.json'), '--pack', join(dir, 'nope'));
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(`drift random-game: --pack ${join(dir, 'nope')}: no such folder`);
  });

  it('reads a relative pack folder from where the user stands', () => {
    const dir = packCopy(() => {});
    const run = driftIn(
      { env: { npm_lifecycle_event: 'start', INIT_CWD: join(dir, '..') } },
      'content',
      'check',
      dir.split('/').at(-1) ?? '',
    );
    expect(run.code).toBe(0);
  });
});
