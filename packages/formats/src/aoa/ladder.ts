/**
 * The respawn ladder (XW-AOA-19, XW-AOA-20, GAP-XW-04): a destroyed ace returns as the next
 * lower-skill alternate, each alternate flown once, highest skill first; the owner picks a
 * legal subset of the primary's upgrades (minus cards removed at the bottom rung). From the
 * lowest alternate on, each loss brings it back with one card fewer than before, until none.
 */
import { ok, type Result, refuse } from '@drift/engine';
import { cardData } from '../cards/catalog.ts';
import { type AceGame, currentAce, listOf } from './game.ts';
import type { AceAlternate, AceList, AceUpgrade } from './list.ts';

/** Every ship may carry one Modification and one Title without an icon on its card. */
const FREE_SLOTS: readonly string[] = ['Modification', 'Title'];
/** The talent that may not be equipped in Ace of Aces (XW-AOA-34). */
const LONE_WOLF = cardData.upgrades.find((u) => u.xws === 'lonewolf')?.id;

/** The alternates in ladder order: highest skill first, the list's order among equals. */
export function ladder(list: AceList): readonly AceAlternate[] {
  return list.alternates
    .map((alt, i) => ({ alt, i }))
    .sort((a, b) => b.alt.skill - a.alt.skill || a.i - b.i)
    .map((x) => x.alt);
}

export interface RespawnChoice {
  readonly player: string;
  /** The pilot the next respawn will be. */
  readonly pilot: AceAlternate;
  /** 1-3: which alternate of the ladder. */
  readonly rung: number;
  /** True when the lowest alternate comes back again and loses one card (XW-AOA-20). */
  readonly repeat: boolean;
  /** Upgrades (position in the primary's list, card) the respawn may choose from. */
  readonly allowed: readonly { readonly position: number; readonly card: AceUpgrade }[];
  /** How many of them it must keep on a repeat (one fewer than before); otherwise absent. */
  readonly keep?: number;
}

/** Which pilot a player's next respawn is and which upgrades it may take (none: no such player). */
export function nextRespawn(game: AceGame, player: string): RespawnChoice | undefined {
  if (!game.order.includes(player)) return undefined;
  const list = listOf(game, player);
  const rungs = ladder(list);
  const last = currentAce(game, player);
  const repeat = last.rung >= rungs.length;
  const rung = repeat ? rungs.length : last.rung + 1;
  const pilot = rungs[rung - 1] as AceAlternate;
  const removed = game.removed[player] ?? [];
  const pool = repeat
    ? last.upgrades
    : list.primary.upgrades.map((_, i) => i).filter((i) => !removed.includes(i));
  const allowed = pool
    .filter((i) => fits(pilot, list.primary.upgrades, pool, i))
    .map((position) => ({ position, card: list.primary.upgrades[position] as AceUpgrade }));
  const base = { player, pilot, rung, repeat, allowed };
  return repeat ? { ...base, keep: Math.max(0, last.upgrades.length - 1) } : base;
}

/** Upgrade slots of an alternate carrying `chosen`: its card's, the free ones, granted ones. */
function slotCounts(
  pilot: AceAlternate,
  cards: readonly AceUpgrade[],
  chosen: readonly number[],
): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (slot: string) => counts.set(slot, (counts.get(slot) ?? 0) + 1);
  for (const slot of [...pilot.slots, ...FREE_SLOTS]) add(slot);
  for (const i of chosen) for (const slot of cards[i]?.grantsSlots ?? []) add(slot);
  return counts;
}

/** Whether one card could go on the alternate, with the help of any card of the pool. */
function fits(
  pilot: AceAlternate,
  cards: readonly AceUpgrade[],
  pool: readonly number[],
  position: number,
): boolean {
  const card = cards[position];
  if (card === undefined || card.id === LONE_WOLF) return false;
  return (slotCounts(pilot, cards, pool).get(card.slot) ?? 0) > 0;
}

/**
 * Checks the owner's pick for the respawn (positions in the primary's upgrade list): every card
 * allowed, no position twice, slots enough, and on a repeat exactly one card fewer.
 */
export function checkLoadout(
  choice: RespawnChoice,
  list: AceList,
  picked: readonly number[],
): Result<readonly number[]> {
  const cards = list.primary.upgrades;
  const who = `${choice.player}'s ${choice.pilot.name}`;
  const allowed = new Set(choice.allowed.map((a) => a.position));
  if (new Set(picked).size !== picked.length) {
    return refuse('BadLoadout', `${who}: an upgrade is named twice.`);
  }
  for (const i of picked) {
    if (!allowed.has(i)) {
      const card = cards[i];
      return refuse(
        'UpgradeNotAllowed',
        card === undefined
          ? `${who}: there is no upgrade ${i} in ${list.primary.name}'s list.`
          : `${who} may not take ${card.name} (${card.slot}): ${choice.repeat ? 'it was not on the last ship' : 'the pilot has no slot for it, or it was removed'}.`,
      );
    }
  }
  const counts = slotCounts(choice.pilot, cards, picked);
  for (const i of picked) {
    const card = cards[i] as AceUpgrade;
    const left = (counts.get(card.slot) ?? 0) - 1;
    if (left < 0) {
      return refuse('NoSlot', `${who} has no free ${card.slot} slot left for ${card.name}.`);
    }
    counts.set(card.slot, left);
  }
  if (choice.keep !== undefined && picked.length !== choice.keep) {
    return refuse(
      'DropOneUpgrade',
      `${who} comes back with one upgrade fewer: keep ${choice.keep} of ${choice.allowed.length}, not ${picked.length}.`,
    );
  }
  return ok([...picked].sort((a, b) => a - b));
}

/** The points of an alternate carrying these upgrades. */
export function respawnCost(pilot: AceAlternate, list: AceList, picked: readonly number[]): number {
  return picked.reduce((sum, i) => sum + (list.primary.upgrades[i]?.points ?? 0), pilot.points);
}
