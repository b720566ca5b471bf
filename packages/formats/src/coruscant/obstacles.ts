/** Which obstacles a battle brings (XW-CC-16, 32), from each player's pool (XW-CC-10). */
import type { BattleParticipant } from './commands.ts';
import { obstacleCount } from './fleet.ts';
import type {
  CampaignObstacleKind,
  CampaignObstaclePlan,
  CampaignPlaceKind,
  CampaignState,
} from './types.ts';

const ALL: readonly CampaignObstacleKind[] = ['asteroid', 'debris', 'epic'];

/** XW-CC-32: no obstacles on trade routes, asteroids in fields, debris or Epic ships at planets. */
export const TERRAIN: Readonly<Record<CampaignPlaceKind, readonly CampaignObstacleKind[]>> = {
  'trade-route': [],
  'asteroid-field': ['asteroid'],
  planet: ['debris', 'epic'],
};

/** XW-CC-16: 3 per squad, or 2 when three or more squads take part. */
export function obstaclesPerSquad(squads: number): number {
  return squads >= 3 ? 2 : 3;
}

export function obstaclePlan(
  state: CampaignState,
  kind: CampaignPlaceKind,
  participants: readonly BattleParticipant[],
): CampaignObstaclePlan {
  const squads = participants.reduce((n, p) => n + p.squads.length, 0);
  const variable = state.options.variableTerrain;
  const kinds = variable ? TERRAIN[kind] : ALL;
  const perSquad = kinds.length === 0 ? 0 : obstaclesPerSquad(squads);
  return {
    perSquad,
    kinds,
    players: participants.map((p) => {
      const pool = state.players.find((x) => x.id === p.player)?.obstacles ?? [];
      return {
        player: p.player,
        bring: perSquad * p.squads.length,
        available: obstacleCount(pool.filter((o) => kinds.includes(o.kind))),
      };
    }),
  };
}
