/**
 * `validateFleet(fleet, teamMates?)` for the Coruscant campaign (XW-CC-05..10): five squads
 * numbered 1-5, one of 125 points and four of 100, all of the player's side (and the team's),
 * unique cards once in the fleet (once in the team with team-mates' fleets), each squad sound
 * by the shared checks, and an obstacle pool of up to six where an Epic ship counts three.
 */
import { shipByXws } from '../cards/catalog.ts';
import {
  EPIC_SHIP_OBSTACLES,
  FLEET_OBSTACLE_POOL,
  FLEET_SQUADS,
  type Fleet,
  MEEPLE_POINTS,
} from '../squads/fleet.ts';
import { knownPoints } from '../squads/points.ts';
import { checkBasics, uniqueCards } from './basic.ts';
import { type Findings, finding, type SquadProblem, type SquadSpot } from './report.ts';

export interface FleetProblem {
  readonly check: string;
  readonly message: string;
  /** The squad (its index in the fleet's list) and, inside it, the pilot or upgrade. */
  readonly at?: { readonly squad: number; readonly spot?: SquadSpot };
}

export interface FleetReport {
  readonly ok: boolean;
  /** Each squad's points, in the fleet's order. */
  readonly points: readonly number[];
  readonly problems: readonly FleetProblem[];
}

const squadName = (fleet: Fleet, index: number) =>
  `squad ${fleet.squads[index]?.number ?? index + 1}`;

function inSquad(fleet: Fleet, index: number, p: SquadProblem): FleetProblem {
  const at = p.at === undefined ? { squad: index } : { squad: index, spot: p.at };
  return { check: p.check, message: `${squadName(fleet, index)}: ${p.message}`, at };
}

function checkShape(fleet: Fleet, out: FleetProblem[]): void {
  if (fleet.squads.length !== FLEET_SQUADS)
    out.push({
      check: 'fleet-size',
      message: `the fleet has ${fleet.squads.length} squads; a fleet has ${FLEET_SQUADS}`,
    });
  const seen = new Set<number>();
  for (const [i, s] of fleet.squads.entries()) {
    if (!Number.isInteger(s.number) || s.number < 1 || s.number > FLEET_SQUADS)
      out.push({
        check: 'fleet-numbers',
        message: `squad ${i + 1} is numbered ${s.number}; squads are numbered 1 to ${FLEET_SQUADS}`,
        at: { squad: i },
      });
    else if (seen.has(s.number))
      out.push({
        check: 'fleet-numbers',
        message: `two squads carry the number ${s.number}`,
        at: { squad: i },
      });
    seen.add(s.number);
  }
  const large = fleet.squads.filter((s) => s.meeple === 'large').length;
  if (large !== 1)
    out.push({
      check: 'fleet-meeples',
      message: `the fleet has ${large} squads on a large meeple; it has one 125-point squad and four of 100`,
    });
}

function checkSquads(fleet: Fleet, out: FleetProblem[]): number[] {
  const points: number[] = [];
  for (const [i, { squad, meeple }] of fleet.squads.entries()) {
    const f: Findings = { problems: [], notes: [] };
    checkBasics(squad, f);
    if (squad.side !== fleet.side)
      f.problems.push(
        finding(
          'single-faction',
          `it is built for the ${squad.side} side, not the fleet's ${fleet.side}`,
        ),
      );
    const cost = knownPoints(squad);
    const limit = MEEPLE_POINTS[meeple];
    if (cost > limit)
      f.problems.push(
        finding(
          'points-limit',
          `it costs ${cost} points; a squad on a ${meeple} meeple allows ${limit}`,
        ),
      );
    points.push(cost);
    out.push(...f.problems.map((p) => inSquad(fleet, i, p)));
  }
  return points;
}

function checkTeam(fleet: Fleet, teamMates: readonly Fleet[], out: FleetProblem[]): void {
  for (const mate of teamMates)
    if (mate.side !== fleet.side)
      out.push({
        check: 'team-faction',
        message: `team-mate ${mate.player} builds for the ${mate.side} side, ${fleet.player} for the ${fleet.side}: a team shares one side`,
      });
}

/** Unique cards once per fleet, or once per team when team-mates' fleets are given. */
function checkUniques(fleet: Fleet, teamMates: readonly Fleet[], out: FleetProblem[]): void {
  const first = new Map<string, string>();
  for (const mate of teamMates)
    for (const [i, s] of mate.squads.entries())
      for (const card of uniqueCards(s.squad))
        if (!first.has(card.key))
          first.set(card.key, `${mate.player}'s ${squadName(mate, i)}, ${card.label}`);
  for (const [i, s] of fleet.squads.entries()) {
    const inThisSquad = new Set<string>();
    for (const card of uniqueCards(s.squad)) {
      const earlier = first.get(card.key);
      if (earlier !== undefined && !inThisSquad.has(card.key))
        out.push({
          check: 'fleet-unique',
          message: `${squadName(fleet, i)}: ${card.label}: the unique ${card.name} is already in ${earlier}`,
          at: { squad: i, spot: card.at },
        });
      inThisSquad.add(card.key);
      if (earlier === undefined) first.set(card.key, `${squadName(fleet, i)}, ${card.label}`);
    }
  }
}

function checkObstaclePool(fleet: Fleet, out: FleetProblem[]): void {
  const epic = fleet.epicShips ?? [];
  for (const xws of epic) {
    const ship = shipByXws(xws);
    if (ship?.size !== 'huge')
      out.push({
        check: 'fleet-epic-ship',
        message: `"${xws}" is no Epic (huge) ship, so it cannot stand in for obstacles`,
      });
  }
  const size = fleet.obstacles.length + EPIC_SHIP_OBSTACLES * epic.length;
  if (size > FLEET_OBSTACLE_POOL)
    out.push({
      check: 'fleet-obstacles',
      message: `the obstacle pool counts ${size} (${fleet.obstacles.length} obstacles and ${epic.length} Epic ships at ${EPIC_SHIP_OBSTACLES} each); it may count ${FLEET_OBSTACLE_POOL}`,
    });
}

/** The report on a Coruscant fleet, optionally with the team-mates' fleets. */
export function validateFleet(fleet: Fleet, teamMates: readonly Fleet[] = []): FleetReport {
  const problems: FleetProblem[] = [];
  checkShape(fleet, problems);
  const points = checkSquads(fleet, problems);
  checkTeam(fleet, teamMates, problems);
  checkUniques(fleet, teamMates, problems);
  checkObstaclePool(fleet, problems);
  return { ok: problems.length === 0, points, problems };
}
