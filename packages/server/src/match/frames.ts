/**
 * The frames a match sends, built per viewer: the whole view (`sync`) or one command's events
 * redacted by the ruleset's `visibleEvent` (`events`), each with the viewer's legal list when
 * it must act. A broadcast builds each distinct viewer's frame once, however many sockets share it.
 */
import type { AnyRuleset } from '../game.ts';
import type { SeatPresence, Viewing } from '../protocol.ts';
import { type Client, encode, viewerKey, viewerOf } from './client.ts';

/** The legal list of a viewer who must act now, else null. */
function legalFor(ruleset: AnyRuleset, state: unknown, viewing: Viewing, acting: boolean) {
  if (viewing === 'spectator' || !acting) return null;
  const status = ruleset.status(state);
  if (status.kind === 'finished' || !status.toAct.includes(viewing.seat)) return null;
  return ruleset.legal(state, viewing.seat);
}

export function syncFrame(
  ruleset: AnyRuleset,
  match: string,
  state: unknown,
  version: number,
  viewing: Viewing,
  /** False while play has not started (seats still to claim): nobody may act. */
  acting: boolean,
): string {
  return encode({
    type: 'sync',
    match,
    version,
    viewing,
    view: ruleset.view(state, viewerOf(viewing)),
    legal: legalFor(ruleset, state, viewing, acting),
  });
}

/** Sends one command's events to every client, each as its viewer may see them. */
export function broadcastEvents(
  ruleset: AnyRuleset,
  clients: Iterable<Client>,
  state: unknown,
  version: number,
  seat: number,
  events: readonly unknown[],
): void {
  const built = new Map<string, string>();
  for (const client of clients) {
    const key = viewerKey(client.viewing);
    let frame = built.get(key);
    if (frame === undefined) {
      const viewer = viewerOf(client.viewing);
      const visible: unknown[] = [];
      for (const event of events) {
        const seen = ruleset.visibleEvent(event, viewer);
        if (seen !== null) visible.push(seen);
      }
      frame = encode({
        type: 'events',
        version,
        seat,
        events: visible,
        legal: legalFor(ruleset, state, client.viewing, true),
      });
      built.set(key, frame);
    }
    client.send(frame);
  }
}

export function presenceFrame(seats: readonly SeatPresence[], spectators: number): string {
  return encode({ type: 'presence', seats, spectators });
}
