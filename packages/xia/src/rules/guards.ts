/**
 * Who may act when: the checks every rule starts with, so their errors read the same everywhere.
 */
import type { RuleError } from '@drift/engine';
import type { XiaPrompt } from '../model/prompts.ts';
import { captainName } from '../model/seats.ts';
import type { Captain, Phase, Stage } from '../model/state.ts';
import { occupiedByOther } from './occupancy.ts';
import type { Query } from './rule.ts';
import { isStranded } from './status.ts';

function error(code: string, message: string): RuleError {
  return { code, message };
}

/** The captain of the asking seat. */
export function captainOf(q: Query): Captain {
  const captain = q.state.captains[q.seat];
  if (!captain) throw new Error(`No captain in seat ${q.seat}`);
  return captain;
}

/** The seat must exist, the match must not be over, and no prompt may be waiting. */
function baseGuard(q: Query): RuleError | undefined {
  if (!q.state.captains[q.seat])
    return error('NoSuchSeat', `There is no ${captainName(q.seat)} in this match.`);
  if (q.state.stage === 'finished') return error('GameOver', 'The game is over.');
  const prompt = q.state.prompts[q.state.prompts.length - 1];
  if (prompt) {
    return prompt.seat === q.seat
      ? error('PromptPending', `First answer the pending ${prompt.kind} decision.`)
      : error('NotYourTurn', `Waiting for ${captainName(prompt.seat)} to decide (${prompt.kind}).`);
  }
  return undefined;
}

/** A setup step: the right stage and this seat's go. */
export function setupGuard(q: Query, stage: Stage): RuleError | undefined {
  const known = recall(q, stage);
  return known !== undefined ? (known ?? undefined) : store(q, stage, setupRefusal(q, stage));
}

function setupRefusal(q: Query, stage: Stage): RuleError | undefined {
  const base = baseGuard(q);
  if (base) return base;
  if (q.state.stage !== stage) {
    return error(
      'WrongStage',
      stage === 'choosingShips'
        ? 'Ships have already been chosen.'
        : 'Outfitting is not under way.',
    );
  }
  if (q.state.turn.seat !== q.seat)
    return error('NotYourTurn', `It is ${captainName(q.state.turn.seat)}'s turn to choose.`);
  return undefined;
}

const PHASE_WORDS: Record<Phase, string> = {
  Action: 'the Action Phase',
  Business: 'the Business Phase',
  Status: 'the Status Phase',
};

/**
 * A turn step: play under way, this seat's turn, the given phase, the ship on the board. A ship
 * passing through another ship's space may only keep moving (XB-MOVE-03): `passing` allows that.
 */
export function phaseGuard(q: Query, phase: Phase, passing = false): RuleError | undefined {
  const key = (passing ? PASSING_KEYS : PHASE_KEYS)[phase];
  const known = recall(q, key);
  return known !== undefined
    ? (known ?? undefined)
    : store(q, key, phaseRefusal(q, phase, passing));
}

/** Memo keys of phaseGuard, made once rather than on every call. */
const PHASE_KEYS: Record<Phase, string> = {
  Action: 'Action',
  Business: 'Business',
  Status: 'Status',
};
const PASSING_KEYS: Record<Phase, string> = {
  Action: 'Action+passing',
  Business: 'Business+passing',
  Status: 'Status+passing',
};

/**
 * Guards' answers are worked out once per query when the query allows (see Query.memo):
 * `recall` gives a remembered answer (null: no refusal) or undefined, `store` keeps one.
 */
function recall(q: Query, key: string): RuleError | null | undefined {
  return q.memo?.guards?.get(key);
}

function store(q: Query, key: string, answer: RuleError | undefined): RuleError | undefined {
  if (q.memo) {
    q.memo.guards ??= new Map();
    q.memo.guards.set(key, answer ?? null);
  }
  return answer;
}

function phaseRefusal(q: Query, phase: Phase, passing: boolean): RuleError | undefined {
  const base = baseGuard(q);
  if (base) return base;
  if (q.state.stage !== 'playing') return error('WrongStage', 'The game has not started yet.');
  if (q.state.turn.seat !== q.seat)
    return error('NotYourTurn', `It is ${captainName(q.state.turn.seat)}'s turn.`);
  if (q.state.turn.phase !== phase) {
    return error(
      'WrongPhase',
      `That belongs to ${PHASE_WORDS[phase]}; it is ${PHASE_WORDS[q.state.turn.phase]} now.`,
    );
  }
  const captain = captainOf(q);
  const at = captain.at;
  if (at === null) return error('ShipDestroyed', 'Your ship is not on the board.');
  if (!passing && occupiedByOther(q.state, at, q.seat)) {
    return error('PassingThrough', 'You are passing through another ship’s space: keep moving.');
  }
  return undefined;
}

/** An answer to the top prompt, which must be of this kind and belong to this seat. */
export function promptGuard<K extends XiaPrompt['kind']>(
  q: Query,
  kind: K,
):
  | { error: RuleError; prompt?: undefined }
  | { error?: undefined; prompt: Extract<XiaPrompt, { kind: K }> } {
  if (!q.state.captains[q.seat])
    return { error: error('NoSuchSeat', `There is no ${captainName(q.seat)} in this match.`) };
  if (q.state.stage === 'finished') return { error: error('GameOver', 'The game is over.') };
  const prompt = q.state.prompts[q.state.prompts.length - 1];
  if (!prompt || prompt.kind !== kind)
    return { error: error('NoSuchDecision', `Nothing asks for a ${kind} decision now.`) };
  if (prompt.seat !== q.seat)
    return { error: error('NotYourTurn', `${captainName(prompt.seat)} makes this decision.`) };
  return { prompt: prompt as Extract<XiaPrompt, { kind: K }> };
}

/**
 * The guard of an Action-Phase action that is not Minor: a stranded ship may take only Minor
 * actions and Impulse moves (XB-ENRG-03).
 */
export function actionGuard(q: Query): RuleError | undefined {
  const known = recall(q, 'action');
  return known !== undefined ? (known ?? undefined) : store(q, 'action', actionRefusal(q));
}

function actionRefusal(q: Query): RuleError | undefined {
  const guard = phaseGuard(q, 'Action');
  if (guard) return guard;
  if (isStranded(captainOf(q))) {
    return error(
      'Stranded',
      'Your ship is stranded (no Energy, no armed marker): only Minor actions and Impulse remain.',
    );
  }
  return undefined;
}
