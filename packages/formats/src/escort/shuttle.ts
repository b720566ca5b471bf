/**
 * The Senator's Shuttle of Political Escort, as data (XW-PE-03..08). Themed as the Emperor's or
 * Jabba's shuttle too; the stats do not change with the theme.
 */

export type ShuttleBearing = 'straight' | 'bank-left' | 'bank-right';
export type ManeuverDifficulty = 'green' | 'white' | 'red';

export interface ShuttleManeuver {
  readonly speed: number;
  readonly bearing: ShuttleBearing;
  readonly difficulty: ManeuverDifficulty;
}

export interface ShuttleCard {
  readonly id: 'senators-shuttle';
  readonly name: string;
  readonly themes: readonly string[];
  /** Pilot skill in play (XW-PE-04). */
  readonly skill: number;
  /** Pilot skill at which it is placed during setup (XW-PE-04, XW-PE-12). */
  readonly setupSkill: number;
  /** No primary weapon: it never attacks. */
  readonly attack: null;
  readonly agility: number;
  readonly hull: number;
  readonly shields: number;
  /** No action bar: no actions at all, free ones included. */
  readonly actions: readonly string[];
  readonly dial: readonly ShuttleManeuver[];
  /** Large base for upgrades and effects (XW-PE-06, XW-PE-36). */
  readonly size: 'large';
  /** Upgrade slots, named as the card data names them (XW-PE-07). */
  readonly slots: readonly string[];
  /** The shuttle itself costs nothing (GAP-XW-06); its upgrades come out of the 100 points. */
  readonly points: 0;
  /** Ion tokens needed to ionise it, as a large ship (XW-PE-36). */
  readonly ionTokensToIonise: number;
  /** A tractor beam never moves it, as a large ship; it still loses agility (XW-PE-36). */
  readonly tractorMovesIt: false;
}

export const senatorsShuttle: ShuttleCard = {
  id: 'senators-shuttle',
  name: "Senator's Shuttle",
  themes: ["Senator's Shuttle", "Emperor's Shuttle", "Jabba's Shuttle"],
  skill: 0,
  setupSkill: 12,
  attack: null,
  agility: 2,
  hull: 6,
  shields: 6,
  actions: [],
  dial: [
    { speed: 2, bearing: 'straight', difficulty: 'green' },
    { speed: 1, bearing: 'bank-left', difficulty: 'white' },
    { speed: 1, bearing: 'bank-right', difficulty: 'white' },
  ],
  size: 'large',
  slots: ['Crew', 'Crew', 'Modification'],
  points: 0,
  ionTokensToIonise: 2,
  tractorMovesIt: false,
};

/** A maneuver on the shuttle's dial, or undefined. */
export function dialManeuver(speed: number, bearing: ShuttleBearing): ShuttleManeuver | undefined {
  return senatorsShuttle.dial.find((m) => m.speed === speed && m.bearing === bearing);
}
