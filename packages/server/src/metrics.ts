/**
 * Prometheus metrics (GET /metrics). Each server has its own registry, so two servers in one
 * process (tests) count apart. Names follow Prometheus conventions: `_total` counters, seconds.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  readonly registry: Registry;
  /** Matches held in memory by an owner. */
  readonly matchesLive: Gauge;
  /** Commands accepted (written and acknowledged), by whether a person or a bot sent them. */
  readonly commandsAccepted: Counter<'by'>;
  /** Commands refused, by code (the rules' codes and the server's). */
  readonly commandsRejected: Counter<'code'>;
  /** From a command's receipt to its `accepted` frame (people) or broadcast (bots). */
  readonly commandLatency: Histogram;
  /** Sockets open, by what they speak for. */
  readonly socketsOpen: Gauge<'viewing'>;
  /** Inbound frames refused before reaching a match, by reason. */
  readonly framesRejected: Counter<'reason'>;
  /** Calls to the storage's appendCommands and the records they carried. */
  readonly writeBatches: Counter;
  readonly writeRecords: Counter;
  /** Failed writes (each makes its matches reload). */
  readonly writeFailures: Counter;
  /** Bot decisions, by how they ended (chosen, fallback). */
  readonly botDecisions: Counter<'outcome'>;
  /** Matches loaded from storage, and unloaded as idle. */
  readonly matchLoads: Counter;
  readonly matchUnloads: Counter;
}

export function createMetrics(options: { readonly defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults !== false) collectDefaultMetrics({ register: registry, prefix: 'drift_' });
  const registers = [registry];
  return {
    registry,
    matchesLive: new Gauge({
      name: 'drift_matches_live',
      help: 'Matches held in memory by an owner',
      registers,
    }),
    commandsAccepted: new Counter({
      name: 'drift_commands_accepted_total',
      help: 'Commands accepted, written and acknowledged',
      labelNames: ['by'],
      registers,
    }),
    commandsRejected: new Counter({
      name: 'drift_commands_rejected_total',
      help: 'Commands refused, by code',
      labelNames: ['code'],
      registers,
    }),
    commandLatency: new Histogram({
      name: 'drift_command_latency_seconds',
      help: 'From receiving a command to acknowledging it (after the durable write)',
      buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
      registers,
    }),
    socketsOpen: new Gauge({
      name: 'drift_sockets_open',
      help: 'WebSocket connections open, by what they speak for (seat, spectator, hello: not yet said)',
      labelNames: ['viewing'],
      registers,
    }),
    framesRejected: new Counter({
      name: 'drift_frames_rejected_total',
      help: 'Inbound frames refused, by reason',
      labelNames: ['reason'],
      registers,
    }),
    writeBatches: new Counter({
      name: 'drift_write_batches_total',
      help: 'appendCommands calls',
      registers,
    }),
    writeRecords: new Counter({
      name: 'drift_write_records_total',
      help: 'Command records written',
      registers,
    }),
    writeFailures: new Counter({
      name: 'drift_write_failures_total',
      help: 'appendCommands calls that failed',
      registers,
    }),
    botDecisions: new Counter({
      name: 'drift_bot_decisions_total',
      help: 'Bot decisions, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    matchLoads: new Counter({
      name: 'drift_match_loads_total',
      help: 'Matches loaded from storage',
      registers,
    }),
    matchUnloads: new Counter({
      name: 'drift_match_unloads_total',
      help: 'Idle matches unloaded',
      registers,
    }),
  };
}
