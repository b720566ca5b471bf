/**
 * Element E's cargo: Relics (2 orthogonal hold cells, face down, XE-RELIC-01) and Ember cubes
 * (1 cell, XE-EMBER-01). Where they fit, how they are stowed, and how they are lost: a Relic
 * jettisoned or damaged is removed from the game (XE-RELIC-02); a lost Ember cube returns to the
 * Ember supply (Drift's decision: Ember does not float in space as base cubes do).
 */
import type { SeatId } from '@drift/engine';
import type { CargoLoss } from '../../events.ts';
import { relicCells } from '../../model/cargo-cells.ts';
import type { Content } from '../../model/content.ts';
import { cellKey } from '../../model/grid.ts';
import type { Captain, CargoItem, Cell } from '../../model/state.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import { freeCells } from '../../rules/hold.ts';
import type { Ctx } from '../../rules/rule.ts';
import { cargoFits, holdsF } from '../f-outfits/cells.ts';

export type LossCause = CargoLoss;

/** A Relic's spot: its anchor cell and turn. */
export interface RelicSpot {
  readonly at: Cell;
  readonly turns: 0 | 1;
}

/** Every spot where a Relic fits in these free cells, reading order, rightwards first. */
export function spotsIn(free: readonly Cell[]): RelicSpot[] {
  const open = new Set(free.map(cellKey));
  const out: RelicSpot[] = [];
  for (const at of free)
    for (const turns of [0, 1] as const)
      if (relicCells(at, turns).every((c) => open.has(cellKey(c))))
        out.push({ at: [at[0], at[1]], turns });
  return out;
}

/** Where a Relic could go in the captain's hold now: 2 orthogonally adjacent free cells. */
export function relicSpots(content: Content, captain: Captain): RelicSpot[] {
  const spots = spotsIn(freeCells(content, captain));
  // Element F: a Relic lies wholly in a Cargo Pod or wholly outside it (XE-OUTF-03).
  const ship = captain.ship;
  if (!ship || !holdsF(content, captain.hold)) return spots;
  return spots.filter((s) => cargoFits(content, ship, captain.hold, relicCells(s.at, s.turns)));
}

/**
 * A hold item placed again in a new hold (a ship bought): on its own cells if they are free,
 * else on the first that fit; undefined if none. `filled` gains the cells it takes.
 */
export function restow(
  item: Exclude<CargoItem, { kind: 'cube' }>,
  cells: readonly Cell[],
  filled: Set<string>,
): CargoItem | undefined {
  const free = cells.filter((c) => !filled.has(cellKey(c)));
  const take = (taken: readonly Cell[]) => {
    for (const c of taken) filled.add(cellKey(c));
  };
  if (item.kind === 'ember') {
    const own = free.find((c) => c[0] === item.at[0] && c[1] === item.at[1]);
    const to = own ?? free[0];
    if (!to) return undefined;
    take([to]);
    return { kind: 'ember', at: [to[0], to[1]] };
  }
  const spots = spotsIn(free);
  const spot =
    spots.find((s) => s.at[0] === item.at[0] && s.at[1] === item.at[1] && s.turns === item.turns) ??
    spots[0];
  if (!spot) return undefined;
  take(relicCells(spot.at, spot.turns));
  return { kind: 'relic', relic: item.relic, at: [spot.at[0], spot.at[1]], turns: spot.turns };
}

/**
 * A Relic or Ember cube leaves a hold for good: the Relic is removed from the game unseen
 * (XE-RELIC-02), the Ember cube goes back to the supply. It is taken out of the hold here.
 */
export function loseCargo(
  ctx: Ctx,
  seat: SeatId,
  item: Exclude<CargoItem, { kind: 'cube' }>,
  cause: LossCause,
): void {
  const captain = captainAt(ctx, seat);
  captain.hold.cargo = captain.hold.cargo.filter(
    (c) => !(c.kind === item.kind && c.at[0] === item.at[0] && c.at[1] === item.at[1]),
  );
  const worlds = ctx.s.worlds;
  if (!worlds) return;
  if (item.kind === 'relic') {
    worlds.relicsGone.push(item.relic);
    emit(ctx, { type: 'RelicLost', seat, at: [item.at[0], item.at[1]], cause });
  } else {
    worlds.ember += 1;
    emit(ctx, { type: 'EmberLost', seat, at: [item.at[0], item.at[1]], cause });
  }
}

/** Stows a Relic face down on its spot (the caller checked the room). */
export function stowRelic(ctx: Ctx, seat: SeatId, relic: string, spot: RelicSpot): void {
  captainAt(ctx, seat).hold.cargo.push({
    kind: 'relic',
    relic,
    at: [spot.at[0], spot.at[1]],
    turns: spot.turns,
  });
}

/** Takes 1 Ember cube from the supply onto the first free cell; false if none fits or is left. */
export function gainEmber(ctx: Ctx, seat: SeatId): boolean {
  const worlds = ctx.s.worlds;
  const captain = captainAt(ctx, seat);
  const cell = freeCells(ctx.content, captain)[0];
  if (!worlds || !cell || worlds.ember <= 0) return false;
  worlds.ember -= 1;
  captain.hold.cargo.push({ kind: 'ember', at: [cell[0], cell[1]] });
  emit(ctx, { type: 'EmberGained', seat, at: [cell[0], cell[1]] });
  return true;
}
