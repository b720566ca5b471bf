/** The Coruscant campaign tracker: the record kind and what a page or the server needs. */
import { applyCoruscantCommand, type CoruscantRecord, createCoruscant } from './record.ts';
import { coruscantView } from './view.ts';

export { DESIGNATED_BASES, isBaseOf, planetName } from './bases.ts';
export { battlePoints, WINNER_BONUS } from './battle.ts';
export type { CoruscantCommand, Participant, PlaceSpec, ShipOutcome } from './commands.ts';
export { COMMAND_TYPES, decodeCommand } from './commands.ts';
export { HIDDEN_BASE_BONUS, teamTotals } from './end.ts';
export type { ShipInput, SquadInput } from './fleet.ts';
export { buildShip, OBSTACLE_POOL, SQUAD_LIMIT, squadPoints } from './fleet.ts';
export { ALDERAAN_PER_TILE, ALDERAAN_POINTS, BASE_MEEPLES, SCORE_FACTOR } from './map.ts';
export { obstaclePlan, obstaclesPerSquad, TERRAIN } from './obstacles.ts';
export type { CoruscantLogEntry, CoruscantRecord, StoredCommand } from './record.ts';
export { applyCoruscantCommand, createCoruscant, MAX_COMMANDS, replay } from './record.ts';
export { genericsFor, restoreShip } from './reinforce.ts';
export { scoreTotal } from './state.ts';
export { TEAM_GROUPS } from './teams.ts';
export type * from './types.ts';
export type { CoruscantView, Equipment, PlaceView, PlayerView, SquadView } from './view.ts';
export { coruscantView, equipment } from './view.ts';

/** The participants' ids (for the server's player tokens). */
export function coruscantPlayerIds(record: CoruscantRecord): string[] {
  return record.state.players.map((p) => p.id);
}

/** The record kind as the server plugs it in (CONTRACT.md). */
export const coruscantKind = {
  name: 'coruscant',
  create: createCoruscant,
  apply: applyCoruscantCommand,
  view: coruscantView,
  playerIds: coruscantPlayerIds,
} as const;
