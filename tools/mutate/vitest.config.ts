/**
 * The Vitest configuration Stryker runs the tests with (`stryker.config.mjs`): the root one
 * with three changes.
 * - Only engine, xia and formats tests: each mutated folder is judged by its own package's
 *   tests. The other packages reach engine and xia through node_modules links to the unmutated sources,
 *   so their (slow) game tests could not kill a mutant anyway.
 * - No reporters: they would print every one of thousands of mutant runs into Stryker's logs.
 * - fast-check on one fixed seed, so a property test kills or spares a mutant the same way on
 *   every run (incremental mode reuses those verdicts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.ts';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    ...base.test,
    include: [
      'packages/engine/test/**/*.test.ts',
      'packages/xia/test/**/*.test.ts',
      'packages/formats/test/**/*.test.ts',
    ],
    // An empty list would bring back Vitest's default reporter: one that does nothing instead.
    reporters: [{}],
    setupFiles: ['./tools/fast-check-setup.ts', './tools/mutate/fixed-seed.ts'],
  },
});
