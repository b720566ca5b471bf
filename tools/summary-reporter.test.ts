import { describe, expect, it } from 'vitest';
import { summaryText } from './summary-reporter.ts';

describe('the closing summary', () => {
  it('lists every test skipped with a reason, then the counts', () => {
    const text = summaryText([
      { file: 'a.test.ts', name: 'works', state: 'passed' },
      { file: 'a.test.ts', name: 'breaks', state: 'failed' },
      {
        file: 'b.test.ts',
        name: 'needs the catalogue',
        state: 'skipped',
        note: 'no catalogue at /x',
      },
      { file: 'b.test.ts', name: 'todo', state: 'skipped' },
    ]);
    expect(text).toBe(
      '\nskipped: b.test.ts > needs the catalogue: no catalogue at /x\n1 passed, 1 failed, 2 skipped\n',
    );
    expect(summaryText([{ file: 'a', name: 'x', state: 'passed' }], 1)).toBe(
      '\n1 passed, 1 failed, 0 skipped\n',
    );
  });
});
