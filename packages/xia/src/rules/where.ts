/**
 * The rule book indexed by where its rules can yield (Rule.where): for the asking seat's
 * situation (waiting, a setup stage, a phase of its turn, or the kind of prompt it answers) the
 * rules worth polling, in the book's order, worked out once.
 */
import type { SeatId } from '@drift/engine';
import type { Phase, XiaState } from '../model/state.ts';
import type { Where } from './rule.ts';

type SetupStage = 'choosingShips' | 'outfitting';

/** Looks up the rules worth polling for one seat in one state. */
export type RulesAt<R> = (state: XiaState, seat: SeatId) => readonly R[];

/** Indexes rules (kept in the given order) by the situations their `where` names. */
export function indexByWhere<R extends { readonly where: Where }>(rules: readonly R[]): RulesAt<R> {
  const those = (named: (w: Where) => boolean | undefined): readonly R[] =>
    rules.filter((r) => r.where.anywhere || named(r.where));
  // Not the seat's go, or the game is over: only rules for every moment.
  const waiting = those(() => false);
  const stage = (s: SetupStage) => those((w) => w.acting || w.stages?.includes(s));
  const byStage: Readonly<Record<SetupStage, readonly R[]>> = {
    choosingShips: stage('choosingShips'),
    outfitting: stage('outfitting'),
  };
  const phase = (p: Phase) => those((w) => w.acting || w.phases?.includes(p));
  const byPhase: Readonly<Record<Phase, readonly R[]>> = {
    Action: phase('Action'),
    Business: phase('Business'),
    Status: phase('Status'),
  };
  const kinds = new Set(rules.flatMap((r) => r.where.prompts ?? []));
  const byPrompt = new Map<string, readonly R[]>(
    [...kinds].map((k) => [k, those((w) => w.acting || w.prompts?.includes(k))]),
  );
  // A prompt no rule names is answered, if at all, by rules for whoever acts.
  const otherPrompt = those((w) => w.acting);
  return (state, seat) => {
    if (state.stage === 'finished') return waiting;
    const prompt = state.prompts[state.prompts.length - 1];
    if (prompt) return prompt.seat !== seat ? waiting : (byPrompt.get(prompt.kind) ?? otherPrompt);
    if (state.turn.seat !== seat) return waiting;
    return state.stage === 'playing' ? byPhase[state.turn.phase] : byStage[state.stage];
  };
}
