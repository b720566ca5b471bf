/**
 * `npm run crash`: the crash test on SQLite and on PostgreSQL (see crash.ts), then the counts.
 *
 *   npm run crash -- --database sqlite|postgres|both --kills 20 --matches 20 --seats 4
 *                    --min-ms 200 --max-ms 2000 --seed 1
 *
 * Exit code 0 when every check held, 1 when one did not or a run passed its time bound (5 min
 * plus 150 s a kill), 2 for a bad flag.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sumOf } from '@drift/server/loadtest';
import { type CrashDatabase, type CrashResult, CrashTimeout, runCrash } from './crash.ts';

const USAGE =
  'usage: npm run crash -- [--database sqlite|postgres|both] [--kills N] [--matches N] [--seats 3-5] [--min-ms MS] [--max-ms MS] [--seed N]';

function whole(
  flag: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    process.stderr.write(
      `crash: --${flag} "${value}": use a whole number from ${min} to ${max}\n${USAGE}\n`,
    );
    process.exit(2);
  }
  return n;
}

function flags() {
  try {
    return parseArgs({
      options: {
        database: { type: 'string' },
        kills: { type: 'string' },
        matches: { type: 'string' },
        seats: { type: 'string' },
        'min-ms': { type: 'string' },
        'max-ms': { type: 'string' },
        seed: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error: unknown) {
    process.stderr.write(
      `crash: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`,
    );
    process.exit(2);
  }
}

const f = flags();
const which = f.database ?? 'both';
if (which !== 'sqlite' && which !== 'postgres' && which !== 'both') {
  process.stderr.write(`crash: --database "${which}": use sqlite, postgres or both\n${USAGE}\n`);
  process.exit(2);
}
const minMs = whole('min-ms', f['min-ms'], 200, 0, 60_000);
const maxMs = whole('max-ms', f['max-ms'], 2000, 0, 60_000);
if (maxMs < minMs) {
  process.stderr.write(`crash: --max-ms ${maxMs} is below --min-ms ${minMs}\n${USAGE}\n`);
  process.exit(2);
}
const settings = {
  kills: whole('kills', f.kills, 20, 1, 1000),
  matches: whole('matches', f.matches, 20, 1, 500),
  seats: whole('seats', f.seats, 4, 3, 5),
  minMs,
  maxMs,
  seed: whole('seed', f.seed, 1, 0, 2 ** 31),
};
const databases: CrashDatabase[] = which === 'both' ? ['sqlite', 'postgres'] : [which];

function print(r: CrashResult, load: readonly [number, number]): boolean {
  const c = r.check;
  const lines = [
    `Crash test on ${r.database}: ${r.kills} SIGKILLs, ${r.restarts} restarts on the same database, ${r.seconds.toFixed(0)} s; load average ${load[0].toFixed(2)} at the start, ${load[1].toFixed(2)} at the end`,
    `  kill moments: ${r.killMoments.map((k) => `${k.afterMs} ms`).join(', ')} after play resumed`,
    `  commands acknowledged (accepted) to clients: ${c.acknowledged}; found in the log at their version, seat and command: ${c.acknowledgedInLog}`,
    `  commands stored: ${c.commandsStored} (${c.storedNotAcknowledged} stored without the client hearing accepted: written just before a kill)`,
    `  matches stored: ${c.matches}; reload from their latest snapshot: ${c.reloaded}; from setup, to the same hash: ${c.reloadedFromSetup}; state hash equal to the engine's replay of the log: ${c.replayHashEqual}`,
    `  clients: ${r.counts.reconnects} reconnections, ${sumOf(r.counts.closed)} sockets lost, ${r.counts.matchesStarted} matches set up, ${r.counts.finished} finished; rejected: ${JSON.stringify(r.counts.rejected)}; HTTP failures while down: ${JSON.stringify(r.counts.httpFailures)}`,
  ];
  for (const line of lines) process.stdout.write(`${line}\n`);
  const ok =
    c.problems.length === 0 &&
    r.unexpectedExits.length === 0 &&
    c.acknowledgedInLog === c.acknowledged &&
    c.reloaded === c.matches &&
    c.replayHashEqual === c.matches &&
    c.acknowledged > 0;
  for (const p of c.problems.slice(0, 50)) process.stdout.write(`  PROBLEM ${p}\n`);
  for (const e of r.unexpectedExits)
    process.stdout.write(`  PROBLEM the server exited by itself: ${e}\n`);
  process.stdout.write(`  ${ok ? 'every check held' : 'FAILED'}\n`);
  return ok;
}

let allOk = true;
for (const database of databases) {
  const before = loadavg()[0] ?? 0;
  let result: CrashResult;
  try {
    result = await runCrash({
      database,
      ...settings,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } catch (error: unknown) {
    if (!(error instanceof CrashTimeout)) throw error;
    process.stdout.write(`Crash test on ${database}: FAILED, ${error.message}\n`);
    allOk = false;
    continue;
  }
  allOk = print(result, [before, loadavg()[0] ?? 0]) && allOk;
}
process.exitCode = allOk ? 0 : 1;
