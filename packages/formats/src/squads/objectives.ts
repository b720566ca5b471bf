/** The objective cards of Objective Play a squad list may name (XW-OBJ-01): the cards themselves. */
import { type ObjectiveCard, objectiveCards } from '../objectives/cards.ts';

export type SquadObjective = Pick<ObjectiveCard, 'id' | 'name'>;

export const SQUAD_OBJECTIVES: readonly SquadObjective[] = objectiveCards;

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The objective an id or a name (`Death Star Plans`, `death-star-plans`) stands for. */
export function objectiveNamed(text: string): SquadObjective | undefined {
  const k = key(text);
  return SQUAD_OBJECTIVES.find((o) => key(o.id) === k || key(o.name) === k);
}
