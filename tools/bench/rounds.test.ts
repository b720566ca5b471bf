import { describe, expect, it } from 'vitest';
import {
  type Clock,
  interleave,
  rates,
  roundCount,
  runRounds,
  timeRound,
  type Workload,
  warmUp,
} from './rounds.ts';

/** A clock that only moves when the fake work says so: CPU and wall apart. */
function fakeClock(): Clock & { spend(cpu: number, wall: number): void } {
  let cpu = 0;
  let wall = 0;
  return {
    cpuMs: () => cpu,
    wallMs: () => wall,
    spend(c, w) {
      cpu += c;
      wall += w;
    },
  };
}

/** A workload whose every unit costs `cpu` and `wall` ms, and whose prepare costs 1000 ms. */
function fake(
  name: string,
  clock: ReturnType<typeof fakeClock>,
  cost: { cpu: number; wall: number },
  log: string[] = [],
): Workload {
  return {
    name,
    prepare: () => clock.spend(1000, 1000),
    play: (count) => {
      log.push(`${name}${count}`);
      clock.spend(cost.cpu * count, cost.wall * count);
    },
  };
}

describe('interleave', () => {
  it('rotates the order each round so each workload runs first in turn', () => {
    expect(interleave(['a', 'b'], 4)).toEqual([
      ['a', 'b'],
      ['b', 'a'],
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(interleave([1, 2, 3], 3)).toEqual([
      [1, 2, 3],
      [2, 3, 1],
      [3, 1, 2],
    ]);
  });
});

describe('roundCount', () => {
  it('sizes a round to the target time, never below one command', () => {
    expect(roundCount(10_000, 500)).toBe(5_000);
    expect(roundCount(1, 10)).toBe(1);
    expect(roundCount(Number.NaN, 500)).toBe(1);
  });
});

describe('timed rounds', () => {
  it('times play apart from prepare, CPU and wall apart', () => {
    const clock = fakeClock();
    const workload = fake('a', clock, { cpu: 2, wall: 3 });
    expect(timeRound(workload, 10, clock)).toEqual({ count: 10, cpuMs: 20, wallMs: 30 });
  });

  it('plays the workloads interleaved and keeps each one its samples', () => {
    const clock = fakeClock();
    const log: string[] = [];
    const a = fake('a', clock, { cpu: 1, wall: 1 }, log);
    const b = fake('b', clock, { cpu: 4, wall: 8 }, log);
    const samples = runRounds([a, b], [100, 25], 3, clock);
    expect(log).toEqual(['a100', 'b25', 'b25', 'a100', 'a100', 'b25']);
    expect(samples.map((s) => s.length)).toEqual([3, 3]);
    expect(rates(samples[0] ?? [], 'cpu')).toEqual([1000, 1000, 1000]);
    expect(rates(samples[1] ?? [], 'cpu')).toEqual([250, 250, 250]);
    expect(rates(samples[1] ?? [], 'wall')).toEqual([125, 125, 125]);
  });

  it('splits each round into slices taken in turn and sums them into one sample', () => {
    const clock = fakeClock();
    const log: string[] = [];
    const a = fake('a', clock, { cpu: 1, wall: 2 }, log);
    const b = fake('b', clock, { cpu: 3, wall: 3 }, log);
    const samples = runRounds([a, b], [100, 40], 2, clock, 2);
    expect(log).toEqual(['a50', 'b20', 'b20', 'a50', 'a50', 'b20', 'b20', 'a50']);
    expect(samples[0]).toEqual([
      { count: 100, cpuMs: 100, wallMs: 200 },
      { count: 100, cpuMs: 100, wallMs: 200 },
    ]);
    expect(samples[1]?.[1]).toEqual({ count: 40, cpuMs: 120, wallMs: 120 });
  });

  it('warms up in alternating chunks until each has played the count, untimed rates last', () => {
    const clock = fakeClock();
    const log: string[] = [];
    const a = fake('a', clock, { cpu: 2, wall: 2 }, log);
    const b = fake('b', clock, { cpu: 5, wall: 5 }, log);
    expect(warmUp([a, b], 5_000, 2_000, clock)).toEqual([500, 200]);
    expect(log).toEqual(['a2000', 'b2000', 'a2000', 'b2000', 'a1000', 'b1000']);
  });
});
