/**
 * One Political Escort game's result (XW-PE-19..22): how it ended, each player's points of
 * ships destroyed, and what the shuttle's upgrades add to the attacker's score.
 */
import { ok, refuse } from '@drift/engine';
import { type GameScore, gameScore } from '../standard/game.ts';
import {
  field,
  onlyFields,
  type Read,
  readChoice,
  readInt,
  readObject,
  readPerPlayer,
  readPlayer,
} from '../standard/read.ts';
import { SQUAD_POINTS } from '../standard/result.ts';
import { damageTaken, type ShuttleState } from './tracker.ts';

/** escaped: out by the attacker's edge; destroyed: shot down (or fled); time: neither. */
export type EscortEnding = 'escaped' | 'destroyed' | 'time';
export const ESCORT_ENDINGS: readonly EscortEnding[] = ['escaped', 'destroyed', 'time'];

/** Damage that makes the shuttle's upgrades count half for the attacker (GAP-XW-06). */
export const SIX_DAMAGE = 6;
/** Most damage a surviving shuttle can hold: 6 shields and 5 hull. */
export const MAX_SURVIVING_DAMAGE = 11;

export interface EscortGameResult {
  readonly attacker: string;
  readonly defender: string;
  readonly ending: EscortEnding;
  readonly shuttleUpgradePoints: number;
  /** Shield and hull damage the shuttle took; null when it was destroyed. */
  readonly shuttleDamage: number | null;
  /** Attacker first, then defender; the attacker's bonus is the shuttle's upgrade points it earned. */
  readonly scores: readonly [GameScore, GameScore];
  /** Null for a draw (GAP-XW-07). */
  readonly winner: string | null;
}

/** What the shuttle's upgrades add to the attacker's score (XW-PE-21). */
export function shuttlePoints(
  ending: EscortEnding,
  upgradePoints: number,
  damage: number | null,
): number {
  if (ending === 'destroyed') return upgradePoints;
  return damage !== null && damage >= SIX_DAMAGE ? Math.floor(upgradePoints / 2) : 0;
}

/** The winner: escaped → defender, destroyed → attacker, time → higher score, equal → draw. */
export function escortWinner(
  ending: EscortEnding,
  scores: readonly [GameScore, GameScore],
): string | null {
  const [attacker, defender] = scores;
  switch (ending) {
    case 'escaped':
      return defender.player;
    case 'destroyed':
      return attacker.player;
    case 'time':
      if (attacker.total === defender.total) return null;
      return attacker.total > defender.total ? attacker.player : defender.player;
  }
}

export function escortGame(
  attacker: string,
  defender: string,
  ending: EscortEnding,
  destroyed: { readonly attacker: number; readonly defender: number },
  shuttleUpgradePoints: number,
  shuttleDamage: number | null,
): EscortGameResult {
  const damage = ending === 'destroyed' ? null : shuttleDamage;
  const scores: [GameScore, GameScore] = [
    gameScore(attacker, destroyed.attacker, shuttlePoints(ending, shuttleUpgradePoints, damage)),
    gameScore(defender, destroyed.defender),
  ];
  return {
    attacker,
    defender,
    ending,
    shuttleUpgradePoints,
    shuttleDamage: damage,
    scores,
    winner: escortWinner(ending, scores),
  };
}

/** The ending and damage a finished shuttle tracker shows (a shuttle that fled counts as destroyed). */
export function shuttleOutcome(s: ShuttleState): {
  readonly ending: EscortEnding;
  readonly damage: number | null;
} {
  switch (s.fate) {
    case 'destroyed':
    case 'fled':
      return { ending: 'destroyed', damage: null };
    case 'escaped':
      return { ending: 'escaped', damage: damageTaken(s) };
    case 'in-play':
      return { ending: 'time', damage: damageTaken(s) };
  }
}

/**
 * Reads `{ attacker, ending, destroyed: { [player]: points }, shuttle: { upgradePoints, damage? } }`
 * for the table's two players (the other one defends).
 */
export function parseEscortGame(
  input: unknown,
  players: readonly [string, string],
  where: string,
): Read<EscortGameResult> {
  const obj = readObject(input, where);
  if (!obj.ok) return obj;
  const o = obj.value;
  const fields = onlyFields(o, ['attacker', 'defender', 'ending', 'destroyed', 'shuttle'], where);
  if (!fields.ok) return fields;
  const attacker = readPlayer(field(o, 'attacker'), players, `${where}: attacker`);
  if (!attacker.ok) return attacker;
  const defender = players[0] === attacker.value ? players[1] : players[0];
  const givenDefender = field(o, 'defender');
  if (givenDefender !== undefined && givenDefender !== defender) {
    return refuse(
      'BadRoles',
      `${where}: ${attacker.value} attacks, so ${defender} defends, not ${String(givenDefender)}`,
    );
  }
  const ending = readChoice(field(o, 'ending'), `${where}: ending`, ESCORT_ENDINGS);
  if (!ending.ok) return ending;
  const destroyed = readPerPlayer(
    field(o, 'destroyed'),
    players,
    `${where}: destroyed points`,
    (v, w) => readInt(v, w, 0, SQUAD_POINTS),
  );
  if (!destroyed.ok) return destroyed;
  const shuttle = readObject(field(o, 'shuttle') ?? {}, `${where}: shuttle`);
  if (!shuttle.ok) return shuttle;
  const sFields = onlyFields(shuttle.value, ['upgradePoints', 'damage'], `${where}: shuttle`);
  if (!sFields.ok) return sFields;
  const upgrades = readInt(
    field(shuttle.value, 'upgradePoints') ?? 0,
    `${where}: shuttle upgradePoints`,
    0,
    SQUAD_POINTS,
  );
  if (!upgrades.ok) return upgrades;
  const rawDamage = field(shuttle.value, 'damage');
  let damage: number | null = null;
  if (ending.value !== 'destroyed') {
    if (rawDamage === undefined) {
      return refuse(
        'MissingField',
        `${where}: shuttle damage (shields and hull lost) is needed when the shuttle was not destroyed`,
      );
    }
    const d = readInt(rawDamage, `${where}: shuttle damage`, 0, MAX_SURVIVING_DAMAGE);
    if (!d.ok) return d;
    damage = d.value;
  }
  const attackerIndex = players.indexOf(attacker.value);
  const byAttacker = destroyed.value[attackerIndex] ?? 0;
  const byDefender = destroyed.value[1 - attackerIndex] ?? 0;
  if (byAttacker + upgrades.value > SQUAD_POINTS) {
    return refuse(
      'TooManyPoints',
      `${where}: ${attacker.value} destroyed ${byAttacker} points and the shuttle carries ${upgrades.value} in upgrades, more than the defender's ${SQUAD_POINTS}-point squad`,
    );
  }
  return ok(
    escortGame(
      attacker.value,
      defender,
      ending.value,
      { attacker: byAttacker, defender: byDefender },
      upgrades.value,
      damage,
    ),
  );
}
