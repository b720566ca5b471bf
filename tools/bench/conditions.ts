/** The conditions a benchmark ran under, printed with every run so figures can be judged. */
import { availableParallelism, cpus, loadavg } from 'node:os';

export interface Conditions {
  readonly node: string;
  /** NODE_ENV as the process was started, before the peer sets it. */
  readonly nodeEnv: string | undefined;
  readonly cpu: string;
  readonly cores: number;
  /** 1, 5 and 15 minute load averages. */
  readonly load: readonly number[];
}

export function conditions(): Conditions {
  return {
    node: process.version,
    nodeEnv: process.env.NODE_ENV,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: availableParallelism(),
    load: loadavg(),
  };
}

/** Load averages as `1.23 0.98 0.40 (1, 5, 15 min)`. */
export function formatLoad(load: readonly number[]): string {
  return `${load.map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`;
}

/** One line: Node, NODE_ENV, CPU, cores, load. */
export function describeConditions(c: Conditions): string {
  const env = c.nodeEnv === undefined ? 'NODE_ENV unset' : `NODE_ENV=${c.nodeEnv}`;
  const cores = `${c.cores} core${c.cores === 1 ? '' : 's'}`;
  return `Node ${c.node}, ${env}, ${c.cpu} (${cores}), load average ${formatLoad(c.load)}`;
}

/** Commands of untimed play before the rounds at or above which the engines count as warm. */
export const WARM = 10_000;

/** "warm" or "cold", with the warm-up that makes it so. */
export function warmth(warmup: number): string {
  const played = `${warmup.toLocaleString('en-US')} untimed commands per workload first`;
  return warmup >= WARM
    ? `warm (${played})`
    : `cold (only ${played}; warm needs ${WARM.toLocaleString('en-US')})`;
}
