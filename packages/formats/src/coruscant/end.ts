/**
 * The end of the campaign (XW-CC-27..30, 33, 34): final scoring of the meeples left on the
 * map, the Hidden Bases bonus, totals by player or team, the winner, and the tie-break battle.
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import { planetName, samePlanet } from './bases.ts';
import type { CoruscantCommand } from './commands.ts';
import { featurePoints } from './map.ts';
import {
  addScore,
  contested,
  findPlayer,
  findSquad,
  holdersOf,
  meeplesAt,
  placeName,
  type Step,
  scoreTotal,
} from './state.ts';
import { alignmentOf, teamName, teamOf } from './teams.ts';
import type { CampaignSecretBase, CampaignState, CampaignWinner } from './types.ts';

/** XW-CC-34. */
export const HIDDEN_BASE_BONUS = 50;

/** A team's total: its players' totals summed (XW-CC-30); a player's own in individual play. */
export function teamTotals(state: CampaignState): { team: string; total: number }[] {
  return state.teams.map((t) => ({
    team: t.id,
    total: state.players
      .filter((p) => t.players.includes(p.id))
      .reduce((n, p) => n + scoreTotal(p.score), 0),
  }));
}

/** XW-CC-34: the Imperials pick the Death Star's planet, the Rebels their base's, in secret. */
export function chooseSecretBase(
  state: CampaignState,
  playerId: string,
  planet: string,
): Result<Step, RuleError> {
  if (!state.options.hiddenBases)
    return refuse('OptionOff', 'The Hidden Bases option is not in play (XW-CC-34).');
  const player = findPlayer(state, playerId);
  if (!player.ok) return player;
  if (state.tiles.placed > 1) {
    return refuse(
      'TooLate',
      'Secret bases are chosen at the start, before the first tile after the start tile (XW-CC-34).',
    );
  }
  const side = alignmentOf(state, player.value);
  if (side === null) {
    return refuse(
      'NoSecretBase',
      `${player.value.name} is neither the Imperial nor the Rebel side; only they hide a base (XW-CC-34).`,
    );
  }
  const team = player.value.team;
  const base: CampaignSecretBase = {
    team,
    chosenBy: playerId,
    role: side === 'imperial' ? 'death-star' : 'rebel-base',
    planet: planetName(planet, state.options),
  };
  const what = side === 'imperial' ? "the Death Star's location" : "the Rebel Base's location";
  return ok({
    state: { ...state, secretBases: [...state.secretBases.filter((b) => b.team !== team), base] },
    // The planet stays out of the log: it is secret until the end.
    notes: [`${player.value.name} writes down ${what} in secret.`],
  });
}

/** Who wins on points: the teams (or players) with the highest total. */
function leaders(state: CampaignState): string[] {
  const totals = teamTotals(state);
  const best = Math.max(...totals.map((t) => t.total));
  return totals.filter((t) => t.total === best).map((t) => t.team);
}

type FinalScoringCommand = Extract<CoruscantCommand, { type: 'FinalScoring' }>;

/** XW-CC-27, 28: after the last tile and its battles, score what each meeple still holds. */
export function finalScoring(
  state: CampaignState,
  cmd: FinalScoringCommand,
): Result<Step, RuleError> {
  if (!state.tiles.last) {
    return refuse(
      'TilesLeft',
      `Tiles are still to be placed (${state.tiles.placed} so far); the campaign ends after the last (XW-CC-27).`,
    );
  }
  const running = state.battles.find((b) => b.status === 'running');
  if (running)
    return refuse('BattleRunning', `Battle ${running.id} must be resolved first (XW-CC-27).`);
  const held = state.places.filter((p) => p.status === 'open' && meeplesAt(state, p.id).length > 0);
  const fight = held.find((p) => contested(state, p.id));
  if (fight)
    return refuse(
      'Contested',
      `${placeName(fight)} is held by opposing players: fight its battle first (XW-CC-27).`,
    );
  const listed = cmd.places.map((p) => p.place);
  const twice = listed.find((p, i) => listed.indexOf(p) !== i);
  if (twice) return refuse('PlaceTwice', `Final scoring lists "${twice}" twice.`);
  for (const id of listed) {
    if (!held.some((p) => p.id === id)) {
      return refuse('NothingHeld', `Final scoring: no meeple stands on an open place "${id}".`);
    }
  }
  const missing = held.find((p) => !listed.includes(p.id));
  if (missing) {
    return refuse(
      'PlaceMissing',
      `Final scoring: ${placeName(missing)} still holds meeples; enter its points (0 if none) (XW-CC-28).`,
    );
  }
  let next = state;
  const notes: string[] = [];
  for (const entry of cmd.places) {
    const place = held.find((p) => p.id === entry.place);
    for (const p of holdersOf(state, entry.place)) {
      const points = featurePoints(state, p, entry.scoring);
      next = addScore(next, p, 'finalScoring', points);
      notes.push(
        `${state.players.find((x) => x.id === p)?.name ?? p} scores ${points} for ${place ? placeName(place) : entry.place} at the end.`,
      );
    }
  }
  // XW-CC-34: a hidden base held by the other side at the end is worth 50.
  for (const base of state.secretBases) {
    const seeker = base.role === 'death-star' ? 'rebel' : 'imperial';
    const where = held.filter((p) => p.kind === 'planet' && samePlanet(p.name, base.planet));
    for (const place of where) {
      for (const p of holdersOf(state, place.id)) {
        const player = state.players.find((x) => x.id === p);
        if (!player || alignmentOf(state, player) !== seeker) continue;
        next = addScore(next, p, 'hiddenBases', HIDDEN_BASE_BONUS);
        notes.push(
          `${player.name} holds ${place.name}, the hidden ${base.role === 'death-star' ? 'Death Star' : 'Rebel Base'}: +${HIDDEN_BASE_BONUS}.`,
        );
      }
    }
  }
  next = { ...next, finalScored: true };
  // XW-CC-33: with the seizure option, the holder of Coruscant wins.
  if (state.options.seizeCoruscant) {
    const coruscant = held.find((p) => p.kind === 'planet' && samePlanet(p.name, 'Coruscant'));
    const holders = coruscant ? meeplesAt(state, coruscant.id).map((m) => m.team) : [];
    if (holders.length > 0) {
      const teams = [...new Set(holders)];
      notes.push(
        `${teams.map((t) => teamName(state, t)).join(', ')} hold${teams.length === 1 ? 's' : ''} Coruscant and win (XW-CC-33).`,
      );
      return ok({ state: finish(next, { teams, how: 'coruscant-held' }), notes });
    }
    notes.push('Nobody holds Coruscant at the end: the campaign is decided on points.');
  }
  return ok(decideOnPoints(next, notes));
}

function finish(state: CampaignState, winner: CampaignWinner): CampaignState {
  return { ...state, status: 'finished', winner, finalBattle: null };
}

/** XW-CC-29, 30, GAP-XW-11: the highest total wins; a tie goes to a final battle. */
function decideOnPoints(state: CampaignState, notes: string[]): Step {
  const top = leaders(state);
  if (top.length === 1) {
    notes.push(
      `${teamName(state, top[0] ?? '')} win${state.play === 'teams' ? '' : 's'} the campaign on points.`,
    );
    return { state: finish(state, { teams: top, how: 'points' }), notes };
  }
  // Only contenders with a squad left can field one.
  const able = top.filter((t) =>
    state.players.some((p) => p.team === t && p.squads.some((s) => !s.lost && s.ships.length > 0)),
  );
  const names = top.map((t) => teamName(state, t)).join(', ');
  if (able.length <= 1) {
    const teams = able.length === 1 ? able : top;
    notes.push(
      `${names} tie; ${able.length === 1 ? 'only one has a squad left to fight and wins' : 'none has a squad left: they share the win'}.`,
    );
    return { state: finish(state, { teams, how: 'final-battle' }), notes };
  }
  notes.push(`${names} tie: each picks one squad for a final battle (XW-CC-29, GAP-XW-11).`);
  return {
    state: {
      ...state,
      status: 'final-battle',
      finalBattle: { contenders: able, picks: [], refought: 0 },
    },
    notes,
  };
}

export function pickFinalBattleSquad(
  state: CampaignState,
  playerId: string,
  squadNo: number,
): Result<Step, RuleError> {
  const fb = state.finalBattle;
  if (state.status !== 'final-battle' || fb === null)
    return refuse('NoFinalBattle', 'No final battle is due.');
  const player = findPlayer(state, playerId);
  if (!player.ok) return player;
  const team = player.value.team;
  if (!fb.contenders.includes(team)) {
    return refuse(
      'NotTied',
      `${player.value.name} is not among the tied ${state.play === 'teams' ? 'teams' : 'players'}.`,
    );
  }
  const taken = fb.picks.find((p) => p.team === team);
  if (taken) {
    return refuse(
      'AlreadyPicked',
      `${teamName(state, team)} already picked squad ${taken.squad} of ${taken.player}; one squad each (GAP-XW-11).`,
    );
  }
  const squad = findSquad(player.value, squadNo);
  if (!squad.ok) return squad;
  if (squad.value.lost)
    return refuse('SquadLost', `${player.value.name}'s squad ${squadNo} was wiped out.`);
  return ok({
    state: {
      ...state,
      finalBattle: { ...fb, picks: [...fb.picks, { team, player: playerId, squad: squadNo }] },
    },
    notes: [`${player.value.name} picks squad ${squadNo} for the final battle.`],
  });
}

export function enterFinalBattle(
  state: CampaignState,
  winner: string | null,
): Result<Step, RuleError> {
  const fb = state.finalBattle;
  if (state.status !== 'final-battle' || fb === null)
    return refuse('NoFinalBattle', 'No final battle is due.');
  const waiting = fb.contenders.filter((t) => !fb.picks.some((p) => p.team === t));
  if (waiting.length > 0) {
    return refuse(
      'PicksMissing',
      `Still to pick a squad: ${waiting.map((t) => teamName(state, t)).join(', ')}.`,
    );
  }
  if (winner === null) {
    return ok({
      state: { ...state, finalBattle: { ...fb, picks: [], refought: fb.refought + 1 } },
      notes: ['The final battle has no winner: it is fought again with new picks.'],
    });
  }
  const pick = fb.picks.find((p) => p.player === winner);
  if (!pick) return refuse('BadWinner', `"${winner}" fielded no squad in the final battle.`);
  const team = teamOf(state, winner)?.id ?? winner;
  return ok({
    state: finish(state, { teams: [team], how: 'final-battle' }),
    notes: [
      `${teamName(state, team)} win${state.play === 'teams' ? '' : 's'} the final battle and the campaign (XW-CC-29).`,
    ],
  });
}
