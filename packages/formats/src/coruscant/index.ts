/** The Coruscant campaign tracker: the record kind and what a page or the server needs. */
import { applyCoruscantCommand, type CoruscantRecord, createCoruscant } from './record.ts';
import { coruscantView } from './view.ts';

// Public names carry the campaign's name where a bare one could meet another module's.
export { DESIGNATED_BASES, isBaseOf, planetName } from './bases.ts';
export { WINNER_BONUS as BATTLE_WINNER_BONUS } from './battle.ts';
export type {
  BattleOutcome,
  BattleParticipant,
  CampaignPlaceSpec,
  CoruscantCommand,
  ShipOutcome,
} from './commands.ts';
export {
  COMMAND_TYPES as CORUSCANT_COMMAND_TYPES,
  decodeCommand as decodeCoruscantCommand,
} from './commands.ts';
export { HIDDEN_BASE_BONUS, teamTotals as coruscantTeamTotals } from './end.ts';
export type { CoruscantExportRow } from './export.ts';
export {
  coruscantCsv,
  coruscantDocument,
  coruscantExports,
  coruscantRows,
} from './export.ts';
export {
  ALDERAAN_PER_TILE,
  ALDERAAN_POINTS,
  BASE_MEEPLES,
  SCORE_FACTOR as CSW_SCORE_FACTOR,
} from './map.ts';
export { obstaclePlan as battleObstaclePlan, TERRAIN as VARIABLE_TERRAIN } from './obstacles.ts';
export type { CoruscantLogEntry, CoruscantRecord, StoredCommand } from './record.ts';
export {
  applyCoruscantCommand,
  createCoruscant,
  MAX_COMMANDS as CORUSCANT_MAX_COMMANDS,
  replay as replayCoruscant,
} from './record.ts';
export { genericsFor as reinforcementGenerics } from './reinforce.ts';
export { scoreTotal as coruscantScoreTotal } from './state.ts';
export { TEAM_GROUPS as CSW_TEAM_GROUPS } from './teams.ts';
export type * from './types.ts';
export type {
  CoruscantEquipment,
  CoruscantPlaceView,
  CoruscantPlayerView,
  CoruscantSquadView,
  CoruscantView,
} from './view.ts';
export { coruscantView, equipment as coruscantEquipment } from './view.ts';

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
