/**
 * The obstacles of a Minefield or Graveyard game: mines go off and vanish (XW-OBJ-05,
 * GAP-XW-08); destroyed ships leave debris fields (XW-OBJ-06).
 */
import { ok, refuse } from '@drift/engine';
import { type Read, readPlayer, readText } from '../../standard/read.ts';

export interface BoardObstacle {
  readonly id: string;
  readonly kind: 'obstacle' | 'debris';
  /** The ship whose wreck it is (Graveyard). */
  readonly wreckOf?: string;
}

export interface ObstacleField {
  readonly obstacles: readonly BoardObstacle[];
}

export function obstacleField(ids: readonly unknown[]): Read<ObstacleField> {
  const out: BoardObstacle[] = [];
  for (const [i, x] of ids.entries()) {
    const id = readText(x, `Obstacle ${i + 1}`);
    if (!id.ok) return id;
    if (out.some((o) => o.id === id.value))
      return refuse('BadValue', `Obstacle "${id.value}" is listed twice`);
    out.push({ id: id.value, kind: 'obstacle' });
  }
  return ok({ obstacles: out });
}

/** Attack dice a mine rolls (XW-OBJ-05). */
export const MINE_DICE = 3;

export interface MineBlast {
  readonly state: ObstacleField;
  /** Who rolls: the opponent of the ship's owner (GAP-XW-08). */
  readonly roller: string;
  readonly attackDice: number;
  readonly removed: string;
}

/** A ship overlaps a mined obstacle: its opponent rolls 3 attack dice, then the obstacle goes. */
export function mineOverlap(
  state: ObstacleField,
  obstacle: unknown,
  shipOwner: unknown,
  players: readonly [string, string],
): Read<MineBlast> {
  const owner = readPlayer(shipOwner, players, 'The ship owner');
  if (!owner.ok) return owner;
  const mine = state.obstacles.find((o) => o.id === obstacle);
  if (mine === undefined)
    return refuse(
      'NoSuchObstacle',
      `No obstacle ${JSON.stringify(obstacle)} is on the board (a mine that went off is gone)`,
    );
  return ok({
    state: { obstacles: state.obstacles.filter((o) => o !== mine) },
    roller: players[0] === owner.value ? players[1] : players[0],
    attackDice: MINE_DICE,
    removed: mine.id,
  });
}

/** A destroyed ship leaves a debris field at its last position. */
export function graveyardWreck(state: ObstacleField, ship: unknown): Read<ObstacleField> {
  const name = readText(ship, 'The destroyed ship');
  if (!name.ok) return name;
  const id = `debris: ${name.value}`;
  if (state.obstacles.some((o) => o.id === id))
    return refuse('BadValue', `${name.value} has already left its wreck`);
  return ok({ obstacles: [...state.obstacles, { id, kind: 'debris', wreckOf: name.value }] });
}
