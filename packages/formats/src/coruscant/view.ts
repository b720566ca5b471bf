/**
 * What an actor sees of a campaign. Everything is open except the Hidden Bases' planets: only
 * the team that chose one and the organizer see it, until the final scoring reveals them.
 */
import { isBaseOf } from './bases.ts';
import { teamTotals } from './end.ts';
import { squadPoints } from './fleet.ts';
import type { CoruscantLogEntry, CoruscantRecord } from './record.ts';
import { contested, meeplesAt, runningBattleAt, scoreTotal } from './state.ts';
import { CSW_FACTIONS } from './teams.ts';
import type {
  CampaignBattle,
  CampaignFinalBattle,
  CampaignPlace,
  CampaignPlayer,
  CampaignSecretBase,
  CampaignSquad,
  CampaignState,
  CampaignWinner,
  CoruscantActor,
  CoruscantOptions,
  CswFaction,
} from './types.ts';

export interface CoruscantSquadView extends CampaignSquad {
  readonly points: number;
  /** Ships lost and not yet Reinforced. */
  readonly partial: boolean;
}

export interface CoruscantPlayerView extends Omit<CampaignPlayer, 'squads'> {
  readonly total: number;
  /** Bases of the player's faction where their meeples stand (XW-CC-13). */
  readonly basesHeld: readonly string[];
  readonly squads: readonly CoruscantSquadView[];
}

export interface CoruscantPlaceView extends CampaignPlace {
  readonly meeples: readonly { readonly player: string; readonly squad: number }[];
  /** Factions whose Base this is (XW-CC-13, 35). */
  readonly baseOf: readonly CswFaction[];
  /** Opposing meeples and no battle yet: a battle is due (XW-CC-20). */
  readonly contested: boolean;
  readonly battle: string | null;
}

/** XW-CC-03: what the table needs. */
export interface CoruscantEquipment {
  readonly cswExpansion: boolean;
  /** One 3x3 mat per two players. */
  readonly mats: number;
  /** Ship models by XWS id, enough for every fleet. */
  readonly ships: readonly { readonly ship: string; readonly count: number }[];
}

export interface CoruscantView {
  readonly kind: 'coruscant';
  readonly name: string;
  readonly viewer: CoruscantActor;
  readonly status: CampaignState['status'];
  readonly play: CampaignState['play'];
  readonly options: CoruscantOptions;
  readonly tiles: CampaignState['tiles'];
  readonly players: readonly CoruscantPlayerView[];
  readonly standings: readonly {
    readonly team: string;
    readonly total: number;
    readonly rank: number;
  }[];
  readonly places: readonly CoruscantPlaceView[];
  readonly battles: readonly CampaignBattle[];
  readonly secretBases: readonly CampaignSecretBase[];
  readonly finalBattle: CampaignFinalBattle | null;
  readonly winner: CampaignWinner | null;
  readonly equipment: CoruscantEquipment;
  readonly history: readonly CoruscantLogEntry[];
}

export function equipment(state: CampaignState): CoruscantEquipment {
  const counts = new Map<string, number>();
  for (const s of state.players.flatMap((p) => p.squads.flatMap((q) => q.original))) {
    counts.set(s.ship, (counts.get(s.ship) ?? 0) + 1);
  }
  return {
    cswExpansion: state.options.expansion || state.players.length > 5,
    mats: Math.ceil(state.players.length / 2),
    ships: [...counts]
      .map(([ship, count]) => ({ ship, count }))
      .sort((a, b) => a.ship.localeCompare(b.ship)),
  };
}

function visibleSecrets(state: CampaignState, actor: CoruscantActor): CampaignSecretBase[] {
  if (actor.kind === 'organizer' || state.finalScored) return [...state.secretBases];
  if (actor.kind === 'public') return [];
  const team = state.players.find((p) => p.id === actor.player)?.team;
  return state.secretBases.filter((b) => b.team === team);
}

export function coruscantView(record: CoruscantRecord, actor: CoruscantActor): CoruscantView {
  const state = record.state;
  const totals = teamTotals(state).sort((a, b) => b.total - a.total);
  return {
    kind: 'coruscant',
    name: record.name,
    viewer: actor,
    status: state.status,
    play: state.play,
    options: state.options,
    tiles: state.tiles,
    players: state.players.map((p) => ({
      ...p,
      total: scoreTotal(p.score),
      basesHeld: state.places
        .filter(
          (pl) =>
            isBaseOf(pl, p.cswFaction, state.options) && p.squads.some((s) => s.place === pl.id),
        )
        .map((pl) => pl.id),
      squads: p.squads.map((s) => ({
        ...s,
        points: squadPoints(s.ships),
        partial: !s.lost && s.lostShips.length > 0,
      })),
    })),
    standings: totals.map((t) => ({
      ...t,
      rank: 1 + totals.filter((x) => x.total > t.total).length,
    })),
    places: state.places.map((p) => ({
      ...p,
      meeples: meeplesAt(state, p.id).map((m) => ({ player: m.player, squad: m.squad })),
      baseOf: CSW_FACTIONS.filter((f) => isBaseOf(p, f, state.options)),
      contested: p.status === 'open' && contested(state, p.id),
      battle: runningBattleAt(state, p.id)?.id ?? null,
    })),
    battles: state.battles,
    secretBases: visibleSecrets(state, actor),
    finalBattle: state.finalBattle,
    winner: state.winner,
    equipment: equipment(state),
    history: record.history,
  };
}
