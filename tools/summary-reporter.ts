/**
 * A vitest reporter that ends the run with one plain line, `N passed, N failed, N skipped`,
 * which CI reads whatever runner printed above it. Above it, every test skipped with a reason
 * (`ctx.skip(reason)`) is listed with that reason, so a check that cannot run here is seen.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test's outcome, as the summary needs it. */
export interface Outcome {
  readonly file: string;
  readonly name: string;
  readonly state: 'passed' | 'failed' | 'skipped' | 'pending';
  readonly note?: string | undefined;
}

/** The closing text: the skipped tests that say why, then the counts. */
export function summaryText(outcomes: readonly Outcome[], emptyFailedModules = 0): string {
  const count = (state: Outcome['state']) => outcomes.filter((o) => o.state === state).length;
  const reasons = outcomes
    .filter((o) => o.state === 'skipped' && o.note)
    .map((o) => `skipped: ${o.file} > ${o.name}: ${o.note}`);
  const listed = reasons.length > 0 ? `\n${reasons.join('\n')}` : '';
  const skipped = outcomes.length - count('passed') - count('failed');
  return `${listed}\n${count('passed')} passed, ${count('failed') + emptyFailedModules} failed, ${skipped} skipped\n`;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const outcomes: Outcome[] = [];
    let emptyFailed = 0;
    for (const module of modules) {
      const file = relative(process.cwd(), module.moduleId);
      for (const test of module.children.allTests()) {
        const result = test.result();
        const note = result.state === 'skipped' ? result.note : undefined;
        outcomes.push({ file, name: test.name, state: result.state, note });
      }
      if (module.state() === 'failed' && module.children.size === 0) emptyFailed++;
    }
    process.stdout.write(summaryText(outcomes, emptyFailed));
  }
}
