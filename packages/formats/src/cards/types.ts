/**
 * The first-edition card data Drift keeps (trimmed from xwing-data@1.0.1, MIT, © Guido Kessels):
 * ids, names, ships, factions, skill, points, slots and limits. No images, no card texts.
 */

/** A faction as the card data names it. */
export type Faction =
  | 'Rebel Alliance'
  | 'Resistance'
  | 'Galactic Empire'
  | 'First Order'
  | 'Scum and Villainy';

/** The three sides squads are built for (XWS's `faction`): allies inside one side mix. */
export type Side = 'rebel' | 'imperial' | 'scum';

export type ShipSize = 'small' | 'large' | 'huge';

export interface ShipCard {
  /** The XWS id, e.g. `xwing`. */
  readonly xws: string;
  readonly name: string;
  readonly size: ShipSize;
  readonly factions: readonly Faction[];
}

export interface PilotCard {
  /** The card data's numeric id (unique among pilots). */
  readonly id: number;
  /** The XWS id: unique within one ship of one side only. */
  readonly xws: string;
  readonly name: string;
  /** The ship's XWS id. */
  readonly ship: string;
  readonly faction: Faction;
  readonly unique: boolean;
  /** Pilot skill; null where the card prints "?". */
  readonly skill: number | null;
  /** Squad points; null where the card prints "?". */
  readonly points: number | null;
  /** Upgrade slots the pilot card shows, in order (a slot type may repeat). */
  readonly slots: readonly string[];
}

export interface UpgradeCard {
  /** The card data's numeric id (unique among upgrades). */
  readonly id: number;
  /** The XWS id: not unique (both sides of a dual card share it). */
  readonly xws: string;
  readonly name: string;
  readonly slot: string;
  /** May be negative (refits). */
  readonly points: number;
  readonly unique: boolean;
  /** Limited ("one per ship"). */
  readonly limited: boolean;
  /** At most one per squad. */
  readonly squadLimited: boolean;
  /** Only for ships of these sizes, when set. */
  readonly size?: readonly ShipSize[];
  /** Only for this faction, when set. */
  readonly faction?: Faction;
  /** Only for these ships (by name, as the data gives them), when set. */
  readonly ships?: readonly string[];
  /** Extra upgrade slots the card grants, when any. */
  readonly grantsSlots?: readonly string[];
  /** Set on the two faces of a dual card. */
  readonly dual?: boolean;
}

export interface CardData {
  readonly source: {
    readonly package: string;
    readonly version: string;
    readonly license: string;
    readonly copyright: string;
  };
  readonly ships: readonly ShipCard[];
  readonly pilots: readonly PilotCard[];
  readonly upgrades: readonly UpgradeCard[];
}
