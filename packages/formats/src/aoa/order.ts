/**
 * Who moves and who fires when (XW-AOA-15, XW-AOA-16): activation from lowest to highest pilot
 * skill, combat from highest to lowest, equal skills in initiative order; each ship at its own
 * skill, so a Wingman moves apart from its primary. A Wingman is friendly to its own player's
 * ace only; every other ship is an enemy.
 */
import type { AceGame, AceShip, CombatStep, ShipKind } from './game.ts';
import { seatOf } from './game.ts';

export interface OrderStep {
  readonly ship: string;
  readonly player: string;
  readonly kind: ShipKind;
  readonly name: string;
  readonly skill: number;
}

export interface ActivationStep extends OrderStep {
  /** False for a ship that respawned this round: it takes no action (XW-AOA-21). */
  readonly action: boolean;
}

export interface CombatOrderStep extends OrderStep {
  /** `done`: its step has passed; `now`: it is attacking; `waiting`: still to come. */
  readonly state: 'done' | 'now' | 'waiting' | 'may-not-fire';
}

const KIND_RANK: Readonly<Record<ShipKind, number>> = { ace: 0, wingman: 1 };

/** On the table this round: in play, or Fel's Wrath not yet removed. */
export function onTable(ship: AceShip): boolean {
  return ship.status !== 'destroyed';
}

/** The ships on the table now, in the order they came. */
export function currentShips(game: AceGame): readonly AceShip[] {
  return game.ships.filter(onTable);
}

/** A ship's place in the combat order, comparable with {@link compareCombat}. */
export function combatStepOf(game: AceGame, ship: AceShip): CombatStep {
  return { skill: ship.skill, seat: seatOf(game, ship.player), kind: ship.kind };
}

/** Negative when `a` fires before `b` in the Combat phase. */
export function compareCombat(a: CombatStep, b: CombatStep): number {
  return b.skill - a.skill || a.seat - b.seat || KIND_RANK[a.kind] - KIND_RANK[b.kind];
}

function step(ship: AceShip): OrderStep {
  const { id, player, kind, name, skill } = ship;
  return { ship: id, player, kind, name, skill };
}

/** The Activation phase's order: lowest skill first, equal skill by initiative. */
export function activationOrder(game: AceGame): readonly ActivationStep[] {
  return game.ships
    .filter(onTable)
    .map((ship) => ({ ship, at: combatStepOf(game, ship) }))
    .sort(
      (a, b) =>
        a.at.skill - b.at.skill ||
        a.at.seat - b.at.seat ||
        KIND_RANK[a.at.kind] - KIND_RANK[b.at.kind],
    )
    .map(({ ship }) => ({ ...step(ship), action: ship.respawnedInRound !== game.round }));
}

/** The Combat phase's order: highest skill first, equal skill by initiative. */
export function combatOrder(game: AceGame): readonly CombatOrderStep[] {
  return game.ships
    .filter(onTable)
    .map((ship) => ({ ship, at: combatStepOf(game, ship) }))
    .sort((a, b) => compareCombat(a.at, b.at))
    .map(({ ship, at }) => ({ ...step(ship), state: combatState(game, ship, at) }));
}

function combatState(game: AceGame, ship: AceShip, at: CombatStep): CombatOrderStep['state'] {
  if (!ship.mayFire) return 'may-not-fire';
  if (game.phase === 'end') return 'done';
  if (game.phase !== 'combat' || game.combatAt === null) return 'waiting';
  const c = compareCombat(at, game.combatAt);
  return c < 0 ? 'done' : c === 0 ? 'now' : 'waiting';
}

/** Whether a ship may still attack this round (the table's "may it fire?"). */
export function mayFireThisRound(game: AceGame, shipId: string): boolean {
  const ship = game.ships.find((s) => s.id === shipId);
  if (!ship || !onTable(ship) || !ship.mayFire || game.phase === 'end') return false;
  if (game.phase !== 'combat' || game.combatAt === null) return true;
  return compareCombat(combatStepOf(game, ship), game.combatAt) >= 0;
}

/** Friendly means the same player's ships: an ace and its own Wingman (XW-AOA-16). */
export function areFriendly(game: AceGame, a: string, b: string): boolean {
  const sa = game.ships.find((s) => s.id === a);
  const sb = game.ships.find((s) => s.id === b);
  return sa !== undefined && sb !== undefined && sa.player === sb.player;
}
