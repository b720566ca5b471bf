/**
 * What must hold of a solo game's NPC behaviours, Stats side and Sellsword (XS-NPC-*, XS-BEHV-*),
 * checked after every command by the soak and the property tests.
 */
import type { Content } from '../model/content.ts';
import type { XiaState } from '../model/state.ts';
import { behaviourCard, deckOf, sellswordId } from './content/index.ts';
import { sideDue } from './stats.ts';

/** Every broken solo invariant, as sentences; none for a game that is not solo. */
export function soloNpcViolations(content: Content, state: XiaState): string[] {
  const solo = state.solo;
  const out: string[] = [];
  const sellswords = state.npcs.filter((n) => n.id === sellswordId()).length;
  if (!solo) {
    if (sellswords > 0) out.push('a Sellsword in a game that is not solo');
    if (state.prompts.some((p) => p.kind === 'RedrawBehaviour'))
      out.push('a RedrawBehaviour decision in a game that is not solo');
    return out;
  }
  const wanted = state.options.solo?.sellsword ? 1 : 0;
  if (sellswords !== wanted) out.push(`${sellswords} Sellswords in play, not ${wanted}`);
  if (solo.side !== sideDue(state)) out.push(`the NPC Stats cards show side ${solo.side}`);
  if (solo.merchantBonus < 0) out.push('a negative Merchant bonus');
  for (const [npc, deck] of Object.entries(solo.behaviourDecks)) {
    const current = solo.behaviours[npc]?.card;
    const held = current === undefined ? [...deck] : [...deck, current];
    if ([...held].sort().join() !== deckOf(npc).sort().join())
      out.push(`the ${npc}'s Behavior cards do not add up`);
  }
  for (const [npc, b] of Object.entries(solo.behaviours)) {
    if (!state.npcs.some((n) => n.id === npc)) out.push(`a behaviour for "${npc}", not in play`);
    else if (behaviourCard(b.card).npc !== npc) out.push(`the ${npc} follows another NPC's card`);
    if (b.behaviour !== 0 && b.behaviour !== 1)
      out.push(`the ${npc} follows behaviour ${b.behaviour}`);
  }
  // XS-BEHV-01: an NPC on the board has entered play and drawn its behaviour (if it has cards).
  for (const n of state.npcs)
    if (n.at && solo.behaviourDecks[n.id] && !solo.behaviours[n.id])
      out.push(`the ${content.npc(n.id).name} is in play with no behaviour`);
  for (const p of state.prompts)
    if (p.kind === 'RedrawBehaviour' && !solo.behaviours[p.npc])
      out.push(`a RedrawBehaviour decision for the ${p.npc}, which has no behaviour`);
  const step = solo.step;
  if (step?.at === 'npcs') {
    const acting = step.queue[0];
    const b = acting === undefined ? undefined : solo.behaviours[acting];
    const steps = b ? (behaviourCard(b.card).behaviours[b.behaviour]?.steps.length ?? 0) : 0;
    if (step.next < 0 || (b && step.next > steps))
      out.push(`the acting NPC is on step ${step.next} of ${steps}`);
  }
  return out;
}
