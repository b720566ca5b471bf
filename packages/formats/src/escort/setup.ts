/**
 * Political Escort setup, step by step (XW-PE-09..13): initiative, roles chosen by the
 * initiative holder, three obstacles from each player, the defender's edge, ships, the shuttle
 * at skill 12 within Range 1 of the defender's edge, then shields up.
 */
import { ok, refuse } from '@drift/engine';
import {
  field,
  onlyFields,
  type Read,
  readBool,
  readChoice,
  readObject,
  readPlayer,
  readTable,
  readText,
} from '../standard/read.ts';
import { newShuttle, type ShuttleState } from './tracker.ts';

export type EscortEdge = 'north' | 'south' | 'east' | 'west';
const EDGES: readonly EscortEdge[] = ['north', 'south', 'east', 'west'];
const OPPOSITE: Readonly<Record<EscortEdge, EscortEdge>> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
};

/** Obstacles each player brings to the board (XW-PE-10). */
export const OBSTACLES_EACH = 3;

export type EscortSetupStep =
  | 'initiative'
  | 'roles'
  | 'obstacles'
  | 'edge'
  | 'ships'
  | 'shuttle'
  | 'prepare'
  | 'done';

export interface EscortSetup {
  readonly players: readonly [string, string];
  readonly initiative: string | null;
  readonly attacker: string | null;
  readonly defender: string | null;
  readonly obstacles: readonly { readonly player: string; readonly obstacle: string }[];
  readonly defenderEdge: EscortEdge | null;
  readonly shipsPlaced: boolean;
  readonly shuttlePlaced: boolean;
  readonly prepared: boolean;
}

export function startEscortSetup(players: readonly string[]): Read<EscortSetup> {
  const table = readTable(players);
  if (!table.ok) return table;
  return ok({
    players: table.value,
    initiative: null,
    attacker: null,
    defender: null,
    obstacles: [],
    defenderEdge: null,
    shipsPlaced: false,
    shuttlePlaced: false,
    prepared: false,
  });
}

export function setupStep(s: EscortSetup): EscortSetupStep {
  if (s.initiative === null) return 'initiative';
  if (s.attacker === null) return 'roles';
  if (s.obstacles.length < OBSTACLES_EACH * 2) return 'obstacles';
  if (s.defenderEdge === null) return 'edge';
  if (!s.shipsPlaced) return 'ships';
  if (!s.shuttlePlaced) return 'shuttle';
  if (!s.prepared) return 'prepare';
  return 'done';
}

export function attackerEdge(s: EscortSetup): EscortEdge | null {
  return s.defenderEdge === null ? null : OPPOSITE[s.defenderEdge];
}

const STEP_OF: Readonly<Record<string, EscortSetupStep>> = {
  Initiative: 'initiative',
  ChooseRoles: 'roles',
  PlaceObstacle: 'obstacles',
  ChooseEdge: 'edge',
  ShipsPlaced: 'ships',
  PlaceShuttle: 'shuttle',
  Prepare: 'prepare',
};
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  Initiative: ['player'],
  ChooseRoles: ['by', 'attacker'],
  PlaceObstacle: ['player', 'obstacle'],
  ChooseEdge: ['by', 'edge'],
  ShipsPlaced: [],
  PlaceShuttle: ['by', 'withinRange1OfEdge'],
  Prepare: [],
};

/** Applies one setup step from the table; steps out of order are refused. */
export function applyEscortSetup(s: EscortSetup, input: unknown): Read<EscortSetup> {
  const obj = readObject(input, 'The setup step');
  if (!obj.ok) return obj;
  const o = obj.value;
  const type = readChoice(field(o, 'type'), 'The setup step type', Object.keys(STEP_OF));
  if (!type.ok) return type;
  const fields = onlyFields(o, ['type', ...(FIELDS[type.value] ?? [])], `The ${type.value} step`);
  if (!fields.ok) return fields;
  const now = setupStep(s);
  if (STEP_OF[type.value] !== now) {
    return refuse('WrongStep', `${type.value} cannot be done now: the setup is at the ${now} step`);
  }
  const where = `The ${type.value} step`;
  switch (type.value) {
    case 'Initiative': {
      const p = readPlayer(field(o, 'player'), s.players, `${where}: player`);
      return p.ok ? ok({ ...s, initiative: p.value }) : p;
    }
    case 'ChooseRoles': {
      const by = readPlayer(field(o, 'by'), s.players, `${where}: by`);
      if (!by.ok) return by;
      if (by.value !== s.initiative)
        return refuse(
          'NotYourChoice',
          `Only ${s.initiative} (initiative) chooses who attacks (XW-PE-09)`,
        );
      const attacker = readPlayer(field(o, 'attacker'), s.players, `${where}: attacker`);
      if (!attacker.ok) return attacker;
      const defender = s.players[0] === attacker.value ? s.players[1] : s.players[0];
      return ok({ ...s, attacker: attacker.value, defender });
    }
    case 'PlaceObstacle': {
      const player = readPlayer(field(o, 'player'), s.players, `${where}: player`);
      if (!player.ok) return player;
      const obstacle = readText(field(o, 'obstacle'), `${where}: obstacle`);
      if (!obstacle.ok) return obstacle;
      if (s.obstacles.filter((x) => x.player === player.value).length >= OBSTACLES_EACH) {
        return refuse(
          'TooManyObstacles',
          `${player.value} has already placed ${OBSTACLES_EACH} obstacles (XW-PE-10)`,
        );
      }
      if (s.obstacles.some((x) => x.obstacle === obstacle.value)) {
        return refuse('BadValue', `Obstacle "${obstacle.value}" is already on the board`);
      }
      return ok({
        ...s,
        obstacles: [...s.obstacles, { player: player.value, obstacle: obstacle.value }],
      });
    }
    case 'ChooseEdge': {
      const by = readPlayer(field(o, 'by'), s.players, `${where}: by`);
      if (!by.ok) return by;
      if (by.value !== s.defender)
        return refuse('NotYourChoice', `The defender (${s.defender}) chooses the edge (XW-PE-11)`);
      const edge = readChoice(field(o, 'edge'), `${where}: edge`, EDGES);
      return edge.ok ? ok({ ...s, defenderEdge: edge.value }) : edge;
    }
    case 'ShipsPlaced':
      return ok({ ...s, shipsPlaced: true });
    case 'PlaceShuttle': {
      const by = readPlayer(field(o, 'by'), s.players, `${where}: by`);
      if (!by.ok) return by;
      if (by.value !== s.defender)
        return refuse(
          'NotYourChoice',
          `The defender (${s.defender}) places the shuttle (XW-PE-12)`,
        );
      const near = readBool(field(o, 'withinRange1OfEdge'), `${where}: withinRange1OfEdge`);
      if (!near.ok) return near;
      if (!near.value) {
        return refuse(
          'TooFar',
          `The shuttle goes within Range 1 of the defender's edge (${s.defenderEdge}) (XW-PE-12)`,
        );
      }
      return ok({ ...s, shuttlePlaced: true });
    }
    default:
      return ok({ ...s, prepared: true });
  }
}

export interface EscortStart {
  readonly attacker: string;
  readonly defender: string;
  readonly defenderEdge: EscortEdge;
  readonly attackerEdge: EscortEdge;
  readonly shuttle: ShuttleState;
}

/** The game as it starts once setup is done: roles, edges and a fresh shuttle tracker. */
export function escortStart(s: EscortSetup): Read<EscortStart> {
  const step = setupStep(s);
  if (step !== 'done' || s.attacker === null || s.defender === null || s.defenderEdge === null) {
    return refuse('SetupNotDone', `The setup is still at the ${step} step`);
  }
  return ok({
    attacker: s.attacker,
    defender: s.defender,
    defenderEdge: s.defenderEdge,
    attackerEdge: OPPOSITE[s.defenderEdge],
    shuttle: newShuttle(),
  });
}
