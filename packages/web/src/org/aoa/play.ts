/** What the play screen shows, read from the ledger: seats, ships and their fire, a loadout. */
import {
  type AceGame,
  type AceList,
  checkLoadout,
  combatOrder,
  currentShips,
  mayFireThisRound,
  nextRespawn,
  type RespawnChoice,
} from '@drift/formats';
import type { AoaSeat } from './AoaTablePanel.tsx';

/** The seats for the VP race, in initiative order. */
export function seatsOf(game: AceGame): AoaSeat[] {
  return game.order.map((player) => {
    const aces = game.ships.filter((s) => s.player === player && s.kind === 'ace');
    const ace = aces[aces.length - 1];
    const wing = game.ships.find((s) => s.player === player && s.kind === 'wingman');
    const next = nextRespawn(game, player);
    const score = game.scores.find((s) => s.player === player);
    const upgrades = next ? (next.keep ?? next.allowed.length) : 0;
    return {
      player,
      name: player,
      pilot: {
        name: ace && ace.status !== 'in-play' ? `${ace.name} (destroyed)` : (ace?.name ?? '?'),
        skill: ace?.skill ?? 0,
      },
      next: next ? { pilot: { name: next.pilot.name, skill: next.pilot.skill }, upgrades } : null,
      vp: score?.vp ?? 0,
      shipsDestroyed: score?.sd ?? 0,
      kills: score?.kills ?? 0,
      assists: score?.assists ?? 0,
      ...(wing
        ? {
            wingman: {
              pilot: { name: wing.name, skill: wing.skill },
              destroyed: wing.status === 'destroyed',
            },
          }
        : {}),
    };
  });
}

export type FireState = 'yes' | 'fired' | 'no-respawned' | 'no-round-over';

export interface ShipRow {
  readonly id: string;
  readonly player: string;
  readonly name: string;
  readonly kind: 'ace' | 'wingman';
  readonly skill: number;
  readonly cost: number;
  /** No action this round: it respawned this round (XW-AOA-21). */
  readonly noAction: boolean;
  readonly fire: FireState;
  /** Fel's Wrath: destroyed, still on the table until the end of the Combat phase. */
  readonly doomed: boolean;
}

/** Every ship on the table, in combat order, with whether it may still fire this round. */
export function shipRows(game: AceGame): ShipRow[] {
  const onTable = new Map(currentShips(game).map((s) => [s.id, s]));
  return combatOrder(game).flatMap((step) => {
    const ship = onTable.get(step.ship);
    if (!ship) return [];
    const fire: FireState = mayFireThisRound(game, ship.id)
      ? 'yes'
      : step.state === 'may-not-fire'
        ? 'no-respawned'
        : game.phase === 'end'
          ? 'no-round-over'
          : 'fired';
    return [
      {
        id: ship.id,
        player: ship.player,
        name: ship.name,
        kind: ship.kind,
        skill: ship.skill,
        cost: ship.cost,
        noAction: ship.respawnedInRound === game.round,
        fire,
        doomed: ship.status === 'doomed',
      },
    ];
  });
}

export const FIRE_WORDS: Readonly<Record<FireState, string>> = {
  yes: 'Yes',
  fired: 'No: its step has passed',
  'no-respawned': 'No: respawned after its step',
  'no-round-over': 'No: combat is over',
};

/**
 * The upgrades ticked at first for a respawn: as many of the allowed cards as fit, in the
 * primary's order; on a repeat of the lowest alternate, all but the last (one fewer).
 */
export function firstLoadout(choice: RespawnChoice, list: AceList): number[] {
  const allowed = choice.allowed.map((a) => a.position);
  if (choice.keep !== undefined) return allowed.slice(0, choice.keep);
  const picked: number[] = [];
  for (const position of allowed) {
    if (checkLoadout(choice, list, [...picked, position]).ok) picked.push(position);
  }
  return picked;
}
