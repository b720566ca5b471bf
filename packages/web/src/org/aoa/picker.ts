/**
 * Choosing an Ace of Aces squad from the card data: a small ship and a side, the primary pilot,
 * an upgrade per slot, three alternates below the primary's skill and a Wingman. The result is
 * a plain `Squad` the squads module checks like a pasted one.
 */
import {
  cardData,
  type PilotCard,
  type ShipCard,
  type Side,
  type Squad,
  sideOf,
  type UpgradeCard,
} from '@drift/formats';

export interface SquadPick {
  readonly ship: string;
  readonly side: Side;
  /** Pilot card id, or null while none is chosen. */
  readonly primary: number | null;
  /** One upgrade id (or null) per slot of `pickSlots(primary)`. */
  readonly upgrades: readonly (number | null)[];
  readonly alternates: readonly (number | null)[];
  readonly wingman: number | null;
}

/** Every ship may carry a Modification and a Title without an icon on its card. */
const FREE_SLOTS = ['Modification', 'Title'] as const;

const SIDE_ORDER: readonly Side[] = ['rebel', 'imperial', 'scum'];

export const SIDE_NAMES: Readonly<Record<Side, string>> = {
  rebel: 'Rebel',
  imperial: 'Imperial',
  scum: 'Scum',
};

/** Pilots with a printed skill and cost: the ones the ledger can score. */
function flyable(p: PilotCard): boolean {
  return p.skill !== null && p.points !== null;
}

/** Small ships, by name, each with the sides it flies for (the side with most pilots first). */
export function smallShips(): readonly { ship: ShipCard; sides: readonly Side[] }[] {
  const pilots = (ship: string, side: Side) =>
    cardData.pilots.filter((p) => p.ship === ship && sideOf(p.faction) === side).length;
  return cardData.ships
    .filter((s) => s.size === 'small')
    .map((ship) => ({
      ship,
      sides: SIDE_ORDER.filter((side) => pilots(ship.xws, side) > 0).sort(
        (a, b) => pilots(ship.xws, b) - pilots(ship.xws, a),
      ),
    }))
    .filter((s) => s.sides.length > 0)
    .sort((a, b) => a.ship.name.localeCompare(b.ship.name));
}

/** The ship's pilots on one side, highest skill first. */
export function pilotsOf(ship: string, side: Side): readonly PilotCard[] {
  return cardData.pilots
    .filter((p) => p.ship === ship && sideOf(p.faction) === side && flyable(p))
    .sort((a, b) => (b.skill ?? 0) - (a.skill ?? 0) || a.name.localeCompare(b.name));
}

/** The slots a primary pilot offers: its card's, then a Modification and a Title. */
export function pickSlots(primary: number | null): readonly string[] {
  const card = cardData.pilots.find((p) => p.id === primary);
  return card ? [...card.slots, ...FREE_SLOTS] : [];
}

/** Upgrades that go in `slot` on `ship` for `side`. */
export function upgradesFor(slot: string, ship: string, side: Side): readonly UpgradeCard[] {
  return cardData.upgrades
    .filter(
      (u) =>
        u.slot === slot &&
        (u.size === undefined || u.size.includes('small')) &&
        (u.faction === undefined || sideOf(u.faction) === side) &&
        (u.ships === undefined || u.ships.includes(ship)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A new pick for a ship: its first side, nothing chosen yet. */
export function startPick(ship: string): SquadPick {
  const side = smallShips().find((s) => s.ship.xws === ship)?.sides[0] ?? 'rebel';
  return { ship, side, primary: null, upgrades: [], alternates: [null, null, null], wingman: null };
}

/** The same pick with a new primary: upgrades reset to the new slots. */
export function withPrimary(pick: SquadPick, primary: number | null): SquadPick {
  return { ...pick, primary, upgrades: pickSlots(primary).map(() => null) };
}

/** The squad the pick describes, or what is still missing. */
export function squadOfPick(pick: SquadPick): { squad: Squad } | { missing: string } {
  if (pick.primary === null) return { missing: 'Choose the primary pilot.' };
  const missing = pick.alternates.indexOf(null);
  if (missing >= 0) return { missing: `Choose alternate ${missing + 1}.` };
  const upgrades = pick.upgrades.filter((u): u is number => u !== null);
  const pilots = [{ pilot: pick.primary, upgrades }];
  if (pick.wingman !== null) pilots.push({ pilot: pick.wingman, upgrades: [] });
  const alternates = pick.alternates as readonly number[];
  return {
    squad: {
      name: '',
      side: pick.side,
      pilots,
      aceOfAces:
        pick.wingman === null ? { primary: 0, alternates } : { primary: 0, alternates, wingman: 1 },
    },
  };
}
