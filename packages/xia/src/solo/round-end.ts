/**
 * The solo round end (XS-END-02..06): cubes on the map removed, the NPCs' d20 with its bonuses,
 * their Fame by the table. Skeleton: does nothing yet.
 */
import type { Ctx } from '../rules/rule.ts';

/** Plays the round end; 'lost' when the NPCs reached the Fame target and the game is over. */
export function roundEnd(_ctx: Ctx): 'lost' | 'on' {
  return 'on';
}
