/**
 * The Coruscant campaign record kind (shared contract): create, apply a command, keep the
 * history. The state is the fold of the accepted commands over the initial state, so the
 * organizer's CorrectBattle replays the campaign with the corrected outcome.
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import { type CommandType, type CoruscantCommand, decodeCommand } from './commands.ts';
import { authorize, reduce } from './reduce.ts';
import { setupCampaign } from './setup.ts';
import { scoreTotal } from './state.ts';
import type { CampaignState, CoruscantActor } from './types.ts';

/** At most this many accepted commands (a full CSW campaign needs a few hundred). */
export const MAX_COMMANDS = 5000;

export interface CoruscantLogEntry {
  readonly seq: number;
  readonly at: number;
  readonly actor: CoruscantActor;
  readonly command: CommandType | 'Create';
  /** What happened, in words (no secrets: hidden bases stay out of the log). */
  readonly lines: readonly string[];
}

export interface StoredCommand {
  readonly actor: CoruscantActor;
  readonly at: number;
  readonly command: CoruscantCommand;
  /** Set when the organizer corrected this battle's outcome. */
  readonly corrected: { readonly actor: CoruscantActor; readonly at: number } | null;
}

export interface CoruscantRecord {
  readonly kind: 'coruscant';
  readonly version: 1;
  readonly name: string;
  readonly seed: string;
  readonly createdAt: number;
  readonly initial: CampaignState;
  readonly commands: readonly StoredCommand[];
  readonly state: CampaignState;
  readonly history: readonly CoruscantLogEntry[];
}

export function createCoruscant(
  input: unknown,
  ctx: { readonly now: number; readonly seed: string },
): Result<CoruscantRecord, RuleError> {
  const setup = setupCampaign(input);
  if (!setup.ok) return setup;
  const { name, state } = setup.value;
  const who = state.players.map((p) => `${p.name} (${p.colour}, ${p.cswFaction}, ${p.side} fleet)`);
  return ok({
    kind: 'coruscant',
    version: 1,
    name,
    seed: ctx.seed,
    createdAt: ctx.now,
    initial: state,
    commands: [],
    state,
    history: [
      {
        seq: 1,
        at: ctx.now,
        actor: { kind: 'organizer' },
        command: 'Create',
        lines: [`Campaign "${name}" created: ${who.join('; ')}.`],
      },
    ],
  });
}

/** The state the stored commands give, or the first that no longer applies. */
export function replay(
  initial: CampaignState,
  commands: readonly StoredCommand[],
): Result<CampaignState, RuleError> {
  let state = initial;
  for (const [i, c] of commands.entries()) {
    const step = reduce(state, c.command);
    if (!step.ok) {
      return refuse(step.error.code, `record ${i + 1} (${c.command.type}): ${step.error.message}`);
    }
    state = step.value.state;
  }
  return ok(state);
}

export function applyCoruscantCommand(
  record: CoruscantRecord,
  actor: CoruscantActor,
  input: unknown,
  now: number,
): Result<{ record: CoruscantRecord; entries: CoruscantLogEntry[] }, RuleError> {
  const cmd = decodeCommand(input);
  if (!cmd.ok) return cmd;
  const allowed = authorize(record.state, actor, cmd.value);
  if (!allowed.ok) return allowed;
  if (record.commands.length >= MAX_COMMANDS) {
    return refuse('CampaignFull', `A campaign keeps at most ${MAX_COMMANDS} records.`);
  }
  const command = cmd.value;
  if (command.type === 'CorrectBattle') return correctBattle(record, actor, command, now);
  const step = reduce(record.state, command);
  if (!step.ok) return step;
  const entry: CoruscantLogEntry = {
    seq: nextSeq(record),
    at: now,
    actor,
    command: command.type,
    lines: step.value.notes,
  };
  return ok({
    record: {
      ...record,
      commands: [...record.commands, { actor, at: now, command, corrected: null }],
      state: step.value.state,
      history: [...record.history, entry],
    },
    entries: [entry],
  });
}

function nextSeq(record: CoruscantRecord): number {
  return (record.history[record.history.length - 1]?.seq ?? 0) + 1;
}

type Correction = Extract<CoruscantCommand, { type: 'CorrectBattle' }>;

/** The organizer replaces a battle's outcome; everything after it is recomputed. */
function correctBattle(
  record: CoruscantRecord,
  actor: CoruscantActor,
  cmd: Correction,
  now: number,
): Result<{ record: CoruscantRecord; entries: CoruscantLogEntry[] }, RuleError> {
  const index = record.commands.findIndex(
    (c) => c.command.type === 'EnterBattleResult' && c.command.battle === cmd.battle,
  );
  const stored = record.commands[index];
  if (!stored) {
    return refuse(
      'NothingToCorrect',
      `Battle "${cmd.battle}" has no outcome entered yet; enter it with EnterBattleResult.`,
    );
  }
  const commands = record.commands.map((c, i) =>
    i === index
      ? {
          ...c,
          command: {
            type: 'EnterBattleResult' as const,
            battle: cmd.battle,
            ships: cmd.ships,
            winner: cmd.winner,
          },
          corrected: { actor, at: now },
        }
      : c,
  );
  const state = replay(record.initial, commands);
  if (!state.ok) {
    return refuse(
      'CorrectionConflict',
      `Correcting battle ${cmd.battle} would make a later record fail: ${state.error.message}`,
    );
  }
  const changes = state.value.players.flatMap((p) => {
    const before = record.state.players.find((x) => x.id === p.id);
    const [a, b] = [before ? scoreTotal(before.score) : 0, scoreTotal(p.score)];
    return a === b ? [] : [`${p.name}: ${a} → ${b}.`];
  });
  const entry: CoruscantLogEntry = {
    seq: nextSeq(record),
    at: now,
    actor,
    command: 'CorrectBattle',
    lines: [
      `Battle ${cmd.battle}'s outcome corrected${cmd.winner ? `; winner ${cmd.winner}` : '; no winner'}.`,
      ...(changes.length ? changes : ['No score changes.']),
    ],
  };
  return ok({
    record: { ...record, commands, state: state.value, history: [...record.history, entry] },
    entries: [entry],
  });
}
