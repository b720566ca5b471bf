/**
 * The setup tracker (XW-AOA-10..13): in initiative order the players choose setup points, then
 * place obstacles one each per pass (two passes: two obstacles each, XW-AOA-07), then place
 * their ships (a Wingman with its primary), and finally ready shields and components.
 */
import { ok, type Result, refuse } from '@drift/engine';
import type { AceList } from './list.ts';
import {
  CORNERS,
  type Corner,
  distanceCm,
  EDGE_POINT_CLEARANCE_CM,
  EDGES,
  type Edge,
  edgeLength,
  type PlaySurface,
  playSurface,
  type SetupPoint,
} from './surface.ts';

/** Obstacles each player brings (XW-AOA-07), placed one per pass. */
export const OBSTACLES_PER_PLAYER = 2;
/** Players who take corners; the rest take edge points (XW-AOA-10). */
const CORNER_PLAYERS = 4;

export interface AceSetup {
  readonly order: readonly string[];
  /** Players whose Wingman is placed with their primary. */
  readonly wingmen: readonly string[];
  readonly surface: PlaySurface;
  readonly points: readonly { readonly player: string; readonly point: SetupPoint }[];
  readonly obstacles: readonly { readonly player: string; readonly pass: number }[];
  readonly shipsPlaced: readonly string[];
  readonly prepared: boolean;
}

export type SetupStep =
  | { readonly kind: 'setup-point'; readonly player: string; readonly take: 'corner' | 'edge' }
  | { readonly kind: 'obstacle'; readonly player: string; readonly pass: number }
  | { readonly kind: 'ships'; readonly player: string; readonly withWingman: boolean }
  | { readonly kind: 'prepare' }
  | { readonly kind: 'ready' };

/** Starts setup for lists in their settled initiative order. */
export function startAceSetup(
  lists: readonly AceList[],
  order: readonly string[],
): Result<AceSetup> {
  const surface = playSurface(order.length);
  if (!surface.ok) return surface;
  const players = lists.map((l) => l.player);
  if (order.length !== players.length || !players.every((p) => order.includes(p))) {
    return refuse('BadOrder', 'The initiative order must name every player of the lists once.');
  }
  return ok({
    order,
    wingmen: lists.filter((l) => l.wingman !== undefined).map((l) => l.player),
    surface: surface.value,
    points: [],
    obstacles: [],
    shipsPlaced: [],
    prepared: false,
  });
}

/** What the table does next. */
export function nextSetupStep(setup: AceSetup): SetupStep {
  const n = setup.order.length;
  const pointsTaken = setup.points.length;
  if (pointsTaken < n) {
    const player = setup.order[pointsTaken] as string;
    return { kind: 'setup-point', player, take: pointsTaken < CORNER_PLAYERS ? 'corner' : 'edge' };
  }
  const placed = setup.obstacles.length;
  if (placed < n * OBSTACLES_PER_PLAYER) {
    return {
      kind: 'obstacle',
      player: setup.order[placed % n] as string,
      pass: Math.floor(placed / n) + 1,
    };
  }
  const shipsPlaced = setup.shipsPlaced.length;
  if (shipsPlaced < n) {
    const player = setup.order[shipsPlaced] as string;
    return { kind: 'ships', player, withWingman: setup.wingmen.includes(player) };
  }
  return setup.prepared ? { kind: 'ready' } : { kind: 'prepare' };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function readPoint(setup: AceSetup, raw: unknown): Result<SetupPoint> {
  if (isRecord(raw) && CORNERS.includes(raw.corner as Corner)) {
    return ok({ corner: raw.corner as Corner });
  }
  if (isRecord(raw) && EDGES.includes(raw.edge as Edge) && typeof raw.cm === 'number') {
    const edge = raw.edge as Edge;
    const length = edgeLength(setup.surface, edge);
    if (!(raw.cm > 0 && raw.cm < length)) {
      return refuse(
        'BadSetupPoint',
        `An edge point lies between 0 and ${length.toFixed(1)} cm along the ${edge} edge, not at ${raw.cm}.`,
      );
    }
    return ok({ edge, cm: raw.cm });
  }
  return refuse(
    'BadSetupPoint',
    'A setup point is { corner: "nw" | "ne" | "se" | "sw" } or { edge: "north" | "east" | "south" | "west", cm }.',
  );
}

function describe(point: SetupPoint): string {
  return 'corner' in point
    ? `the ${point.corner} corner`
    : `${point.cm} cm along the ${point.edge} edge`;
}

function checkPoint(
  setup: AceSetup,
  player: string,
  take: 'corner' | 'edge',
  point: SetupPoint,
): Result<SetupPoint> {
  if (take === 'corner' && !('corner' in point)) {
    return refuse('CornerFirst', `${player} takes a corner: the first four players take corners.`);
  }
  if (take === 'edge' && 'corner' in point) {
    return refuse('CornersTaken', `The corners are taken; ${player} chooses an edge point.`);
  }
  for (const other of setup.points) {
    const d = distanceCm(setup.surface, point, other.point);
    if (d === 0) {
      return refuse('PointTaken', `${other.player} already set up at ${describe(point)}.`);
    }
    if ('edge' in point && d <= EDGE_POINT_CLEARANCE_CM) {
      return refuse(
        'TooCloseToSetupArea',
        `${describe(point)} is ${d.toFixed(1)} cm from ${other.player}'s setup point: within Range 3 of that setup area (more than ${EDGE_POINT_CLEARANCE_CM} cm is needed).`,
      );
    }
  }
  return ok(point);
}

/** Applies one setup command from the table (outside input). */
export function applySetup(setup: AceSetup, command: unknown): Result<AceSetup> {
  if (!isRecord(command) || typeof command.type !== 'string') {
    return refuse('BadCommand', 'A setup command is an object with a "type".');
  }
  const step = nextSetupStep(setup);
  if (step.kind === 'ready') {
    return refuse('SetupDone', 'Setup is complete; the game begins with the Planning phase.');
  }
  const player = command.player;
  const expected = 'player' in step ? step.player : undefined;
  if (command.type !== step.kind) {
    return refuse(
      'NotThisStep',
      `Setup is at "${step.kind}"${expected ? ` for ${expected}` : ''}, not "${command.type}".`,
    );
  }
  if (expected !== undefined && player !== expected) {
    return refuse(
      'NotYourTurn',
      `It is ${expected}'s turn to act in setup, not ${String(player)}'s.`,
    );
  }
  switch (step.kind) {
    case 'setup-point': {
      const read = readPoint(setup, command.point);
      if (!read.ok) return read;
      const point = checkPoint(setup, step.player, step.take, read.value);
      if (!point.ok) return point;
      return ok({
        ...setup,
        points: [...setup.points, { player: step.player, point: point.value }],
      });
    }
    case 'obstacle':
      return ok({
        ...setup,
        obstacles: [...setup.obstacles, { player: step.player, pass: step.pass }],
      });
    case 'ships':
      return ok({ ...setup, shipsPlaced: [...setup.shipsPlaced, step.player] });
    case 'prepare':
      return ok({ ...setup, prepared: true });
  }
}
