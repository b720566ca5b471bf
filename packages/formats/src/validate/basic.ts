/**
 * Squad-building sanity every format shares, from what the card data tells: known cards, known
 * costs, one side, free slots (granted slots included), unique cards once, limited cards once a
 * ship, and the size, faction and ship an upgrade is restricted to.
 */
import { pilotById, shipByXws, upgradeById } from '../cards/catalog.ts';
import type { PilotCard, UpgradeCard } from '../cards/types.ts';
import type { Squad } from '../squads/model.ts';
import { baseName } from '../squads/names.ts';
import { sideOf } from '../squads/side.ts';
import { pilotLabel, shuttleUpgradeLabel, upgradeLabel } from './labels.ts';
import { type Findings, finding, type SquadSpot } from './report.ts';

/** Every ship gets one Title and one Modification slot besides the slots its pilot card shows. */
export const SHIP_SLOTS: readonly string[] = ['Title', 'Modification'];

function checkKnown(squad: Squad, f: Findings): void {
  for (const [i, entry] of squad.pilots.entries()) {
    if (pilotById(entry.pilot) === undefined)
      f.problems.push(
        finding('unknown-card', `${pilotLabel(squad, i)} is not in the card data`, { pilot: i }),
      );
    for (const [j, id] of entry.upgrades.entries())
      if (upgradeById(id) === undefined)
        f.problems.push(
          finding('unknown-card', `${upgradeLabel(squad, i, j)} is not in the card data`, {
            pilot: i,
            upgrade: j,
          }),
        );
  }
  for (const [j, id] of (squad.shuttle?.upgrades ?? []).entries())
    if (upgradeById(id) === undefined)
      f.problems.push(
        finding('unknown-card', `${shuttleUpgradeLabel(squad, j)} is not in the card data`, {
          shuttle: true,
          upgrade: j,
        }),
      );
}

function checkCosts(squad: Squad, f: Findings): void {
  for (const [i, entry] of squad.pilots.entries())
    if (pilotById(entry.pilot)?.points === null)
      f.problems.push(
        finding(
          'pilot-cost-unknown',
          `${pilotLabel(squad, i)} prints "?" for its cost, so the squad cannot be costed`,
          { pilot: i },
        ),
      );
}

function checkSide(squad: Squad, f: Findings): void {
  for (const [i, entry] of squad.pilots.entries()) {
    const card = pilotById(entry.pilot);
    if (card !== undefined && sideOf(card.faction) !== squad.side)
      f.problems.push(
        finding(
          'single-faction',
          `${pilotLabel(squad, i)} flies for the ${card.faction}, not the ${squad.side} side`,
          { pilot: i },
        ),
      );
  }
}

/** Slots a ship offers: its pilot card's, a Title, a Modification, and those its upgrades grant. */
export function slotsOffered(card: PilotCard, upgrades: readonly number[]): Map<string, number> {
  const slots = new Map<string, number>();
  const granted = upgrades.flatMap((id) => upgradeById(id)?.grantsSlots ?? []);
  for (const slot of [...card.slots, ...SHIP_SLOTS, ...granted])
    slots.set(slot, (slots.get(slot) ?? 0) + 1);
  return slots;
}

function checkSlots(squad: Squad, f: Findings): void {
  for (const [i, entry] of squad.pilots.entries()) {
    const card = pilotById(entry.pilot);
    if (card === undefined) continue;
    const free = slotsOffered(card, entry.upgrades);
    for (const [j, id] of entry.upgrades.entries()) {
      const up = upgradeById(id);
      if (up === undefined) continue;
      const left = free.get(up.slot) ?? 0;
      if (left > 0) free.set(up.slot, left - 1);
      else
        f.problems.push(
          finding(
            'upgrade-slot',
            `${upgradeLabel(squad, i, j)}: the ship has no free ${up.slot} slot for it`,
            { pilot: i, upgrade: j },
          ),
        );
    }
  }
}

/** Why an upgrade may not go on a ship (size, faction, ship), checked in that order. */
export function restriction(
  up: UpgradeCard,
  ship: { xws?: string; name: string; size: string; side: string },
): { check: string; why: string } | undefined {
  if (up.size !== undefined && !up.size.some((s) => s === ship.size))
    return { check: 'upgrade-size', why: `it is for ${up.size.join(' or ')} ships only` };
  if (up.faction !== undefined && sideOf(up.faction) !== ship.side)
    return { check: 'upgrade-faction', why: `it is for the ${up.faction} only` };
  if (up.ships !== undefined && (ship.xws === undefined || !up.ships.includes(ship.xws))) {
    const names = up.ships.map((x) => shipByXws(x)?.name ?? x);
    return { check: 'upgrade-ship', why: `it is for the ${names.join(' or ')} only` };
  }
  return undefined;
}

function checkRestrictions(squad: Squad, f: Findings): void {
  for (const [i, entry] of squad.pilots.entries()) {
    const card = pilotById(entry.pilot);
    const ship = card === undefined ? undefined : shipByXws(card.ship);
    if (card === undefined || ship === undefined) continue;
    const target = { xws: ship.xws, name: ship.name, size: ship.size, side: sideOf(card.faction) };
    for (const [j, id] of entry.upgrades.entries()) {
      const up = upgradeById(id);
      const no = up === undefined ? undefined : restriction(up, target);
      if (no !== undefined)
        f.problems.push(
          finding(no.check, `${upgradeLabel(squad, i, j)}: ${no.why}`, { pilot: i, upgrade: j }),
        );
    }
  }
}

function checkLimited(squad: Squad, f: Findings): void {
  for (const [i, entry] of squad.pilots.entries()) {
    const seen = new Set<string>();
    for (const [j, id] of entry.upgrades.entries()) {
      const up = upgradeById(id);
      if (up === undefined || !up.limited) continue;
      const key = baseName(up.name);
      if (seen.has(key))
        f.problems.push(
          finding(
            'limited-once',
            `${upgradeLabel(squad, i, j)}: a limited card, already on this ship`,
            { pilot: i, upgrade: j },
          ),
        );
      seen.add(key);
    }
  }
}

/** A unique card of the squad: its name key, where it is, and how to say where. */
export interface UniqueCard {
  readonly key: string;
  readonly name: string;
  readonly at: SquadSpot;
  readonly label: string;
}

/** The unique cards of a squad, in list order: pilots, their upgrades, then the shuttle's. */
export function uniqueCards(squad: Squad): UniqueCard[] {
  const found: UniqueCard[] = [];
  for (const [i, entry] of squad.pilots.entries()) {
    const card = pilotById(entry.pilot);
    if (card?.unique === true)
      found.push({
        key: baseName(card.name),
        name: card.name,
        at: { pilot: i },
        label: pilotLabel(squad, i),
      });
    for (const [j, id] of entry.upgrades.entries()) {
      const up = upgradeById(id);
      if (up?.unique === true)
        found.push({
          key: baseName(up.name),
          name: up.name,
          at: { pilot: i, upgrade: j },
          label: upgradeLabel(squad, i, j),
        });
    }
  }
  for (const [j, id] of (squad.shuttle?.upgrades ?? []).entries()) {
    const up = upgradeById(id);
    if (up?.unique === true)
      found.push({
        key: baseName(up.name),
        name: up.name,
        at: { shuttle: true, upgrade: j },
        label: shuttleUpgradeLabel(squad, j),
      });
  }
  return found;
}

function checkUnique(squad: Squad, f: Findings): void {
  const first = new Map<string, UniqueCard>();
  for (const card of uniqueCards(squad)) {
    const earlier = first.get(card.key);
    if (earlier === undefined) first.set(card.key, card);
    else
      f.problems.push(
        finding(
          'unique-once',
          `${card.label}: the unique ${card.name} is already in the squad (${earlier.label})`,
          card.at,
        ),
      );
  }
}

/** The checks every format runs, in a fixed order. */
export function checkBasics(squad: Squad, f: Findings): void {
  if (squad.pilots.length === 0) f.problems.push(finding('empty-squad', 'the squad has no pilot'));
  checkKnown(squad, f);
  checkCosts(squad, f);
  checkSide(squad, f);
  checkSlots(squad, f);
  checkRestrictions(squad, f);
  checkLimited(squad, f);
  checkUnique(squad, f);
}
