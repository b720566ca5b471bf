/**
 * `npx tsx tools/storage-bench/main.ts`: how fast each storage adapter appends accepted commands,
 * the way the server calls it (once per event-loop tick with every command of that tick, one
 * per match). For batches of 1, 10 and 100 records it prints rows and batches per second and
 * the batch latency (p50, p99), on SQLite (a file, WAL, synchronous=NORMAL) and on a PostgreSQL
 * started for the run with a deployment's durability (fsync and synchronous commit on).
 * The records are real: the commands and events of a HeuristicBot Xia match. For SQLite, whose
 * work is all in this process, it also prints the CPU time per row: on a shared machine that
 * says more than the wall-clock rates.
 *
 *   --seconds S     per configuration (default 3)
 *   --matches M     matches the records are spread over (default 100)
 *   --only NAME     sqlite | postgres
 *   --pg-fast       PostgreSQL as the tests run it (fsync off), besides the durable one
 *   --json-types    also compare PostgreSQL text and jsonb columns for the same rows
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openStorage } from '../../packages/server/src/storage/open.ts';
import type { CommandRecord, Storage } from '../../packages/server/src/storage/types.ts';
import { newMatch } from '../../packages/server/test/support/adapters.ts';
import { playMatch } from '../../packages/server/test/support/played.ts';
import {
  findPostgres,
  startPostgres,
  type TempPostgres,
} from '../../packages/server/test/support/postgres.ts';
import { conditions, describeConditions } from '../bench/conditions.ts';

function fail(message: string): never {
  process.stderr.write(`storage-bench: ${message}\n`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        seconds: { type: 'string' },
        matches: { type: 'string' },
        only: { type: 'string' },
        'pg-fast': { type: 'boolean' },
        'json-types': { type: 'boolean' },
      },
    });
  } catch (error: unknown) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
const seconds = Number(values.seconds ?? 3);
const matches = Number(values.matches ?? 100);
if (!(seconds > 0 && seconds <= 600)) fail('--seconds takes a number from 0 to 600');
if (!(Number.isInteger(matches) && matches >= 1 && matches <= 10_000))
  fail('--matches takes a whole number from 1 to 10,000');
if (values.only !== undefined && values.only !== 'sqlite' && values.only !== 'postgres')
  fail('--only takes sqlite or postgres');

const BATCHES = [1, 10, 100] as const;

/** Payloads of a real match: the command and events of each accepted command, cycled. */
const played = playMatch('bench', 'storage-bench', 400, 1000);
const payloads = played.records.map((r) => ({
  seat: r.seat,
  command: r.command,
  events: r.events,
}));
const bytes =
  payloads.reduce(
    (n, p) => n + JSON.stringify(p.command).length + JSON.stringify(p.events).length,
    0,
  ) / payloads.length;

interface Figures {
  rows: number;
  batches: number;
  elapsed: number;
  latencies: number[];
  /** This process's CPU time (user + system, all threads), µs. */
  cpu: number;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Appends batches of `size` records (one per match, round robin) for `seconds`. */
async function run(storage: Storage, prefix: string, size: number): Promise<Figures> {
  const ids = Array.from({ length: Math.max(matches, size) }, (_, i) => `${prefix}-${i}`);
  for (const id of ids) await storage.createMatch(newMatch(id));
  const next = new Map(ids.map((id) => [id, 1]));
  let cursor = 0;
  let payload = 0;
  const latencies: number[] = [];
  let rows = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const batch: CommandRecord[] = [];
    for (let i = 0; i < size; i++) {
      const id = ids[cursor++ % ids.length] ?? '';
      const version = next.get(id) ?? 1;
      next.set(id, version + 1);
      const p = payloads[payload++ % payloads.length];
      batch.push({
        matchId: id,
        version,
        seat: p?.seat ?? 0,
        command: p?.command,
        events: p?.events ?? [],
        at: Date.now(),
      });
    }
    const t = performance.now();
    await storage.appendCommands(batch);
    latencies.push(performance.now() - t);
    rows += size;
    // The server writes once per event-loop tick: let the loop turn, as it would.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const used = process.cpuUsage(cpu);
  return {
    rows,
    cpu: used.user + used.system,
    batches: latencies.length,
    elapsed: (performance.now() - start) / 1000,
    latencies,
  };
}

function line(name: string, size: number, f: Figures): string {
  const sorted = [...f.latencies].sort((a, b) => a - b);
  const rate = (n: number) => Math.round(n / f.elapsed).toLocaleString('en-US');
  const ms = (q: number) => quantile(sorted, q).toFixed(2);
  return [
    `${name.padEnd(20)} batch ${String(size).padStart(3)}:`,
    `${rate(f.rows).padStart(7)} rows/s`,
    `${rate(f.batches).padStart(6)} batches/s`,
    `p50 ${ms(0.5)} ms  p99 ${ms(0.99)} ms`,
    // The database's own work is in this process only for SQLite.
    name === 'sqlite' ? `${(f.cpu / f.rows).toFixed(1)} µs CPU a row` : '',
  ]
    .join('  ')
    .trimEnd();
}

async function bench(name: string, open: () => Promise<Storage>): Promise<void> {
  const storage = await open();
  try {
    for (const size of BATCHES) console.log(line(name, size, await run(storage, `b${size}`, size)));
  } finally {
    await storage.close();
  }
}

/** The same rows into a text table and a jsonb table, 100 per statement. */
async function jsonTypes(server: TempPostgres): Promise<void> {
  const url = await server.createDatabase('bench_json');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const type of ['text', 'jsonb', 'text', 'jsonb']) {
      const table = `rows_${type}`;
      await client.query(`DROP TABLE IF EXISTS ${table}`);
      await client.query(
        `CREATE TABLE ${table} (m text, v integer, command ${type} NOT NULL, events ${type} NOT NULL, PRIMARY KEY (m, v))`,
      );
      let rows = 0;
      let v = 0;
      const start = performance.now();
      while (performance.now() - start < seconds * 1000) {
        const chunk = Array.from({ length: 100 }, (_, i) => payloads[(v + i) % payloads.length]);
        await client.query(
          `INSERT INTO ${table} SELECT * FROM unnest($1::text[], $2::int[], $3::text[]::${type}[], $4::text[]::${type}[])`,
          [
            chunk.map(() => 'm'),
            chunk.map((_, i) => v + i),
            chunk.map((p) => JSON.stringify(p?.command)),
            chunk.map((p) => JSON.stringify(p?.events)),
          ],
        );
        v += 100;
        rows += 100;
      }
      const wrote = rows / ((performance.now() - start) / 1000);
      const t = performance.now();
      const read = await client.query(`SELECT command::text, events::text FROM ${table}`);
      const readRate = (read.rowCount ?? 0) / ((performance.now() - t) / 1000);
      const size = await client.query(`SELECT pg_total_relation_size('${table}') AS b`);
      const n = (x: number) => Math.round(x).toLocaleString('en-US');
      console.log(
        `postgres ${type.padEnd(5)} columns: ${n(wrote)} rows/s written (100 a statement), ${n(readRate)} rows/s read back as text, ${n(Number(size.rows[0]?.b) / rows)} bytes a row on disk`,
      );
    }
  } finally {
    await client.end();
  }
}

console.log(describeConditions(conditions()));
console.log(
  `${payloads.length} real Xia records cycled (${Math.round(bytes)} bytes of command + events JSON on average), spread over ${matches} matches, ${seconds} s per line`,
);
const folder = mkdtempSync(join(tmpdir(), 'drift-storage-bench-'));
try {
  if (values.only !== 'postgres')
    await bench('sqlite', () => openStorage(join(folder, 'bench.sqlite')));
  if (values.only !== 'sqlite') {
    const found = findPostgres();
    if (!found.ok) {
      console.log(`postgres: skipped (${found.reason})`);
    } else {
      const durable = await startPostgres({ durable: true });
      try {
        await bench('postgres (durable)', async () =>
          openStorage(await durable.createDatabase('bench')),
        );
        if (values['json-types']) await jsonTypes(durable);
      } finally {
        await durable.stop();
      }
      if (values['pg-fast']) {
        const fast = await startPostgres();
        try {
          await bench('postgres (fsync off)', async () =>
            openStorage(await fast.createDatabase('bench')),
          );
        } finally {
          await fast.stop();
        }
      }
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
