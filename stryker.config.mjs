// Mutation testing: `npm run mutate` (tools/mutate/main.ts runs Stryker with this file, then
// prints the score per folder). Arguments after `--` reach Stryker, e.g.
// `npm run mutate -- --mutate 'packages/engine/src/hex/**/*.ts'`.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  // Engine and xia tests only, no reporters, fast-check on a fixed seed: see that file.
  vitest: { configFile: 'tools/mutate/vitest.config.ts' },
  mutate: ['packages/engine/src/**/*.ts', 'packages/xia/src/rules/**/*.ts'],
  // No `testFiles`: with it Stryker 9.6.1 switches static mutants (module-level values) on
  // after their module is loaded, so they wrongly survive (stryker-js issue 6144). The tests
  // are chosen in tools/mutate/vitest.config.ts instead, and Vitest's related mode runs only
  // the test files that import the mutated file.
  coverageAnalysis: 'perTest',
  // Two shared cores: one test runner unless told (`-- --concurrency 2`).
  concurrency: 1,
  // A busy machine runs slower: a mutant counts as an endless loop only 10 s past normal.
  timeoutMS: 10_000,
  // Results are kept in reports/ (gitignored); a fresh clone simply runs every mutant. A static
  // mutant that survived is reused until `-- --force`, even after a new test (Stryker has no
  // per-test coverage for them).
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
