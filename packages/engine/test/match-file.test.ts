import { describe, expect, it } from 'vitest';
import {
  HASH_EVERY,
  type MatchFile,
  openDice,
  parseMatchFile,
  type RecordedCommand,
  recordMatch,
  seedRandom,
  stateHash,
  verifyMatch,
  writeMatchFile,
} from '../src/index.ts';
import { type RaceCommand, type RaceState, race } from './fixtures/race.ts';

const options = { seats: 3, goal: 30 };

/** A race of random legal commands, not stopped at the goal: long enough for checkpoints. */
function played(seed: string, limit: number): RecordedCommand<RaceCommand>[] {
  const made = race.setup(options, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state: RaceState = made.value;
  const choose = openDice(seedRandom(`chooser:${seed}`));
  const log: RecordedCommand<RaceCommand>[] = [];
  for (let i = 0; i < limit; i++) {
    const status = race.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    const command = choose.pick(race.legal(state, seat));
    const applied = race.apply(state, seat, command);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    log.push({ seat, command });
  }
  return log;
}

function recorded(seed: string, limit: number, every = 5): MatchFile {
  const file = recordMatch(race, { options, seed, commands: played(seed, limit) }, every);
  if (!file.ok) throw new Error(file.error.message);
  return file.value;
}

/** Writes, edits the parsed JSON, and reads back: what a person editing the file would do. */
function edited(
  file: MatchFile,
  change: (json: { commands: unknown[] } & Record<string, unknown>) => void,
) {
  const json = JSON.parse(writeMatchFile(file)) as { commands: unknown[] } & Record<
    string,
    unknown
  >;
  change(json);
  const read = parseMatchFile(JSON.stringify(json));
  if (!read.ok) throw new Error(read.error.message);
  return verifyMatch(race, read.value);
}

describe('match files', () => {
  const file = recorded('m', 40);

  it('carries the state hash every N commands and after the last', () => {
    expect(file.commands.length).toBeGreaterThan(20);
    expect(file.checkpoints.map((c) => c.after)).toEqual(
      Array.from({ length: Math.ceil(file.commands.length / 5) - 1 }, (_, i) => (i + 1) * 5),
    );
    expect(file.final.after).toBe(file.commands.length);
    expect(file.game).toBe('race');
    expect(HASH_EVERY).toBe(100);
  });

  it('round-trips through its text and verifies to the recorded final hash', () => {
    const text = writeMatchFile(file);
    const read = parseMatchFile(text);
    expect(read.ok && read.value.legacy).toBe(false);
    if (!read.ok) return;
    expect(read.value.file).toEqual(file);
    const verified = verifyMatch(race, read.value);
    expect(verified.ok && verified.value.hash).toBe(file.final.hash);
    // One command per line, so the file diffs and edits well.
    expect(text.split('\n').filter((l) => l.startsWith('{"seat":'))).toHaveLength(
      file.commands.length,
    );
  });

  it('reports commands cut from the end as missing, not as a shorter match', () => {
    const result = edited(file, (json) => {
      json.commands.splice(file.commands.length - 3);
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('CommandsMissing');
    expect(result.error.message).toBe(
      `The file holds ${file.commands.length - 3} commands of the ${file.commands.length} it was saved with: commands are missing after command ${Math.floor((file.commands.length - 3) / 5) * 5} (the file was cut short or edited).`,
    );
  });

  it('reports commands added at the end', () => {
    const result = edited(file, (json) => {
      json.commands.push(...json.commands.slice(0, 2));
    });
    expect(!result.ok && result.error.code).toBe('CommandsAdded');
  });

  it('names the span of commands in which an edited state first differs', () => {
    // Swap the decision of a Boost prompt, or drop a Roll: whichever keeps the rules happy,
    // the state after it differs from the recorded one.
    const original = file.commands;
    const boost = original.findIndex((c) => (c.command as RaceCommand).type === 'Boost');
    expect(boost).toBeGreaterThanOrEqual(0);
    const result = edited(file, (json) => {
      const entry = json.commands[boost] as { command: { take: boolean } };
      entry.command.take = !entry.command.take;
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const n = boost + 1;
    const from = Math.floor((n - 1) / 5) * 5 + 1;
    const to = Math.min(from + 4, original.length);
    expect(result.error).toMatchObject({ code: 'StateMismatch', index: to - 1 });
    expect(result.error.message).toBe(
      `The state after command ${to} is not the one recorded: a command from ${from} to ${to} was changed, added or removed.`,
    );
  });

  it('names a command the rules refuse exactly', () => {
    const result = edited(file, (json) => {
      json.commands.splice(1, 0, { seat: 2, command: { type: 'Roll' } });
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.index).toBe(1);
    expect(result.error.message).toMatch(/^Command 2 was refused: /);
  });

  it('reads a file without hashes as legacy and replays it unchecked', () => {
    const legacy = { game: 'race', options, seed: 'm', commands: file.commands.slice(0, 10) };
    const read = parseMatchFile(JSON.stringify(legacy));
    expect(read.ok && read.value.legacy).toBe(true);
    if (!read.ok) return;
    const verified = verifyMatch(race, read.value);
    expect(verified.ok && verified.value.commands).toHaveLength(10);
  });

  it.each([
    ['not json', 'NotJson', /^This is not valid JSON: /],
    ['{"format":"drift-match","version":1,"game":"race"', 'NotJson', /cut short/],
    ['[1]', 'NotAMatchFile', /a JSON object/],
    ['{"format":"drift-match","version":7}', 'UnsupportedVersion', /version 7; .* reads version 1/],
    [
      '{"game":"race","options":{},"seed":4,"commands":[]}',
      'MalformedMatchFile',
      /^"seed": must be text, not 4\.$/,
    ],
    [
      '{"game":"race","options":{},"seed":"s","commands":[{"seat":-1,"command":{}}]}',
      'MalformedMatchFile',
      /^"commands\[0\]\.seat": must be at least 0, not -1\.$/,
    ],
  ])('refuses unusable text with a stable code: %s', (text, code, message) => {
    const read = parseMatchFile(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.code).toBe(code);
    expect(read.error.message).toMatch(message);
  });

  it('names an unknown field and the allowed ones', () => {
    const json = { ...JSON.parse(writeMatchFile(file)), extra: 1 };
    const read = parseMatchFile(JSON.stringify(json));
    expect(!read.ok && read.error.message).toBe(
      'The file: unknown field "extra" (allowed: format, version, game, content, options, seed, commands, checkpoints, final).',
    );
  });

  it('refuses a match of another game', () => {
    const read = parseMatchFile(writeMatchFile({ ...file, game: 'chess' }));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const result = verifyMatch(race, read.value);
    expect(!result.ok && result.error.code).toBe('WrongGame');
  });

  it('checks the final hash of a match with no commands', () => {
    const empty = recordMatch(race, { options, seed: 'e', commands: [] });
    expect(empty.ok).toBe(true);
    if (!empty.ok) return;
    const start = race.setup(options, 'e');
    expect(start.ok && empty.value.final.hash).toBe(start.ok && stateHash(start.value));
    const other = { ...empty.value, seed: 'f' };
    const read = parseMatchFile(writeMatchFile(other));
    const result = read.ok ? verifyMatch(race, read.value) : null;
    expect(result && !result.ok && result.error.code).toBe('StateMismatch');
  });
});
