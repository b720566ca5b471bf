/** The event ends when its cut has a winner: after the final counts, or after a drop. */
import { champion } from './bracket.ts';
import { type Note, nameOf, note } from './log.ts';
import type { EventRecord } from './types.ts';

/** `after`, finished if the cut has just got its winner (or a new one), with what to log. */
export function crowned(
  before: EventRecord,
  after: EventRecord,
): { record: EventRecord; notes: Note[] } {
  const was = champion(before);
  const now = champion(after);
  if (now === null || now === was) return { record: after, notes: [] };
  const record: EventRecord = after.status === 'cut' ? { ...after, status: 'finished' } : after;
  const verb = was === null ? 'wins' : 'now wins';
  return {
    record,
    notes: [note(`${nameOf(after, now)} ${verb} the event.`, 'Champion', { player: now })],
  };
}
