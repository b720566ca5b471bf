/** Under Stryker, property tests use CI's one seed whatever the environment. */
import fc from 'fast-check';
import { FIXED_SEED } from '../fast-check-setup.ts';

fc.configureGlobal({ seed: FIXED_SEED });
