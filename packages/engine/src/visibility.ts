import type { Viewer } from './ruleset.ts';

/**
 * Who may see each event type: a redacted copy, the event itself, or null (unseen). The table
 * must name every `type` of the event union, so TypeScript refuses a new event type that has
 * no visibility rule.
 */
export type VisibilityTable<Event extends { readonly type: string }> = {
  readonly [K in Event['type']]: (
    event: Extract<Event, { readonly type: K }>,
    viewer: Viewer,
  ) => Extract<Event, { readonly type: K }> | null;
};

/** Builds a ruleset's `visibleEvent` from its table. */
export function visibleEventFrom<Event extends { readonly type: string }>(
  table: VisibilityTable<Event>,
): (event: Event, viewer: Viewer) => Event | null {
  return (event, viewer) => {
    const rule = table[event.type as Event['type']] as (e: Event, v: Viewer) => Event | null;
    return rule(event, viewer);
  };
}

/** Visibility rule: everyone sees the event as it is. */
export function publicEvent<E>(event: E): E {
  return event;
}

/** True when the viewer is that seat or omniscient: the viewer may see the seat's secrets. */
export function seesSeat(viewer: Viewer, seat: number): boolean {
  // Stryker disable next-line ConditionalExpression: a string viewer has no seat to match.
  return viewer === 'omniscient' || (typeof viewer === 'object' && viewer.seat === seat);
}
