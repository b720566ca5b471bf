import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
    reporters: ['default', './tools/summary-reporter.ts'],
    setupFiles: ['./tools/fast-check-setup.ts'],
    // Shared CI machines are slow at times; a hung test still fails, just later.
    testTimeout: 30_000,
  },
});
