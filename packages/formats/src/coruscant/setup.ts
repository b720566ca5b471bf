/**
 * A new campaign from outside input (XW-CC-02..10, 31..36): players with their CSW colour and
 * faction, teams, fleets of five numbered squads, obstacle pools and the options.
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import type { Side } from '../cards/types.ts';
import { shipInput } from './commands.ts';
import {
  bool,
  type Decoder,
  id,
  int,
  list,
  literal,
  nullable,
  object,
  optional,
  text,
} from './decode.ts';
import { chooseSecretBase } from './end.ts';
import { buildShip, checkObstacles, checkSquads, checkUniques } from './fleet.ts';
import { EMPTY_SCORE } from './state.ts';
import { COLOURS, CSW_FACTIONS, seatTeams } from './teams.ts';
import type {
  CampaignObstacleKind,
  CampaignPlay,
  CampaignPlayer,
  CampaignShip,
  CampaignSquad,
  CampaignSquadSize,
  CampaignState,
  CoruscantOptions,
} from './types.ts';

const flag = optional(bool, false);

const optionsDecoder: Decoder<CoruscantOptions> = optional(
  object({
    expansion: flag,
    alderaan: flag,
    variableTerrain: flag,
    seizeCoruscant: flag,
    hiddenBases: flag,
    designatedBases: flag,
    paidReinforcement: flag,
    tiles: nullable(int(2, 500)),
  }),
  {
    expansion: false,
    alderaan: false,
    variableTerrain: false,
    seizeCoruscant: false,
    hiddenBases: false,
    designatedBases: false,
    paidReinforcement: false,
    tiles: null,
  },
);

const fleetDecoder = object({
  squads: list(
    object({
      number: int(1, 5),
      size: literal<CampaignSquadSize>(['large', 'small']),
      ships: list(shipInput, 0, 10),
    }),
    0,
    10,
  ),
  obstacles: optional(
    list(
      object({
        kind: literal<CampaignObstacleKind>(['asteroid', 'debris', 'epic']),
        name: text(40),
      }),
      0,
      12,
    ),
    [],
  ),
});

export const setupDecoder = object({
  name: text(60),
  play: optional(literal<CampaignPlay>(['individual', 'teams']), 'individual'),
  options: optionsDecoder,
  players: list(
    object({
      id,
      name: text(40),
      colour: literal(COLOURS),
      cswFaction: literal(CSW_FACTIONS),
      side: literal<Side>(['rebel', 'imperial', 'scum']),
      team: nullable(id),
      fleet: fleetDecoder,
    }),
    0,
    8,
  ),
  secretBases: optional(list(object({ player: id, planet: text(40) }), 0, 6), []),
});

export interface CampaignSetup {
  readonly name: string;
  readonly state: CampaignState;
}

export function setupCampaign(input: unknown): Result<CampaignSetup, RuleError> {
  const read = setupDecoder(input, 'setup');
  if (!read.ok) return read;
  const { name, play, options, players: seats, secretBases } = read.value;
  const teams = seatTeams(play, seats, options.expansion);
  if (!teams.ok) return teams;
  const players: CampaignPlayer[] = [];
  for (const seat of seats) {
    const squads: CampaignSquad[] = [];
    for (const sq of seat.fleet.squads) {
      const ships: CampaignShip[] = [];
      for (const [i, s] of sq.ships.entries()) {
        const built = buildShip(
          s,
          `${seat.id}.${sq.number}.${i + 1}`,
          seat.side,
          `${seat.name}'s squad ${sq.number}, ship ${i + 1}`,
        );
        if (!built.ok) return built;
        ships.push(built.value);
      }
      squads.push({
        number: sq.number,
        size: sq.size,
        limit: sq.size === 'large' ? 125 : 100,
        ships,
        original: ships,
        lostShips: [],
        place: null,
        lost: false,
        barred: [],
        nextShip: ships.length + 1,
      });
    }
    const checked = checkSquads(seat.name, squads);
    if (!checked.ok) return checked;
    const pool = checkObstacles(seat.name, seat.fleet.obstacles);
    if (!pool.ok) return pool;
    players.push({
      id: seat.id,
      name: seat.name,
      colour: seat.colour,
      cswFaction: seat.cswFaction,
      side: seat.side,
      team: seat.team ?? seat.id,
      squads: squads.toSorted((a, b) => a.number - b.number),
      obstacles: seat.fleet.obstacles,
      lostUniques: [],
      score: EMPTY_SCORE,
    });
  }
  for (const team of teams.value) {
    const members = players.filter((p) => team.players.includes(p.id));
    const sides = new Set(members.map((p) => p.side));
    if (sides.size > 1) {
      return refuse(
        'TeamSides',
        `Team "${team.id}" mixes ${[...sides].join(' and ')} fleets; team-mates share one faction (XW-CC-06).`,
      );
    }
    const who = play === 'teams' ? `Team "${team.id}"` : (members[0]?.name ?? team.id);
    const uniques = checkUniques(
      who,
      members.map((p) => ({ name: p.name, ships: p.squads.flatMap((s) => s.ships) })),
    );
    if (!uniques.ok) return uniques;
  }
  let state: CampaignState = {
    status: 'running',
    play,
    options,
    players,
    teams: teams.value,
    places: [],
    battles: [],
    // XW-CC-04: the CSW start tile is on the table.
    tiles: { placed: 1, last: false },
    secretBases: [],
    finalScored: false,
    finalBattle: null,
    winner: null,
  };
  for (const s of secretBases) {
    const chosen = chooseSecretBase(state, s.player, s.planet);
    if (!chosen.ok) return chosen;
    state = chosen.value.state;
  }
  return ok({ name, state });
}
