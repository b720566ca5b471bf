/**
 * The hold cells a cargo item covers: one for a cube or Ember, two orthogonal ones for a Relic
 * (XE-RELIC-01). Every rule that asks where cargo lies goes through here, so a new kind of item
 * (or a place outside the hold, such as element F's Cargo Pods) needs only this to change.
 */
import type { CargoItem, Cell } from './state.ts';

/** The cells of a Relic anchored at `at`, turned `turns` (0: rightwards, 1: downwards). */
export function relicCells(at: Cell, turns: 0 | 1): [Cell, Cell] {
  return [[at[0], at[1]], turns === 0 ? [at[0] + 1, at[1]] : [at[0], at[1] + 1]];
}

export function cargoCells(item: CargoItem): Cell[] {
  return item.kind === 'relic' ? relicCells(item.at, item.turns) : [[item.at[0], item.at[1]]];
}

/** Whether the item covers `cell`. */
export function covers(item: CargoItem, cell: Cell): boolean {
  if (item.kind !== 'relic') return item.at[0] === cell[0] && item.at[1] === cell[1];
  return cargoCells(item).some((c) => c[0] === cell[0] && c[1] === cell[1]);
}

/** Whether the item is a cube of a base colour (not Ember, not a Relic). */
export function isCube(item: CargoItem): item is Extract<CargoItem, { kind: 'cube' }> {
  return item.kind === 'cube';
}
