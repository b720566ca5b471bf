// Mutation testing: `npm run mutate` (tools/mutate/main.ts runs Stryker with this file, then
// prints the score per folder). Arguments after `--` reach Stryker, e.g.
// `npm run mutate -- --mutate 'packages/engine/src/hex/**/*.ts'`.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  // The root Vitest configuration less its reporters, with fast-check on a fixed seed.
  vitest: { configFile: 'tools/mutate/vitest.config.ts' },
  mutate: ['packages/engine/src/**/*.ts', 'packages/xia/src/rules/**/*.ts'],
  // Each mutated folder is judged by its own package's tests. The other packages reach engine
  // and xia through node_modules links to the unmutated sources, so their (slow) game tests
  // could not kill a mutant anyway.
  testFiles: ['packages/engine/test/**/*.test.ts', 'packages/xia/test/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // Two shared cores: one test runner unless told (`-- --concurrency 2`).
  concurrency: 1,
  // A busy machine runs slower: a mutant counts as an endless loop only 10 s past normal.
  timeoutMS: 10_000,
  // Results are kept in reports/ (gitignored); a fresh clone simply runs every mutant.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  clearTextReporter: { reportMutants: false, reportTests: false },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  // Stryker rewrites the tsconfig's `extends` and `references` through the TypeScript API,
  // which TypeScript 7 no longer has. Ours has neither, so it names a file that does not exist.
  tsconfigFile: 'tools/mutate/no-tsconfig-to-rewrite.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['drift-sim', 'out', 'coverage', 'tools/bench/peer'],
};
