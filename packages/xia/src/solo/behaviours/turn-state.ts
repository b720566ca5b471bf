/**
 * The acting NPC's turn as kept in `solo.step` (so it survives a pause for the player's answer):
 * the step it is on, the ship it goes after, the markets it traded at.
 */
import { castDraft } from '../../model/draft.ts';
import type { Combatant } from '../../model/state.ts';
import type { Ctx } from '../../rules/rule.ts';
import type { SoloStep } from '../state.ts';

export type NpcsStep = Extract<SoloStep, { at: 'npcs' }>;

/** The NPCs part of the round, if the round is there. */
export function npcsStep(ctx: Ctx): NpcsStep | undefined {
  const step = ctx.s.solo?.step;
  return step?.at === 'npcs' ? step : undefined;
}

/** A change to the acting NPC's turn state; undefined clears a field. */
export type TurnPatch = {
  [K in Exclude<keyof NpcsStep, 'at' | 'queue'>]?: NpcsStep[K] | undefined;
};

/** Changes the acting NPC's turn state. */
export function patchTurn(ctx: Ctx, patch: TurnPatch): void {
  const solo = ctx.s.solo;
  const step = npcsStep(ctx);
  if (!solo || !step) throw new Error('No NPC is acting');
  const next: Record<string, unknown> = { ...step, ...patch };
  // Keys set to undefined are dropped, so the state stays plain JSON.
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  solo.step = castDraft(next as NpcsStep);
}

/** The ship the acting NPC goes after this turn, if any. */
export function turnTarget(ctx: Ctx): Combatant | undefined {
  return npcsStep(ctx)?.target;
}
