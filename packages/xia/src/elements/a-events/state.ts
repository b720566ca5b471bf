/** The Event deck and the Events in play (XE-EVENT-01..05); absent when element A is off. */
import type { SeatId } from '@drift/engine';
import type { Direction, Hex, HexKey } from '@drift/engine/hex';

/** An Event card in play. */
export interface EventInPlay {
  readonly id: string;
  /** Who drew it. */
  readonly drawnBy: SeatId;
  /** Round boundaries it has seen (XE-EVENT-04). */
  readonly rounds: number;
}

export interface EventsState {
  /** Face down, order secret (XE-SETUP-03). */
  readonly deck: readonly string[];
  readonly inPlay: readonly EventInPlay[];
  /** Cards that have left play, in order. */
  readonly discard: readonly string[];
  /** Event spaces of the Fame track already drawn for (XE-EVENT-02). */
  readonly spacesDrawn: readonly number[];
  /** Event markers on board hexes, each naming its Event (XE-EVENT-05). */
  readonly markers: Readonly<Record<HexKey, string>>;
  /** Rikishi's giant comet, while its card is in play (element E). */
  readonly giantComet?: GiantCometState;
}

/** The giant comet of Rikishi on the board (element E); absent unless that card is in play. */
export interface GiantCometState {
  /** The Event card that brought it. */
  readonly event: string;
  readonly at: Hex;
  /** The straight line it flies along. */
  readonly heading: Direction;
}
