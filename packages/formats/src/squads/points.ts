/** Squad points: each pilot's cost plus its upgrades' (negative costs count). */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import { pilotById, upgradeById } from '../cards/catalog.ts';
import type { Squad, SquadPilot } from './model.ts';

/** What pilot `index` (0-based) is called in messages: `Wedge Antilles (pilot 1)`. */
export function pilotLabel(squad: Squad, index: number): string {
  const entry = squad.pilots[index];
  const card = entry === undefined ? undefined : pilotById(entry.pilot);
  const name = card?.name ?? `pilot card #${entry?.pilot ?? '?'}`;
  return `${name} (pilot ${index + 1})`;
}

/** Sum of known upgrade costs; unknown ids count 0 (the validator reports them). */
export function upgradesCost(upgrades: readonly number[]): number {
  return upgrades.reduce((sum, id) => sum + (upgradeById(id)?.points ?? 0), 0);
}

/** A ship's cost with its upgrades, or null when its pilot card prints "?" or is unknown. */
export function shipCost(entry: SquadPilot): number | null {
  const points = pilotById(entry.pilot)?.points;
  return points === undefined || points === null ? null : points + upgradesCost(entry.upgrades);
}

/**
 * The squad's points: every pilot and its upgrades, plus the upgrades of the Senator's Shuttle
 * (XW-PE-07; the shuttle itself costs 0, GAP-XW-06). Refused, naming the pilot, when a pilot
 * card prints "?" for its cost or is not in the card data.
 */
export function squadPoints(squad: Squad): Result<number, RuleError> {
  let total = upgradesCost(squad.shuttle?.upgrades ?? []);
  for (const [i, entry] of squad.pilots.entries()) {
    const cost = shipCost(entry);
    if (cost === null) {
      const card = pilotById(entry.pilot);
      return card === undefined
        ? err({ code: 'UnknownCard', message: `${pilotLabel(squad, i)} is not in the card data` })
        : err({
            code: 'UnknownCost',
            message: `${pilotLabel(squad, i)} prints "?" for its cost: the squad has no total`,
          });
    }
    total += cost;
  }
  return ok(total);
}

/** The squad's points with "?" and unknown cards counted as 0: what a report shows. */
export function knownPoints(squad: Squad): number {
  return squad.pilots.reduce(
    (sum, entry) => sum + (pilotById(entry.pilot)?.points ?? 0) + upgradesCost(entry.upgrades),
    upgradesCost(squad.shuttle?.upgrades ?? []),
  );
}
