/**
 * The solo round (GAP-XS-04): after each player turn, the System Expanse (XS-EXPN-01), then the
 * NPCs in turn, the Sellsword first (XS-NPC-06), then the round-end roll (XS-END-02..06) and the
 * end-of-round Events; then the player's next turn. Any of these may wait for the player (a
 * prompt: which sector position, shields against an attack, where damage goes); the round
 * resumes where it stood once every prompt is answered (`resumeSolo`, run after each command).
 */
import { eventsRoundEnded } from '../elements/a-events/draw.ts';
import type { Ctx } from '../rules/rule.ts';
import { startTurn } from '../rules/turn.ts';
import { startExpanse } from './expanse.ts';
import { npcsWin } from './fame.ts';
import { actingOrder, npcTurn } from './npc-turn.ts';
import { roundEnd } from './round-end.ts';
import { PLAYER } from './seating.ts';

/**
 * Player turns skipped in a row within one command (a ship with no free Spawn Point) before the
 * game ends as lost: a player who can never come back cannot win (Drift's decision).
 */
export const MAX_SKIPPED_TURNS = 20;

/** Turns skipped so far in the command running on this Ctx. */
const skipped = new WeakMap<Ctx, number>();

/**
 * The player's turn is over (played or skipped): the rest of the round begins, with the System
 * Expanse once the command's last effect is done and the player's pending decisions (missions
 * to keep) are made (`resumeSolo`, run by `apply`).
 */
export function soloTurnEnded(ctx: Ctx): void {
  const solo = ctx.s.solo;
  if (!solo) throw new Error('soloTurnEnded outside a solo game');
  solo.step = { at: 'turnEnded' };
}

/** The player's turn passes unplayed: the round goes on, unless it has passed too often. */
export function soloTurnSkipped(ctx: Ctx): void {
  const count = (skipped.get(ctx) ?? 0) + 1;
  skipped.set(ctx, count);
  if (count > MAX_SKIPPED_TURNS) {
    npcsWin(ctx, 'stranded');
    return;
  }
  soloTurnEnded(ctx);
}

/** Whether the round after the player's turn is under way (NPCs acting, the Expanse, the roll). */
export function soloRoundActive(s: { readonly solo?: { readonly step: unknown } }): boolean {
  return s.solo !== undefined && s.solo.step !== null;
}

/**
 * Plays the round on from where it stands until the player must answer a prompt, the game ends,
 * or the player's next turn starts (skipped turns run their rounds on in the same loop). Safe to
 * call after any command: it does nothing during the player's own turn.
 */
export function resumeSolo(ctx: Ctx): void {
  const solo = ctx.s.solo;
  if (!solo) return;
  for (let guard = 0; guard < 10_000; guard++) {
    const step = solo.step;
    if (step === null || ctx.s.prompts.length > 0 || ctx.s.stage === 'finished') return;
    switch (step.at) {
      case 'turnEnded':
        solo.step = { at: 'expanse' };
        startExpanse(ctx); // XS-EXPN-01: before any NPC acts
        break;
      case 'expanse':
        solo.step = { at: 'npcs', queue: actingOrder(ctx), next: 0, done: [] };
        break;
      case 'npcs': {
        const id = step.queue[0];
        if (id === undefined) {
          solo.step = { at: 'roundEnd' };
          break;
        }
        if (npcTurn(ctx, id) === 'done' && solo.step?.at === 'npcs')
          solo.step = { at: 'npcs', queue: solo.step.queue.slice(1), next: 0, done: [] };
        break;
      }
      case 'roundEnd':
        if (roundEnd(ctx) === 'lost') return;
        if (ctx.s.events) eventsRoundEnded(ctx); // XS-END-02: the roll comes before the Events
        solo.step = null;
        startTurn(ctx, PLAYER); // a skipped turn sets the next round going: the loop goes on
        break;
    }
  }
  throw new Error('The solo round did not settle');
}
