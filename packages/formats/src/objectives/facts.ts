/**
 * The chosen objective's facts, entered at the table after the game, turned into objective
 * points (XW-OBJ-03..18). Facts are read against the card's field list, then checked against
 * what the objective allows (e.g. no more Recon tokens than obstacles).
 */
import { ok, refuse } from '@drift/engine';
import {
  field,
  onlyFields,
  type Read,
  readBool,
  readChoice,
  readInt,
  readObject,
  readPerPlayer,
} from '../standard/read.ts';
import { SQUAD_POINTS } from '../standard/result.ts';
import { type FactField, type ObjectiveCard, type ObjectiveId, objectiveCard } from './cards.ts';

export type FactValue = boolean | number | string | readonly boolean[] | readonly number[];
/** Facts as read: per-player values in the table's player order. */
export type ObjectiveFacts = Readonly<Record<string, FactValue>>;

/** Which player is first (initiative) and which second, as indexes of the table's players. */
export interface Seats {
  readonly players: readonly [string, string];
  readonly first: 0 | 1;
}

export interface ObjectiveOutcome {
  readonly objective: ObjectiveId;
  readonly facts: ObjectiveFacts;
  /** Objective points in the table's player order (may be negative: Rescue Mission). */
  readonly points: readonly [number, number];
  /** Points counted as destroyed (Hyperspace Assault's stranded force, XW-OBJ-18). */
  readonly destroyedBonus: readonly [number, number];
  /** A player who wins whatever the points (XW-OBJ-18), or null. */
  readonly automaticWinner: string | null;
}

/** Obstacles of a standard game, when the table does not say otherwise. */
export const STANDARD_OBSTACLES = 6;
const MAX_OBSTACLES = 12;
const MAX_COUNT = 20;
/** The Hyperspace Assault force is worth fewer than 50 points (XW-OBJ-17). */
export const ASSAULT_FORCE_LIMIT = 50;

const POINTS = {
  bounty: 10,
  plansFound: 5,
  plansKept: 5,
  plansHidden: 10,
  plansCarrierLost: 5,
  recon: 2,
  station: 12,
  jedi: 5,
  flag: 20,
  spice: 2,
  rescue: 5,
  rescueLost: -5,
  prisonersKept: 5,
  escort: 10,
  beacon: 3,
} as const;

function readFact(
  spec: FactField,
  x: unknown,
  players: readonly string[],
  where: string,
): Read<FactValue> {
  const at = `${where}: ${spec.key}`;
  switch (spec.kind) {
    case 'per-player-flag':
      return readPerPlayer(x, players, at, readBool);
    case 'per-player-count':
      return readPerPlayer(x, players, at, (v, w) => readInt(v, w, 0, MAX_COUNT));
    case 'flag':
      return readBool(x, at);
    case 'count':
      return readInt(x, at, 0, SQUAD_POINTS);
    case 'choice':
      return readChoice(x, at, spec.choices ?? []);
  }
}

/** Reads the facts the card asks for; optional ones may be left out. */
export function readFacts(
  card: ObjectiveCard,
  x: unknown,
  players: readonly string[],
): Read<ObjectiveFacts> {
  const where = `The ${card.name} facts`;
  const obj = readObject(x ?? {}, where);
  if (!obj.ok) return obj;
  const fields = onlyFields(
    obj.value,
    card.facts.map((f) => f.key),
    where,
  );
  if (!fields.ok) return fields;
  const out: Record<string, FactValue> = {};
  for (const spec of card.facts) {
    const raw = field(obj.value, spec.key);
    if (raw === undefined) {
      if (spec.optional) continue;
      return refuse('MissingFact', `${where} need "${spec.key}": ${spec.label}`);
    }
    const value = readFact(spec, raw, players, where);
    if (!value.ok) return value;
    out[spec.key] = value.value;
  }
  return ok(out);
}

const flagsOf = (f: ObjectiveFacts, key: string): readonly boolean[] => {
  const v = f[key];
  return Array.isArray(v) ? v.map((x) => x === true) : [false, false];
};
const countsOf = (f: ObjectiveFacts, key: string): readonly number[] => {
  const v = f[key];
  return Array.isArray(v) ? v.map((x) => (typeof x === 'number' ? x : 0)) : [0, 0];
};
const countOf = (f: ObjectiveFacts, key: string, fallback: number): number => {
  const v = f[key];
  return typeof v === 'number' ? v : fallback;
};
const textOf = (f: ObjectiveFacts, key: string): string => {
  const v = f[key];
  return typeof v === 'string' ? v : '';
};

/**
 * The objective's points for each player from its facts. `destroyed` are the players' points of
 * ships destroyed, in table order, for checks that need them.
 */
export function scoreObjectiveFacts(
  objective: ObjectiveId,
  rawFacts: unknown,
  seats: Seats,
  destroyed: readonly number[],
): Read<ObjectiveOutcome> {
  const card = objectiveCard(objective);
  if (card === undefined) return refuse('UnknownObjective', `No objective "${objective}"`);
  const facts = readFacts(card, rawFacts, seats.players);
  if (!facts.ok) return facts;
  const f = facts.value;
  const first = seats.first;
  const second = (1 - first) as 0 | 1;
  const points = [0, 0];
  const destroyedBonus = [0, 0];
  let automaticWinner: string | null = null;
  const give = (seat: number, n: number): void => {
    points[seat] = (points[seat] ?? 0) + n;
  };
  /** Each player's flagged ship scores for the opponent. */
  const toOpponent = (key: string, each: number): void => {
    flagsOf(f, key).forEach((flag, i) => {
      if (flag) give(1 - i, each);
    });
  };
  const where = `The ${card.name} facts`;
  switch (objective) {
    case 'minefield':
    case 'graveyard':
    case 'torpedo-run':
      break;
    case 'bounty-hunter':
      toOpponent('bountyDestroyed', POINTS.bounty);
      break;
    case 'hidden-jedi':
      toOpponent('jediDestroyed', POINTS.jedi);
      break;
    case 'capture-the-flag':
      toOpponent('flagshipExited', POINTS.flag);
      break;
    case 'death-star-plans':
      switch (textOf(f, 'plans')) {
        case 'not-found':
          give(second, POINTS.plansHidden);
          break;
        case 'carrier-survived':
          give(first, POINTS.plansFound + POINTS.plansKept);
          break;
        default:
          give(first, POINTS.plansFound);
          give(second, POINTS.plansCarrierLost);
      }
      break;
    case 'recon-mission':
    case 'spice-run': {
      const obstacles = countOf(f, 'obstacles', STANDARD_OBSTACLES);
      if (obstacles < 1 || obstacles > MAX_OBSTACLES) {
        return refuse(
          'BadNumber',
          `${where}: obstacles must be from 1 to ${MAX_OBSTACLES}, not ${obstacles}`,
        );
      }
      const recon = objective === 'recon-mission';
      const got = countsOf(f, recon ? 'tokens' : 'markers');
      // Recon: one token per obstacle in all. Spice: one marker per obstacle for each player.
      const total = got.reduce((a, b) => a + b, 0);
      const over = recon ? total > obstacles : got.some((n) => n > obstacles);
      if (over) {
        return refuse(
          'TooManyTokens',
          recon
            ? `${where}: ${total} Recon tokens collected, but only ${obstacles} exist (one per obstacle)`
            : `${where}: a spice runner can collect at most ${obstacles} markers (one per obstacle)`,
        );
      }
      got.forEach((n, i) => {
        give(i, n * (recon ? POINTS.recon : POINTS.spice));
      });
      break;
    }
    case 'station-defense':
      if (f.stationDestroyed === true) give(first, POINTS.station);
      else give(second, POINTS.station);
      break;
    case 'rescue-mission':
      switch (textOf(f, 'prisoners')) {
        case 'rescued':
          give(second, POINTS.rescue);
          break;
        case 'transport-destroyed':
          give(second, POINTS.rescueLost);
          give(first, POINTS.prisonersKept);
          break;
        default:
          give(first, POINTS.prisonersKept);
      }
      break;
    case 'escort-mission': {
      const fate = textOf(f, 'shuttle');
      if (fate === 'destroyed') give(first, POINTS.escort);
      if (fate === 'exited') give(second, POINTS.escort);
      break;
    }
    case 'homing-beacon': {
      const beacons = countsOf(f, 'beacons');
      if (f.ships !== undefined) {
        const ships = countsOf(f, 'ships');
        const i = beacons.findIndex((n, p) => n > (ships[1 - p] ?? 0));
        if (i >= 0) {
          return refuse(
            'TooManyTokens',
            `${where}: ${seats.players[i]} tagged ${beacons[i]} ships, but the opposing squad has ${ships[1 - i]}`,
          );
        }
      }
      beacons.forEach((n, i) => {
        give(i, n * POINTS.beacon);
      });
      break;
    }
    case 'hyperspace-assault': {
      const reserve = countOf(f, 'reservePoints', 0);
      if (reserve < 1 || reserve >= ASSAULT_FORCE_LIMIT) {
        return refuse(
          'BadNumber',
          `${where}: the assault force is worth 1 to ${ASSAULT_FORCE_LIMIT - 1} points (fewer than ${ASSAULT_FORCE_LIMIT}), not ${reserve}`,
        );
      }
      if (textOf(f, 'reserve') === 'stranded') {
        if ((destroyed[first] ?? 0) + reserve > SQUAD_POINTS) {
          return refuse(
            'TooManyPoints',
            `${where}: ${destroyed[first]} destroyed plus the ${reserve}-point assault force is more than the second player's ${SQUAD_POINTS}-point squad`,
          );
        }
        destroyedBonus[first] = reserve;
        automaticWinner = seats.players[first];
      }
      break;
    }
  }
  return ok({
    objective,
    facts: f,
    points: [points[0] ?? 0, points[1] ?? 0],
    destroyedBonus: [destroyedBonus[0] ?? 0, destroyedBonus[1] ?? 0],
    automaticWinner,
  });
}
