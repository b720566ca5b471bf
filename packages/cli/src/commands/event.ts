/**
 * `drift event`: run an organized-play event from a JSON file, without a server. The file holds
 * the event record the server would store (formats' event kind with the real formats); every
 * change is the organizer's command, checked by the same rules, and the file is rewritten whole
 * (a temporary file renamed over it, so an interrupted write never leaves half a file).
 *
 *   drift event new FILE --format ID --name NAME [--rounds N] [--cut N] [--seed S]
 *   drift event add FILE NAME...            register players (late joins after round 1)
 *   drift event drop FILE PLAYER            drop a player (id like p3, or the exact name)
 *   drift event pair FILE                   pair the next round and print its tables
 *   drift event result FILE ROUND TABLE JSON   enter a table's result as the organizer
 *   drift event do FILE JSON                any organizer command (see docs/protocol.md)
 *   drift event show FILE [--csv|--json]    the rounds and the standings
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  type EventRecord,
  eventKind,
  FORMAT_IDS,
  FORMAT_PLUGINS,
  standings,
  standingsCsv,
  standingsJson,
} from '@drift/formats';
import type { Command } from 'commander';
import { type Io, shownPath, userPath } from '../context.ts';
import { badUsage, refused } from '../failure.ts';

const kind = eventKind(FORMAT_PLUGINS);
const ORGANIZER = { kind: 'organizer' } as const;

function load(io: Io, command: string, path: string): { record: EventRecord; abs: string } {
  const abs = userPath(io, path);
  const shown = shownPath(io, abs);
  let text: string;
  try {
    text = readFileSync(abs, 'utf8');
  } catch {
    throw badUsage(command, `${shown}: cannot read it (drift event new makes one)`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error: unknown) {
    throw badUsage(command, `${shown} is not valid JSON: ${(error as Error).message}`);
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    (value as { kind?: unknown }).kind !== 'drift-event'
  )
    throw badUsage(command, `${shown} is not a Drift event file`);
  return { record: value as EventRecord, abs };
}

function save(abs: string, record: EventRecord): void {
  const tmp = `${abs}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(record, null, 1)}\n`);
  renameSync(tmp, abs);
}

/** Applies organizer commands in order; nothing is written unless all are accepted. */
function run(io: Io, command: string, path: string, commands: readonly unknown[]): EventRecord {
  const { record, abs } = load(io, command, path);
  let next = record;
  for (const c of commands) {
    const done = kind.apply(next, ORGANIZER, c, Date.now());
    if (!done.ok) throw refused(command, `${done.error.message} (${done.error.code})`);
    next = done.value.record as EventRecord;
  }
  save(abs, next);
  return next;
}

function json(command: string, text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error: unknown) {
    throw badUsage(command, `${what} is not valid JSON: ${(error as Error).message}`);
  }
}

function whole(command: string, text: string, what: string): number {
  if (!/^\d{1,4}$/.test(text))
    throw badUsage(command, `${what} must be a whole number, not ${text}`);
  return Number(text);
}

/** Who a name or id names. */
function playerId(record: EventRecord, command: string, who: string): string {
  const found = record.players.find((p) => p.id === who || p.name === who);
  if (!found) throw refused(command, `no player ${who} in this event`);
  return found.id;
}

function name(record: EventRecord, id: string): string {
  return record.players.find((p) => p.id === id)?.name ?? id;
}

function roundText(record: EventRecord, index: number): string {
  const round = record.rounds[index];
  if (!round) return '';
  const unit = record.rules.tables === 'pods' ? 'Pod' : 'Table';
  const lines = [`Round ${round.number}${round.stage === 'cut' ? ' (cut)' : ''}`];
  for (const t of round.tables) {
    const who = t.players.map((p) => `${name(record, p)} (${p})`).join(' v ');
    lines.push(`  ${unit} ${t.number}: ${who}${t.result ? '  [result in]' : ''}`);
  }
  for (const p of round.byes) lines.push(`  Bye: ${name(record, p)} (${p})`);
  return `${lines.join('\n')}\n`;
}

function standingsText(record: EventRecord): string {
  const keys = record.rules.standingKeys;
  const rows = standings(record).map(
    (r) =>
      `${String(r.rank).padStart(3)}  ${r.name.padEnd(24)} ${keys
        .map((k) => `${k.label} ${r.totals[k.key] ?? 0}`)
        .join(', ')}${r.dropped ? ' (dropped)' : ''}`,
  );
  return `Standings\n${rows.join('\n')}\n`;
}

export function registerEventCommand(program: Command, io: Io): Command[] {
  const event = program
    .command('event')
    .description('run an organized-play event (miniatures formats) from a JSON file, offline');
  const made = event
    .command('new')
    .description('make a new event file')
    .argument('<file>', 'the event file to write (must not exist)')
    .requiredOption('--format <id>', `the format: ${FORMAT_IDS.join(', ')}`)
    .requiredOption('--name <name>', "the event's name")
    .option('--rounds <n>', 'Swiss rounds planned', '3')
    .option('--cut <n>', 'a top cut after the Swiss rounds (2, 4, 8, 16)')
    .option('--seed <seed>', 'the seed pairings draw from (default: random)')
    .action(
      (
        file: string,
        o: { format: string; name: string; rounds: string; cut?: string; seed?: string },
      ) => {
        const abs = userPath(io, file);
        if (existsSync(abs)) throw badUsage('event new', `${shownPath(io, abs)} already exists`);
        const input = {
          name: o.name,
          format: o.format,
          rounds: whole('event new', o.rounds, '--rounds'),
          ...(o.cut === undefined ? {} : { cut: whole('event new', o.cut, '--cut') }),
        };
        const seed = o.seed ?? randomBytes(9).toString('base64url');
        const created = kind.create(input, { now: Date.now(), seed });
        if (!created.ok)
          throw refused('event new', `${created.error.message} (${created.error.code})`);
        save(abs, created.value as EventRecord);
        io.out(`${shownPath(io, abs)}: ${o.name}, ${created.value.rules.formatName}\n`);
      },
    );
  const add = event
    .command('add')
    .description('register players (after round 1 they join late)')
    .argument('<file>')
    .argument('<names...>', 'player names')
    .action((file: string, names: string[]) => {
      const r = run(
        io,
        'event add',
        file,
        names.map((n) => ({ type: 'Register', name: n })),
      );
      io.out(`${r.players.length} players\n`);
    });
  const drop = event
    .command('drop')
    .description('drop a player from the next pairing on')
    .argument('<file>')
    .argument('<player>', 'an id (p3) or the exact name')
    .action((file: string, who: string) => {
      const { record } = load(io, 'event drop', file);
      const id = playerId(record, 'event drop', who);
      run(io, 'event drop', file, [{ type: 'DropPlayer', player: id }]);
      io.out(`${name(record, id)} dropped\n`);
    });
  const pair = event
    .command('pair')
    .description('pair the next round and print its tables')
    .argument('<file>')
    .action((file: string) => {
      const r = run(io, 'event pair', file, [{ type: 'PairRound' }]);
      io.out(roundText(r, r.rounds.length - 1));
    });
  const result = event
    .command('result')
    .description("enter a table's result as the organizer (the format's JSON)")
    .argument('<file>')
    .argument('<round>')
    .argument('<table>')
    .argument('<json>', 'the result, e.g. {"destroyed":{"p1":60,"p2":30}}')
    .action((file: string, round: string, table: string, text: string) => {
      run(io, 'event result', file, [
        {
          type: 'SetResult',
          round: whole('event result', round, 'round'),
          table: whole('event result', table, 'table'),
          result: json('event result', text, 'the result'),
        },
      ]);
      io.out(`round ${round}, table ${table}: result entered\n`);
    });
  const doIt = event
    .command('do')
    .description('any organizer command as JSON, e.g. {"type":"StartCut","size":4}')
    .argument('<file>')
    .argument('<json>')
    .action((file: string, text: string) => {
      run(io, 'event do', file, [json('event do', text, 'the command')]);
      io.out('done\n');
    });
  const show = event
    .command('show')
    .description('print the rounds and the standings (or the standings as CSV or JSON)')
    .argument('<file>')
    .option('--csv', 'the standings as CSV')
    .option('--json', 'the standings as JSON')
    .action((file: string, o: { csv?: boolean; json?: boolean }) => {
      const { record } = load(io, 'event show', file);
      if (o.csv) return io.out(standingsCsv(record));
      if (o.json) return io.out(`${JSON.stringify(standingsJson(record), null, 2)}\n`);
      io.out(`${record.name} (${record.rules.formatName}), ${record.status}\n`);
      for (let i = 0; i < record.rounds.length; i++) io.out(roundText(record, i));
      io.out(standingsText(record));
    });
  return [event, made, add, drop, pair, result, doIt, show];
}
