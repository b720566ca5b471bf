/**
 * What must hold of a solo game (XS-*): the seating names opponents in play, each once; mission
 * targets are opponents who are seated, never a captain; the NPCs' counters are never negative;
 * and while the round after the player's turn waits, it waits for the player.
 */
import type { XiaState } from '../model/state.ts';
import { isOpponent } from './content.ts';

export function soloViolations(state: XiaState): string[] {
  const solo = state.solo;
  if (!solo) return [];
  const out: string[] = [];
  const { seating } = solo;
  if (new Set(seating).size !== seating.length) out.push('an NPC is seated twice');
  for (const id of seating) {
    if (!isOpponent(id)) out.push(`${id} is seated but is no opponent`);
    const npc = state.npcs.find((n) => n.id === id);
    if (!npc || (npc.at === null && !npc.awaitingRespawn))
      out.push(`${id} is seated but never entered play`);
  }
  for (const c of state.captains)
    for (const m of c.missions.active) {
      if (m.target !== null) out.push(`a mission aims at a captain in a solo game (${m.card})`);
      if (m.targetNpc !== undefined && !seating.includes(m.targetNpc))
        out.push(`a mission aims at ${m.targetNpc}, who is not seated`);
    }
  if (solo.npcFame < 0 || solo.collected < 0 || solo.merchantBonus < 0)
    out.push('a solo counter is negative');
  if (solo.step !== null && state.stage !== 'finished' && state.prompts.length === 0)
    out.push('the solo round waits with no decision for the player');
  return out;
}
