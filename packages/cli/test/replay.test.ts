import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drift, noStack } from './spawn.ts';

const dir = mkdtempSync(join(tmpdir(), 'drift-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Json {
  commands: { seat: number; command: { type: string; card?: unknown } }[];
  checkpoints: { after: number; hash: string }[];
  final: { after: number; hash: string };
  [key: string]: unknown;
}

const file = join(dir, 'game.json');
const read = (): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;
function variant(name: string, change: (json: Json) => unknown): string {
  const json = read();
  const changed = change(json) ?? json;
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(changed));
  return path;
}

// Each test spawns the CLI (tsx startup): generous time for a busy machine.
describe('drift random-game and drift replay', { timeout: 60_000 }, () => {
  let made: ReturnType<typeof drift>;
  beforeAll(() => {
    made = drift('random-game', '--out', file, '--seed', 'r4', '--seats', '3');
  }, 60_000); // hooks have their own 10 s default, too short for a loaded machine

  it('plays a random game to its finish by default and says who won', () => {
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^The match ended after \d+ commands \(\d+ turns\)\.$/m);
    expect(made.out).toMatch(/^Captain [1-3] won\. Fame: Captain [1-3] \d+ Fame, /m);
    expect(made.out).toContain(`Saved to ${file}; replay it with: npx drift replay ${file}`);
    const json = read();
    expect(json.final.after).toBe(json.commands.length);
    expect(json.checkpoints.map((c) => c.after).slice(0, 3)).toEqual([100, 200, 300]);
  });

  it('says plainly when it stopped at the bound, with the standings', () => {
    const bound = join(dir, 'bound.json');
    const run = drift('random-game', '--out', bound, '--commands', '50', '--seats', '4');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      /^Stopped at the bound of 50 commands \(\d+ turns?\) before anyone won \(--commands raises it\)\.$/m,
    );
    expect(run.out).toMatch(
      /^The match is not finished: nobody has won yet\. Fame: Captain \d 0 Fame, Captain \d 0 Fame, Captain \d 0 Fame, Captain \d 0 Fame\.$/m,
    );
  });

  it('XE-2P-01: plays two captains under the two-player rules, and the file replays', () => {
    const two = join(dir, 'two.json');
    const run = drift('random-game', '--out', two, '--commands', '80', '--seats', '2');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/Fame: Captain \d \d+ Fame, Captain \d \d+ Fame\.$/m);
    expect(JSON.parse(readFileSync(two, 'utf8')).options).toMatchObject({
      seats: 2,
      elements: ['D'],
    });
    const replayed = drift('replay', two);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/80 commands replayed \(every recorded state hash matched\)/);
  });

  it('replays it as a log that tells moves, rolls and Fame, checked against the hashes', () => {
    const run = drift('replay', file);
    expect(run.code).toBe(0);
    expect(run.err).toBe('');
    expect(run.out).toMatch(/Captain \d takes the /);
    expect(run.out).toMatch(/Turn 1: Captain \d \(/);
    expect(run.out).toMatch(/flies to \[-?\d+, -?\d+\]/);
    expect(run.out).toMatch(/rolls a d\d+ for /);
    expect(run.out).toMatch(
      /\d+ commands replayed \(every recorded state hash matched\); final state hash [0-9a-f]{64}\.\nCaptain [1-3] won\./,
    );
    expect(run.out).toContain(read().final.hash);
  });

  it('names a kept mission to its owner and with --as all, never to others', () => {
    const json = read();
    const keeper = json.commands.find(
      (c) => c.command.type === 'KeepMission' && typeof c.command.card === 'string',
    );
    expect(keeper).toBeDefined();
    const owner = (keeper?.seat ?? 0) + 1;
    const other = (owner % 3) + 1;
    const named = new RegExp(`^Captain ${owner} \\(.*\\) keeps the mission [A-Z]`, 'm');
    const secret = new RegExp(`^Captain ${owner} \\(.*\\) keeps a mission\\.$`, 'm');
    expect(drift('replay', file).out).toMatch(named);
    expect(drift('replay', file, '--as', String(owner)).out).toMatch(named);
    const theirs = drift('replay', file, '--as', String(other)).out;
    expect(theirs).toMatch(secret);
    expect(theirs).not.toMatch(named);
    const spectator = drift('replay', file, '--as', 'spectator').out;
    expect(spectator).toMatch(secret);
    expect(spectator).not.toMatch(named);
  });

  it('refuses --as for a captain who is not in the match, and shows a default that can be typed', () => {
    const four = drift('replay', file, '--as', '4');
    expect(four.code).toBe(2);
    expect(four.err).toContain(
      'drift replay: --as 4: use all, spectator, or a captain number from 1 to 3 (this match has 3 captains)',
    );
    expect(four.out).toBe('');
    expect(drift('replay', file, '--as', '0').code).toBe(2);
    expect(drift('replay', file, '--as', 'captain').code).toBe(2);
    const help = drift('replay', '--help').out;
    expect(help).toContain('(default: "all")');
    expect(help).not.toContain('omniscient');
    expect(help).toContain('Captains are numbered from 1, as the log writes them.');
  });

  it('reports a command the rules refuse, naming it and its captain as the log does', () => {
    const bad = variant('bad.json', (json) => {
      json.commands.splice(3, 0, { seat: 0, command: { type: 'BuyFame' } });
    });
    const run = drift('replay', bad);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toMatch(
      /^drift replay: .*bad\.json does not replay as it was recorded\. Command 4 \(Captain 1\) was refused: [A-Z]\w+: /,
    );
    expect(run.err).not.toMatch(noStack);
  });

  it('reports a cut-short file as such instead of replaying what is left', () => {
    const json = read();
    const cut = variant('cut.json', (j) => {
      j.commands.splice(250);
    });
    const run = drift('replay', cut);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toContain(
      `The file holds 250 commands of the ${json.commands.length} it was saved with: commands are missing after command 200`,
    );
    // Cut as text, mid-line: not JSON any more, and said so.
    const text = join(dir, 'text-cut.json');
    writeFileSync(text, readFileSync(file, 'utf8').slice(0, 5000));
    const run2 = drift('replay', text);
    expect(run2.code).toBe(2);
    expect(run2.err).toContain('was the file cut short?');
  });

  it('reports an edited command by the span where the state first differs', () => {
    // A legal edit changes the states after it: here the recorded hash after command 200 is
    // not what the commands give (an edit the rules accept is tested in the engine).
    const edited = variant('edited.json', (j) => {
      const second = j.checkpoints[1];
      const first = j.checkpoints[0];
      if (!first || !second) throw new Error('too short');
      second.hash = first.hash;
    });
    const run = drift('replay', edited);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toContain(
      'The state after command 200 is not the one recorded: a command from 101 to 200 was changed, added or removed.',
    );
  });

  it('replays a file from before the hashes, with a warning that it is unchecked', () => {
    const legacy = variant('legacy.json', (j) => ({
      game: 'xia',
      options: j.options,
      seed: j.seed,
      commands: j.commands.slice(0, 40),
    }));
    const run = drift('replay', legacy);
    expect(run.code).toBe(0);
    expect(run.err).toMatch(/^drift replay: warning: .*legacy\.json has no recorded state hashes/);
    expect(run.out).toContain('40 commands replayed (unchecked)');
  });

  it('explains unusable files and options without a stack trace', () => {
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, '{ "game": "xia", "options": {}, "seed": 4, "commands": [] }');
    expect(drift('replay', junk)).toMatchObject({
      code: 2,
      err: expect.stringContaining('is not a usable match file. "seed": must be text, not 4'),
    });
    writeFileSync(junk, 'not json');
    expect(drift('replay', junk)).toMatchObject({
      code: 2,
      err: expect.stringContaining('This is not valid JSON'),
    });
    expect(drift('replay', join(dir, 'missing.json'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('missing.json: no such file'),
    });
    expect(drift('random-game', '--out', file, '--seats', '7').err).toContain('from 2 to 5');
  });
});
