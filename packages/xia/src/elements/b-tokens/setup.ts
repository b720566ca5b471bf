/** Setup with element B: the new tokens seed the Exploration Spaces (XE-SETUP-02, XE-EXPL-01). */

import { tokenFaces } from './content.ts';
import type { ExplorationState } from './state.ts';

/** The token set laid face down at setup: the new tokens replace the base ones. */
export function newTokenIds(): string[] {
  return [...tokenFaces().keys()];
}

export function newExplorationState(): ExplorationState {
  return { spent: [], aboard: [] };
}
