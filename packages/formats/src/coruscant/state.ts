/** Lookups and immutable updates over the campaign state. */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import type {
  CampaignBattle,
  CampaignPlace,
  CampaignPlayer,
  CampaignScore,
  CampaignSquad,
  CampaignState,
} from './types.ts';

export const EMPTY_SCORE: CampaignScore = {
  battles: 0,
  features: 0,
  alderaan: 0,
  finalScoring: 0,
  hiddenBases: 0,
  reinforcement: 0,
  adjustments: 0,
};

export function scoreTotal(s: CampaignScore): number {
  return (
    s.battles +
    s.features +
    s.alderaan +
    s.finalScoring +
    s.hiddenBases +
    s.reinforcement +
    s.adjustments
  );
}

export function findPlayer(state: CampaignState, id: string): Result<CampaignPlayer, RuleError> {
  const p = state.players.find((x) => x.id === id);
  return p ? ok(p) : refuse('UnknownPlayer', `No player "${id}" in this campaign.`);
}

export function findSquad(player: CampaignPlayer, n: number): Result<CampaignSquad, RuleError> {
  const s = player.squads.find((x) => x.number === n);
  return s ? ok(s) : refuse('UnknownSquad', `${player.name} has no squad ${n}.`);
}

export function findPlace(state: CampaignState, id: string): Result<CampaignPlace, RuleError> {
  const p = state.places.find((x) => x.id === id);
  return p ? ok(p) : refuse('UnknownPlace', `No place "${id}" on the map.`);
}

export function openPlace(state: CampaignState, id: string): Result<CampaignPlace, RuleError> {
  const p = findPlace(state, id);
  if (!p.ok) return p;
  return p.value.status === 'open'
    ? p
    : refuse(
        'PlaceClosed',
        `${placeName(p.value)} is ${p.value.status}; nothing more happens there.`,
      );
}

export function placeName(place: CampaignPlace): string {
  return place.kind === 'planet' ? place.name : `${place.name} (${place.id})`;
}

export function withPlayer(
  state: CampaignState,
  id: string,
  change: (p: CampaignPlayer) => CampaignPlayer,
): CampaignState {
  return { ...state, players: state.players.map((p) => (p.id === id ? change(p) : p)) };
}

export function withSquad(
  state: CampaignState,
  player: string,
  n: number,
  change: (s: CampaignSquad) => CampaignSquad,
): CampaignState {
  return withPlayer(state, player, (p) => ({
    ...p,
    squads: p.squads.map((s) => (s.number === n ? change(s) : s)),
  }));
}

export function withPlace(
  state: CampaignState,
  id: string,
  change: (p: CampaignPlace) => CampaignPlace,
): CampaignState {
  return { ...state, places: state.places.map((p) => (p.id === id ? change(p) : p)) };
}

export function withBattle(
  state: CampaignState,
  id: string,
  change: (b: CampaignBattle) => CampaignBattle,
): CampaignState {
  return { ...state, battles: state.battles.map((b) => (b.id === id ? change(b) : b)) };
}

export function addScore(
  state: CampaignState,
  player: string,
  key: keyof CampaignScore,
  points: number,
): CampaignState {
  return withPlayer(state, player, (p) => ({
    ...p,
    score: { ...p.score, [key]: p.score[key] + points },
  }));
}

export interface Meeple {
  readonly player: string;
  readonly team: string;
  readonly squad: number;
}

export function meeplesAt(state: CampaignState, place: string): Meeple[] {
  return state.players.flatMap((p) =>
    p.squads
      .filter((s) => s.place === place)
      .map((s) => ({ player: p.id, team: p.team, squad: s.number })),
  );
}

/** Teams with a meeple on the place. */
export function teamsAt(state: CampaignState, place: string): string[] {
  return [...new Set(meeplesAt(state, place).map((m) => m.team))];
}

/** A place held by more than one team with no battle running there yet (XW-CC-20). */
export function contested(state: CampaignState, place: string): boolean {
  return teamsAt(state, place).length > 1 && !runningBattleAt(state, place);
}

/** The players with the most meeples on the place (CSW majority); none when empty. */
export function holdersOf(state: CampaignState, place: string): string[] {
  const counts = new Map<string, number>();
  for (const m of meeplesAt(state, place)) counts.set(m.player, (counts.get(m.player) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return [...counts].filter(([, n]) => n === most && n > 0).map(([p]) => p);
}

export function runningBattleAt(state: CampaignState, place: string): CampaignBattle | undefined {
  return state.battles.find((b) => b.status === 'running' && b.place === place);
}

export function runningBattleOf(
  state: CampaignState,
  player: string,
  squad: number,
): CampaignBattle | undefined {
  return state.battles.find(
    (b) =>
      b.status === 'running' &&
      b.participants.some((p) => p.player === player && p.squads.includes(squad)),
  );
}

/** Sends every meeple on the place back to the supply. */
export function clearPlace(state: CampaignState, place: string): CampaignState {
  return {
    ...state,
    players: state.players.map((p) => ({
      ...p,
      squads: p.squads.map((s) => (s.place === place ? { ...s, place: null } : s)),
    })),
  };
}

/** A command's effect: the new state and what happened, in words, for the log. */
export interface Step {
  readonly state: CampaignState;
  readonly notes: readonly string[];
}
