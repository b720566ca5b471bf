/**
 * Applies one command to an event: reads it, checks who sent it, runs its handler and logs what
 * changed. Pure: the record given is never changed; a refusal is a RuleError, never a throw.
 */
import { assertNever, ok, type Result, refuse } from '@drift/engine';
import { startClock } from './clock.ts';
import { type EventCommand, parseEventCommand } from './commands.ts';
import type { Ctx, Outcome } from './context.ts';
import { startCut } from './cut.ts';
import { finishEvent, updateEvent } from './event.ts';
import { pluginOf } from './guard.ts';
import { isFields } from './input.ts';
import { appendNotes } from './log.ts';
import { dropPlayer, register, removePlayer, updatePlayer } from './players.ts';
import type { PluginRegistry } from './plugin.ts';
import { confirmResult, disputeResult, setResult, submitResult } from './results.ts';
import { pairRound, repairRound, swapPlayers } from './rounds.ts';
import type { Actor, EventRecord, LogEntry } from './types.ts';

/** An actor as the server passes it, checked. */
export function readActor(actor: unknown): Result<Actor> {
  if (!isFields(actor)) return refuse('BadActor', 'The actor must be an object with a kind.');
  switch (actor.kind) {
    case 'organizer':
      return ok({ kind: 'organizer' });
    case 'public':
      return ok({ kind: 'public' });
    case 'player':
      return typeof actor.player === 'string'
        ? ok({ kind: 'player', player: actor.player })
        : refuse('BadActor', 'A player actor needs the player id.');
    default:
      return refuse('BadActor', 'The actor is the organizer, a player or the public.');
  }
}

function run(ctx: Ctx, cmd: EventCommand): Outcome {
  switch (cmd.type) {
    case 'Register':
      return register(ctx, cmd);
    case 'UpdatePlayer':
      return updatePlayer(ctx, cmd);
    case 'RemovePlayer':
      return removePlayer(ctx, cmd);
    case 'DropPlayer':
      return dropPlayer(ctx, cmd);
    case 'UpdateEvent':
      return updateEvent(ctx, cmd);
    case 'PairRound':
      return pairRound(ctx, cmd);
    case 'RepairRound':
      return repairRound(ctx, cmd);
    case 'StartClock':
      return startClock(ctx, cmd);
    case 'SwapPlayers':
      return swapPlayers(ctx, cmd);
    case 'SubmitResult':
      return submitResult(ctx, cmd);
    case 'ConfirmResult':
      return confirmResult(ctx, cmd);
    case 'DisputeResult':
      return disputeResult(ctx, cmd);
    case 'SetResult':
      return setResult(ctx, cmd);
    case 'StartCut':
      return startCut(ctx, cmd);
    case 'FinishEvent':
      return finishEvent(ctx, cmd);
    default:
      return assertNever(cmd, 'event command');
  }
}

/** One command from `actor` at time `now`: the new record and the log entries it added. */
export function applyEventCommand(
  record: EventRecord,
  actor: Actor,
  command: unknown,
  now: number,
  plugins: PluginRegistry,
): Result<{ record: EventRecord; entries: LogEntry[] }> {
  if (!Number.isFinite(now)) return refuse('BadInput', 'The time of a command must be a number.');
  const who = readActor(actor);
  if (!who.ok) return who;
  if (who.value.kind === 'player') {
    const id = who.value.player;
    if (!record.players.some((p) => p.id === id)) {
      return refuse('UnknownPlayer', `No player ${id.slice(0, 20)} is registered in this event.`);
    }
  }
  const plugin = pluginOf(record, plugins);
  if (!plugin.ok) return plugin;
  const cmd = parseEventCommand(command);
  if (!cmd.ok) return cmd;
  const done = run({ record, actor: who.value, now, plugin: plugin.value }, cmd.value);
  if (!done.ok) return done;
  return ok(appendNotes(done.value.record, who.value, now, done.value.notes));
}
