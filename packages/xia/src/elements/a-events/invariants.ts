/** What must hold of the Event state (element A): every card in exactly one place, markers on cards in play. */
import { eventIdsFor } from './content.ts';
import type { EventsState } from './state.ts';

export function eventViolations(events: EventsState | undefined, withE = false): string[] {
  if (!events) return [];
  const out: string[] = [];
  const placed = [...events.deck, ...events.inPlay.map((e) => e.id), ...events.discard];
  const all = eventIdsFor(withE);
  if (placed.length !== all.length || new Set(placed).size !== all.length)
    out.push(`Event cards are lost or doubled (${placed.length} placed of ${all.length})`);
  const inPlay = new Set(events.inPlay.map((e) => e.id));
  for (const [hex, id] of Object.entries(events.markers))
    if (!inPlay.has(id)) out.push(`an Event marker at ${hex} names ${id}, which is not in play`);
  if (new Set(events.spacesDrawn).size !== events.spacesDrawn.length)
    out.push('an Event space was drawn for twice');
  return out;
}
