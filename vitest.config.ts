import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'tools/**/*.test.ts'],
    reporters: ['default', './tools/summary-reporter.ts'],
    setupFiles: ['./tools/fast-check-setup.ts'],
  },
});
