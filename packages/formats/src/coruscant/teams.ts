/** Players, colours and teams (XW-CC-02, 06, 30). */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import type {
  CampaignAlignment,
  CampaignPlay,
  CampaignPlayer,
  CampaignState,
  CampaignTeam,
  CswColour,
  CswFaction,
} from './types.ts';

export const COLOURS: readonly CswColour[] = ['black', 'white', 'red', 'green', 'orange', 'blue'];
export const CSW_FACTIONS: readonly CswFaction[] = [
  'imperial',
  'rebel',
  'mercenary',
  'first-order',
];

interface Group {
  readonly colours: readonly CswColour[];
  /** The CSW factions its members may take. */
  readonly factions: readonly CswFaction[];
  readonly alignment: CampaignAlignment;
}

/** XW-CC-02: the colour groupings for teams of two and of three. */
export const TEAM_GROUPS: Readonly<Record<2 | 3, readonly Group[]>> = {
  2: [
    { colours: ['black', 'white'], factions: ['imperial'], alignment: 'imperial' },
    { colours: ['red', 'green'], factions: ['rebel'], alignment: 'rebel' },
    { colours: ['orange', 'blue'], factions: ['mercenary', 'first-order'], alignment: null },
  ],
  3: [
    {
      colours: ['black', 'white', 'blue'],
      factions: ['imperial', 'first-order'],
      alignment: 'imperial',
    },
    { colours: ['red', 'green', 'orange'], factions: ['rebel', 'mercenary'], alignment: 'rebel' },
  ],
};

export interface Seat {
  readonly id: string;
  readonly name: string;
  readonly colour: CswColour;
  readonly cswFaction: CswFaction;
  readonly team: string | null;
}

/** The group a set of colours forms, if it is one of the seed's groupings. */
function groupOf(colours: readonly CswColour[]): Group | undefined {
  const size = colours.length;
  if (size !== 2 && size !== 3) return undefined;
  return TEAM_GROUPS[size].find(
    (g) => g.colours.length === size && colours.every((c) => g.colours.includes(c)),
  );
}

/** Player count, distinct colours and the team groupings; returns the teams. */
export function seatTeams(
  play: CampaignPlay,
  seats: readonly Seat[],
  expansion: boolean,
): Result<CampaignTeam[], RuleError> {
  const most = expansion ? 6 : 5;
  if (seats.length < 2 || seats.length > most) {
    return refuse(
      'PlayerCount',
      `A campaign takes 2 to ${most} players${expansion ? '' : ' (6 with the CSW expansion)'}, not ${seats.length}.`,
    );
  }
  const ids = new Set<string>();
  const colours = new Set<CswColour>();
  for (const s of seats) {
    if (ids.has(s.id)) return refuse('DuplicatePlayer', `Two players have the id "${s.id}".`);
    if (colours.has(s.colour)) {
      return refuse('DuplicateColour', `Two players chose the colour ${s.colour}.`);
    }
    ids.add(s.id);
    colours.add(s.colour);
  }
  if (play === 'individual') {
    const stray = seats.find((s) => s.team !== null);
    if (stray) {
      return refuse('NotTeamPlay', `${stray.name} has a team, but the campaign is individual.`);
    }
    return ok(seats.map((s) => ({ id: s.id, players: [s.id] })));
  }
  const teams = new Map<string, Seat[]>();
  for (const s of seats) {
    if (s.team === null) return refuse('NoTeam', `Team play: ${s.name} needs a team.`);
    if (ids.has(s.team) && s.team !== s.id) {
      return refuse('BadTeam', `Team "${s.team}" has the id of a player; pick another team id.`);
    }
    teams.set(s.team, [...(teams.get(s.team) ?? []), s]);
  }
  if (teams.size < 2) return refuse('BadTeam', 'Team play needs at least two teams.');
  const sizes = new Set([...teams.values()].map((m) => m.length));
  if (sizes.size !== 1) {
    return refuse('BadTeam', 'Teams are all of two players or all of three, not a mix.');
  }
  for (const [team, members] of teams) {
    const group = groupOf(members.map((m) => m.colour));
    if (!group) {
      return refuse(
        'BadTeam',
        `Team "${team}" (${members.map((m) => m.colour).join(', ')}) is not one of the colour groupings: ${groupsText(members.length)}.`,
      );
    }
    const off = members.find((m) => !group.factions.includes(m.cswFaction));
    if (off) {
      return refuse(
        'BadTeam',
        `Team "${team}": ${off.name} (${off.colour}) must play ${group.factions.join(' or ')}, not ${off.cswFaction}.`,
      );
    }
  }
  return ok([...teams].map(([team, members]) => ({ id: team, players: members.map((m) => m.id) })));
}

function groupsText(size: number): string {
  const groups = size === 2 || size === 3 ? TEAM_GROUPS[size] : [];
  return groups.length === 0
    ? 'teams are of two or three players'
    : groups.map((g) => g.colours.join(' + ')).join('; ');
}

/** Imperial or Rebel for the options: by team grouping in team play, else by CSW faction. */
export function alignmentOf(state: CampaignState, player: CampaignPlayer): CampaignAlignment {
  if (state.play === 'teams') {
    const team = teamOf(state, player.id);
    const group = groupOf(
      (team?.players ?? []).flatMap((p) => {
        const m = state.players.find((x) => x.id === p);
        return m ? [m.colour] : [];
      }),
    );
    return group?.alignment ?? null;
  }
  if (player.cswFaction === 'imperial') return 'imperial';
  if (player.cswFaction === 'rebel') return 'rebel';
  return null;
}

export function teamOf(state: CampaignState, player: string): CampaignTeam | undefined {
  return state.teams.find((t) => t.players.includes(player));
}

export function sameTeam(state: CampaignState, a: string, b: string): boolean {
  return (
    state.players.find((p) => p.id === a)?.team === state.players.find((p) => p.id === b)?.team
  );
}

/** A team's name for messages: the player's name in individual play, else its id. */
export function teamName(state: CampaignState, team: string): string {
  if (state.play === 'individual') return state.players.find((p) => p.id === team)?.name ?? team;
  return `Team ${team}`;
}
