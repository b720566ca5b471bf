/**
 * The feedback components' gallery fixture: the seeded game of game-fixture.ts as Captain 1
 * receives it from the server, the final view and every `events` frame (version and events,
 * redacted for that seat), so the gallery shows the log, dice, Fame track, turn summaries and
 * victory screen over a real match.
 */
import type { SeatId } from '@drift/engine';
import { createXia, type XiaEvent, type XiaView } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import type { PlayedGame } from './game-fixture.ts';

export interface FeedbackFrame {
  readonly version: number;
  readonly events: readonly XiaEvent[];
}

export interface FeedbackFixture {
  readonly seat: SeatId;
  readonly view: XiaView;
  readonly frames: readonly FeedbackFrame[];
}

export function makeFeedbackFixture(played: PlayedGame, seat: SeatId = 0): FeedbackFixture {
  const xia = createXia(corePack());
  const frames: FeedbackFrame[] = [];
  played.events.forEach((list, i) => {
    const events = list.flatMap((e) => {
      const v = xia.visibleEvent(e, { seat });
      return v ? [v] : [];
    });
    // The version after command i is i + 1 (docs/protocol.md).
    if (events.length > 0) frames.push({ version: i + 1, events });
  });
  return { seat, view: xia.view(played.final, { seat }), frames };
}
