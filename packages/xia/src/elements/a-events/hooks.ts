/**
 * Where lasting Events touch the base rules: a few named modifiers the base rules ask. Each is
 * a no-op (one property read) when element A is off, because the state then has no `events`.
 */

import { eventCard } from './content.ts';
import type { EventEffectDef } from './schema.ts';
import type { EventsState } from './state.ts';

type Modifier = Extract<EventEffectDef, { amount: number } | { credits: number }>['kind'];
type Lasting = Exclude<Modifier, 'windfall' | 'npcBounty' | 'race'>;

/** The sum an Event modifier adds while its cards are in play (XE-EVENT-03); 0 with A off. */
export function eventModifier(
  state: { readonly events?: EventsState | undefined },
  kind: Lasting,
): number {
  const inPlay = state.events?.inPlay;
  if (!inPlay || inPlay.length === 0) return 0;
  let total = 0;
  for (const e of inPlay) {
    const effect = eventCard(e.id).effect;
    if (effect?.kind !== kind) continue;
    total += 'amount' in effect ? effect.amount : 'credits' in effect ? effect.credits : 0;
  }
  return total;
}

/** Whether a re-tethered gate Event makes malfunctioning gates jump normally. */
export function gatesTethered(state: { readonly events?: EventsState | undefined }): boolean {
  const inPlay = state.events?.inPlay;
  return !!inPlay && inPlay.some((e) => eventCard(e.id).effect?.kind === 'gateTethered');
}
