/**
 * Solo decisions for the heuristic bot: after destroying an NPC, re-draw its behaviour when the
 * one it follows fires twice (XS-BEHV-06), else keep it.
 */
import { behaviourOf, type XiaView } from '@drift/xia';

/** The score of re-drawing (redraw) or keeping the behaviour of the NPC the prompt names. */
export function redrawScore(view: XiaView, redraw: boolean): number {
  const prompt = view.prompts[view.prompts.length - 1];
  const npc = prompt?.kind === 'RedrawBehaviour' ? prompt.npc : undefined;
  const current = npc === undefined ? undefined : view.solo?.behaviours[npc];
  if (!current) return redraw ? -1 : 0;
  const fierce = behaviourOf(current.card, current.behaviour).steps.some(
    (s) => s.do === 'attack' && s.twice === true,
  );
  return redraw === fierce ? 1 : 0;
}
