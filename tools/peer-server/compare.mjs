/**
 * The peer comparison: Drift's match server and boardgame.io 0.50.2's server under the same
 * client load (matches, seats, seconds, warm-up, client threads), one after the other, each in
 * its own process on 127.0.0.1 with its clients on a worker thread of another process. Prints
 * both servers' rates, latencies, bytes, memory and CPU, and the ratios.
 *
 *   npm ci --prefix tools/peer-server     # once: its own node_modules, from its lock file
 *   node tools/peer-server/compare.mjs --matches 100 --seats 4 --seconds 30 [--warmup 3] [--rounds 1] [--json]
 *
 * Drift's side is `drift loadtest … --json` (drift serve with SQLite in a temporary folder);
 * the peer's is server.mjs (boardgame.io's Server with its default in-memory storage) and
 * load.mjs (socket.io clients speaking boardgame.io's protocol). With --rounds N they take
 * turns N times (Drift first, then the peer, …) and the median of each figure is compared.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const MODULES = join(HERE, 'node_modules');

function usage(message) {
  process.stderr.write(
    `peer-server: ${message}\nusage: node tools/peer-server/compare.mjs [--matches 1-2000] [--seats 3-5] [--seconds 1-3600] [--warmup 0-600] [--rounds 1-9] [--json]\n`,
  );
  process.exit(2);
}

function whole(values, flag, fallback, min, max) {
  const text = values[flag];
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max)
    usage(`--${flag} "${text}": use a whole number from ${min} to ${max}`);
  return n;
}

function settingsOf() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        matches: { type: 'string' },
        seats: { type: 'string' },
        seconds: { type: 'string' },
        warmup: { type: 'string' },
        rounds: { type: 'string' },
        json: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    usage(error.message);
  }
  return {
    matches: whole(values, 'matches', 100, 1, 2000),
    seats: whole(values, 'seats', 4, 3, 5),
    seconds: whole(values, 'seconds', 30, 1, 3600),
    warmup: whole(values, 'warmup', 3, 0, 600),
    rounds: whole(values, 'rounds', 1, 1, 9),
    json: values.json === true,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

const sum = (table) => Object.values(table).reduce((a, b) => a + b, 0);

/** Child processes still running, each the leader of its own process group. */
const children = new Set();

/** Kills every child's process group (a Drift loadtest's group holds its drift serve too). */
function killChildren(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Starts a child in its own process group (so a stop reaches whatever it started) and keeps it
 * in `children` until it exits.
 */
function start(argv, options = {}) {
  const child = spawn(argv[0], argv.slice(1), {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Runs a command to its end; resolves with its output (rejects when it fails). */
function run(argv, options = {}) {
  return new Promise((resolve, reject) => {
    const child = start(argv, options);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
      process.stderr.write(d);
    });
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${argv.join(' ')} exited ${code ?? signal}:\n${err}`)),
    );
  });
}

/** Drift's side: `drift loadtest --json` starts its own server and clients. */
async function drift(s) {
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (key.startsWith('npm_') || key === 'INIT_CWD') delete env[key];
  delete env.NODE_PATH;
  const out = await run(
    [
      process.execPath,
      join(ROOT, 'packages/cli/bin/drift.js'),
      'loadtest',
      '--matches',
      String(s.matches),
      '--seats',
      String(s.seats),
      '--seconds',
      String(s.seconds),
      '--warmup',
      String(s.warmup),
      '--json',
    ],
    { cwd: ROOT, env },
  );
  const r = JSON.parse(out);
  const f = r.figures;
  return {
    name: 'Drift (drift serve, SQLite)',
    commandsPerSecond: f.commandsPerSecond,
    accepted: r.counts.accepted,
    p50: r.latency.p50,
    p95: r.latency.p95,
    p99: r.latency.p99,
    bytes: f.bytesPerPlayerPerCommand,
    rssPerMatch: f.rssPerMatch,
    heapPerMatch: f.heapPerMatch,
    cpuPerCommandUs: f.serverCpuPerCommandUs,
    serverCores: f.serverCores,
    clientBusy: r.clientBusy,
    errors: sum(r.counts.rejected) + sum(r.counts.closed) + sum(r.counts.httpFailures),
    load: r.load,
  };
}

/** The peer's server in a child process; resolves once it prints its address. */
function startPeer() {
  const child = start([process.execPath, join(HERE, 'server.mjs')], { env: process.env });
  let out = '';
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  child.stderr.on('data', (d) => {
    out = (out + d).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the peer server printed no address:\n${out}`)),
      60_000,
    );
    child.stdout.on('data', (d) => {
      out = (out + d).slice(-4000);
      const http = /Peer serving at (http:\/\/\S+)/.exec(out)?.[1];
      if (http) {
        clearTimeout(timer);
        resolve({
          http,
          async stop() {
            child.kill('SIGTERM');
            const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(t);
          },
        });
      }
    });
    void exited.then((code) => reject(new Error(`the peer server exited (${code}):\n${out}`)));
  });
}

async function stats(http) {
  const res = await fetch(`${http}/peer-stats`);
  return { at: performance.now(), ...(await res.json()) };
}

/** The peer's side: its server, then its clients on a worker thread, as drift loadtest does. */
async function peer(s) {
  const server = await startPeer();
  const worker = new Worker(join(HERE, 'load.mjs'), {
    workerData: { http: server.http, matches: s.matches, seats: s.seats },
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const on = (m) => {
        if (m.type !== type) return;
        worker.off('message', on);
        resolve(m);
      };
      worker.on('message', on);
      worker.once('error', reject);
    });
  const load = { start: loadavg()[0] };
  try {
    const before = await stats(server.http);
    process.stderr.write(`Peer: setting up ${s.matches} matches of ${s.seats} seats…\n`);
    await next('ready');
    process.stderr.write(`Peer: playing, ${s.warmup} s of warm-up then ${s.seconds} s measured…\n`);
    worker.postMessage({ type: 'go' });
    await sleep(s.warmup * 1000);
    const start = await stats(server.http);
    worker.postMessage({ type: 'record', on: true });
    const opened = performance.now();
    await sleep(s.seconds * 1000);
    worker.postMessage({ type: 'record', on: false });
    const seconds = (performance.now() - opened) / 1000;
    const end = await stats(server.http);
    const report = next('report');
    worker.postMessage({ type: 'stop' });
    const { counts, busy } = await report;
    const sorted = Float64Array.from(counts.latencies).sort();
    load.end = loadavg()[0];
    return {
      name: 'boardgame.io 0.50.2 (its Server, in-memory)',
      commandsPerSecond: counts.accepted / seconds,
      accepted: counts.accepted,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      bytes: sum(counts.bytes) / (counts.accepted * s.seats),
      rssPerMatch: (end.rss - before.rss) / s.matches,
      heapPerMatch: (end.heapUsed - before.heapUsed) / s.matches,
      cpuPerCommandUs: ((end.cpuSeconds - start.cpuSeconds) * 1e6) / counts.accepted,
      serverCores: (end.cpuSeconds - start.cpuSeconds) / ((end.at - start.at) / 1000),
      clientBusy: [busy],
      errors: sum(counts.rejected) + sum(counts.closed) + sum(counts.httpFailures),
      bytesByType: counts.bytes,
      load,
    };
  } finally {
    await worker.terminate();
    await server.stop();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const FIGURES = [
  [
    'commandsPerSecond',
    'accepted commands per second',
    (n) => Math.round(n).toLocaleString('en-US'),
  ],
  ['p50', 'latency p50 (ms, send to accepted)', (n) => n.toFixed(1)],
  ['p95', 'latency p95 (ms)', (n) => n.toFixed(1)],
  ['p99', 'latency p99 (ms)', (n) => n.toFixed(1)],
  ['bytes', 'bytes per player per command', (n) => Math.round(n).toLocaleString('en-US')],
  [
    'rssPerMatch',
    'server RSS per live match (KB)',
    (n) => Math.round(n / 1024).toLocaleString('en-US'),
  ],
  [
    'heapPerMatch',
    'server heap per live match (KB)',
    (n) => Math.round(n / 1024).toLocaleString('en-US'),
  ],
  ['cpuPerCommandUs', 'server CPU per command (µs)', (n) => Math.round(n).toLocaleString('en-US')],
  ['serverCores', 'server cores used', (n) => n.toFixed(2)],
];

/** Time allowed per side and round besides warm-up and window: setting up, starting, stopping. */
const SLACK_SECONDS = 300;

/** Stops everything this started and leaves with `code` (a deadline passed, or a signal). */
function abandon(message, code) {
  process.stderr.write(`peer-server: ${message}; stopping its processes\n`);
  killChildren('SIGTERM');
  setTimeout(() => {
    killChildren('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

async function main() {
  const s = settingsOf();
  // Bounded in time: each side of each round gets its warm-up and window plus SLACK_SECONDS.
  const limit = s.rounds * 2 * (s.warmup + s.seconds + SLACK_SECONDS);
  const deadline = setTimeout(() => abandon(`not done within ${limit} s`, 1), limit * 1000);
  deadline.unref();
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => abandon(`stopped by ${signal}`, 130));
  const rounds = [];
  for (let r = 1; r <= s.rounds; r++) {
    process.stderr.write(`Round ${r} of ${s.rounds}: Drift…\n`);
    const d = await drift(s);
    process.stderr.write(`Round ${r} of ${s.rounds}: boardgame.io…\n`);
    const p = await peer(s);
    rounds.push({ drift: d, peer: p });
  }
  clearTimeout(deadline);
  const pick = (side, key) => median(rounds.map((r) => r[side][key]));
  if (s.json) {
    process.stdout.write(`${JSON.stringify({ settings: s, rounds }, null, 2)}\n`);
    return;
  }
  const lines = [
    `Peer comparison: ${s.matches} matches x ${s.seats} seats, ${s.seconds} s measured after ${s.warmup} s of warm-up, 1 client thread each, ${s.rounds} round(s)${s.rounds > 1 ? ' (medians)' : ''}`,
    `Load average per run: ${rounds.map((r) => `Drift ${r.drift.load.start.toFixed(1)}-${r.drift.load.end.toFixed(1)}, peer ${r.peer.load.start.toFixed(1)}-${r.peer.load.end.toFixed(1)}`).join('; ')}`,
    '',
    `${'figure'.padEnd(40)}${'Drift'.padStart(14)}${'boardgame.io'.padStart(16)}${'Drift / peer'.padStart(15)}`,
  ];
  for (const [key, label, show] of FIGURES) {
    const d = pick('drift', key);
    const p = pick('peer', key);
    lines.push(
      `${label.padEnd(40)}${show(d).padStart(14)}${show(p).padStart(16)}${(d / p).toFixed(2).padStart(15)}`,
    );
  }
  lines.push(
    '',
    `errors (rejections, lost sockets, HTTP failures): Drift ${rounds.map((r) => r.drift.errors).join(', ')}; peer ${rounds.map((r) => r.peer.errors).join(', ')}`,
    `client threads busy: Drift ${rounds.map((r) => r.drift.clientBusy.map((b) => `${Math.round(b * 100)}%`).join('/')).join(', ')}; peer ${rounds.map((r) => r.peer.clientBusy.map((b) => `${Math.round(b * 100)}%`).join('/')).join(', ')}`,
    'Drift writes every command to SQLite before acknowledging it; boardgame.io keeps matches in memory (its default storage) and sends every seat the whole filtered state after each move.',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

// The bench's game.mjs requires boardgame.io from its own folder; NODE_PATH lets it find ours.
if (!(process.env.NODE_PATH ?? '').split(delimiter).includes(MODULES)) {
  const env = {
    ...process.env,
    NODE_PATH: [MODULES, process.env.NODE_PATH].filter(Boolean).join(delimiter),
  };
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      env,
      stdio: 'inherit',
    },
  );
  // Passed on, so the inner process stops what it started.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await main().catch((error) => {
    process.stderr.write(`peer-server: ${error instanceof Error ? error.message : error}\n`);
    killChildren('SIGTERM');
    process.exitCode = 1;
  });
}
