import { describe, expect, it } from 'vitest';
import { describeConditions, formatLoad, warmth } from './conditions.ts';

describe('conditions', () => {
  it('names Node, NODE_ENV, the CPU, its cores and the load', () => {
    const line = describeConditions({
      node: 'v20.1.0',
      nodeEnv: undefined,
      cpu: 'AMD EPYC',
      cores: 2,
      load: [1.5, 0.25, 0],
    });
    expect(line).toBe(
      'Node v20.1.0, NODE_ENV unset, AMD EPYC (2 cores), load average 1.50 0.25 0.00 (1, 5, 15 min)',
    );
    expect(
      describeConditions({ node: 'v20', nodeEnv: 'production', cpu: 'x', cores: 1, load: [] }),
    ).toContain('NODE_ENV=production, x (1 core)');
  });

  it('calls a run warm from 10,000 commands of warm-up, cold below', () => {
    expect(warmth(10_000)).toMatch(/^warm \(10,000 /);
    expect(warmth(9_999)).toMatch(/^cold \(only 9,999 /);
    expect(formatLoad([2])).toBe('2.00 (1, 5, 15 min)');
  });
});
