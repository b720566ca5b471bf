/**
 * The new-campaign form's data, apart from the page: players with their CSW colour, faction,
 * fleet side and five numbered squads, the obstacle pools and the options; what the tracker is
 * sent (`toSetup`); and where a refusal of the tracker belongs in the form (`locate`).
 */
import {
  type CampaignObstacleKind,
  CSW_TEAM_GROUPS,
  type CswColour,
  type CswFaction,
  type Side,
} from '@drift/formats';
import type { ShipDraft } from './cards.ts';
import { COLOURS } from './words.ts';

export type PlayMode = 'individual' | 'teams-2' | 'teams-3';

export interface SquadDraft {
  readonly ships: readonly ShipDraft[];
  /** The XWS text as pasted (kept so a mistake can be fixed in place). */
  readonly xws: string;
}

export interface ObstacleDraft {
  readonly kind: CampaignObstacleKind;
  readonly name: string;
}

export interface PlayerDraft {
  /** A stable key for the page's lists (not sent). */
  readonly key: number;
  readonly name: string;
  readonly colour: CswColour;
  readonly cswFaction: CswFaction;
  readonly side: Side;
  /** The squad of the large meeple (125 points), 1-5. */
  readonly large: number;
  readonly squads: readonly SquadDraft[];
  readonly obstacles: readonly ObstacleDraft[];
}

export interface OptionsDraft {
  readonly expansion: boolean;
  readonly alderaan: boolean;
  readonly variableTerrain: boolean;
  readonly seizeCoruscant: boolean;
  readonly hiddenBases: boolean;
  readonly designatedBases: boolean;
  readonly paidReinforcement: boolean;
}

export interface CampaignDraft {
  readonly name: string;
  readonly mode: PlayMode;
  readonly players: readonly PlayerDraft[];
  readonly options: OptionsDraft;
  /** Tiles in the game with the start tile, as typed ('' when not known). */
  readonly tiles: string;
}

/** A field of the form a problem can stand beside. */
export type FieldKey =
  | 'name'
  | 'tiles'
  | 'players'
  | `p${number}.${'name' | 'colour' | 'faction' | 'side' | 'fleet' | 'obstacles'}`
  | `p${number}.squad${number}`;

export const SQUAD_NUMBERS = [1, 2, 3, 4, 5] as const;

const FACTION_OF: Readonly<Record<CswColour, CswFaction>> = {
  black: 'imperial',
  white: 'imperial',
  red: 'rebel',
  green: 'rebel',
  orange: 'mercenary',
  blue: 'first-order',
};

const SIDE_OF: Readonly<Record<CswFaction, Side>> = {
  imperial: 'imperial',
  rebel: 'rebel',
  mercenary: 'scum',
  'first-order': 'imperial',
};

export function newPlayer(key: number, taken: readonly CswColour[]): PlayerDraft {
  const colour = COLOURS.find((c) => !taken.includes(c)) ?? 'black';
  const cswFaction = FACTION_OF[colour];
  return {
    key,
    name: '',
    colour,
    cswFaction,
    side: SIDE_OF[cswFaction],
    large: 1,
    squads: SQUAD_NUMBERS.map(() => ({ ships: [], xws: '' })),
    obstacles: [],
  };
}

export function newDraft(): CampaignDraft {
  const a = newPlayer(1, []);
  const b = newPlayer(2, [a.colour]);
  return {
    name: '',
    mode: 'individual',
    players: [a, b],
    options: {
      expansion: false,
      alderaan: false,
      variableTerrain: false,
      seizeCoruscant: false,
      hiddenBases: false,
      designatedBases: false,
      paidReinforcement: false,
    },
    tiles: '',
  };
}

/** A colour picked: the faction and side follow it unless the organizer changed them. */
export function withColour(p: PlayerDraft, colour: CswColour): PlayerDraft {
  const faction = p.cswFaction === FACTION_OF[p.colour] ? FACTION_OF[colour] : p.cswFaction;
  const side = p.side === SIDE_OF[p.cswFaction] ? SIDE_OF[faction] : p.side;
  return { ...p, colour, cswFaction: faction, side };
}

/** Player ids from names: `Luke Skywalker` → `luke-skywalker`, made unique. */
export function playerIds(players: readonly PlayerDraft[]): string[] {
  const ids: string[] = [];
  for (const [i, p] of players.entries()) {
    const slug = p.name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30);
    let id = slug || `p${i + 1}`;
    for (let n = 2; ids.includes(id); n++) id = `${slug || `p${i + 1}`}-${n}`;
    ids.push(id);
  }
  return ids;
}

/** The team a colour plays in (the seed's colour groupings); null in individual play. */
export function teamOfColour(mode: PlayMode, colour: CswColour): string | null {
  if (mode === 'individual') return null;
  const group = CSW_TEAM_GROUPS[mode === 'teams-2' ? 2 : 3].find((g) => g.colours.includes(colour));
  return group ? group.colours.map((c) => c[0]?.toUpperCase() + c.slice(1)).join('-') : null;
}

/** The CSW factions a colour's team may take (all of them in individual play). */
export function factionsFor(mode: PlayMode, colour: CswColour): readonly CswFaction[] {
  if (mode === 'individual') return ['imperial', 'rebel', 'mercenary', 'first-order'];
  const group = CSW_TEAM_GROUPS[mode === 'teams-2' ? 2 : 3].find((g) => g.colours.includes(colour));
  return group?.factions ?? [];
}

/** The body of the create request. */
export function toSetup(draft: CampaignDraft) {
  const ids = playerIds(draft.players);
  const tiles = draft.tiles.trim() === '' ? null : Number(draft.tiles);
  return {
    name: draft.name,
    play: draft.mode === 'individual' ? 'individual' : 'teams',
    options: { ...draft.options, tiles },
    players: draft.players.map((p, i) => ({
      id: ids[i],
      name: p.name,
      colour: p.colour,
      cswFaction: p.cswFaction,
      side: p.side,
      team: teamOfColour(draft.mode, p.colour),
      fleet: {
        squads: p.squads.map((s, j) => ({
          number: j + 1,
          size: j + 1 === p.large ? 'large' : 'small',
          ships: s.ships.map((x) => ({ pilot: x.pilot, upgrades: [...x.upgrades] })),
        })),
        obstacles: p.obstacles.map((o) => ({ kind: o.kind, name: o.name })),
      },
    })),
  };
}

const FIELD_OF: Readonly<Record<string, string>> = {
  name: 'name',
  id: 'name',
  colour: 'colour',
  cswFaction: 'faction',
  side: 'side',
  team: 'colour',
};

/** A decoder's path (`setup.players[1].fleet.squads[2].ships[0].pilot`) as a field. */
function fromPath(path: string): FieldKey | null {
  if (path === 'setup.name') return 'name';
  if (path.startsWith('setup.options')) return 'tiles';
  const m = /^setup\.players\[(\d+)\](?:\.(\w+))?(?:\.(\w+))?(?:\[(\d+)\])?/.exec(path);
  if (!m) return path.startsWith('setup.players') ? 'players' : null;
  const [, i, field, sub, index] = m;
  if (field === 'fleet' && sub === 'squads' && index !== undefined)
    return `p${Number(i)}.squad${Number(index) + 1}`;
  if (field === 'fleet' && sub === 'obstacles') return `p${Number(i)}.obstacles`;
  if (field === 'fleet') return `p${Number(i)}.fleet`;
  const f = field ? FIELD_OF[field] : undefined;
  return f ? (`p${Number(i)}.${f}` as FieldKey) : 'players';
}

/** The players the message names, in the order it names them. */
function named(message: string, players: readonly PlayerDraft[]): number[] {
  const found = players
    .map((p, i) => ({ i, at: p.name.trim() ? message.indexOf(p.name.trim()) : -1 }))
    .filter((x) => x.at >= 0);
  return found.sort((a, b) => a.at - b.at).map((x) => x.i);
}

/** Where in the form a refusal of the tracker belongs (null: above the form). */
export function locate(
  error: { readonly code: string; readonly message: string },
  draft: CampaignDraft,
): FieldKey | null {
  const { code, message } = error;
  if (code === 'BadInput' || code === 'BadRequest') {
    const at = /^([\w.[\]]+):/.exec(message)?.[1];
    return at ? fromPath(at) : null;
  }
  const who = named(message, draft.players);
  const first = who[0];
  const last = who[who.length - 1];
  const teams = draft.players.map((p) => teamOfColour(draft.mode, p.colour));
  const team = /Team "([^"]+)"/.exec(message)?.[1];
  const member = team ? teams.indexOf(team) : -1;
  switch (code) {
    case 'UnknownPilot':
    case 'PilotPoints':
    case 'WrongFaction':
    case 'UnknownUpgrade':
    case 'EmptySquad':
    case 'SquadPoints': {
      const n = Number(/squad (\d)/.exec(message)?.[1] ?? 0);
      if (first === undefined) return null;
      return n >= 1 && n <= 5 ? `p${first}.squad${n}` : `p${first}.fleet`;
    }
    case 'FleetSize':
    case 'SquadNumbers':
    case 'LargeSquad':
      return first === undefined ? null : `p${first}.fleet`;
    case 'UniqueTwice':
      return last === undefined ? null : `p${last}.fleet`;
    case 'ObstaclePool':
      return first === undefined ? null : `p${first}.obstacles`;
    case 'DuplicateColour': {
      const colour = /colour (\w+)/.exec(message)?.[1];
      const i = draft.players.findLastIndex((p) => p.colour === colour);
      return i >= 0 ? `p${i}.colour` : 'players';
    }
    case 'NotTeamPlay':
    case 'NoTeam':
      return first === undefined ? 'players' : `p${first}.colour`;
    case 'BadTeam':
      if (/must play/.test(message) && first !== undefined) return `p${first}.faction`;
      if (member >= 0 && /colour groupings/.test(message)) return `p${member}.colour`;
      return 'players';
    case 'TeamSides': {
      const i = team ? teams.lastIndexOf(team) : -1;
      return i >= 0 ? `p${i}.side` : 'players';
    }
    case 'PlayerCount':
    case 'DuplicatePlayer':
      return 'players';
    default:
      return first === undefined ? null : `p${first}.fleet`;
  }
}
