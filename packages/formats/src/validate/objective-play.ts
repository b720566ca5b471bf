/** Objective Play squads (XW-OBJ-01): three objectives named, from the list of objective cards. */
import type { Squad } from '../squads/model.ts';
import { SQUAD_OBJECTIVES } from '../squads/objectives.ts';
import { type Findings, finding } from './report.ts';

export const OBJECTIVES_PER_SQUAD = 3;

export function checkObjectives(squad: Squad, f: Findings): void {
  const named = squad.objectives ?? [];
  if (named.length !== OBJECTIVES_PER_SQUAD)
    f.problems.push(
      finding(
        'objectives',
        `the list names ${named.length} objectives; an Objective Play list names ${OBJECTIVES_PER_SQUAD}`,
      ),
    );
  const seen = new Set<string>();
  for (const [k, id] of named.entries()) {
    if (!SQUAD_OBJECTIVES.some((o) => o.id === id))
      f.problems.push(
        finding('unknown-objective', `objective ${k + 1}, "${id}", is no objective card`, {
          objective: k,
        }),
      );
    else if (seen.has(id))
      f.problems.push(
        finding('objective-repeated', `objective ${k + 1}, "${id}", is named twice`, {
          objective: k,
        }),
      );
    seen.add(id);
  }
}
