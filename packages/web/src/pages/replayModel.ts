/**
 * A finished match rebuilt in the browser from its replay file (GET /api/matches/:id/replay):
 * the setup, then each command applied by the rules, keeping every state and its events, so a
 * viewer can step and scrub. The file's final hash is checked against the rebuilt one.
 */
import { type MatchFile, stateHash } from '@drift/engine';
import type { XiaCommand, XiaEvent, XiaRuleset, XiaState } from '@drift/xia';

export interface Replayed {
  /** states[0] is the setup; states[i] follows command i-1. */
  readonly states: readonly XiaState[];
  readonly events: readonly (readonly XiaEvent[])[];
  readonly seats: readonly number[];
  /** False when the rebuilt match does not end on the file's hash. */
  readonly verified: boolean;
}

export function rebuild(
  file: MatchFile,
  xia: XiaRuleset,
): { ok: true; value: Replayed } | { ok: false; message: string } {
  const options = xia.parseOptions(file.options);
  if (!options.ok) return { ok: false, message: options.error.message };
  const start = xia.setup(options.value, file.seed);
  if (!start.ok) return { ok: false, message: start.error.message };
  const states: XiaState[] = [start.value];
  const events: (readonly XiaEvent[])[] = [];
  const seats: number[] = [];
  let state = start.value;
  for (const [i, recorded] of file.commands.entries()) {
    const command = xia.parseCommand(recorded.command);
    if (!command.ok)
      return { ok: false, message: `Move ${i + 1} cannot be read: ${command.error.message}` };
    const applied = xia.apply(state, recorded.seat, command.value as XiaCommand);
    if (!applied.ok)
      return { ok: false, message: `Move ${i + 1} was refused: ${applied.error.message}` };
    state = applied.value.state;
    states.push(state);
    events.push(applied.value.events);
    seats.push(recorded.seat);
  }
  const verified =
    file.final.after === file.commands.length && stateHash(state) === file.final.hash;
  return { ok: true, value: { states, events, seats, verified } };
}
