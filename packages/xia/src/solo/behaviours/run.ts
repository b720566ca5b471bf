/**
 * An NPC's turn by its behaviour (XS-BEHV-01..05): its steps in printed order; a step it cannot
 * do falls through to its alternates, and one with none that applies is passed over; the turn
 * ends after the last step (XS-BEHV-02). A doubled move stops once its target is reached
 * (XS-BEHV-05); a doubled attack is two attacks, and an attack on the player waits for their
 * defence (and re-arming, XS-BEHV-04): the turn pauses and goes on from where it stood.
 * Every step tried is logged (NpcStep).
 */
import type { NpcStepOutcome } from '../../events.ts';
import type { Combatant } from '../../model/state.ts';
import { npcDraft } from '../../rules/combat/combatants.ts';
import { emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { behaviourOf } from '../content/index.ts';
import type { BehaviourDef, StepDef } from '../content/schema.ts';
import { chain } from '../content/validate.ts';
import {
  attackTarget,
  conditionHolds,
  fire,
  IMPOSSIBLE,
  moveLeg,
  repairNpc,
  trade,
} from './steps.ts';
import { npcsStep, patchTurn } from './turn-state.ts';
import { stepWords } from './words.ts';

/** Where a step is tried: which step, which of its alternates, which half. */
interface At {
  readonly id: string;
  readonly behaviour: BehaviourDef;
  readonly step: number;
  readonly alt: number;
}

function log(
  ctx: Ctx,
  at: At,
  step: StepDef,
  half: number,
  outcome: NpcStepOutcome,
  target: Combatant | null,
): void {
  emit(ctx, {
    type: 'NpcStep',
    npc: at.id,
    name: at.behaviour.name,
    step: at.step,
    alt: at.alt,
    half: half === 0 ? 1 : 2,
    text: stepWords(step),
    target,
    outcome,
  });
}

/** A move step, both legs of a doubled one (XS-BEHV-05). */
function move(ctx: Ctx, at: At, step: StepDef & { do: 'move' }): NpcStepOutcome {
  const first = moveLeg(ctx, at.id, step, 0);
  log(ctx, at, step, 0, first.outcome, first.who);
  if (IMPOSSIBLE.has(first.outcome) || !step.twice) return first.outcome;
  if (first.outcome === 'reached' || first.outcome === 'there') {
    log(ctx, at, step, 1, 'wasted', first.who);
    return first.outcome;
  }
  const second = moveLeg(ctx, at.id, step, 1);
  log(ctx, at, step, 1, second.outcome, second.who);
  return second.outcome;
}

/**
 * An attack step from half `from` on: each attack is logged and fired; one on the player leaves
 * a prompt, and the turn pauses (the step's part is kept when a second attack is still to come).
 */
function attack(
  ctx: Ctx,
  at: At,
  step: StepDef & { do: 'attack' },
  from: number,
): NpcStepOutcome | 'paused' {
  const halves = step.twice ? 2 : 1;
  for (let half = from; half < halves; half++) {
    const aim = attackTarget(ctx, at.id, step, half);
    if ('why' in aim) {
      log(ctx, at, step, half, aim.why, null);
      return half === 0 ? aim.why : 'done'; // a second attack with nobody left to fire on
    }
    log(ctx, at, step, half, 'done', aim.who);
    fire(ctx, at.id, aim.who);
    if (ctx.s.prompts.length > 0 && half + 1 < halves) {
      patchTurn(ctx, { part: { alt: at.alt, half: half + 1 } });
      return 'paused';
    }
  }
  return 'done';
}

/** Tries one step (not its alternates). */
function tryStep(ctx: Ctx, at: At, step: StepDef): NpcStepOutcome | 'paused' {
  if (step.when !== undefined && !conditionHolds(ctx, at.id, step.when)) {
    log(ctx, at, step, 0, 'notNow', null);
    return 'notNow';
  }
  switch (step.do) {
    case 'move':
      return move(ctx, at, step);
    case 'attack':
      return attack(ctx, at, step, 0);
    case 'trade': {
      const outcome = trade(ctx, at.id, step);
      log(ctx, at, step, 0, outcome, null);
      return outcome;
    }
    case 'repair': {
      const outcome = repairNpc(ctx, at.id, step);
      log(ctx, at, step, 0, outcome, null);
      return outcome;
    }
  }
}

/**
 * Runs step `index` of the behaviour: the step, else its alternates in order (XS-BEHV-02);
 * resumes the alternate and half `part` names. 'paused' when a doubled attack waits halfway.
 */
function runStep(
  ctx: Ctx,
  id: string,
  behaviour: BehaviourDef,
  index: number,
  part: { readonly alt: number; readonly half: number } | undefined,
): 'next' | 'paused' {
  const step = behaviour.steps[index];
  if (!step) return 'next';
  const options = chain(step);
  for (let alt = part?.alt ?? 0; alt < options.length; alt++) {
    const option = options[alt];
    if (!option) break;
    const at: At = { id, behaviour, step: index, alt };
    // Only a doubled attack pauses halfway: it goes on with its second attack.
    const resume = part && alt === part.alt ? part.half : 0;
    const outcome =
      resume > 0 && option.do === 'attack'
        ? attack(ctx, at, option, resume)
        : tryStep(ctx, at, option);
    if (outcome === 'paused') return 'paused';
    if (!IMPOSSIBLE.has(outcome)) return 'next';
  }
  return 'next';
}

/**
 * Plays (or goes on with) NPC `id`'s turn by its behaviour, from the step `solo.step` names.
 * 'paused' when it waits for the player's answer to a prompt; 'done' when its turn is over.
 */
export function runBehaviour(ctx: Ctx, id: string, card: string, index: number): 'done' | 'paused' {
  const behaviour = behaviourOf(card, index);
  for (;;) {
    const turn = npcsStep(ctx);
    if (!turn) return 'done';
    const i = turn.next;
    if (i >= behaviour.steps.length) return 'done';
    if (npcDraft(ctx, id).at === null) return 'done'; // destroyed in its own turn
    if (runStep(ctx, id, behaviour, i, turn.part) === 'paused') return 'paused';
    const after = npcsStep(ctx);
    if (!after) return 'done'; // the step ended the game: the round is over
    patchTurn(ctx, { next: i + 1, done: [...after.done, i], part: undefined });
    if (ctx.s.prompts.length > 0 || ctx.s.stage === 'finished') return 'paused';
  }
}
