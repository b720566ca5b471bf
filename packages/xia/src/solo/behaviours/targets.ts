/**
 * What a behaviour step aims at (XS-BEHV-03): ships of the other side — for an NPC the player's
 * ship and the Sellsword, for the Sellsword the NPCs — chosen by kind (nearest, Outlaw,
 * Innocent, weakest, whoever attacked), or places (markets, planets, home, Spawn Points).
 * Equal choices are settled by a d20 (XB-TIE-01).
 */
import { type Hex, hexKey } from '@drift/engine/hex';
import type { Combatant } from '../../model/state.ts';
import { npcDraft } from '../../rules/combat/combatants.ts';
import { captainAt } from '../../rules/effects.ts';
import { holdSize } from '../../rules/hold.ts';
import { decide } from '../../rules/npcs/move.ts';
import { type HuntOption, huntOptionsAmong, huntOrder } from '../../rules/npcs/targets.ts';
import { label, type ShipOnBoard, shipsOnBoard } from '../../rules/npcs/world.ts';
import type { Ctx } from '../../rules/rule.ts';
import type { PlaceTargetDef, ShipTargetDef, TargetDef } from '../content/schema.ts';
import { isSellsword, isSellswordShip, PLAYER } from '../sellsword.ts';
import { npcProfile } from '../stats.ts';

const PLACES: ReadonlySet<string> = new Set<PlaceTargetDef>([
  'sell',
  'newSell',
  'lawfulPlanet',
  'outlawPlanet',
  'home',
  'spawn',
]);

/** Whether a target names a place rather than a ship. */
export function isPlace(target: TargetDef): target is PlaceTargetDef {
  return PLACES.has(target);
}

/** The key a ship has in `solo.attackers`: an NPC's id, or `player`. */
export function attackerKey(who: Combatant): string | null {
  if ('npc' in who) return who.npc;
  return who.seat === PLAYER ? 'player' : null;
}

/** Whether `who` is on the other side from NPC `id` (XS-NPC-05: the Sellsword is the player's). */
export function isFoe(id: string, who: Combatant): boolean {
  if (isSellsword(id)) return 'npc' in who && who.npc !== id;
  return ('seat' in who && who.seat === PLAYER) || isSellswordShip(who);
}

/** Hits the ship can still take before it is destroyed. */
function hitsLeft(ctx: Ctx, who: Combatant): number {
  if ('seat' in who) {
    const captain = captainAt(ctx, who.seat);
    return holdSize(ctx.content, captain) - captain.hold.damage.length;
  }
  return npcProfile(ctx.content, ctx.s, who.npc).toKill - npcDraft(ctx, who.npc).damage;
}

function same(a: Combatant, b: Combatant): boolean {
  return 'seat' in a ? 'seat' in b && a.seat === b.seat : 'npc' in b && a.npc === b.npc;
}

/** The id of the pack's Merchant, if it has one. */
function merchantId(ctx: Ctx): string | undefined {
  return ctx.s.npcs.find((n) => ctx.content.npc(n.id).behaviour === 'merchant')?.id;
}

/** The ships on the board a ship target names for NPC `id`, before choosing the nearest. */
function candidates(ctx: Ctx, id: string, kind: ShipTargetDef): ShipOnBoard[] {
  const ships = shipsOnBoard(ctx.content, ctx.s).filter(
    (s) => !('npc' in s.who && s.who.npc === id),
  );
  const foes = ships.filter((s) => isFoe(id, s.who));
  const grudge = (key: string | undefined) => {
    const who = key === undefined ? undefined : ctx.s.solo?.attackers[key];
    return who ? ships.filter((s) => same(s.who, who)) : [];
  };
  switch (kind) {
    case 'player':
      return ships.filter((s) => 'seat' in s.who && s.who.seat === PLAYER);
    case 'foe':
      return foes;
    case 'outlaw':
      return foes.filter((s) => s.bounty > 0);
    case 'innocent':
      return foes.filter((s) => s.bounty === 0);
    case 'weakest': {
      const least = Math.min(...foes.map((s) => hitsLeft(ctx, s.who)));
      return foes.filter((s) => hitsLeft(ctx, s.who) === least);
    }
    case 'attacker':
      return grudge(id);
    case 'merchantAttacker':
      return grudge(merchantId(ctx));
    case 'playerAttacker':
      return grudge('player');
  }
}

/** A ship chosen to go after, with how NPC `id` could reach a firing space on it. */
export interface ShipChoice {
  readonly who: Combatant;
  readonly option: HuntOption;
}

/**
 * The ship of this kind NPC `id` goes after, among those standing where `admit` allows (for an
 * attack: in range and sight): the nearest it can reach or fire on (fewest steps to a firing
 * space, then to the ship), equal ones by a d20. Undefined when there is none.
 */
export function chooseShip(
  ctx: Ctx,
  id: string,
  kind: ShipTargetDef,
  admit: (at: Hex) => boolean,
): ShipChoice | undefined {
  const weapon = npcProfile(ctx.content, ctx.s, id).attack.weapon;
  const ships = candidates(ctx, id, kind).filter((s) => admit(s.at));
  const options = huntOptionsAmong(ctx.board(), ctx.s, id, weapon, ships);
  const [first] = options;
  if (!first) return undefined;
  const nearest = options.filter((o) => huntOrder(o, first) === 0);
  const option = decide(ctx, id, nearest, (o) => label(o.target.who));
  return { who: option.target.who, option };
}

/** How NPC `id` could go after one given ship (a doubled move's second leg), if at all. */
export function optionOn(ctx: Ctx, id: string, who: Combatant): HuntOption | undefined {
  const weapon = npcProfile(ctx.content, ctx.s, id).attack.weapon;
  const ship = shipsOnBoard(ctx.content, ctx.s).filter((s) => same(s.who, who));
  return huntOptionsAmong(ctx.board(), ctx.s, id, weapon, ship)[0];
}

/** The ship `who` if it is on the board, with its hex. */
export function shipAt(ctx: Ctx, who: Combatant): Hex | null {
  const ship = shipsOnBoard(ctx.content, ctx.s).find((s) => same(s.who, who));
  return ship ? ship.at : null;
}

/**
 * Where NPC `id` goes home (as XB-NPC-07's flight home): its home sector's planets it may enter,
 * else its home Spawn Points, else the sector's spaces. The Sellsword's home is any Spawn Point.
 */
function homeHexes(ctx: Ctx, id: string): Hex[] {
  const board = ctx.board();
  if (isSellsword(id)) return [...board.spawns.values()];
  const home = ctx.content.npc(id).home;
  const outlaw = npcDraft(ctx, id).bounty > 0;
  const planets = board.regions
    .filter((r) => r.sector === home && r.kind === 'planet')
    .filter((r) => !(outlaw && r.legal === 'lawful')) // XB-BNTY-02
    .flatMap((r) => r.hexes);
  if (planets.length > 0) return planets;
  const spawns = [...board.spawns.values()].filter((h) => board.info(h)?.sector === home);
  if (spawns.length > 0) return spawns;
  return [...board.hexes.values()].filter((i) => i.sector === home).map((i) => i.hex);
}

/** The spaces a place target names for NPC `id`; `traded` are this turn's markets. */
export function placeHexes(
  ctx: Ctx,
  id: string,
  place: PlaceTargetDef,
  traded: readonly string[],
): Hex[] {
  const board = ctx.board();
  const planets = (legal: string) =>
    board.regions.filter((r) => r.kind === 'planet' && r.legal === legal).flatMap((r) => r.hexes);
  switch (place) {
    case 'sell':
    case 'newSell': {
      const sell = [...board.hexes.values()].filter((i) => i.space?.sell !== undefined);
      const open = place === 'sell' ? sell : sell.filter((i) => !traded.includes(hexKey(i.hex)));
      return open.map((i) => i.hex);
    }
    case 'lawfulPlanet':
      return planets('lawful');
    case 'outlawPlanet':
      return planets('outlaw');
    case 'home':
      return homeHexes(ctx, id);
    case 'spawn':
      return [...board.spawns.values()];
  }
}
