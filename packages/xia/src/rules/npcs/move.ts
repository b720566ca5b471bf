/**
 * NPC flight: the most direct way toward a goal, up to the card's speed, never ending on another
 * ship (XB-NPC-04, XB-SHIP-01, XB-MOVE-03). Equal choices are settled by a d20 split among them
 * and logged (XB-TIE-01, GAP-XB-18, GAP-XB-19).
 */
import { breakTie } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import type { HexInfo } from '../../board/board.ts';
import { npcDraft } from '../combat/combatants.ts';
import { emit } from '../effects.ts';
import type { Ctx } from '../rule.ts';
import { type Distances, distancesFrom, distancesTo, flightPath, NOWHERE } from './terrain.ts';
import { among, plain, takenSpaces } from './world.ts';

/** Reading order on the board: rows top to bottom, then left to right. */
export function readingOrder(a: Hex, b: Hex): number {
  return a.r - b.r || a.q - b.q;
}

/**
 * One of `options` for NPC `npc`: the only one, or the one a d20 split evenly among them names
 * (XB-TIE-01, GAP-XB-18), logged as NpcDecided. Options are given in a fixed order.
 */
export function decide<T>(
  ctx: Ctx,
  npc: string,
  options: readonly T[],
  name: (option: T) => string,
): T {
  const [only] = options;
  if (only === undefined) throw new Error('Nothing to decide between');
  if (options.length === 1) return only;
  const { roll, index } = breakTie(ctx.dice, options.length);
  const chosen = options[index] ?? only;
  emit(ctx, { type: 'NpcDecided', npc, options: options.length, roll, chosen: name(chosen) });
  return chosen;
}

/** Whether NPC `npc` counts as an Outlaw for entrances (XB-BNTY-01, XB-BNTY-02). */
function isOutlawNpc(ctx: Ctx, npc: string): boolean {
  return npcDraft(ctx, npc).bounty > 0;
}

/** Flight distances from where NPC `npc` stands (empty when it is off the board). */
export function flightFrom(ctx: Ctx, npc: string): Distances {
  const at = npcDraft(ctx, npc).at;
  return at ? distancesFrom(ctx.board(), at, isOutlawNpc(ctx, npc)) : NOWHERE;
}

/**
 * The goal NPC `npc` heads for among `goals`: the free one it reaches in the fewest steps, else
 * (all taken) the nearest taken one, to wait beside; equal ones by a d20. Undefined when it can
 * reach none.
 */
export function nearestGoal(ctx: Ctx, npc: string, goals: readonly Hex[]): Hex | undefined {
  const flight = flightFrom(ctx, npc);
  const taken = takenSpaces(ctx.s, npc);
  const reached = goals.filter((h) => flight.of(h) >= 0);
  const free = reached.filter((h) => !among(taken, h));
  const pool = free.length > 0 ? free : reached;
  const cost = (h: Hex) => flight.of(h);
  const best = Math.min(...pool.map(cost));
  const tied = pool.filter((h) => cost(h) === best).sort(readingOrder);
  return tied.length === 0 ? undefined : decide(ctx, npc, tied, hexKey);
}

/**
 * Flies NPC `npc` toward `goal`, at most `speed` steps along a shortest flight. It ends on the
 * furthest free space some shortest flight reaches within its speed, stopping earlier rather
 * than on another ship; equal spaces by a d20. Logs every step. Returns whether it moved.
 */
export function flyToward(ctx: Ctx, npc: string, goal: Hex, speed: number): boolean {
  const state = npcDraft(ctx, npc);
  const start = state.at;
  if (!start) return false;
  const board = ctx.board();
  const outlaw = isOutlawNpc(ctx, npc);
  const from = distancesFrom(board, start, outlaw);
  const total = Math.max(from.of(goal), 0); // a goal out of reach (-1): no step toward it
  const to = distancesTo(board, goal, outlaw);
  const taken = takenSpaces(ctx.s, npc).map((h) => board.numbered.indexOf(h));
  for (let k = Math.min(speed, total); k >= 1; k--) {
    const level: Hex[] = [];
    from.eachAt((cost, i) => {
      if (cost !== k || to.at(i) !== total - k || taken.includes(i)) return;
      level.push((board.infos[i] as HexInfo).hex);
    });
    if (level.length === 0) continue;
    fly(ctx, npc, start, decide(ctx, npc, level.sort(readingOrder), hexKey));
    return true;
  }
  return false;
}

/** Moves NPC `npc` from `start` to another space `end` along a shortest flight, one NpcMoved per step. */
function fly(ctx: Ctx, npc: string, start: Hex, end: Hex): void {
  const path = flightPath(ctx.board(), start, end, isOutlawNpc(ctx, npc));
  if (!path) throw new Error(`NPC ${npc} has no flight to ${hexKey(end)}`);
  for (let i = 1; i < path.length; i++) {
    const from = plain(path[i - 1] as Hex);
    emit(ctx, { type: 'NpcMoved', npc, from, to: plain(path[i] as Hex) });
  }
  npcDraft(ctx, npc).at = plain(end);
}
