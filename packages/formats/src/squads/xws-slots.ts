/** Upgrade slots as the card data names them and as XWS keys them (`Elite` is `ept`). */

const SLOT_KEYS: Readonly<Record<string, string>> = {
  Astromech: 'amd',
  Bomb: 'bomb',
  Cannon: 'cannon',
  Cargo: 'cargo',
  Crew: 'crew',
  Elite: 'ept',
  Hardpoint: 'hardpoint',
  Illicit: 'illicit',
  Missile: 'missile',
  Modification: 'mod',
  'Salvaged Astromech': 'samd',
  System: 'system',
  Team: 'team',
  Tech: 'tech',
  Title: 'title',
  Torpedo: 'torpedo',
  Turret: 'turret',
};

/** Other keys builders write for the same slots. */
const ALIASES: Readonly<Record<string, string>> = {
  elite: 'Elite',
  astromech: 'Astromech',
  modification: 'Modification',
  salvagedastromech: 'Salvaged Astromech',
  systemupgrade: 'System',
  turretweapon: 'Turret',
  bombmine: 'Bomb',
};

const SLOTS_BY_KEY: ReadonlyMap<string, string> = new Map([
  ...Object.entries(SLOT_KEYS).map(([slot, key]) => [key, slot] as const),
  ...Object.entries(ALIASES),
]);

/** The XWS key of a slot (`Elite` → `ept`). */
export function xwsSlotKey(slot: string): string {
  return SLOT_KEYS[slot] ?? slot.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The slot an XWS key stands for, or undefined. */
export function slotOfXwsKey(key: string): string | undefined {
  return SLOTS_BY_KEY.get(key);
}
