/**
 * Cargo (Lawful, XE-MTYP-02): the captain gathers the listed cubes by any means; an action at
 * the Delivery Mission Point hands in those it carries and is paid by how many it handed in.
 * The cubes go back to the supply: a delivery is no sale, so no market produces or pays demand
 * (Drift's decision, also with element C).
 */
import type { RuleError, SeatId } from '@drift/engine';
import type { CubeColour, MissionDef } from '../../content/schema.ts';
import type { Captain, CargoCube } from '../../model/state.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';

type Cargo = Extract<MissionDef, { type: 'cargo' }>;

/** Reading order of hold cells: row by row, left to right. */
const byCell = (a: CargoCube, b: CargoCube) => a.at[1] - b.at[1] || a.at[0] - b.at[0];

/**
 * The cubes a delivery hands in: for each cube the card lists, one the captain carries of that
 * colour, the first in the hold's reading order (Drift's decision: the captain hands in every
 * listed cube it can).
 */
export function cargoToHandIn(captain: Captain, def: Cargo): CargoCube[] {
  const carried = captain.hold.cargo.filter((c) => c.kind === 'cube').sort(byCell);
  const chosen: CargoCube[] = [];
  for (const colour of def.cubes) {
    const cube = carried.find((c) => c.colour === colour && !chosen.includes(c));
    if (cube) chosen.push(cube);
  }
  return chosen;
}

/** What `n` cubes delivered pay; the card pays for each count from 1 to its list's length. */
export function cargoPayment(def: Cargo, n: number): number {
  return def.payByCount[Math.min(n, def.payByCount.length) - 1] ?? 0;
}

const listed = (cubes: readonly CubeColour[]) => [...new Set(cubes)].join(', ');

/** Why the captain cannot deliver this Cargo card: it carries none of the listed cubes. */
export function cargoRefusal(captain: Captain, def: Cargo): RuleError | undefined {
  if (cargoToHandIn(captain, def).length > 0) return undefined;
  return {
    code: 'NoMissionCargo',
    message: `Carry at least one of the cubes the card lists (${listed(def.cubes)}) to deliver it.`,
  };
}

/** Hands the cubes in to the supply; returns the payment they earn. */
export function handInCargo(ctx: Ctx, seat: SeatId, card: string, def: Cargo): number {
  const captain = captainAt(ctx, seat);
  const cubes = cargoToHandIn(captain, def);
  const cells = new Set(cubes.map((c) => `${c.at[0]},${c.at[1]}`));
  captain.hold.cargo = captain.hold.cargo.filter((c) => !cells.has(`${c.at[0]},${c.at[1]}`));
  for (const cube of cubes) ctx.s.supply.cubes[cube.colour] += 1;
  const colours = cubes.map((c) => c.colour);
  emit(ctx, { type: 'CargoHandedIn', seat, card, cubes: colours });
  return cargoPayment(def, cubes.length);
}
