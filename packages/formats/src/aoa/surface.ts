/**
 * The Ace of Aces play surface and setup points (XW-AOA-01, XW-AOA-10). Distances are in
 * centimetres; a range band of the range ruler is 10 cm. The surface lies with its long side
 * west to east; x runs from the west edge, y from the north edge.
 */
import { ok, type Result, refuse } from '@drift/engine';
import { ACE_MAX_PLAYERS, ACE_MIN_PLAYERS } from './list.ts';

const CM_PER_FOOT = 30.48;
/** The outer edge of a range band, in cm. */
export function rangeCm(band: 1 | 2 | 3): number {
  return band * 10;
}

export interface PlaySurface {
  /** "3x3" or "3x6"; the seed's "6x3" is the same surface (GAP-XW-05). */
  readonly label: '3x3' | '3x6';
  readonly widthFeet: 3;
  readonly lengthFeet: 3 | 6;
}

/** 3x3 for 2-4 players, 3x6 for 5-8 (XW-AOA-01, GAP-XW-05). */
export function playSurface(players: number): Result<PlaySurface> {
  if (!Number.isInteger(players) || players < ACE_MIN_PLAYERS || players > ACE_MAX_PLAYERS) {
    return refuse(
      'PlayerCount',
      `Ace of Aces is for ${ACE_MIN_PLAYERS} to ${ACE_MAX_PLAYERS} players, not ${players}.`,
    );
  }
  return ok(
    players <= 4
      ? { label: '3x3', widthFeet: 3, lengthFeet: 3 }
      : { label: '3x6', widthFeet: 3, lengthFeet: 6 },
  );
}

export type Corner = 'nw' | 'ne' | 'se' | 'sw';
export const CORNERS: readonly Corner[] = ['nw', 'ne', 'se', 'sw'];
export type Edge = 'north' | 'east' | 'south' | 'west';
export const EDGES: readonly Edge[] = ['north', 'east', 'south', 'west'];

/** A corner, or a point on an edge `cm` from its west (north/south edges) or north end. */
export type SetupPoint = { readonly corner: Corner } | { readonly edge: Edge; readonly cm: number };

function size(surface: PlaySurface): { length: number; width: number } {
  return { length: surface.lengthFeet * CM_PER_FOOT, width: surface.widthFeet * CM_PER_FOOT };
}

/** A setup point's position on the surface, in cm. */
export function pointAt(surface: PlaySurface, point: SetupPoint): { x: number; y: number } {
  const { length, width } = size(surface);
  if ('corner' in point) {
    return {
      x: point.corner === 'ne' || point.corner === 'se' ? length : 0,
      y: point.corner === 'sw' || point.corner === 'se' ? width : 0,
    };
  }
  switch (point.edge) {
    case 'north':
      return { x: point.cm, y: 0 };
    case 'south':
      return { x: point.cm, y: width };
    case 'west':
      return { x: 0, y: point.cm };
    case 'east':
      return { x: length, y: point.cm };
  }
}

/** How long an edge is, in cm. */
export function edgeLength(surface: PlaySurface, edge: Edge): number {
  const { length, width } = size(surface);
  return edge === 'north' || edge === 'south' ? length : width;
}

/**
 * An edge point must lie beyond Range 3 of every other setup area, and a setup area reaches
 * Range 2 from its point: so more than 20 + 30 cm from every chosen point (XW-AOA-10).
 */
export const EDGE_POINT_CLEARANCE_CM = rangeCm(2) + rangeCm(3);

export function distanceCm(surface: PlaySurface, a: SetupPoint, b: SetupPoint): number {
  const p = pointAt(surface, a);
  const q = pointAt(surface, b);
  return Math.hypot(p.x - q.x, p.y - q.y);
}
