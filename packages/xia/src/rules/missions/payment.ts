/**
 * What a mission pays when its objective is done (XB-MISS-02): a Shuttle by the shortest flyable
 * sector distance (XB-MTYP-01), an Assassin job by the target's tier (XB-MTYP-06); the others
 * carry their payment on the card or in their research bands.
 */
import {
  ALL_DIRECTIONS,
  type Hex,
  hexEquals,
  hexKey,
  neighbor,
  shortestPath,
  slotOfHex,
} from '@drift/engine/hex';
import type { Board } from '../../board/board.ts';
import type { MissionDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';

/**
 * Sector steps between the sectors of two hexes, moving only between placed sectors that share a
 * side; undefined when either sector is not placed or no way joins them.
 */
export function sectorSteps(board: Board, from: Hex, to: Hex): number | undefined {
  const start = slotOfHex(from);
  const goal = slotOfHex(to);
  if (!board.slots.has(hexKey(start)) || !board.slots.has(hexKey(goal))) return undefined;
  const found = shortestPath<Hex>({
    start,
    isGoal: (slot) => hexEquals(slot, goal),
    key: hexKey,
    neighbours: (slot) =>
      ALL_DIRECTIONS.map((d) => neighbor(slot, d))
        .filter((n) => board.slots.has(hexKey(n)))
        .map((n) => [n, 1] as const),
  });
  return found?.cost;
}

/**
 * A Shuttle's payment: `perSector` for each sector step from the pickup's sector to the
 * delivery's, at least one. Undefined while the delivery sector is not on the board: it is then
 * reckoned on delivery (Drift's decision).
 */
export function shuttlePayment(
  board: Board,
  def: Extract<MissionDef, { type: 'shuttle' }>,
): number | undefined {
  const from = board.missionPoints.get(def.pickup);
  const to = board.missionPoints.get(def.deliver);
  if (!from || !to) return undefined;
  const steps = sectorSteps(board, from, to);
  return steps === undefined ? undefined : def.perSector * Math.max(1, steps);
}

/** An Assassin job's payment by the tier of the target's ship (XB-MTYP-06). */
export function assassinPayment(
  content: Content,
  def: Extract<MissionDef, { type: 'assassin' }>,
  ship: string | null,
): number {
  const tier = ship ? content.ship(ship).tier : 1;
  return def.payByTier[tier - 1] ?? def.payByTier[0];
}
