/**
 * `npm run coverage:rules`: how many testable rules-catalogue clauses are named by at least one
 * test. CLI glue only; the work is in catalogue.ts, scan.ts and report.ts.
 *
 * Exit codes: 0 report printed; 1 tests name IDs the catalogue lacks; 2 bad usage or unreadable
 * catalogue.
 */

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseCatalogue } from './catalogue.ts';
import { HOW_TO_POINT, locateCatalogue, REPO_ROOT } from './locate.ts';
import {
  catalogueWarnings,
  computeCoverage,
  formatMentions,
  formatTable,
  formatUncovered,
  toJson,
} from './report.ts';
import { findMentions, listTestFiles, readTestFiles } from './scan.ts';

const NAME = 'coverage-rules';

const USAGE = `Usage: npm run coverage:rules -- [options]

Counts, per system, the testable rules-catalogue clauses whose ID appears in at least one
*.test.ts under packages/ or tools/, and lists the uncovered IDs.

Options:
  --catalogue PATH  catalogue to read (default: $DRIFT_CATALOGUE if set, else
                    ../shared/docs/rules-catalogue.md beside the repository)
  --system LIST     only these systems, comma-separated or repeated (e.g. --system XB,XE)
  --json            machine-readable output instead of the table
  --quiet           table only, without the uncovered list (no effect with --json)
  -h, --help        show this help

Exit codes: 0 ok; 1 tests name IDs missing from the catalogue; 2 bad usage or unreadable catalogue.`;

interface Options {
  readonly help: boolean;
  readonly catalogue: string | undefined;
  readonly systems: readonly string[] | undefined;
  readonly json: boolean;
  readonly quiet: boolean;
}

type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

/** Parses argv strictly; every problem becomes a one-line message. */
function parseOptions(argv: readonly string[]): Outcome<Options> {
  let values: {
    catalogue?: string | undefined;
    system?: string[] | undefined;
    json?: boolean | undefined;
    quiet?: boolean | undefined;
    help?: boolean | undefined;
  };
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        catalogue: { type: 'string' },
        system: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error: unknown) {
    return { ok: false, error: describeArgError(error) };
  }
  if (values.catalogue !== undefined && values.catalogue.trim() === '') {
    return { ok: false, error: '--catalogue needs a path' };
  }
  let systems: string[] | undefined;
  if (values.system !== undefined) {
    systems = [
      ...new Set(values.system.flatMap((v) => v.split(',')).map((s) => s.trim().toUpperCase())),
    ].filter((s) => s !== '');
    if (systems.length === 0)
      return { ok: false, error: '--system needs a system, e.g. --system XB' };
  }
  return {
    ok: true,
    value: {
      help: values.help === true,
      catalogue: values.catalogue,
      systems,
      json: values.json === true,
      quiet: values.quiet === true,
    },
  };
}

/** node:util parseArgs errors, shortened to their first sentence. */
function describeArgError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error ? error.code : undefined;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']+)'/.exec(error.message)?.[1];
    return option === undefined ? 'unknown option' : `unknown option '${option}'`;
  }
  const first = (error.message.split(/\.\s/)[0] ?? error.message).replace(/\.$/, '');
  return first.charAt(0).toLowerCase() + first.slice(1);
}

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'file not found',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

function readCatalogue(path: string): Outcome<string> {
  try {
    return { ok: true, value: readFileSync(path, 'utf8') };
  } catch (error: unknown) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    const reason = READ_ERRORS[code] ?? (error instanceof Error ? error.message : String(error));
    return { ok: false, error: `cannot read catalogue ${path}: ${reason}` };
  }
}

function main(argv: readonly string[]): number {
  const parsed = parseOptions(argv);
  if (!parsed.ok) return usageError(`${parsed.error} (see --help)`);
  const options = parsed.value;
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const located = locateCatalogue(options.catalogue);
  const cataloguePath = located.path;
  const shownPath = located.shown;
  const text = readCatalogue(cataloguePath);
  if (!text.ok) {
    // Without a flag, say where it was looked for and how to point elsewhere.
    if (located.from === 'flag') return usageError(text.error);
    const where = located.from === 'env' ? 'DRIFT_CATALOGUE names' : 'the default place,';
    return usageError(`${text.error}\n  (that is ${where} ${located.shown}; ${HOW_TO_POINT})`);
  }
  const catalogue = parseCatalogue(text.value);
  if (catalogue.clauses.length === 0) {
    return usageError(
      `no clause lines (- SYSTEM-TOPIC-NN — …) found in catalogue ${cataloguePath}`,
    );
  }

  const unknownSystems = (options.systems ?? []).filter((s) => !catalogue.systems.includes(s));
  if (unknownSystems.length > 0) {
    return usageError(
      `unknown system ${unknownSystems.map((s) => `'${s}'`).join(', ')} (known: ${catalogue.systems.join(', ')})`,
    );
  }

  const paths = listTestFiles(REPO_ROOT);
  const mentions = findMentions(readTestFiles(REPO_ROOT, paths), catalogue.systems);
  const selected = catalogue.systems.filter((s) => options.systems?.includes(s) ?? true);
  const coverage = computeCoverage(catalogue, mentions, selected);
  const warnings = catalogueWarnings(catalogue);
  const meta = { catalogue: shownPath, testFiles: paths.length };

  for (const warning of warnings) process.stderr.write(`warning: ${warning}\n`);
  if (options.json) {
    process.stdout.write(`${JSON.stringify(toJson(coverage, meta, warnings), null, 2)}\n`);
  } else {
    process.stdout.write(`${formatTable(coverage, meta)}\n`);
    if (!options.quiet) process.stdout.write(`${formatUncovered(coverage)}\n`);
  }
  if (coverage.notTestable.length > 0) {
    const lines = formatMentions(coverage.notTestable);
    process.stderr.write(
      `note: tests name retired or catalogue-only IDs (not counted):\n${lines.join('\n')}\n`,
    );
  }
  if (coverage.unknown.length > 0) {
    const lines = formatMentions(coverage.unknown);
    process.stderr.write(
      `error: ${coverage.unknown.length} unknown ID${coverage.unknown.length === 1 ? '' : 's'} in test files (not in the catalogue; typo?):\n${lines.join('\n')}\n`,
    );
    return 1;
  }
  return 0;
}

function usageError(message: string): number {
  process.stderr.write(`${NAME}: ${message}\n`);
  return 2;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error: unknown) {
  // Unexpected I/O trouble (e.g. an unreadable test file): one line, never a stack trace.
  process.exitCode = usageError(error instanceof Error ? error.message : String(error));
}
