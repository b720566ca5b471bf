/**
 * `drift squad check FILE [--format ID]`: reads a squad (XWS JSON, Drift's own squad JSON, or a
 * plain-text list), prints its points and notes, and lists every problem for the format (exit 1
 * when there are any). `drift squad convert FILE [--to xws|text]`: a text list as XWS JSON on
 * standard output, or any squad as a text list. A file that cannot be read, or JSON that is not
 * JSON, is bad usage (exit 2); a list whose lines or cards cannot be read is refused (exit 1).
 */
import { readFileSync } from 'node:fs';
import {
  FORMAT_IDS,
  type FormatId,
  fromXws,
  isFormatId,
  parseSquad,
  readSquadText,
  SQUAD_RULES,
  type Squad,
  type SquadProblem,
  squadText,
  toXws,
  validateSquad,
} from '@drift/formats';
import type { Command } from 'commander';
import { type Io, shownPath, userPath } from '../context.ts';
import { badUsage, refused } from '../failure.ts';
import { plural } from '../pack.ts';

const FORMS = ['xws', 'text'] as const;

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

function readText(io: Io, command: string, path: string): { text: string; shown: string } {
  const abs = userPath(io, path);
  const shown = shownPath(io, abs);
  try {
    return { text: readFileSync(abs, 'utf8'), shown };
  } catch (error: unknown) {
    const code = errorCode(error);
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a folder'
          : `cannot read it (${code || 'unknown error'})`;
    throw badUsage(command, `${shown}: ${why}`);
  }
}

/** The squad in a file: JSON (XWS or Drift's model) when it opens with `{`, else a text list. */
export function loadSquad(
  io: Io,
  command: string,
  path: string,
): { squad: Squad; shown: string; text: boolean } {
  const { text, shown } = readText(io, command, path);
  if (!text.trimStart().startsWith('{')) {
    const read = readSquadText(text);
    if (read.ok) return { squad: read.value, shown, text: true };
    const lines = new Set(read.error.problems.map((p) => p.line)).size;
    throw refused(
      command,
      `${plural(lines, 'line')} of ${shown} could not be read:`,
      read.error.problems.map((p) => `  ${p.message}`),
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error: unknown) {
    throw badUsage(
      command,
      `${shown} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const isModel =
    typeof value === 'object' && value !== null && 'side' in value && !('faction' in value);
  const read = isModel ? parseSquad(value) : fromXws(value);
  if (!read.ok) throw refused(command, `${shown}: ${read.error.message}`);
  return { squad: read.value, shown, text: false };
}

const line = (kind: string, p: SquadProblem) => `${kind}[${p.check}] ${p.message}`;

/** Checks the squad in `path` for `format`; throws a CliFailure listing its problems. */
export function checkSquad(io: Io, path: string, format: string): void {
  if (!isFormatId(format))
    throw badUsage('squad check', `--format ${format}: use one of ${FORMAT_IDS.join(', ')}`);
  const { squad, shown } = loadSquad(io, 'squad check', path);
  const rules = SQUAD_RULES[format as FormatId];
  const report = validateSquad(format, squad);
  const name = squad.name === '' ? shown : squad.name;
  io.out(
    `${name}: ${plural(squad.pilots.length, 'pilot')}, ${report.points} points (${rules.name} allows ${rules.points})\n`,
  );
  for (const note of report.notes) io.out(`${line('note ', note)}\n`);
  if (report.ok) {
    io.out(`ok: a legal ${rules.name} squad\n`);
    return;
  }
  throw refused(
    'squad check',
    `${plural(report.problems.length, 'problem')} for ${rules.name} in ${shown}:`,
    report.problems.map((p) => `  ${line('', p)}`),
  );
}

/** Prints the squad in `path` as XWS JSON or as a text list. */
export function convertSquad(io: Io, path: string, to: string): void {
  const form = FORMS.find((f) => f === to);
  if (form === undefined) throw badUsage('squad convert', `--to ${to}: use xws or text`);
  const { squad, shown } = loadSquad(io, 'squad convert', path);
  if (form === 'text') {
    io.out(squadText(squad));
    return;
  }
  const xws = toXws(squad);
  if (!xws.ok) throw refused('squad convert', `${shown}: ${xws.error.message}`);
  io.out(`${JSON.stringify(xws.value, null, 2)}\n`);
}

/** Adds `drift squad check` and `drift squad convert` to the program. */
export function registerSquadCommand(program: Command, io: Io): Command[] {
  const squad = program
    .command('squad')
    .description('check and convert miniatures squad lists (XWS JSON or plain text)');
  const check = squad
    .command('check')
    .description("print a squad's points and every problem it has for a format")
    .argument('<file>', 'an XWS file, a Drift squad JSON file, or a text list (one ship a line)')
    .option('--format <id>', `the format: ${FORMAT_IDS.join(', ')}`, 'standard')
    .action((file: string, opts: { format: string }) => checkSquad(io, file, opts.format));
  const convert = squad
    .command('convert')
    .description('print a squad as XWS JSON (default) or as a text list')
    .argument('<file>', 'an XWS file, a Drift squad JSON file, or a text list')
    .option('--to <form>', 'xws or text', 'xws')
    .action((file: string, opts: { to: string }) => convertSquad(io, file, opts.to));
  return [squad, check, convert];
}
