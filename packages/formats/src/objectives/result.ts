/**
 * An Objective Play game's result: the standard game with the chosen objective's points added
 * to each player's destroyed points, feeding the winner at time and Margin of Victory (XW-OBJ-03).
 */
import { ok, refuse } from '@drift/engine';
import { decideWinner, type FormatScore, type StandingKey } from '../standard/game.ts';
import {
  field,
  onlyFields,
  type Read,
  readChoice,
  readObject,
  readPlayer,
  readTable,
} from '../standard/read.ts';
import {
  readStandardCore,
  type StandardResult,
  standardMeasures,
  standardResult,
} from '../standard/result.ts';
import { OBJECTIVE_IDS, type ObjectiveId } from './cards.ts';
import { type ObjectiveFacts, scoreObjectiveFacts } from './facts.ts';

export interface ObjectiveResult extends StandardResult {
  readonly first: string;
  readonly second: string;
  readonly objective: ObjectiveId;
  readonly facts: ObjectiveFacts;
  /** Objective points in the table's player order. */
  readonly objectivePoints: readonly [number, number];
  readonly automaticWinner: string | null;
}

/** Standings as in standard play: objective points are already inside MOV (XW-OBJ-03). */
export const objectiveStandingKeys: readonly StandingKey[] = [
  { key: 'tp', label: 'Tournament points' },
  { key: 'mov', label: 'Margin of Victory' },
];

export const objectiveByeMeasures: Readonly<Record<string, number>> = {
  tp: 1,
  mov: 150,
  destroyed: 0,
  objective: 0,
};

/**
 * Reads `{ first, objective, destroyed: { [player]: points }, eliminated?: [player], facts }`:
 * `first` is the player with initiative, who picked `objective` from the other's list.
 */
export function parseObjectiveResult(
  input: unknown,
  players: readonly string[],
): Read<ObjectiveResult> {
  const table = readTable(players);
  if (!table.ok) return table;
  const where = 'The result';
  const obj = readObject(input, where);
  if (!obj.ok) return obj;
  const o = obj.value;
  const fields = onlyFields(o, ['first', 'objective', 'destroyed', 'eliminated', 'facts'], where);
  if (!fields.ok) return fields;
  const first = readPlayer(field(o, 'first'), table.value, `${where}: first`);
  if (!first.ok) return first;
  const objective = readChoice(field(o, 'objective'), `${where}: objective`, OBJECTIVE_IDS);
  if (!objective.ok) return objective;
  const base = readStandardCore(o, table.value, where, []);
  if (!base.ok) return base;
  const seats = {
    players: table.value,
    first: table.value.indexOf(first.value) === 0 ? 0 : 1,
  } as const;
  const destroyed = base.value.scores.map((s) => s.destroyed);
  const outcome = scoreObjectiveFacts(objective.value, field(o, 'facts'), seats, destroyed);
  if (!outcome.ok) return outcome;
  const out = outcome.value;
  const withBonus = destroyed.map((d, i) => d + (out.destroyedBonus[i] ?? 0));
  if (out.automaticWinner !== null && base.value.eliminated.includes(out.automaticWinner)) {
    return refuse(
      'BadValue',
      `${where}: ${out.automaticWinner} wins by the stranded assault force, so cannot be eliminated`,
    );
  }
  const core = standardResult(table.value, withBonus, base.value.eliminated, out.points);
  const winner = out.automaticWinner ?? decideWinner(core.scores, core.eliminated);
  const second = table.value[1 - seats.first] ?? '';
  return ok({
    ...core,
    winner,
    first: first.value,
    second,
    objective: objective.value,
    facts: out.facts,
    objectivePoints: out.points,
    automaticWinner: out.automaticWinner,
  });
}

export function scoreObjective(result: ObjectiveResult): FormatScore[] {
  return result.scores.map((s) => ({
    player: s.player,
    measures: { ...standardMeasures(result, s.player), objective: s.bonus },
  }));
}
