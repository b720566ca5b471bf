/** What must hold of the Event state (element A): every card in exactly one place, markers on cards in play. */
import { eventCard, eventIdsFor } from './content.ts';
import type { EventsState } from './state.ts';

export function eventViolations(
  events: EventsState | undefined,
  withE = false,
  /** Cards taken out of this game's deck at setup (a solo game's, XS-SETUP-05). */
  takenOut: readonly string[] = [],
): string[] {
  if (!events) return [];
  const out: string[] = [];
  const placed = [...events.deck, ...events.inPlay.map((e) => e.id), ...events.discard];
  const all = eventIdsFor(withE).filter((id) => !takenOut.includes(id));
  if (placed.length !== all.length || new Set(placed).size !== all.length)
    out.push(`Event cards are lost or doubled (${placed.length} placed of ${all.length})`);
  const inPlay = new Set(events.inPlay.map((e) => e.id));
  for (const [hex, id] of Object.entries(events.markers))
    if (!inPlay.has(id)) out.push(`an Event marker at ${hex} names ${id}, which is not in play`);
  if (new Set(events.spacesDrawn).size !== events.spacesDrawn.length)
    out.push('an Event space was drawn for twice');
  out.push(...giantCometViolations(events));
  return out;
}

/** Rikishi's giant comet is on the board exactly while its card is in play, its marker on it. */
function giantCometViolations(events: EventsState): string[] {
  const out: string[] = [];
  const comet = events.giantComet;
  const cards = events.inPlay.filter((e) => eventCard(e.id).effect?.kind === 'giantComet');
  if (comet && !cards.some((e) => e.id === comet.event))
    out.push(`the giant comet names ${comet.event}, which is no giant comet card in play`);
  for (const [hex, id] of Object.entries(events.markers)) {
    if (eventCard(id).effect?.kind !== 'giantComet') continue;
    if (!comet || hex !== `${comet.at.q},${comet.at.r}`)
      out.push(`the Event marker of ${id} at ${hex} is not on its giant comet`);
  }
  return out;
}
