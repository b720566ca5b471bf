/**
 * `npm run bench`: prints throughput figures. Machines are shared and noisy, so compare
 * figures within one run, never across runs. `npm run bench -- --time 200` shortens it.
 * `--peer` also times boardgame.io's reducer (tools/bench/peer, installed apart) in the same
 * run and prints its ratio to Drift's random play. `--heuristic-games N` (default 2, 0 skips)
 * also plays whole HeuristicBot games and prints games per second; `--search-decisions N`
 * (default 10, 0 skips) times SearchBot on mid-game decisions and prints iterations per second.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Bench } from 'tinybench';
import { addHexTasks } from './hex.ts';
import { addKernelTasks } from './kernel.ts';
import { searchIterations } from './search.ts';
import { addXiaTasks, heuristicGames } from './xia.ts';

function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

let args: {
  time?: string | undefined;
  filter?: string | undefined;
  peer?: boolean | undefined;
  'heuristic-games'?: string | undefined;
  'search-decisions'?: string | undefined;
};
try {
  args = parseArgs({
    options: {
      time: { type: 'string' },
      filter: { type: 'string' },
      peer: { type: 'boolean' },
      'heuristic-games': { type: 'string' },
      'search-decisions': { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error: unknown) {
  fail(error instanceof Error ? error.message : String(error));
}
const time = args.time === undefined ? 500 : Number(args.time);
if (!Number.isFinite(time) || time < 10 || time > 60_000)
  fail('--time takes milliseconds from 10 to 60000');
const games = Number(args['heuristic-games'] ?? 2);
if (!Number.isInteger(games) || games < 0 || games > 1000)
  fail('--heuristic-games takes a whole number from 0 to 1000');

const decisions = Number(args['search-decisions'] ?? 10);
if (!Number.isInteger(decisions) || decisions < 0 || decisions > 1000)
  fail('--search-decisions takes a whole number from 0 to 1000');

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

/**
 * Operations per second over the total time (1 / mean latency). tinybench's `throughput.mean`
 * averages 1/latency per run, which cheap runs dominate: for random play, where a few commands
 * (an NPC's turn, a sector placed) take most of the time, it overstated the rate about fivefold.
 */
function opsPerSecond(task: (typeof bench.tasks)[number]): number {
  const result = task.result;
  return result && 'latency' in result && result.latency.mean > 0
    ? 1000 / result.latency.mean
    : Number.NaN;
}

const rows = bench.tasks.map((task) => {
  const hz = opsPerSecond(task);
  return {
    task: task.name,
    'ops/s': Math.round(hz).toLocaleString('en-US'),
    'µs/op': (1e6 / hz).toFixed(3),
  };
});
console.log(`Drift benchmarks (node ${process.version}, ${time} ms per task)`);
console.table(rows);

if (games > 0 && !args.filter) {
  const played = heuristicGames(games);
  console.log(
    `xia: ${played.games} whole 4-seat games between HeuristicBots (${played.finished} finished, ${figure(played.commands)} commands): ${(played.games / played.seconds).toFixed(2)} games/s, ${figure(played.commands / played.seconds)} commands/s (bots' thinking included)`,
  );
}

if (decisions > 0 && !args.filter) {
  const searched = searchIterations(decisions);
  console.log(
    `xia: SearchBot on ${searched.decisions} mid-game decisions of a 4-seat HeuristicBot game, 100 iterations each: ${figure(searched.iterations / searched.seconds)} iterations/s`,
  );
}

if (args.peer) runPeer();

function figure(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Runs tools/bench/peer/run.mjs in a child process and compares it with Drift's random play. */
function runPeer(): void {
  const peerDir = fileURLToPath(new URL('./peer/', import.meta.url));
  if (!existsSync(`${peerDir}node_modules/boardgame.io/package.json`)) {
    console.log(
      'peer: boardgame.io is not installed; run `npm install --prefix tools/bench/peer` to compare',
    );
    return;
  }
  // Five timed rounds; about two seconds of peer play at the default 500 ms per task.
  const moves = Math.max(5_000, Math.round(time * 20));
  const child = spawnSync(
    process.execPath,
    [`${peerDir}run.mjs`, '--moves', String(moves), '--json'],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    },
  );
  const peer = parsePeer(child.status === 0 ? child.stdout : '');
  if (!peer) {
    const why = child.error?.message ?? (child.stderr.trim() || `exit status ${child.status}`);
    console.log(`peer: the boardgame.io run failed: ${why}`);
    return;
  }
  console.log(
    `${peer.name} reducer, synthetic 5-seat game (G ${figure(peer.stateBytes)} bytes as JSON, NODE_ENV=${peer.mode}): ${figure(peer.movesPerSecond)} moves/s, median of 5 rounds over ${figure(peer.moves)} moves`,
  );
  const play = bench.tasks.find((task) => task.name.startsWith('xia: random legal play'));
  const drift = play ? opsPerSecond(play) : Number.NaN;
  if (!Number.isFinite(drift)) {
    console.log('peer: no "xia: random legal play" figure in this run to compare with');
    return;
  }
  console.log(
    `Drift random play ${figure(drift)} cmds/s vs boardgame.io reducer ${figure(peer.movesPerSecond)} moves/s: ratio ${(drift / peer.movesPerSecond).toFixed(2)}`,
  );
  console.log(
    '  (above 1: Drift applies more commands per second; its figure also lists the legal commands)',
  );
}

function parsePeer(
  stdout: string,
):
  | { name: string; mode: string; moves: number; movesPerSecond: number; stateBytes: number }
  | undefined {
  try {
    const parsed: unknown = JSON.parse(stdout);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { peer, mode, reducer } = parsed as Record<string, unknown>;
    if (typeof reducer !== 'object' || reducer === null) return undefined;
    const { moves, movesPerSecond, stateBytes } = reducer as Record<string, unknown>;
    if (typeof movesPerSecond !== 'number' || typeof moves !== 'number') return undefined;
    return {
      name: typeof peer === 'string' ? peer : 'boardgame.io',
      mode: typeof mode === 'string' ? mode : 'unknown',
      moves,
      movesPerSecond,
      stateBytes: typeof stateBytes === 'number' ? stateBytes : Number.NaN,
    };
  } catch {
    return undefined;
  }
}
