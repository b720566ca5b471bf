/** Where a table's result stands, and how the pages say it. */
import { listed } from '../../look/format.ts';
import type { Entrant } from '../columns.ts';

export type ResultStatus =
  | { readonly state: 'awaiting' }
  /** Entered by one player; the others named must confirm it. */
  | { readonly state: 'submitted'; readonly by: string; readonly awaiting: readonly string[] }
  | { readonly state: 'confirmed' }
  /** A player at the table disputes the result entered; the organizer settles it. */
  | {
      readonly state: 'disputed';
      readonly by: readonly string[];
      readonly reasons: readonly string[];
    }
  /** Entered by the organizer (the players did not enter it). */
  | { readonly state: 'entered' }
  /** The organizer changed it (the change is in the event's log). */
  | { readonly state: 'corrected'; readonly note?: string };

/** A player's name at the table, or the id if the table lacks them. */
function nameOf(players: readonly Entrant[], player: string): string {
  return players.find((p) => p.player === player)?.name ?? player;
}

export function statusText(status: ResultStatus, players: readonly Entrant[]): string {
  switch (status.state) {
    case 'awaiting':
      return 'Awaiting result';
    case 'submitted': {
      const by = nameOf(players, status.by);
      const them = listed(status.awaiting.map((p) => nameOf(players, p)));
      return them ? `Submitted by ${by}, awaiting ${them}` : `Submitted by ${by}`;
    }
    case 'confirmed':
      return 'Confirmed';
    case 'disputed': {
      const why = status.reasons.filter(Boolean).join('; ');
      const by = listed(status.by.map((p) => nameOf(players, p)));
      return why ? `Disputed by ${by}: ${why}` : `Disputed by ${by}`;
    }
    case 'entered':
      return 'Entered by the organizer';
    case 'corrected':
      return status.note
        ? `Corrected by the organizer: ${status.note}`
        : 'Corrected by the organizer';
  }
}

/** Settled: confirmed by the players or set by the organizer. */
export function isSettled(status: ResultStatus): boolean {
  return status.state === 'confirmed' || status.state === 'corrected' || status.state === 'entered';
}
