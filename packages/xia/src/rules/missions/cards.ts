/**
 * Mission cards as the rules read them: the card behind an id, its legality, the captain's copy
 * of it, and where its Mission Points lie on the board (XB-MISS-01..03, XB-MTYP-01..06).
 */
import type { SeatId } from '@drift/engine';
import { hexEquals } from '@drift/engine/hex';
import type { MissionDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import type { Draft } from '../../model/draft.ts';
import { captainName } from '../../model/seats.ts';
import type { ActiveMission, Captain } from '../../model/state.ts';
import { captainAt } from '../effects.ts';
import { actingHex } from '../movement.ts';
import type { Ctx, Query } from '../rule.ts';

/** The mission card with this id; the state only holds ids taken from the pack. */
export function missionDef(content: Content, id: string): MissionDef {
  return content.mission(id);
}

const OUTLAW: ReadonlySet<MissionDef['type']> = new Set([
  'smuggler',
  'thief',
  'assassin',
  'armsDealer', // element E (XE-MTYP-01)
  'coerce',
]);

/**
 * Smuggler, Thief and Assassin jobs are Outlaw missions, and element E's Arms Dealer and Coerce;
 * the rest are Lawful (XB-MTYP-01..06, XE-MTYP-01).
 */
export function isOutlawMission(def: MissionDef): boolean {
  return OUTLAW.has(def.type);
}

/** The seat offset of a card that aims at a captain (Thief, Assassin, element E's Coerce). */
export function aimOf(def: MissionDef): number | undefined {
  return def.type === 'thief' || def.type === 'assassin' || def.type === 'coerce'
    ? def.target.seatOffset
    : undefined;
}

/** A captain's active mission with this card, if they hold it. */
export function activeMission(captain: Captain, card: string): ActiveMission | undefined {
  return captain.missions.active.find((m) => m.card === card);
}

/** The draft of a captain's active mission; the caller knows the captain holds it. */
export function draftMission(ctx: Ctx, seat: SeatId, card: string): Draft<ActiveMission> {
  const mission = captainAt(ctx, seat).missions.active.find((m) => m.card === card);
  if (!mission) throw new Error(`${captainName(seat)} holds no mission ${card}`);
  return mission;
}

/** The Mission Point the captain acts on (own space, or one paid for, XB-MOVE-04), if any. */
export function pointHere(q: Query): number | undefined {
  const at = actingHex(q);
  return at ? q.board.info(at)?.space?.missionPoint : undefined;
}

/** Why the captain is not acting on Mission Point `point`, or undefined if they are. */
export function notAtPoint(q: Query, point: number, purpose: string): string | undefined {
  const hex = q.board.missionPoints.get(point);
  if (!hex) return `Mission Point ${point} is not on the board yet: explore its sector first.`;
  const at = actingHex(q);
  if (at && hexEquals(at, hex)) return undefined;
  return `${purpose} happens at Mission Point ${point}.`;
}
