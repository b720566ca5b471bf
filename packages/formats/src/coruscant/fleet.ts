/**
 * Fleets as the campaign holds them: five numbered squads of ships built from the card data
 * (XW-CC-05..10). The squads helper's `validateFleet` is the full squad-building check; the
 * record refuses only what it cannot keep track of.
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import { pilotById, upgradeById } from '../cards/catalog.ts';
import type { Faction, Side } from '../cards/types.ts';
import type {
  CampaignObstacle,
  CampaignPlayer,
  CampaignShip,
  CampaignSquadSize,
  CampaignUpgrade,
} from './types.ts';

/** XW-CC-07: the large meeple's squad is 125 points, the four small ones 100. */
export const SQUAD_LIMIT: Readonly<Record<CampaignSquadSize, number>> = { large: 125, small: 100 };
/** XW-CC-05. */
export const SQUADS_PER_FLEET = 5;
/** XW-CC-10: the obstacle pool, an Epic ship standing in for 3. */
export const OBSTACLE_POOL = 6;
export const EPIC_OBSTACLES = 3;

export interface ShipInput {
  readonly pilot: number;
  readonly upgrades: readonly number[];
}

export interface SquadInput {
  readonly number: number;
  readonly size: CampaignSquadSize;
  readonly ships: readonly ShipInput[];
}

export function sideOf(faction: Faction): Side {
  switch (faction) {
    case 'Rebel Alliance':
    case 'Resistance':
      return 'rebel';
    case 'Galactic Empire':
    case 'First Order':
      return 'imperial';
    case 'Scum and Villainy':
      return 'scum';
  }
}

export function upgradeOf(id: number): CampaignUpgrade | undefined {
  const u = upgradeById(id);
  return u && { id: u.id, name: u.name, slot: u.slot, unique: u.unique, points: u.points };
}

/** A ship from card ids; `where` names it in errors. */
export function buildShip(
  input: ShipInput,
  shipId: string,
  side: Side,
  where: string,
): Result<CampaignShip, RuleError> {
  const pilot = pilotById(input.pilot);
  if (!pilot) return refuse('UnknownPilot', `${where}: no pilot card has the id ${input.pilot}.`);
  if (pilot.points === null) {
    return refuse('PilotPoints', `${where}: ${pilot.name} has no printed cost ("?").`);
  }
  if (sideOf(pilot.faction) !== side) {
    return refuse(
      'WrongFaction',
      `${where}: ${pilot.name} flies for ${pilot.faction}, not the fleet's side (${side}) (XW-CC-06).`,
    );
  }
  const upgrades: CampaignUpgrade[] = [];
  for (const [i, uid] of input.upgrades.entries()) {
    const u = upgradeOf(uid);
    if (!u) {
      return refuse(
        'UnknownUpgrade',
        `${where}, upgrade ${i + 1}: no upgrade card has the id ${uid}.`,
      );
    }
    upgrades.push(u);
  }
  return ok({
    id: shipId,
    pilotId: pilot.id,
    name: pilot.name,
    ship: pilot.ship,
    unique: pilot.unique,
    points: pilot.points + upgrades.reduce((n, u) => n + u.points, 0),
    upgrades,
  });
}

export function squadPoints(ships: readonly CampaignShip[]): number {
  return ships.reduce((n, s) => n + s.points, 0);
}

/** Names of the unique cards in these ships (pilots and upgrades). */
export function uniqueNames(ships: readonly CampaignShip[]): string[] {
  return ships.flatMap((s) => [
    ...(s.unique ? [s.name] : []),
    ...s.upgrades.filter((u) => u.unique).map((u) => u.name),
  ]);
}

/** XW-CC-05, 07, 09: five squads numbered 1-5, one large of 125, four small of 100. */
export function checkSquads(
  name: string,
  squads: readonly { number: number; size: CampaignSquadSize; ships: readonly CampaignShip[] }[],
): Result<true, RuleError> {
  if (squads.length !== SQUADS_PER_FLEET) {
    return refuse(
      'FleetSize',
      `${name}'s fleet has ${squads.length} squads; a fleet is ${SQUADS_PER_FLEET} (one per meeple, XW-CC-05).`,
    );
  }
  const numbers = new Set(squads.map((s) => s.number));
  for (let n = 1; n <= SQUADS_PER_FLEET; n++) {
    if (!numbers.has(n)) {
      return refuse(
        'SquadNumbers',
        `${name}'s fleet has no squad ${n}; number them 1 to 5 (XW-CC-09).`,
      );
    }
  }
  const large = squads.filter((s) => s.size === 'large');
  if (large.length !== 1) {
    return refuse(
      'LargeSquad',
      `${name}'s fleet has ${large.length} large squads; exactly one squad is the large meeple's (XW-CC-07).`,
    );
  }
  for (const s of squads) {
    if (s.ships.length === 0) {
      return refuse('EmptySquad', `${name}'s squad ${s.number} has no ships.`);
    }
    const points = squadPoints(s.ships);
    if (points > SQUAD_LIMIT[s.size]) {
      return refuse(
        'SquadPoints',
        `${name}'s squad ${s.number} costs ${points} points; a ${s.size} squad may cost ${SQUAD_LIMIT[s.size]} (XW-CC-07).`,
      );
    }
  }
  return ok(true);
}

/** XW-CC-08: unique cards once across the given fleets (one player's, or a team's). */
export function checkUniques(
  who: string,
  fleets: readonly { name: string; ships: readonly CampaignShip[] }[],
): Result<true, RuleError> {
  const seen = new Map<string, string>();
  for (const f of fleets) {
    for (const u of uniqueNames(f.ships)) {
      const first = seen.get(u);
      if (first !== undefined) {
        const where =
          first === f.name ? `twice in ${f.name}'s fleet` : `in ${first}'s and ${f.name}'s fleets`;
        return refuse('UniqueTwice', `${who}: the unique card ${u} appears ${where} (XW-CC-08).`);
      }
      seen.set(u, f.name);
    }
  }
  return ok(true);
}

/** XW-CC-10: up to 6 standard obstacles, an Epic ship counting as 3. */
export function obstacleCount(obstacles: readonly CampaignObstacle[]): number {
  return obstacles.reduce((n, o) => n + (o.kind === 'epic' ? EPIC_OBSTACLES : 1), 0);
}

export function checkObstacles(
  name: string,
  obstacles: readonly CampaignObstacle[],
): Result<true, RuleError> {
  const count = obstacleCount(obstacles);
  return count > OBSTACLE_POOL
    ? refuse(
        'ObstaclePool',
        `${name}'s obstacle pool counts ${count}; at most ${OBSTACLE_POOL}, an Epic ship counting as ${EPIC_OBSTACLES} (XW-CC-10).`,
      )
    : ok(true);
}

/** Every ship a player has now, across squads. */
export function fleetShips(player: CampaignPlayer): CampaignShip[] {
  return player.squads.flatMap((s) => s.ships);
}
