/**
 * Hyperspace Assault (XW-OBJ-17, XW-OBJ-18): the second player keeps ships worth fewer than 50
 * points in reserve and places three assault points at least Range 2 from every edge; after the
 * first turn the reserve may jump in within Range 1 of one point. If the ships on the board all
 * die first, the first player wins and counts the reserve as destroyed.
 */
import { ok, refuse } from '@drift/engine';
import { field, type Read, readInt, readObject, readText } from '../../standard/read.ts';
import { ASSAULT_FORCE_LIMIT } from '../facts.ts';

export const ASSAULT_POINTS = 3;
export const ASSAULT_POINT_MIN_RANGE = 2;

export interface AssaultState {
  readonly reserve: readonly { readonly name: string; readonly points: number }[];
  readonly reservePoints: number;
  readonly deployedTurn: number | null;
  readonly deployedAt: number | null;
  readonly stranded: boolean;
}

/**
 * `ships`: `[{ name, points }]` of the reserve; `assaultPoints`: for each of the three points,
 * its Range to the nearest edge as measured at the table.
 */
export function planAssault(ships: unknown, assaultPoints: unknown): Read<AssaultState> {
  if (!Array.isArray(ships) || ships.length === 0)
    return refuse('BadValue', 'The assault force needs at least one ship');
  const reserve: { name: string; points: number }[] = [];
  for (const [i, x] of ships.entries()) {
    const o = readObject(x, `Reserve ship ${i + 1}`);
    if (!o.ok) return o;
    const name = readText(field(o.value, 'name'), `Reserve ship ${i + 1}: name`);
    if (!name.ok) return name;
    const points = readInt(field(o.value, 'points'), `Reserve ship ${i + 1}: points`, 0, 100);
    if (!points.ok) return points;
    reserve.push({ name: name.value, points: points.value });
  }
  const total = reserve.reduce((n, s) => n + s.points, 0);
  if (total >= ASSAULT_FORCE_LIMIT) {
    return refuse(
      'ReserveTooLarge',
      `The assault force is worth ${total} points; it must be fewer than ${ASSAULT_FORCE_LIMIT} (XW-OBJ-17)`,
    );
  }
  if (!Array.isArray(assaultPoints) || assaultPoints.length !== ASSAULT_POINTS) {
    return refuse('BadValue', `Place ${ASSAULT_POINTS} assault points`);
  }
  for (const [i, r] of assaultPoints.entries()) {
    const range = readInt(r, `Assault point ${i + 1}: range to the nearest edge`, 0, 10);
    if (!range.ok) return range;
    if (range.value < ASSAULT_POINT_MIN_RANGE) {
      return refuse(
        'TooCloseToEdge',
        `Assault point ${i + 1} is at Range ${range.value} of an edge; it must be at least Range ${ASSAULT_POINT_MIN_RANGE}`,
      );
    }
  }
  return ok({
    reserve,
    reservePoints: total,
    deployedTurn: null,
    deployedAt: null,
    stranded: false,
  });
}

/** The reserve jumps in during Planning of `turn`, within Range 1 of assault point `point`. */
export function deployAssault(s: AssaultState, turn: unknown, point: unknown): Read<AssaultState> {
  if (s.deployedTurn !== null || s.stranded)
    return refuse(
      'AlreadyDeployed',
      'The assault force can arrive only once, before the board is lost',
    );
  const t = readInt(turn, 'The turn', 1, 99);
  if (!t.ok) return t;
  if (t.value < 2)
    return refuse('TooEarly', 'The assault force may arrive on any turn after the first');
  const p = readInt(point, 'The assault point', 1, ASSAULT_POINTS);
  if (!p.ok) return p;
  return ok({ ...s, deployedTurn: t.value, deployedAt: p.value });
}

/** The second player's last ship on the board is destroyed. */
export function boardLost(s: AssaultState): AssaultState {
  return s.deployedTurn === null ? { ...s, stranded: true } : s;
}

/** The facts Hyperspace Assault scores on. */
export function assaultFacts(s: AssaultState): {
  readonly reservePoints: number;
  readonly reserve: 'deployed' | 'not-deployed' | 'stranded';
} {
  const reserve = s.stranded ? 'stranded' : s.deployedTurn !== null ? 'deployed' : 'not-deployed';
  return { reservePoints: s.reservePoints, reserve };
}
