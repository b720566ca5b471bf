/**
 * Political Escort squads (XW-PE-02, 03, 06, 07, 29, 30, 35): the Senator's Shuttle's upgrades
 * (two Crew and one Modification, fitted as on a large ship of the squad's side), the ban list,
 * and notes on blanked pilot abilities and upgrades that serve the shuttle only.
 */
import { pilotById, shipByXws, upgradeById } from '../cards/catalog.ts';
import type { UpgradeCard } from '../cards/types.ts';
import type { Squad } from '../squads/model.ts';
import { SENATORS_SHUTTLE } from '../squads/shuttle.ts';
import { restriction } from './basic.ts';
import { pilotLabel, shuttleUpgradeLabel, upgradeLabel } from './labels.ts';
import { type Findings, finding } from './report.ts';

/** XW-PE-29: banned by name (besides huge ships and huge-only upgrades). */
export const ESCORT_BANNED_UPGRADES: readonly string[] = ['twinlaserturret', 'minefieldmapper'];
/** XW-PE-30: pilots whose ability is treated as blank. */
export const ESCORT_BLANKED_PILOTS: readonly string[] = ['biggsdarklighter', 'lowhhrick'];

const hugeOnly = (up: UpgradeCard) => up.size?.every((s) => s === 'huge') === true;

function banReason(up: UpgradeCard): string | undefined {
  if (hugeOnly(up)) return 'upgrades for huge ships only are banned';
  if (ESCORT_BANNED_UPGRADES.includes(up.xws)) return `${up.name} is banned`;
  return undefined;
}

function checkBans(squad: Squad, f: Findings): void {
  for (const [i, entry] of squad.pilots.entries()) {
    const card = pilotById(entry.pilot);
    const ship = card === undefined ? undefined : shipByXws(card.ship);
    if (ship?.size === 'huge')
      f.problems.push(
        finding('pe-banned', `${pilotLabel(squad, i)}: huge ships (the ${ship.name}) are banned`, {
          pilot: i,
        }),
      );
    for (const [j, id] of entry.upgrades.entries()) {
      const up = upgradeById(id);
      const why = up === undefined ? undefined : banReason(up);
      if (why !== undefined)
        f.problems.push(
          finding('pe-banned', `${upgradeLabel(squad, i, j)}: ${why}`, { pilot: i, upgrade: j }),
        );
    }
  }
  for (const [j, id] of (squad.shuttle?.upgrades ?? []).entries()) {
    const up = upgradeById(id);
    const why = up === undefined ? undefined : banReason(up);
    if (why !== undefined)
      f.problems.push(
        finding('pe-banned', `${shuttleUpgradeLabel(squad, j)}: ${why}`, {
          shuttle: true,
          upgrade: j,
        }),
      );
  }
}

function checkShuttle(squad: Squad, f: Findings): void {
  if (squad.shuttle === undefined) {
    f.notes.push(
      finding(
        'pe-shuttle',
        "the list pays for no upgrades on the Senator's Shuttle: it flies bare when defending",
      ),
    );
    return;
  }
  const free = new Map<string, number>();
  for (const slot of SENATORS_SHUTTLE.slots) free.set(slot, (free.get(slot) ?? 0) + 1);
  const target = { name: SENATORS_SHUTTLE.name, size: SENATORS_SHUTTLE.size, side: squad.side };
  for (const [j, id] of squad.shuttle.upgrades.entries()) {
    const up = upgradeById(id);
    if (up === undefined) continue;
    const at = { shuttle: true, upgrade: j } as const;
    const left = free.get(up.slot) ?? 0;
    if (left > 0) free.set(up.slot, left - 1);
    else
      f.problems.push(
        finding(
          'pe-shuttle-slots',
          `${shuttleUpgradeLabel(squad, j)}: the shuttle has two Crew slots and one Modification slot, none free for a ${up.slot} card`,
          at,
        ),
      );
    const no = restriction(up, target);
    if (no !== undefined)
      f.problems.push(
        finding('pe-shuttle-upgrade', `${shuttleUpgradeLabel(squad, j)}: ${no.why}`, at),
      );
    f.notes.push(
      finding(
        'pe-shuttle-only',
        `${shuttleUpgradeLabel(squad, j)} serves the shuttle only: the squad cannot use it when attacking`,
        at,
      ),
    );
  }
}

function noteBlanked(squad: Squad, f: Findings): void {
  for (const [i, entry] of squad.pilots.entries()) {
    const card = pilotById(entry.pilot);
    if (card !== undefined && ESCORT_BLANKED_PILOTS.includes(card.xws))
      f.notes.push(
        finding(
          'pe-blanked-pilot',
          `${pilotLabel(squad, i)}: its pilot ability is treated as blank`,
          {
            pilot: i,
          },
        ),
      );
  }
}

/** The Political Escort checks, in a fixed order. */
export function checkPoliticalEscort(squad: Squad, f: Findings): void {
  checkShuttle(squad, f);
  checkBans(squad, f);
  noteBlanked(squad, f);
}
