/**
 * Battles (XW-CC-15..26): started from a place with the squads whose meeples stand there,
 * fought on the table, then the outcome entered ship by ship.
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import type { BattleParticipant, ShipOutcome } from './commands.ts';
import { uniqueNames } from './fleet.ts';
import { scoreFeature } from './map.ts';
import { obstaclePlan } from './obstacles.ts';
import {
  addScore,
  findPlace,
  holdersOf,
  meeplesAt,
  openPlace,
  placeName,
  runningBattleAt,
  type Step,
  withBattle,
  withPlayer,
} from './state.ts';
import { teamName } from './teams.ts';
import type {
  CampaignBattle,
  CampaignBattleShip,
  CampaignFeatureScoring,
  CampaignShip,
  CampaignState,
} from './types.ts';

/** XW-CC-19: the winner's bonus on top of the ships it destroyed. */
export const WINNER_BONUS = 10;

function nameOf(state: CampaignState, player: string): string {
  return state.players.find((p) => p.id === player)?.name ?? player;
}

function teamOfPlayer(state: CampaignState, player: string): string {
  return state.players.find((p) => p.id === player)?.team ?? player;
}

function describe(state: CampaignState, participants: readonly BattleParticipant[]): string {
  return participants
    .map(
      (p) =>
        `${nameOf(state, p.player)} (squad${p.squads.length > 1 ? 's' : ''} ${p.squads.join(', ')})`,
    )
    .join(' against ');
}

/** XW-CC-20: a battle at a place held by opposing players; every squad there fights. */
export function startBattle(
  state: CampaignState,
  placeId: string,
  given: readonly BattleParticipant[] | null,
  completion: CampaignFeatureScoring | null,
): Result<Step, RuleError> {
  const place = openPlace(state, placeId);
  if (!place.ok) return place;
  const where = placeName(place.value);
  const running = runningBattleAt(state, placeId);
  if (running)
    return refuse('BattleRunning', `Battle ${running.id} is already being fought at ${where}.`);
  const meeples = meeplesAt(state, placeId);
  if (new Set(meeples.map((m) => m.team)).size < 2) {
    return refuse(
      'NoOpponents',
      `No opposing players hold ${where}: there is nothing to fight over (XW-CC-20).`,
    );
  }
  const derived: BattleParticipant[] = [];
  for (const m of meeples) {
    const entry = derived.find((d) => d.player === m.player);
    if (entry) derived[derived.indexOf(entry)] = { ...entry, squads: [...entry.squads, m.squad] };
    else derived.push({ player: m.player, squads: [m.squad] });
  }
  if (given !== null) {
    const listed = given.flatMap((p) => p.squads.map((s) => `${p.player}#${s}`));
    if (new Set(listed).size !== listed.length) {
      return refuse('BadParticipants', `Battle at ${where}: a squad is listed twice.`);
    }
    for (const p of given) {
      for (const s of p.squads) {
        if (!meeples.some((m) => m.player === p.player && m.squad === s)) {
          return refuse(
            'NotThere',
            `Battle at ${where}: ${nameOf(state, p.player)}'s squad ${s} has no meeple there.`,
          );
        }
      }
    }
    const missing = meeples.find((m) => !listed.includes(`${m.player}#${m.squad}`));
    if (missing) {
      return refuse(
        'BadParticipants',
        `Battle at ${where}: ${nameOf(state, missing.player)}'s squad ${missing.squad} stands there and must fight too.`,
      );
    }
  }
  const participants = given ?? derived;
  const battle: CampaignBattle = {
    id: `b${state.battles.length + 1}`,
    place: placeId,
    trigger: place.value.kind === 'planet' ? 'planet-entry' : 'closure',
    participants,
    obstacles: obstaclePlan(state, place.value.kind, participants),
    completion,
    status: 'running',
    result: null,
  };
  const plan = battle.obstacles;
  return ok({
    state: { ...state, battles: [...state.battles, battle] },
    notes: [
      `Battle ${battle.id} at ${where}: ${describe(state, participants)}; ${plan.perSquad} obstacles per squad${
        plan.perSquad > 0 ? ` (${plan.kinds.join(' or ')})` : ''
      }.`,
    ],
  });
}

interface Fielded {
  readonly owner: string;
  readonly squad: number;
  readonly ship: CampaignShip;
}

function fielded(state: CampaignState, battle: CampaignBattle): Fielded[] {
  return battle.participants.flatMap((p) => {
    const player = state.players.find((x) => x.id === p.player);
    return p.squads.flatMap((n) =>
      (player?.squads.find((s) => s.number === n)?.ships ?? []).map((ship) => ({
        owner: p.player,
        squad: n,
        ship,
      })),
    );
  });
}

/** Checks an entered outcome against the squads that fought; gives the ships' fates. */
function readOutcome(
  state: CampaignState,
  battle: CampaignBattle,
  outcomes: readonly ShipOutcome[],
  winner: string | null,
): Result<CampaignBattleShip[], RuleError> {
  const at = `Battle ${battle.id}`;
  const ships = fielded(state, battle);
  const players = battle.participants.map((p) => p.player);
  const seen = new Set<string>();
  for (const o of outcomes) {
    const f = ships.find((s) => s.ship.id === o.ship);
    if (!f) return refuse('UnknownShip', `${at}: no ship "${o.ship}" in the squads that fought.`);
    if (seen.has(o.ship)) return refuse('ShipTwice', `${at}: ship "${o.ship}" is listed twice.`);
    seen.add(o.ship);
    if (o.by !== null && o.fate !== 'destroyed') {
      return refuse(
        'BadOutcome',
        `${at}, ${f.ship.name} (${o.ship}): only a destroyed ship has a destroyer.`,
      );
    }
    if (o.by !== null && !players.includes(o.by)) {
      return refuse(
        'BadOutcome',
        `${at}, ${f.ship.name} (${o.ship}): "${o.by}" did not fight in this battle.`,
      );
    }
    const stray = o.discarded.find((u) => !f.ship.upgrades.some((x) => x.id === u));
    if (stray !== undefined) {
      return refuse(
        'BadOutcome',
        `${at}, ${f.ship.name} (${o.ship}): it carries no upgrade ${stray}.`,
      );
    }
  }
  const result: CampaignBattleShip[] = ships.map((f) => {
    const o = outcomes.find((x) => x.ship === f.ship.id);
    return {
      ship: f.ship.id,
      owner: f.owner,
      squad: f.squad,
      name: f.ship.name,
      points: f.ship.points,
      fate: o?.fate ?? 'survived',
      by: o?.by ?? null,
      discarded: o?.discarded ?? [],
    };
  });
  // XW-CC-18: the winner owns the last ships on the board; nobody wins if none are left.
  const left = [
    ...new Set(
      result.filter((s) => s.fate === 'survived').map((s) => teamOfPlayer(state, s.owner)),
    ),
  ];
  if (left.length > 1) {
    return refuse(
      'BattleNotOver',
      `${at}: ships of ${left.map((t) => teamName(state, t)).join(' and ')} are still on the board; mark every other ship destroyed or Withdrawn.`,
    );
  }
  if (winner === null && left.length === 1) {
    const team = left[0] ?? '';
    return refuse(
      'WinnerMissing',
      `${at}: ${teamName(state, team)} still has ships on the board; name the winner.`,
    );
  }
  if (winner !== null) {
    if (!players.includes(winner))
      return refuse('BadWinner', `${at}: "${winner}" did not fight in this battle.`);
    if (!result.some((s) => s.owner === winner && s.fate === 'survived')) {
      return refuse(
        'BadWinner',
        `${at}: ${nameOf(state, winner)} has no ship left on the board, so cannot be the winner (XW-CC-18).`,
      );
    }
  }
  return ok(result);
}

/** XW-CC-19, GAP-XW-10: the cost of opposing ships each player destroyed, +10 to the winner. */
export function battlePoints(
  state: CampaignState,
  battle: CampaignBattle,
  ships: readonly CampaignBattleShip[],
  winner: string | null,
): Record<string, number> {
  const points: Record<string, number> = Object.fromEntries(
    battle.participants.map((p) => [p.player, 0]),
  );
  for (const s of ships) {
    if (s.fate !== 'destroyed' || s.by === null) continue;
    if (teamOfPlayer(state, s.by) === teamOfPlayer(state, s.owner)) continue;
    points[s.by] = (points[s.by] ?? 0) + s.points;
  }
  if (winner !== null) points[winner] = (points[winner] ?? 0) + WINNER_BONUS;
  return points;
}

export function resolveBattle(
  state: CampaignState,
  battleId: string,
  outcomes: readonly ShipOutcome[],
  winner: string | null,
): Result<Step, RuleError> {
  const battle = state.battles.find((b) => b.id === battleId);
  if (!battle) return refuse('UnknownBattle', `No battle "${battleId}".`);
  if (battle.status !== 'running') {
    return refuse(
      'BattleOver',
      `Battle ${battleId}'s outcome is already in; the organizer may correct it.`,
    );
  }
  const ships = readOutcome(state, battle, outcomes, winner);
  if (!ships.ok) return ships;
  const points = battlePoints(state, battle, ships.value, winner);
  const notes: string[] = [];
  let next = state;
  // XW-CC-19, 26: battle points first.
  for (const [player, n] of Object.entries(points)) {
    next = addScore(next, player, 'battles', n);
    notes.push(
      `${nameOf(state, player)} scores ${n} battle points${player === winner ? ` (incl. +${WINNER_BONUS} for the win)` : ''}.`,
    );
  }
  if (winner === null) notes.push(`Battle ${battleId} has no winner (XW-CC-18).`);
  // XW-CC-22, 23: destroyed ships leave their squads; Withdrawn ships rejoin; survivors repaired.
  for (const p of battle.participants) {
    const destroyed = ships.value.filter((s) => s.owner === p.player && s.fate === 'destroyed');
    next = withPlayer(next, p.player, (pl) => {
      const gone = pl.squads
        .flatMap((s) => s.ships)
        .filter((s) => destroyed.some((d) => d.ship === s.id));
      return {
        ...pl,
        lostUniques: [...pl.lostUniques, ...uniqueNames(gone)],
        squads: pl.squads.map((sq) => {
          if (!p.squads.includes(sq.number)) return sq;
          const lostNow = sq.ships.filter((s) => destroyed.some((d) => d.ship === s.id));
          const ships2 = sq.ships.filter((s) => !lostNow.includes(s));
          const wiped = ships2.length === 0;
          return {
            ...sq,
            ships: ships2,
            lostShips: [...sq.lostShips, ...lostNow],
            lost: wiped,
            // XW-CC-21, 24: only the winner's meeples stay; a wiped-out squad's meeple is gone.
            place: wiped || p.player !== winner ? null : sq.place,
          };
        }),
      };
    });
    const wiped = next.players
      .find((x) => x.id === p.player)
      ?.squads.filter((s) => p.squads.includes(s.number) && s.lost);
    for (const s of wiped ?? []) {
      notes.push(
        `${nameOf(state, p.player)}'s squad ${s.number} is wiped out: its meeple leaves the game (XW-CC-24).`,
      );
    }
  }
  next = withBattle(next, battleId, (b) => ({
    ...b,
    status: 'resolved',
    result: { ships: ships.value, winner, points },
  }));
  // XW-CC-26: feature points only after the battle.
  if (battle.completion) {
    const place = findPlace(next, battle.place);
    if (place.ok) {
      const step = scoreFeature(
        next,
        place.value,
        battle.completion,
        holdersOf(next, battle.place),
      );
      next = step.state;
      notes.push(...step.notes);
    }
  }
  return ok({ state: next, notes });
}
