/**
 * Property tests explore new random cases on every developer run; in CI they use one fixed
 * seed, so a submission's result never depends on luck. A failure prints its seed either way.
 */
import fc from 'fast-check';

/** The seed of CI runs (and of mutation testing, tools/mutate/fixed-seed.ts). */
export const FIXED_SEED = 20_261_129;

if (process.env.CI) fc.configureGlobal({ seed: FIXED_SEED });
