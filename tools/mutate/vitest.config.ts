/**
 * The Vitest configuration Stryker runs the tests with (`stryker.config.json`). It is the root
 * one less its reporters, which would print every one of thousands of mutant runs into
 * Stryker's worker logs, and with fast-check on one fixed seed, so a property test kills or
 * spares a mutant the same way on every run (incremental mode reuses those verdicts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.ts';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    ...base.test,
    // An empty list would bring back Vitest's default reporter: one that does nothing instead.
    reporters: [{}],
    setupFiles: ['./tools/fast-check-setup.ts', './tools/mutate/fixed-seed.ts'],
  },
});
