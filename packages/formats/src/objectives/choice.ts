/**
 * Choosing the game's objective (XW-OBJ-01, XW-OBJ-02): each squad list names three objective
 * cards; the first player (initiative) picks one from the second player's list, and only that
 * one applies.
 */
import { ok, refuse, showValue } from '@drift/engine';
import type { Read } from '../standard/read.ts';
import { OBJECTIVE_IDS, type ObjectiveId, objectiveCard } from './cards.ts';

/** Objectives on each squad list (XW-OBJ-01). */
export const OBJECTIVES_PER_LIST = 3;

/** Reads a squad's objective list: three known objective ids. */
export function readObjectiveList(
  x: unknown,
  where = 'The objective list',
): Read<readonly ObjectiveId[]> {
  if (!Array.isArray(x) || x.length !== OBJECTIVES_PER_LIST) {
    return refuse(
      'ThreeObjectives',
      `${where} must name ${OBJECTIVES_PER_LIST} objective cards (XW-OBJ-01)`,
    );
  }
  const out: ObjectiveId[] = [];
  for (const [i, item] of x.entries()) {
    const id = OBJECTIVE_IDS.find((o) => o === item);
    if (id === undefined) {
      return refuse(
        'UnknownObjective',
        `${where}, entry ${i + 1}: ${showValue(item)} is not an objective (${OBJECTIVE_IDS.join(', ')})`,
      );
    }
    out.push(id);
  }
  return ok(out);
}

export interface ObjectiveChoice {
  readonly first: string;
  readonly second: string;
  readonly objective: ObjectiveId;
}

/** The first player picks `pick` from the second player's three objectives. */
export function chooseObjective(
  first: string,
  second: string,
  secondList: unknown,
  pick: unknown,
): Read<ObjectiveChoice> {
  if (first === second) return refuse('BadTable', 'The first and second players must differ');
  const list = readObjectiveList(secondList, `${second}'s objective list`);
  if (!list.ok) return list;
  const chosen = list.value.find((id) => id === pick);
  if (chosen === undefined) {
    const names = list.value.map((id) => objectiveCard(id)?.name ?? id).join(', ');
    return refuse(
      'ObjectiveNotOffered',
      `${first} picks from ${second}'s objectives (${names}), not ${showValue(pick)} (XW-OBJ-02)`,
    );
  }
  return ok({ first, second, objective: chosen });
}
