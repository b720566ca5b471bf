/**
 * `npm run bench`: prints throughput figures. Machines are shared and noisy, so compare
 * figures within one run, never across runs. `npm run bench -- --time 200` shortens it.
 */
import { parseArgs } from 'node:util';
import { Bench } from 'tinybench';
import { addHexTasks } from './hex.ts';
import { addKernelTasks } from './kernel.ts';
import { addXiaTasks } from './xia.ts';

function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

let args: { time?: string | undefined; filter?: string | undefined };
try {
  args = parseArgs({
    options: { time: { type: 'string' }, filter: { type: 'string' } },
    strict: true,
  }).values;
} catch (error: unknown) {
  fail(error instanceof Error ? error.message : String(error));
}
const time = args.time === undefined ? 500 : Number(args.time);
if (!Number.isFinite(time) || time < 10 || time > 60_000)
  fail('--time takes milliseconds from 10 to 60000');

const bench = new Bench({ time, warmupTime: Math.min(200, time) });
addKernelTasks(bench);
addHexTasks(bench);
addXiaTasks(bench);
if (args.filter) {
  const filter = args.filter;
  for (const task of [...bench.tasks]) if (!task.name.includes(filter)) bench.remove(task.name);
  if (bench.tasks.length === 0) fail(`no benchmark name contains "${filter}"`);
}
await bench.run();

const rows = bench.tasks.map((task) => {
  const result = task.result;
  const hz = result && 'throughput' in result ? result.throughput.mean : Number.NaN;
  return {
    task: task.name,
    'ops/s': Math.round(hz).toLocaleString('en-US'),
    'µs/op': (1e6 / hz).toFixed(3),
  };
});
console.log(`Drift benchmarks (node ${process.version}, ${time} ms per task)`);
console.table(rows);
