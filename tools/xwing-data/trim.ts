/** The trimming itself, kept apart from file and network work so a test can run it. */
import type {
  CardData,
  Faction,
  PilotCard,
  ShipCard,
  ShipSize,
  UpgradeCard,
} from '../../packages/formats/src/cards/types.ts';

type Raw = Record<string, unknown>;

const FACTIONS: readonly Faction[] = [
  'Rebel Alliance',
  'Resistance',
  'Galactic Empire',
  'First Order',
  'Scum and Villainy',
];
const SIZES: readonly ShipSize[] = ['small', 'large', 'huge'];

function list(value: unknown, what: string): Raw[] {
  if (!Array.isArray(value)) throw new Error(`${what}: expected a list`);
  return value as Raw[];
}
function text(raw: Raw, key: string, what: string): string {
  const value = raw[key];
  if (typeof value !== 'string' || value === '') throw new Error(`${what}: no ${key}`);
  return value;
}
function int(raw: Raw, key: string, what: string): number {
  const value = raw[key];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`${what}: no ${key}`);
  return value;
}
function faction(value: unknown, what: string): Faction {
  const found = FACTIONS.find((f) => f === value);
  if (!found) throw new Error(`${what}: unknown faction ${String(value)}`);
  return found;
}
function size(value: unknown, what: string): ShipSize {
  const found = SIZES.find((s) => s === value);
  if (!found) throw new Error(`${what}: unknown size ${String(value)}`);
  return found;
}
/** "?" on a card becomes null. */
function printed(raw: Raw, key: string, what: string): number | null {
  return raw[key] === '?' ? null : int(raw, key, what);
}

export function trimCardData(
  rawShips: unknown,
  rawPilots: unknown,
  rawUpgrades: unknown,
  version: string,
): CardData {
  const ships: ShipCard[] = list(rawShips, 'ships').map((s, i) => {
    const what = `ship ${i}`;
    return {
      xws: text(s, 'xws', what),
      name: text(s, 'name', what),
      size: size(s.size, what),
      factions: list(s.faction, `${what} factions`).map((f) => faction(f, what)),
    };
  });
  const shipByName = new Map(ships.map((s) => [s.name, s.xws]));
  const shipXws = (name: string, what: string): string => {
    const xws = shipByName.get(name);
    if (!xws) throw new Error(`${what}: unknown ship ${name}`);
    return xws;
  };
  const pilots: PilotCard[] = list(rawPilots, 'pilots').map((p, i) => {
    const what = `pilot ${i}`;
    return {
      id: int(p, 'id', what),
      xws: text(p, 'xws', what),
      name: text(p, 'name', what),
      ship: shipXws(text(p, 'ship', what), what),
      faction: faction(p.faction, what),
      unique: p.unique === true,
      skill: printed(p, 'skill', what),
      points: printed(p, 'points', what),
      slots: list(p.slots ?? [], `${what} slots`).map(String),
    };
  });
  const upgrades: UpgradeCard[] = list(rawUpgrades, 'upgrades').map((u, i) => {
    const what = `upgrade ${i}`;
    const card: {
      -readonly [K in keyof UpgradeCard]: UpgradeCard[K];
    } = {
      id: int(u, 'id', what),
      xws: text(u, 'xws', what),
      name: text(u, 'name', what),
      slot: text(u, 'slot', what),
      points: int(u, 'points', what),
      unique: u.unique === true,
      limited: u.limited === true,
      squadLimited: u.squadLimited === true,
    };
    if (u.size !== undefined) card.size = list(u.size, what).map((s) => size(s, what));
    if (u.faction !== undefined) card.faction = faction(u.faction, what);
    if (u.ship !== undefined) card.ships = list(u.ship, what).map((s) => shipXws(String(s), what));
    const slots = list(u.grants ?? [], what)
      .filter((g) => g.type === 'slot')
      .map((g) => text(g, 'name', what));
    if (slots.length > 0) card.grantsSlots = slots;
    if (u.dualCard !== undefined) card.dual = true;
    return card;
  });
  return {
    source: {
      package: 'xwing-data',
      version,
      license: 'MIT',
      copyright: '© Guido Kessels',
    },
    ships,
    pilots,
    upgrades,
  };
}
