/**
 * What the load clients count, kept per thread and summed at the end: commands sent and
 * accepted, latencies from send to `accepted`, bytes and frames received by type, refusals by
 * code, sockets closed by code, version gaps, HTTP failures, matches finished.
 */

/** A thread's counts, plain data so it crosses `postMessage`. */
export interface LoadCounts {
  /** Commands sent while recording. */
  sent: number;
  /** `accepted` frames received while recording. */
  accepted: number;
  /** Milliseconds from send to `accepted`, of commands accepted while recording. */
  latencies: number[];
  /** Payload bytes of every frame received while recording, by message type. */
  bytes: Record<string, number>;
  /** Frames received while recording, by message type. */
  frames: Record<string, number>;
  /** WebSocket frame header bytes of those frames (2, 4 or 10 each, as servers send them). */
  headerBytes: number;
  /** `rejected` frames by code (any time). */
  rejected: Record<string, number>;
  /** Sockets the server closed (or that failed) while the client wanted them open, by code. */
  closed: Record<string, number>;
  /** Sockets opened (with a hello answered by `sync`). */
  opened: number;
  /** `events` frames whose version was not the last one + 1 (the client resynced). */
  gaps: number;
  /** HTTP requests that failed (create, claim), by status or error code. */
  httpFailures: Record<string, number>;
  /** Matches that finished (a replacement was started when time remained). */
  finished: number;
  /** Matches set up (created, every seat claimed and connected). */
  matchesStarted: number;
  /** Reconnections after a socket was lost (crash test). */
  reconnects: number;
}

export function emptyCounts(): LoadCounts {
  return {
    sent: 0,
    accepted: 0,
    latencies: [],
    bytes: {},
    frames: {},
    headerBytes: 0,
    rejected: {},
    closed: {},
    opened: 0,
    gaps: 0,
    httpFailures: {},
    finished: 0,
    matchesStarted: 0,
    reconnects: 0,
  };
}

export function bump(table: Record<string, number>, key: string, by = 1): void {
  table[key] = (table[key] ?? 0) + by;
}

function addTable(into: Record<string, number>, from: Record<string, number>): void {
  for (const [key, n] of Object.entries(from)) bump(into, key, n);
}

/** Sums several threads' counts (latencies are concatenated). */
export function sumCounts(all: readonly LoadCounts[]): LoadCounts {
  const total = emptyCounts();
  for (const c of all) {
    total.sent += c.sent;
    total.accepted += c.accepted;
    for (const l of c.latencies) total.latencies.push(l);
    addTable(total.bytes, c.bytes);
    addTable(total.frames, c.frames);
    total.headerBytes += c.headerBytes;
    addTable(total.rejected, c.rejected);
    addTable(total.closed, c.closed);
    total.opened += c.opened;
    total.gaps += c.gaps;
    addTable(total.httpFailures, c.httpFailures);
    total.finished += c.finished;
    total.matchesStarted += c.matchesStarted;
    total.reconnects += c.reconnects;
  }
  return total;
}

/** The size of the header a server puts on an unmasked frame of `payload` bytes (RFC 6455). */
export function frameHeaderBytes(payload: number): number {
  return payload < 126 ? 2 : payload < 65_536 ? 4 : 10;
}

/** Percentiles (0-100) of `values` by the nearest-rank method; NaN when there are none. */
export function percentiles(values: readonly number[], ps: readonly number[]): number[] {
  if (values.length === 0) return ps.map(() => Number.NaN);
  const sorted = Float64Array.from(values).sort();
  return ps.map((p) => {
    const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
    return sorted[Math.min(sorted.length, rank) - 1] ?? Number.NaN;
  });
}

export function sumOf(table: Record<string, number>): number {
  let n = 0;
  for (const v of Object.values(table)) n += v;
  return n;
}
