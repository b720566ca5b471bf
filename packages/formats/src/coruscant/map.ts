/**
 * Map records: tiles and the features they open, meeples placed and removed, completed
 * features scored ×10, Alderaan destroyed. The CSW rules themselves are the players' business.
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import { isBaseOf, planetName, samePlanet } from './bases.ts';
import type { CampaignPlaceSpec } from './commands.ts';
import {
  addScore,
  clearPlace,
  contested,
  findPlayer,
  findSquad,
  holdersOf,
  meeplesAt,
  openPlace,
  placeName,
  runningBattleAt,
  runningBattleOf,
  type Step,
  teamsAt,
  withPlace,
  withSquad,
} from './state.ts';
import { alignmentOf, teamName } from './teams.ts';
import type { CampaignFeatureScoring, CampaignPlace, CampaignState } from './types.ts';

/** XW-CC-11: every CSW score counts ten times. */
export const SCORE_FACTOR = 10;
/** XW-CC-13: meeples one player may keep on a Base. */
export const BASE_MEEPLES = 2;
/** XW-CC-31. */
export const ALDERAAN_POINTS = 20;
export const ALDERAAN_PER_TILE = 10;

export function placeTile(
  state: CampaignState,
  tile: string | null,
  specs: readonly CampaignPlaceSpec[],
  last: boolean,
): Result<Step, RuleError> {
  if (state.tiles.last) {
    return refuse('NoTilesLeft', 'The last tile is already placed (XW-CC-27).');
  }
  const places: CampaignPlace[] = [];
  for (const spec of specs) {
    if ([...state.places, ...places].some((p) => p.id === spec.id)) {
      return refuse('PlaceExists', `A place with the id "${spec.id}" is already on the map.`);
    }
    if (spec.kind !== 'planet' && spec.symbol !== null) {
      return refuse('BadPlace', `Place "${spec.id}": only planets carry a Base's faction symbol.`);
    }
    const name = spec.kind === 'planet' ? planetName(spec.name, state.options) : spec.name;
    places.push({ id: spec.id, kind: spec.kind, name, symbol: spec.symbol, status: 'open' });
  }
  const placed = state.tiles.placed + 1;
  const isLast = last || (state.options.tiles !== null && placed >= state.options.tiles);
  const label = tile === null ? `Tile ${placed}` : `Tile ${placed} (${tile})`;
  const opened = places.length === 0 ? '' : `, opening ${places.map(placeName).join(', ')}`;
  return ok({
    state: { ...state, places: [...state.places, ...places], tiles: { placed, last: isLast } },
    notes: [`${label} placed${opened}${isLast ? '; it is the last tile' : ''}.`],
  });
}

/** Two features became one: the meeples of `from` now stand on `into`. */
export function joinPlaces(
  state: CampaignState,
  into: string,
  from: string,
): Result<Step, RuleError> {
  if (into === from) return refuse('BadJoin', 'A place cannot be joined to itself.');
  const a = openPlace(state, into);
  if (!a.ok) return a;
  const b = openPlace(state, from);
  if (!b.ok) return b;
  if (a.value.kind !== b.value.kind || a.value.kind === 'planet') {
    return refuse(
      'BadJoin',
      `Only two trade routes or two asteroid fields join, not ${a.value.kind} and ${b.value.kind}.`,
    );
  }
  for (const p of [into, from]) {
    const battle = runningBattleAt(state, p);
    if (battle)
      return refuse(
        'BattleRunning',
        `Battle ${battle.id} is still being fought at "${p}" (XW-CC-15).`,
      );
  }
  const moved: CampaignState = {
    ...state,
    players: state.players.map((p) => ({
      ...p,
      squads: p.squads.map((s) => ({
        ...s,
        place: s.place === from ? into : s.place,
        barred: s.barred.map((x) => (x === from ? into : x)),
      })),
    })),
  };
  return ok({
    state: withPlace(moved, from, (p) => ({ ...p, status: 'joined' })),
    notes: [`${placeName(b.value)} joined ${placeName(a.value)}.`],
  });
}

export function placeMeeple(
  state: CampaignState,
  playerId: string,
  squadNo: number,
  placeId: string,
): Result<Step, RuleError> {
  const player = findPlayer(state, playerId);
  if (!player.ok) return player;
  const squad = findSquad(player.value, squadNo);
  if (!squad.ok) return squad;
  const who = `${player.value.name}'s squad ${squadNo}`;
  if (squad.value.lost) {
    return refuse('SquadLost', `${who} was wiped out; its meeple is out of the game (XW-CC-24).`);
  }
  if (squad.value.place !== null) {
    return refuse(
      'MeepleOnMap',
      `${who}'s meeple is already on "${squad.value.place}"; remove it first.`,
    );
  }
  const place = openPlace(state, placeId);
  if (!place.ok) return place;
  if (squad.value.barred.includes(placeId)) {
    return refuse(
      'MeepleBarred',
      `${who}'s meeple was removed from ${placeName(place.value)} and may not return there (XW-CC-14).`,
    );
  }
  const battle = runningBattleAt(state, placeId);
  if (battle) {
    return refuse(
      'BattleRunning',
      `Battle ${battle.id} at ${placeName(place.value)} is not over yet (XW-CC-15).`,
    );
  }
  const own = meeplesAt(state, placeId).filter((m) => m.player === playerId);
  if (own.length > 0) {
    // XW-CC-13: a second meeple only on a Base of one's own faction that one controls.
    const base = isBaseOf(place.value, player.value.cswFaction, state.options);
    if (!base) {
      return refuse(
        'NotABase',
        `${player.value.name} already has a meeple on ${placeName(place.value)}; only a Base of their faction takes a second one (XW-CC-13).`,
      );
    }
    if (teamsAt(state, placeId).length > 1) {
      return refuse(
        'NotControlled',
        `${player.value.name} does not control ${placeName(place.value)} (XW-CC-13).`,
      );
    }
    if (own.length >= BASE_MEEPLES) {
      return refuse(
        'BaseFull',
        `${placeName(place.value)} already holds ${BASE_MEEPLES} of ${player.value.name}'s meeples (XW-CC-13).`,
      );
    }
  }
  const next = withSquad(state, playerId, squadNo, (s) => ({ ...s, place: placeId }));
  const notes = [`${who}'s meeple placed on ${placeName(place.value)}.`];
  if (contested(next, placeId))
    notes.push(`${placeName(place.value)} is contested: a battle is due (XW-CC-20).`);
  return ok({ state: next, notes });
}

/** XW-CC-14: a meeple taken off by choice may never return to that place. */
export function removeMeeple(
  state: CampaignState,
  playerId: string,
  squadNo: number,
): Result<Step, RuleError> {
  const player = findPlayer(state, playerId);
  if (!player.ok) return player;
  const squad = findSquad(player.value, squadNo);
  if (!squad.ok) return squad;
  const from = squad.value.place;
  if (from === null) {
    return refuse(
      'MeepleNotOnMap',
      `${player.value.name}'s squad ${squadNo} has no meeple on the map.`,
    );
  }
  const battle = runningBattleOf(state, playerId, squadNo);
  if (battle) {
    return refuse(
      'BattleRunning',
      `${player.value.name}'s squad ${squadNo} is fighting battle ${battle.id} (XW-CC-15).`,
    );
  }
  return ok({
    state: withSquad(state, playerId, squadNo, (s) => ({
      ...s,
      place: null,
      barred: [...s.barred, from],
    })),
    notes: [
      `${player.value.name}'s squad ${squadNo}'s meeple removed from "${from}"; it may not return there.`,
    ],
  });
}

/** Points a player gets from a feature's scoring: ×10, symbols only for their faction. */
export function featurePoints(
  state: CampaignState,
  player: string,
  scoring: CampaignFeatureScoring,
): number {
  const faction = state.players.find((p) => p.id === player)?.cswFaction;
  const bonus = scoring.symbols
    .filter((s) => s.faction === faction)
    .reduce((n, s) => n + s.points, 0);
  return (scoring.points + bonus) * SCORE_FACTOR;
}

/** Scores a completed feature for its holders, frees its meeples, and checks XW-CC-33. */
export function scoreFeature(
  state: CampaignState,
  place: CampaignPlace,
  scoring: CampaignFeatureScoring,
  scorers: readonly string[],
): Step {
  let next = state;
  const notes: string[] = [];
  for (const p of scorers) {
    const points = featurePoints(state, p, scoring);
    next = addScore(next, p, 'features', points);
    const name = state.players.find((x) => x.id === p)?.name ?? p;
    notes.push(`${name} scores ${points} for ${placeName(place)}.`);
  }
  if (scorers.length === 0) notes.push(`${placeName(place)} completed; nobody holds it.`);
  next = withPlace(clearPlace(next, place.id), place.id, (p) => ({ ...p, status: 'completed' }));
  if (
    state.options.seizeCoruscant &&
    place.kind === 'planet' &&
    samePlanet(place.name, 'Coruscant') &&
    scorers.length > 0
  ) {
    const teams = [
      ...new Set(scorers.map((p) => state.players.find((x) => x.id === p)?.team ?? p)),
    ];
    next = { ...next, status: 'finished', winner: { teams, how: 'seizure' } };
    notes.push(
      `Coruscant is seized with full points: ${teams.map((t) => teamName(state, t)).join(', ')} win (XW-CC-33).`,
    );
  }
  return { state: next, notes };
}

export function completeFeature(
  state: CampaignState,
  placeId: string,
  scoring: CampaignFeatureScoring,
  scorers: readonly string[] | null,
): Result<Step, RuleError> {
  const place = openPlace(state, placeId);
  if (!place.ok) return place;
  const battle = runningBattleAt(state, placeId);
  if (battle) {
    return refuse(
      'BattleRunning',
      `Battle ${battle.id} at ${placeName(place.value)} comes first; its points follow it (XW-CC-26).`,
    );
  }
  if (contested(state, placeId)) {
    return refuse(
      'Contested',
      `${placeName(place.value)} is held by opposing players: start a battle there; its feature points follow the battle (XW-CC-20, 26).`,
    );
  }
  const holders = meeplesAt(state, placeId).map((m) => m.player);
  for (const p of scorers ?? []) {
    if (!holders.includes(p)) {
      return refuse(
        'NotAHolder',
        `"${p}" has no meeple on ${placeName(place.value)}; only holders score it.`,
      );
    }
  }
  return ok(scoreFeature(state, place.value, scoring, scorers ?? holdersOf(state, placeId)));
}

/** XW-CC-31: the Imperial holder of Alderaan destroys it for 20 + 10 per adjacent tile. */
export function destroyAlderaan(
  state: CampaignState,
  playerId: string,
  placeId: string,
  adjacentTiles: number,
): Result<Step, RuleError> {
  if (!state.options.alderaan)
    return refuse('OptionOff', 'The Alderaan option is not in play (XW-CC-31).');
  const player = findPlayer(state, playerId);
  if (!player.ok) return player;
  const place = openPlace(state, placeId);
  if (!place.ok) return place;
  if (place.value.kind !== 'planet' || !samePlanet(place.value.name, 'Alderaan')) {
    return refuse('NotAlderaan', `${placeName(place.value)} is not Alderaan.`);
  }
  if (alignmentOf(state, player.value) !== 'imperial') {
    return refuse(
      'NotImperial',
      `Only the Imperial faction may destroy Alderaan, not ${player.value.name} (XW-CC-31).`,
    );
  }
  const holds =
    meeplesAt(state, placeId).some((m) => m.player === playerId) &&
    teamsAt(state, placeId).length === 1 &&
    !runningBattleAt(state, placeId);
  if (!holds) {
    return refuse('NotControlled', `${player.value.name} does not control Alderaan (XW-CC-31).`);
  }
  const points = ALDERAAN_POINTS + ALDERAAN_PER_TILE * adjacentTiles;
  const next = withPlace(
    clearPlace(addScore(state, playerId, 'alderaan', points), placeId),
    placeId,
    (p) => ({
      ...p,
      status: 'destroyed',
    }),
  );
  return ok({
    state: next,
    notes: [
      `${player.value.name} destroys Alderaan: ${points} points (20 + 10 × ${adjacentTiles} adjacent tiles); the tile leaves the game.`,
    ],
  });
}
