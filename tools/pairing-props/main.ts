/**
 * `npx tsx tools/pairing-props/main.ts [--events 10000] [--seed s] [--format swiss]`: plays many
 * random events per format (6-64 players, 3-6 rounds, random results, drops and late joins),
 * checks every pairing (rounds of 10 or fewer against brute force) and prints the figures.
 * Each format first plays 20 untimed warm-up events (other seeds), so the times are of JIT-compiled
 * code; the machine's load still shows in the range, so read the median.
 * Exit codes: 0 every property held; 1 a property broke (the first few are listed); 2 bad usage.
 */
import { parseArgs } from 'node:util';
import {
  type EventLog,
  type RoundLog,
  type SimFormat,
  simulateEvent,
} from '../../packages/formats/test/pairing/simulate.ts';

const FORMATS: readonly SimFormat[] = ['swiss', 'political-escort', 'ace-of-aces'];

function fail(message: string): never {
  process.stderr.write(`pairing-props: ${message}\n`);
  process.exit(2);
}

function options(): { events: number; seed: string; formats: readonly SimFormat[] } {
  let values: { events?: string; seed?: string; format?: string };
  try {
    values = parseArgs({
      options: { events: { type: 'string' }, seed: { type: 'string' }, format: { type: 'string' } },
    }).values;
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
  const events = Number(values.events ?? '10000');
  if (!Number.isSafeInteger(events) || events < 1)
    fail(`--events wants a whole number, not ${values.events}`);
  const format = values.format;
  const formats = format === undefined ? FORMATS : FORMATS.filter((f) => f === format);
  if (formats.length === 0) fail(`--format is one of ${FORMATS.join(', ')}, not ${format}`);
  return { events, seed: values.seed ?? 'pairing-props', formats };
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function report(format: SimFormat, logs: readonly EventLog[], seconds: number): string[] {
  const rounds: RoundLog[] = logs.flatMap((l) => l.rounds);
  const problems = logs.flatMap((l) => l.problems);
  const ms = rounds.map((r) => r.ms).sort((a, b) => a - b);
  const players = rounds.map((r) => r.players);
  const sum = (f: (r: RoundLog) => number) => rounds.reduce((a, r) => a + f(r), 0);
  const lines = [
    `${format}: ${logs.length} events, ${rounds.length} rounds paired, ${Math.min(...players)}-${Math.max(...players)} players a round (${seconds.toFixed(1)} s)`,
  ];
  if (format === 'ace-of-aces') {
    const sizes = new Map<number, number>();
    for (const r of rounds) for (const s of r.pods) sizes.set(s, (sizes.get(s) ?? 0) + 1);
    const histogram = [...sizes].sort(([a], [b]) => a - b).map(([s, c]) => `${s}:${c}`);
    lines.push(`  pods ${sum((r) => r.pods.length)} (size:count ${histogram.join(' ')})`);
  } else {
    const brute = rounds.filter((r) => r.brute);
    lines.push(
      `  rematches ${sum((r) => r.rematches)}; rounds with no rematch-free pairing ${sum((r) => (r.forced ? 1 : 0))} (override used; ${brute.filter((r) => r.forced).length} confirmed by brute force)`,
      `  byes ${sum((r) => (r.bye ? 1 : 0))} (second byes ${sum((r) => (r.secondBye ? 1 : 0))}); pair-downs ${sum((r) => r.pairDowns)} (${(sum((r) => r.pairDowns) / rounds.length).toFixed(2)} a round); max score gap ${Math.max(...rounds.map((r) => r.maxScoreGap))}`,
      `  rounds compared with brute force ${brute.length}`,
    );
  }
  lines.push(
    `  time a pairing: median ${percentile(ms, 0.5).toFixed(3)} ms, range ${(ms[0] ?? 0).toFixed(3)}-${(ms[ms.length - 1] ?? 0).toFixed(3)} ms (p99 ${percentile(ms, 0.99).toFixed(3)})`,
    `  properties broken: ${problems.length}`,
    ...problems.slice(0, 5).map((p) => `    ${p}`),
  );
  return lines;
}

const { events, seed, formats } = options();
let broken = 0;
process.stdout.write(`pairing-props: ${events} events a format, seed "${seed}"\n`);
for (const format of formats) {
  for (let e = 0; e < 20; e++) simulateEvent(format, `${seed}/warm-up/${e}`);
  const start = performance.now();
  const logs: EventLog[] = [];
  for (let e = 0; e < events; e++) logs.push(simulateEvent(format, `${seed}/${e}`));
  broken += logs.reduce((a, l) => a + l.problems.length, 0);
  process.stdout.write(`${report(format, logs, (performance.now() - start) / 1000).join('\n')}\n`);
}
process.exit(broken === 0 ? 0 : 1);
