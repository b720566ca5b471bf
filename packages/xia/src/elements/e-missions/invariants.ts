/**
 * What must hold of element E's mission cards (XE-MTYP-01..05): they are held only with element
 * E on; a Coerce card waits for its attack's damage only while that attack waits for the
 * defender, shown and at its objective.
 */
import type { Content } from '../../model/content.ts';
import { captainName } from '../../model/seats.ts';
import type { XiaState } from '../../model/state.ts';
import { elementOn } from '../switches.ts';

export function embersMissionViolations(state: XiaState, content: Content): string[] {
  const out: string[] = [];
  const ours = new Set(content.embers.missions.map((m) => m.id));
  const on = elementOn(state, 'E');
  for (const c of state.captains) {
    const name = captainName(c.seat);
    for (const m of c.missions.active) {
      if (!on && ours.has(m.card)) out.push(`${name} holds element E's card ${m.card} with E off`);
      if (!m.coercing) continue;
      if (content.mission(m.card).type !== 'coerce')
        out.push(`${name}'s card ${m.card} is coercing but is no Coerce card`);
      if (m.stage !== 'objective' || !m.revealed)
        out.push(`${name}'s coercing card ${m.card} is not shown at its objective`);
      const waiting = state.prompts.some(
        (p) => p.kind === 'Defend' && 'seat' in p.attacker && p.attacker.seat === c.seat,
      );
      if (!waiting) out.push(`${name}'s card ${m.card} is coercing with no attack under way`);
    }
    if (c.missions.active.filter((m) => m.coercing).length > 1)
      out.push(`${name} declares more than one Coerce card at once`);
  }
  return out;
}
