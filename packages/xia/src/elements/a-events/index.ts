/** Element A, the Event deck and its Fame track (XE-EVENT-*), as the other packages see it. */
export { embersEvents, eventCard, eventIdsFor, validateEvents } from './content.ts';
export type { EventCardDef, EventsFileDef } from './schema.ts';
export type { EventInPlay, EventsState } from './state.ts';
export { type EventsView, eventsFromView } from './view.ts';
