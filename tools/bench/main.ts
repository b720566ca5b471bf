/**
 * `npm run bench`: prints what the engine costs, with the conditions it ran under. Machines are
 * shared and noisy, so compare figures within one run, never across runs.
 *
 * 1. Random play: warm-up (`--warmup N` untimed commands, 10,000 by default), then `--rounds N`
 *    timed rounds of about `--time` ms each; `--peer` adds boardgame.io's reducer
 *    (tools/bench/peer, installed apart) in the same process, the two taking turns in slices of
 *    about 50 ms within each round, and prints the ratio round by round: its median and range,
 *    by CPU and wall time.
 * 2. `legal` over a few thousand states met in HeuristicBot play, in the same kind of rounds.
 * 3. A tinybench table (wall time, `--time` ms per task): dice, the `state:` figures on a real
 *    mid-game Xia state, hex geometry. `--filter TEXT` keeps only what names TEXT.
 * 4. `--heuristic-games N` (default 2, 0 skips) whole HeuristicBot games, games per second;
 *    `--search-decisions N` (default 10, 0 skips) SearchBot iterations per second, with its default
 *    play-outs and with play-outs to the end of its next turn, side by side by CPU time.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { Bench } from 'tinybench';
import { conditions, describeConditions, formatLoad, warmth } from './conditions.ts';
import { addHexTasks } from './hex.ts';
import { addKernelTasks } from './kernel.ts';
import { legalCalls, type PlayedStates, statesMetInPlay } from './legal.ts';
import type { PeerPlay } from './peer/play.mjs';
import { driftPlay } from './play.ts';
import {
  processClock,
  rates,
  roundCount,
  runRounds,
  type Sample,
  type Workload,
  warmUp,
} from './rounds.ts';
import { searchIterations } from './search.ts';
import { STATE_TASKS } from './state.ts';
import { pairRatios, type Spread, spread } from './stats.ts';
import { heuristicGames } from './xia.ts';

function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

/** A whole-number option within bounds, or the default when absent. */
function whole(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(`--${name} takes a whole number from ${figure(min)} to ${figure(max)}`);
  return n;
}

let args: Partial<Record<'time' | 'filter' | 'rounds' | 'warmup', string>> & {
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
      rounds: { type: 'string' },
      warmup: { type: 'string' },
      'heuristic-games': { type: 'string' },
      'search-decisions': { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error: unknown) {
  fail(error instanceof Error ? error.message : String(error));
}
const time = whole(args.time, 'time', 500, 10, 60_000);
const rounds = whole(args.rounds, 'rounds', 11, 1, 1000);
const warmup = whole(args.warmup, 'warmup', 10_000, 1_000, 1_000_000);
const games = whole(args['heuristic-games'], 'heuristic-games', 2, 0, 1000);
const decisions = whole(args['search-decisions'], 'search-decisions', 10, 0, 1000);
const filter = args.filter;
const wants = (name: string): boolean => filter === undefined || name.includes(filter);

const PLAY = 'xia: random legal play';
const LEGAL = 'xia: legal over states met in play';
/** How to read CPU time over wall time. */
const SHARE_NOTE =
  "(CPU time counts V8's GC and compiler threads too, so it can pass 1; well below 1, other processes had the cores)";
/** Turns each engine takes in a round of random play: slices of about 50 ms. */
const SLICES = Math.min(20, Math.max(1, Math.round(time / 50)));
/** States `legal` is timed on: every 2nd state of HeuristicBot games until this many. */
const LEGAL_STATES = 3_000;

const bench = new Bench({ time, warmupTime: Math.min(200, time) });
addKernelTasks(bench);
const xia = createXia(corePack());
let played: PlayedStates | undefined;
const states = (): PlayedStates => {
  played ??= statesMetInPlay(xia, LEGAL_STATES);
  return played;
};
for (const [name, run] of STATE_TASKS) {
  // The state is made only if a state task stays; tinybench calls this many times.
  let state: Parameters<typeof run>[0] | undefined;
  if (wants(name))
    bench.add(name, () => {
      state ??= states().midGame;
      run(state);
    });
}
addHexTasks(bench);
for (const task of [...bench.tasks]) if (!wants(task.name)) bench.remove(task.name);
if (!wants(PLAY) && !wants(LEGAL) && bench.tasks.length === 0)
  fail(`no benchmark name contains "${filter}"`);

const started = conditions();
console.log('Drift benchmarks');
console.log(`conditions: ${describeConditions(started)}`);
const peer = args.peer && wants(PLAY) ? await loadPeer() : undefined;
const roundsRun = wants(PLAY) || wants(LEGAL);
if (roundsRun)
  console.log(
    `  rounds: ${warmth(warmup)}; ${rounds} timed rounds of about ${time} ms; process CPU time (all threads) and wall time`,
  );

if (wants(PLAY)) playRounds();
if (wants(LEGAL)) legalRounds();

if (bench.tasks.length > 0) {
  if (bench.tasks.some((t) => t.name.startsWith('state:'))) {
    const mid = states().midGame;
    console.log(
      `state: the state halfway through HeuristicBot game bench-legal-0 (4 seats, turn ${mid.turn.number}, ${figure(JSON.stringify(mid).length)} bytes as JSON)`,
    );
  }
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await bench.run();
  const share = (cpuMs(process.cpuUsage(cpu)) / (performance.now() - wall)).toFixed(2);
  console.log(
    `table: tinybench, wall time, ${Math.min(200, time)} ms warm-up then ${time} ms per task, ${roundsRun ? 'warm (after the rounds)' : 'colder (no rounds ran before it)'}; CPU/wall over the table ${share}`,
  );
  console.table(
    bench.tasks.map((task) => {
      const hz = opsPerSecond(task);
      return { task: task.name, 'ops/s': figure(hz), 'µs/op': (1e6 / hz).toFixed(3) };
    }),
  );
}
played = undefined;

if (games > 0 && filter === undefined) {
  const h = heuristicGames(xia, games);
  console.log(
    `xia: ${h.games} whole 4-seat game${h.games === 1 ? '' : 's'} between HeuristicBots (${h.finished} finished, ${figure(h.commands)} commands): ${(h.games / h.seconds).toFixed(2)} games/s, ${figure(h.commands / h.seconds)} commands/s by wall, ${figure(h.commands / h.cpuSeconds)} by CPU (bots' thinking included)`,
  );
}

if (decisions > 0 && filter === undefined) {
  const searched = searchIterations(decisions);
  const rate = searched.iterations / searched.cpuSeconds;
  const long = searchIterations(decisions, 100, 'round');
  const longRate = long.iterations / long.cpuSeconds;
  console.log(
    `xia: SearchBot on ${searched.decisions} mid-game decisions of a 4-seat HeuristicBot game, 100 iterations each: ${figure(searched.iterations / searched.seconds)} iterations/s (wall), ${figure(rate)} by CPU; with play-outs to the end of its next turn (horizon round): ${figure(longRate)} by CPU (decision horizon ${(rate / longRate).toFixed(1)}x as fast)`,
  );
}
console.log(`load average at the end: ${formatLoad(conditions().load)}`);

function figure(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a';
}

function cpuMs(used: NodeJS.CpuUsage): number {
  return (used.user + used.system) / 1000;
}

/** `median (range min-max)`, each value through `show`. */
function shown(s: Spread, show: (n: number) => string): string {
  return `${show(s.median)} (range ${show(s.min)}-${show(s.max)})`;
}

function two(n: number): string {
  return n.toFixed(2);
}

/** A table line: label, then the CPU and wall figures in columns. */
function line(label: string, byCpu: string, byWall: string): void {
  console.log(`  ${label.padEnd(18)} ${byCpu.padEnd(34)} ${byWall}`);
}

/** Median CPU time over wall time of the samples: below 1, other processes had the cores. */
function cpuShare(samples: readonly Sample[]): string {
  return two(spread(samples.map((s) => s.cpuMs / s.wallMs)).median);
}

/** Drift's random play, with the peer when it is loaded, warm and interleaved. */
function playRounds(): void {
  const drift = driftPlay(xia);
  const workloads: Workload[] = peer ? [drift, peer.play] : [drift];
  const counts = warmUp(workloads, warmup).map((rate) => roundCount(rate, time));
  const samples = runRounds(workloads, counts, rounds, processClock, SLICES);
  const driftSamples = samples[0] ?? [];
  const driftCpu = spread(rates(driftSamples, 'cpu'));
  console.log(
    `${PLAY}: ${rounds} rounds${peer ? `, Drift and ${peer.name} taking turns ${SLICES} times a round` : ''}, ${figure(counts[0] ?? 0)} Drift commands a round${peer ? `, ${figure(counts[1] ?? 0)} peer moves` : ''}`,
  );
  console.log(
    `  Drift: 4-seat Xia games from setup to a win or turn 200, a new seed each; per command status, legal, TypedRandomBot's pick, apply (state now ${figure(drift.stateBytes())} bytes as JSON; ${figure(drift.counts().games)} games begun)`,
  );
  if (peer)
    console.log(
      `  peer: ${peer.name} reducer, NODE_ENV=${peer.mode}, a synthetic 5-seat game, a new seed every ${figure(peer.gameMoves)} moves; per move ai.enumerate, a random pick, the reducer (G now ${figure(peer.play.stateBytes())} bytes as JSON)`,
    );
  line('', 'by CPU time', 'by wall time');
  line('Drift cmds/s', shown(driftCpu, figure), shown(spread(rates(driftSamples, 'wall')), figure));
  if (!peer) {
    console.log(`  CPU/wall: ${cpuShare(driftSamples)} ${SHARE_NOTE}`);
    return;
  }
  const peerSamples = samples[1] ?? [];
  const peerCpu = spread(rates(peerSamples, 'cpu'));
  const ratioCpu = spread(pairRatios(rates(driftSamples, 'cpu'), rates(peerSamples, 'cpu')));
  const ratioWall = spread(pairRatios(rates(driftSamples, 'wall'), rates(peerSamples, 'wall')));
  line('peer moves/s', shown(peerCpu, figure), shown(spread(rates(peerSamples, 'wall')), figure));
  line('ratio Drift/peer', shown(ratioCpu, two), shown(ratioWall, two));
  console.log(
    `  CPU/wall: Drift ${cpuShare(driftSamples)}, peer ${cpuShare(peerSamples)} ${SHARE_NOTE}`,
  );
  console.log(
    `Drift random play ${figure(driftCpu.median)} cmds/s vs ${peer.name} reducer ${figure(peerCpu.median)} moves/s by CPU time: ratio ${two(ratioCpu.median)}, range ${two(ratioCpu.min)}-${two(ratioCpu.max)} over ${rounds} round pairs`,
  );
  console.log(
    '  (above 1: Drift applies more commands per second; both list the legal moves before each)',
  );
}

/** `legal` over the states met in play, in whole passes, warm. */
function legalRounds(): void {
  const { met, games: metGames } = states();
  const work = legalCalls(xia, met);
  const [rate = Number.NaN] = warmUp([work], Math.max(warmup, met.length));
  const passes = Math.max(1, Math.round(roundCount(rate, time) / met.length));
  const samples = runRounds([work], [passes * met.length], rounds)[0] ?? [];
  const perCall = (by: 'cpu' | 'wall') => spread(rates(samples, by).map((r) => 1e6 / r));
  const micros = (n: number): string => n.toFixed(1);
  console.log(
    `${LEGAL}: ${figure(met.length)} states (every 2nd state of ${metGames} HeuristicBot games, 4 seats, in play order), ${rounds} rounds of ${passes} pass${passes === 1 ? '' : 'es'}`,
  );
  line('', 'by CPU time', 'by wall time');
  line('µs per call', shown(perCall('cpu'), micros), shown(perCall('wall'), micros));
  line(
    'calls/s',
    shown(spread(rates(samples, 'cpu')), figure),
    shown(spread(rates(samples, 'wall')), figure),
  );
  console.log(`  CPU/wall: ${cpuShare(samples)} ${SHARE_NOTE}`);
}

/**
 * Operations per second over the total time (1 / mean latency). tinybench's `throughput.mean`
 * averages 1/latency per run, which cheap runs dominate, and overstates the rate of uneven work.
 */
function opsPerSecond(task: (typeof bench.tasks)[number]): number {
  const result = task.result;
  return result && 'latency' in result && result.latency.mean > 0
    ? 1000 / result.latency.mean
    : Number.NaN;
}

/** boardgame.io's side (tools/bench/peer), or undefined with a hint when it is not installed. */
async function loadPeer(): Promise<
  { name: string; mode: string; gameMoves: number; play: PeerPlay } | undefined
> {
  const dir = fileURLToPath(new URL('./peer/', import.meta.url));
  if (!existsSync(`${dir}node_modules/boardgame.io/package.json`)) {
    console.log(
      'peer: boardgame.io is not installed; run `npm install --prefix tools/bench/peer` to compare',
    );
    return undefined;
  }
  const peerModule = await import('./peer/play.mjs');
  return {
    name: peerModule.PEER,
    mode: peerModule.MODE,
    gameMoves: peerModule.GAME_MOVES,
    play: peerModule.peerPlay(),
  };
}
