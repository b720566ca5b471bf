/** The seven upgrade tracks in a player's words, tier by tier (XC-UPG-02..11). */
import type { Track } from '@drift/xia';

export interface TrackText {
  readonly name: string;
  /** What tiers 1, 2 and 3 give, each adding to the one before. */
  readonly tiers: readonly [string, string, string];
}

export const TRACK_TEXT: Readonly<Record<Track, TrackText>> = {
  engine: {
    name: 'Engine',
    tiers: [
      '+1 to every Engine roll, past the die’s top face if need be.',
      '+3 to every Engine roll.',
      '+5 to every Engine roll.',
    ],
  },
  combat: {
    name: 'Combat',
    tiers: [
      '+1 to every Shield, Missile and Blaster roll, past the top face if need be.',
      '+3 to those rolls.',
      '+5 to those rolls.',
    ],
  },
  impulse: {
    name: 'Impulse',
    tiers: [
      'Your Impulse counts 3 higher.',
      'Also, once a turn: repair 1 damage or gain 1 Energy.',
      'That becomes a Minor action, twice a turn (even when stranded).',
    ],
  },
  mission: {
    name: 'Mission',
    tiers: [
      '+3 on every mission roll (20 at most).',
      'Mission Objective and Complete Mission become Minor actions.',
      'Scan from anywhere in a sector, for 1 Energy.',
    ],
  },
  rearm: {
    name: 'Re-arm',
    tiers: [
      'Once a turn, pay 8 Energy to re-arm one used marker.',
      'The re-arm costs 5 Energy.',
      'The re-arm costs 1 Energy.',
    ],
  },
  ability: {
    name: 'Ship ability',
    tiers: [
      'Tier 1 and 2 ship abilities cost no Energy.',
      'Tier 3 abilities are free too; Tier 3 ships cost 2,000 less.',
      'A Tier 3 ship may move on to a Tier 1 ship, keeping its abilities.',
    ],
  },
  trade: {
    name: 'Trade',
    tiers: [
      'Twice a turn, a Buy brings one extra cube of a type bought.',
      'Also +1,000 credits once a turn when you Sell.',
      'Also start each game with 2,000 more credits.',
    ],
  },
};
