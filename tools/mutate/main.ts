/**
 * `npm run mutate`: runs Stryker (stryker.config.mjs) at low priority, then prints the mutation
 * score per folder from its JSON report and writes the mutants no test noticed to
 * reports/mutation/survivors.md. Every argument goes to Stryker (`-- --mutate 'glob'`,
 * `-- --testFiles 'glob'`, `-- --concurrency 2`, `-- --force`), except `--report-only`, which
 * skips the run and sums up the last report.
 *
 * Exit code: Stryker's when it failed (no summary then), else 0, or 2 when the report is missing
 * or unreadable.
 */

import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { relative, resolve } from 'node:path';
import {
  folderRows,
  formatSurvivorsMarkdown,
  formatTable,
  parseReport,
  survivors,
} from './report.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const STRYKER = resolve(REPO_ROOT, 'node_modules/@stryker-mutator/core/bin/stryker.js');
const CONFIG = 'stryker.config.mjs';
const REPORT = resolve(REPO_ROOT, 'reports/mutation/mutation.json');
const SURVIVORS = resolve(REPO_ROOT, 'reports/mutation/survivors.md');
/** Like `nice -n 10`: the machine stays usable while thousands of test runs go on. */
const NICENESS = 10;

function runStryker(args: readonly string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [STRYKER, 'run', CONFIG, ...args], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    // Stryker's workers are forked later and inherit the priority.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, NICENESS);
      } catch {
        // Not allowed here: run at normal priority.
      }
    }
    child.on('error', (error) => {
      process.stderr.write(`mutate: cannot start Stryker: ${error.message}\n`);
      done(2);
    });
    child.on('exit', (code, signal) => done(code ?? (signal === null ? 1 : 128)));
  });
}

/** Prints the per-folder table and writes the survivors file; returns an exit code. */
function summarise(notOlderThan: number): number {
  let text: string;
  try {
    if (statSync(REPORT).mtimeMs < notOlderThan) {
      process.stderr.write('mutate: Stryker wrote no new report; no summary.\n');
      return 2;
    }
    text = readFileSync(REPORT, 'utf8');
  } catch {
    process.stderr.write(
      `mutate: no report at ${relative(REPO_ROOT, REPORT)}; run npm run mutate.\n`,
    );
    return 2;
  }
  const report = parseReport(text);
  if (!report.ok) {
    process.stderr.write(`mutate: ${report.error.message}\n`);
    return 2;
  }
  const list = survivors(report.value);
  mkdirSync(resolve(SURVIVORS, '..'), { recursive: true });
  writeFileSync(
    SURVIVORS,
    `# Mutants no test noticed\n\nFrom ${relative(REPO_ROOT, REPORT)}.\n\n${formatSurvivorsMarkdown(list)}`,
  );
  process.stdout.write(
    `\nMutation score per folder (each folder with its subfolders):\n\n${formatTable(folderRows(report.value))}\n\n` +
      `${list.length} mutants survived or were not covered: ${relative(REPO_ROOT, SURVIVORS)}\n` +
      `HTML report: ${relative(REPO_ROOT, resolve(REPORT, '../mutation.html'))}\n`,
  );
  return 0;
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--report-only')) {
    if (argv.length > 1) {
      process.stderr.write('mutate: --report-only takes no other argument.\n');
      return 2;
    }
    return summarise(0);
  }
  const started = Date.now();
  const code = await runStryker(argv);
  if (code !== 0 || argv.includes('--help') || argv.includes('-h')) return code;
  return summarise(started);
}

process.exitCode = await main(process.argv.slice(2));
