/**
 * The `state:` figures: copying (whole, or as `apply`'s copy-on-write draft), serialising and
 * hashing a real mid-game Xia state (the one halfway through the first game legal.ts plays), each
 * timed by tinybench.
 */
import { canonicalJson, stateHash } from '@drift/engine';
import { cloneState, copyOnWrite, type OpenDraft, type XiaState } from '@drift/xia';

/** What a typical command does to `apply`'s draft: one captain's credits and the turn change. */
function draftAndClose(open: OpenDraft, s: XiaState): XiaState {
  const opened = open(s);
  const captain = opened.draft.captains[s.turn.seat];
  if (captain) captain.credits += 1;
  opened.draft.turn.movement = 0;
  return opened.finish(s.random);
}

export const STATE_TASKS: readonly (readonly [string, (state: XiaState) => unknown])[] = [
  ['state: canonical JSON', (s) => canonicalJson(s)],
  ['state: hash (canonical JSON + SHA-256)', (s) => stateHash(s)],
  ['state: structuredClone', (s) => structuredClone(s)],
  ['state: cloneState (typed deep copy)', (s) => cloneState(s)],
  [
    'state: copy-on-write draft, a captain and the turn changed',
    (s) => draftAndClose(copyOnWrite, s),
  ],
  ['state: JSON round trip', (s) => JSON.parse(JSON.stringify(s))],
];
