/**
 * The `state:` figures: copying, serialising and hashing a real mid-game Xia state (the one
 * halfway through the first game legal.ts plays), each timed by tinybench.
 */
import { canonicalJson, stateHash } from '@drift/engine';
import { cloneState, type XiaState } from '@drift/xia';

export const STATE_TASKS: readonly (readonly [string, (state: XiaState) => unknown])[] = [
  ['state: canonical JSON', (s) => canonicalJson(s)],
  ['state: hash (canonical JSON + SHA-256)', (s) => stateHash(s)],
  ['state: structuredClone', (s) => structuredClone(s)],
  ['state: cloneState (typed deep copy)', (s) => cloneState(s)],
  ['state: JSON round trip', (s) => JSON.parse(JSON.stringify(s))],
];
