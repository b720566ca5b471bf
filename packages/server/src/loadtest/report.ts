/** The load test's figures as lines a person reads, and as one JSON object. */
import { availableParallelism } from 'node:os';
import type { LoadResult } from './run.ts';
import { metric, type Scraped } from './scrape.ts';
import { sumOf } from './stats.ts';

/** What issue 10 asks of the server on this machine. */
export const AIMS = {
  matches: 500,
  commandsPerSecond: 5000,
  p99Ms: 50,
  bytesPerPlayerPerCommand: 300,
} as const;

const RSS = 'drift_process_resident_memory_bytes';
const HEAP = 'drift_nodejs_heap_size_used_bytes';
const CPU = 'drift_process_cpu_seconds_total';
const ACCEPTED = 'drift_commands_accepted_total';
const REJECTED = 'drift_commands_rejected_total';
const FRAMES_REJECTED = 'drift_frames_rejected_total';
const SOCKETS = 'drift_sockets_open';
const LAG = 'drift_nodejs_eventloop_lag_p99_seconds';

/** The figures the report is made of. */
export interface LoadFigures {
  readonly players: number;
  readonly commandsPerSecond: number;
  readonly serverAccepted: number;
  readonly bytesPerPlayerPerCommand: number;
  readonly bytesWithHeaders: number;
  readonly bytesByType: Record<string, number>;
  /** Bytes per live match at the window's end and right after setup (NaN if not exposed). */
  readonly rssPerMatch: number;
  readonly heapPerMatch: number;
  readonly rssPerMatchSetUp: number;
  readonly heapPerMatchSetUp: number;
  readonly rssAtEnd: number;
  readonly serverCores: number;
  /** Server CPU time (every thread of its process) per accepted command, in microseconds. */
  readonly serverCpuPerCommandUs: number;
  readonly serverLagP99Ms: number;
  readonly serverSockets: number;
  readonly serverRejected: number;
  readonly serverFramesRejected: number;
}

const delta = (a: Scraped, b: Scraped, name: string) => metric(b, name) - metric(a, name);
/** A counter's growth: a counter with no series yet (nothing counted) is 0. */
const grew = (a: Scraped, b: Scraped, name: string) => (b.get(name) ?? 0) - (a.get(name) ?? 0);

export function figures(r: LoadResult): LoadFigures {
  const { counts, server, settings } = r;
  const players = settings.matches * settings.seats;
  const payload = sumOf(counts.bytes);
  // A command is sent to the players of its own match: what one of them receives per command.
  const perPlayerCommand = settings.seats * counts.accepted;
  const windowSeconds = (server.windowEnd.at - server.windowStart.at) / 1000;
  return {
    players,
    commandsPerSecond: counts.accepted / r.windowSeconds,
    serverAccepted: grew(server.windowStart.metrics, server.windowEnd.metrics, ACCEPTED),
    bytesPerPlayerPerCommand: payload / perPlayerCommand,
    bytesWithHeaders: (payload + counts.headerBytes) / perPlayerCommand,
    bytesByType: counts.bytes,
    rssPerMatch: delta(server.before.metrics, server.windowEnd.metrics, RSS) / settings.matches,
    heapPerMatch: delta(server.before.metrics, server.windowEnd.metrics, HEAP) / settings.matches,
    rssPerMatchSetUp: delta(server.before.metrics, server.setUp.metrics, RSS) / settings.matches,
    heapPerMatchSetUp: delta(server.before.metrics, server.setUp.metrics, HEAP) / settings.matches,
    rssAtEnd: metric(server.windowEnd.metrics, RSS),
    serverCores: delta(server.windowStart.metrics, server.windowEnd.metrics, CPU) / windowSeconds,
    serverCpuPerCommandUs:
      (delta(server.windowStart.metrics, server.windowEnd.metrics, CPU) * 1e6) /
      grew(server.windowStart.metrics, server.windowEnd.metrics, ACCEPTED),
    serverLagP99Ms: metric(server.windowEnd.metrics, LAG) * 1000,
    serverSockets: metric(server.windowEnd.metrics, SOCKETS),
    serverRejected: grew(server.windowStart.metrics, server.windowEnd.metrics, REJECTED),
    serverFramesRejected: grew(
      server.windowStart.metrics,
      server.windowEnd.metrics,
      FRAMES_REJECTED,
    ),
  };
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const ms = (n: number) =>
  Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : 'n/a';
const kb = (bytes: number) =>
  Number.isFinite(bytes) ? `${int(bytes / 1024)} KB` : 'n/a (the server has no process metrics)';
const mb = (bytes: number) => (Number.isFinite(bytes) ? `${int(bytes / 1_048_576)} MB` : 'n/a');
const pct = (n: number) => `${Math.round(n * 100)}%`;

function table(t: Record<string, number>): string {
  const entries = Object.entries(t).sort((a, b) => b[1] - a[1]);
  return entries.map(([k, n]) => `${k} ${int(n)}`).join(', ');
}

/** The report: one figure per line, then the aims met or not. */
export function reportLines(r: LoadResult, where: string): string[] {
  const f = figures(r);
  const { counts, settings, latency } = r;
  const payload = sumOf(counts.bytes);
  const byType = Object.entries(counts.bytes)
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${type} ${pct(n / payload)}`)
    .join(', ');
  const errors: string[] = [];
  if (sumOf(counts.rejected) > 0) errors.push(`rejected: ${table(counts.rejected)}`);
  if (sumOf(counts.closed) > 0)
    errors.push(`sockets closed by the server: ${table(counts.closed)}`);
  if (sumOf(counts.httpFailures) > 0) errors.push(`HTTP failures: ${table(counts.httpFailures)}`);
  if (counts.gaps > 0) errors.push(`version gaps (resynced): ${int(counts.gaps)}`);
  if (f.serverFramesRejected > 0)
    errors.push(`frames the server refused in the window: ${int(f.serverFramesRejected)}`);
  const aim = (met: boolean) => (met ? 'met' : 'NOT met');
  return [
    `Load: ${int(settings.matches)} matches x ${settings.seats} seats (${int(f.players)} players) against ${where}`,
    `  ${r.windowSeconds.toFixed(1)} s measured after ${settings.warmupSeconds} s of warm-up; set up in ${r.setupSeconds.toFixed(1)} s; ${settings.threads} client thread(s); load average ${r.load.start.toFixed(2)} at the start, ${r.load.end.toFixed(2)} at the end (${availableParallelism()} cores)`,
    `Accepted commands: ${int(counts.accepted)} = ${int(f.commandsPerSecond)} per second (the server counted ${int(f.serverAccepted)} in its window)`,
    `Latency, send to accepted: p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
    `Bytes per player per command: ${int(f.bytesPerPlayerPerCommand)} (payload; ${int(f.bytesWithHeaders)} with WebSocket frame headers); by frame type: ${byType}`,
    `Server memory per live match: RSS ${kb(f.rssPerMatch)}, heap used ${kb(f.heapPerMatch)} (growth since before setup, over ${int(settings.matches)} matches, at the window's end; right after setup: RSS ${kb(f.rssPerMatchSetUp)}, heap ${kb(f.heapPerMatchSetUp)}); RSS at the end ${mb(f.rssAtEnd)}`,
    `Server CPU: ${Number.isFinite(f.serverCores) ? f.serverCores.toFixed(2) : 'n/a'} cores over the window, ${int(f.serverCpuPerCommandUs)} µs of CPU per accepted command; event loop lag p99 ${ms(f.serverLagP99Ms)}; client threads busy ${r.clientBusy.map(pct).join(', ')}`,
    `Sockets: ${int(counts.opened)} opened by the clients, ${int(f.serverSockets)} open on the server at the window's end, ${int(sumOf(counts.closed))} lost`,
    `Errors and rejections: ${errors.length === 0 ? 'none' : errors.join('; ')} (the server counted ${int(f.serverRejected)} rejected commands in its window)`,
    `Matches: ${int(r.liveAtEnd)} live at the end; ${int(counts.finished)} finished (each replaced by a new one)`,
    `Aims: ${AIMS.matches} matches ${aim(settings.matches >= AIMS.matches && r.liveAtEnd >= AIMS.matches)}; ${int(AIMS.commandsPerSecond)} commands/s ${aim(f.commandsPerSecond >= AIMS.commandsPerSecond)}; p99 under ${AIMS.p99Ms} ms ${aim(latency.p99 < AIMS.p99Ms)}; under ${AIMS.bytesPerPlayerPerCommand} bytes per player per command ${aim(f.bytesPerPlayerPerCommand < AIMS.bytesPerPlayerPerCommand)}`,
  ];
}

/** The figures as one JSON object (for scripts: the peer comparison reads it). */
export function reportJson(r: LoadResult): Record<string, unknown> {
  const { counts, ...rest } = r;
  const { latencies: _, ...kept } = counts;
  return {
    ...rest,
    server: undefined,
    counts: kept,
    figures: figures(r),
  };
}
