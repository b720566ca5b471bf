/**
 * Property tests explore new random cases on every developer run; in CI they use one fixed
 * seed, so a submission's result never depends on luck. A failure prints its seed either way.
 */
import fc from 'fast-check';

if (process.env.CI) fc.configureGlobal({ seed: 20_261_129 });
