/**
 * Results: a player at a table submits the table's result (read by the format); every other
 * player there confirms it or disputes it. It counts once all have confirmed, or at once when
 * the organizer sets it (any time, even rounds ago: standings are always recomputed).
 */
import { ok, type Result, refuse } from '@drift/engine';
import { advancing, roundClosed } from './bracket.ts';
import type { EventCommand } from './commands.ts';
import { type Ctx, changed, type Outcome, organizerOnly } from './context.ts';
import { crowned } from './crowned.ts';
import { asResult, checkScores, guard } from './guard.ts';
import { readJson } from './input.ts';
import { LIMITS } from './limits.ts';
import { type Note, nameOf, names, nextSeq, note } from './log.ts';
import type { FormatPlugin, FormatTable, PlayerRoundScore } from './plugin.ts';
import { roundLabel } from './rounds.ts';
import { compareTotals } from './standings.ts';
import type { Actor, EventRecord, EventRound, EventTable, Json, TableResult } from './types.ts';

type Of<T extends EventCommand['type']> = Extract<EventCommand, { type: T }>;

interface Place {
  readonly round: EventRound;
  readonly table: EventTable;
}

function findTable(record: EventRecord, round: number, table: number): Result<Place> {
  const r = record.rounds.find((x) => x.number === round);
  if (r === undefined) return refuse('NoSuchRound', `Round ${round} is not paired.`);
  const t = r.tables.find((x) => x.number === table);
  if (t === undefined) {
    return refuse(
      'NoSuchTable',
      `${roundLabel(r, record)} has tables 1 to ${r.tables.length}, not ${table}.`,
    );
  }
  return ok({ round: r, table: t });
}

function asTable(place: Place): FormatTable {
  return {
    round: place.round.number,
    stage: place.round.stage,
    number: place.table.number,
    players: place.table.players,
  };
}

function where(record: EventRecord, place: Place): string {
  return `${roundLabel(place.round, record)}, table ${place.table.number}`;
}

/** The player acting, who must sit at the table. */
function seatedActor(record: EventRecord, actor: Actor, place: Place): Result<string> {
  if (actor.kind !== 'player') {
    return refuse(
      'NotAllowed',
      'Only a player at the table may do this; the organizer sets results.',
    );
  }
  if (!place.table.players.includes(actor.player)) {
    return refuse(
      'NotAtTable',
      `${nameOf(record, actor.player)} is not at ${where(record, place)}.`,
    );
  }
  return ok(actor.player);
}

/** Who goes on from a cut table: the format's choice, or the best round score, then seed. */
function cutAdvances(
  record: EventRecord,
  plugin: FormatPlugin,
  data: Json,
  table: FormatTable,
  scores: readonly PlayerRoundScore[],
): Result<readonly string[]> {
  const advance = plugin.cut?.advance;
  if (advance) {
    const got = guard(plugin, 'choosing who goes on', () => advance.call(plugin.cut, data, table));
    if (!got.ok) return got;
    const list = got.value as unknown;
    if (
      !Array.isArray(list) ||
      list.length === 0 ||
      list.some((p) => typeof p !== 'string' || !table.players.includes(p))
    ) {
      return refuse(
        'FormatFailed',
        `${plugin.name} named no player of table ${table.number} to go on.`,
      );
    }
    return ok([...new Set(list as string[])]);
  }
  const seeds = record.cutSeeds ?? [];
  const best = [...scores].sort(
    (a, b) =>
      compareTotals(record.rules.standingKeys, a.measures, b.measures) ||
      seeds.indexOf(a.player) - seeds.indexOf(b.player),
  )[0];
  return ok(best ? [best.player] : []);
}

/** The format reads and scores an entered result. */
function enter(ctx: Ctx, place: Place, input: Json, by: string): Result<TableResult> {
  const { record, plugin } = ctx;
  const table = asTable(place);
  const parsed = guard(plugin, 'reading a result', () => plugin.parseResult(input, table));
  if (!parsed.ok) return parsed;
  const answer = asResult(plugin, parsed.value, 'reading a result');
  if (!answer.ok) {
    return refuse(answer.error.code, `${where(record, place)}: ${answer.error.message}`);
  }
  const data = readJson(answer.value, 'the result as read', LIMITS.result * 2);
  if (!data.ok)
    return refuse('FormatFailed', `${plugin.name} read the result into something not JSON.`);
  const scored = guard(plugin, 'scoring a result', () => plugin.score(data.value, table));
  if (!scored.ok) return scored;
  const scores = checkScores(plugin, table, scored.value);
  if (!scores.ok) return scores;
  let advances: readonly string[] | undefined;
  if (table.stage === 'cut') {
    const on = cutAdvances(record, plugin, data.value, table, scores.value);
    if (!on.ok) return on;
    advances = on.value;
  }
  const isOrganizer = by === 'organizer';
  return ok({
    submission: nextSeq(record),
    data: data.value,
    scores: scores.value,
    by,
    confirmedBy: isOrganizer ? [] : [by],
    disputes: [],
    counted: isOrganizer || place.table.players.every((p) => p === by),
    ...(advances ? { advances } : {}),
  });
}

function withResult(record: EventRecord, place: Place, result: TableResult | null): EventRecord {
  const round = {
    ...place.round,
    tables: place.round.tables.map((t) => (t.number === place.table.number ? { ...t, result } : t)),
  };
  return { ...record, rounds: record.rounds.map((r) => (r.number === round.number ? round : r)) };
}

function scoreText(record: EventRecord, scores: readonly PlayerRoundScore[]): string {
  return scores
    .map((s) => {
      const m = Object.entries(s.measures).map(([k, v]) => `${v} ${k}`);
      return `${nameOf(record, s.player)} ${m.join(', ') || 'nothing'}`;
    })
    .join('; ');
}

/** Notes for what a newly counted result completes: the round, the cut, the event. */
function completions(
  before: EventRecord,
  after: EventRecord,
  roundNumber: number,
): {
  record: EventRecord;
  notes: Note[];
} {
  const was = before.rounds.find((r) => r.number === roundNumber);
  const now = after.rounds.find((r) => r.number === roundNumber);
  if (was === undefined || now === undefined) return { record: after, notes: [] };
  const notes: Note[] = [];
  if (!roundClosed(was) && roundClosed(now)) {
    notes.push(
      note(`${roundLabel(now, after)} is complete.`, 'RoundComplete', { round: now.number }),
    );
  }
  const crown = crowned(before, after);
  return { record: crown.record, notes: [...notes, ...crown.notes] };
}

function resultData(place: Place, result: TableResult): { [k: string]: Json } {
  return {
    round: place.round.number,
    table: place.table.number,
    submission: result.submission,
    result: result.data,
    scores: result.scores.map((s) => ({ player: s.player, measures: { ...s.measures } })),
    counted: result.counted,
  };
}

export function submitResult(ctx: Ctx, cmd: Of<'SubmitResult'>): Outcome {
  const { record, actor } = ctx;
  const place = findTable(record, cmd.round, cmd.table);
  if (!place.ok) return place;
  const player = seatedActor(record, actor, place.value);
  if (!player.ok) return player;
  if (place.value.table.result?.counted) {
    return refuse(
      'ResultCounted',
      `The result of ${where(record, place.value)} already counts: ask the organizer to correct it.`,
    );
  }
  const result = enter(ctx, place.value, cmd.result, player.value);
  if (!result.ok) return result;
  const next = withResult(record, place.value, result.value);
  const others = place.value.table.players.filter((p) => p !== player.value);
  const replaced = place.value.table.result ? ' (replacing the one before)' : '';
  // The scores stay out of the words until the result counts (others see only the words).
  const text = `${nameOf(record, player.value)} submitted the result of ${where(record, place.value)}${replaced}; waiting for ${names(record, others)} to confirm.`;
  const done = completions(record, next, cmd.round);
  return changed(
    done.record,
    note(text, 'SubmitResult', resultData(place.value, result.value)),
    ...done.notes,
  );
}

/** The pending result at a table, checked against the submission the player saw. */
function pending(
  record: EventRecord,
  place: Place,
  submission: number | undefined,
): Result<TableResult> {
  const result = place.table.result;
  if (result === null) return refuse('NoResult', `${where(record, place)} has no result yet.`);
  if (result.counted)
    return refuse('ResultCounted', `The result of ${where(record, place)} already counts.`);
  if (submission !== undefined && submission !== result.submission) {
    return refuse(
      'ResultChanged',
      `The result of ${where(record, place)} was replaced since you saw it: look at it again.`,
    );
  }
  return ok(result);
}

export function confirmResult(ctx: Ctx, cmd: Of<'ConfirmResult'>): Outcome {
  const { record, actor } = ctx;
  const place = findTable(record, cmd.round, cmd.table);
  if (!place.ok) return place;
  const player = seatedActor(record, actor, place.value);
  if (!player.ok) return player;
  const result = pending(record, place.value, cmd.submission);
  if (!result.ok) return result;
  if (result.value.confirmedBy.includes(player.value)) {
    return refuse(
      'AlreadyConfirmed',
      `${nameOf(record, player.value)} has already confirmed this result.`,
    );
  }
  const confirmedBy = [...result.value.confirmedBy, player.value];
  const counted = place.value.table.players.every((p) => confirmedBy.includes(p));
  const updated: TableResult = {
    ...result.value,
    confirmedBy,
    disputes: result.value.disputes.filter((d) => d.player !== player.value),
    counted,
  };
  const next = withResult(record, place.value, updated);
  const text = `${nameOf(record, player.value)} confirmed the result of ${where(record, place.value)}${
    counted ? '; it counts' : ''
  }.`;
  const done = completions(record, next, cmd.round);
  return changed(
    done.record,
    note(text, 'ConfirmResult', {
      round: cmd.round,
      table: cmd.table,
      submission: updated.submission,
      counted,
    }),
    ...done.notes,
  );
}

export function disputeResult(ctx: Ctx, cmd: Of<'DisputeResult'>): Outcome {
  const { record, actor } = ctx;
  const place = findTable(record, cmd.round, cmd.table);
  if (!place.ok) return place;
  const player = seatedActor(record, actor, place.value);
  if (!player.ok) return player;
  const result = pending(record, place.value, cmd.submission);
  if (!result.ok) return result;
  const updated: TableResult = {
    ...result.value,
    confirmedBy: result.value.confirmedBy.filter((p) => p !== player.value),
    disputes: [
      ...result.value.disputes.filter((d) => d.player !== player.value),
      { player: player.value, reason: cmd.reason },
    ],
  };
  const why = cmd.reason ? `: ${cmd.reason}` : '';
  return changed(
    withResult(record, place.value, updated),
    note(
      `${nameOf(record, player.value)} disputes the result of ${where(record, place.value)}${why}.`,
      'DisputeResult',
      { round: cmd.round, table: cmd.table, submission: updated.submission, reason: cmd.reason },
    ),
  );
}

export function setResult(ctx: Ctx, cmd: Of<'SetResult'>): Outcome {
  const { record, actor } = ctx;
  const allowed = organizerOnly(actor, 'set a result');
  if (!allowed.ok) return allowed;
  const place = findTable(record, cmd.round, cmd.table);
  if (!place.ok) return place;
  const result = enter(ctx, place.value, cmd.result, 'organizer');
  if (!result.ok) return result;
  const before = place.value.table.result;
  const next = withResult(record, place.value, result.value);
  const round = place.value.round;
  const laterCut = record.rounds.some((r) => r.stage === 'cut' && r.number > round.number);
  if (round.stage === 'cut' && laterCut) {
    const was = advancing(record, round).join(',');
    const now = advancing(next, next.rounds.find((r) => r.number === round.number) ?? round).join(
      ',',
    );
    if (was !== now) {
      return refuse(
        'CutAdvanced',
        `The next cut round is paired: this result would change who went on from ${where(record, place.value)}.`,
      );
    }
  }
  const was =
    before === null ? 'none' : before.counted ? 'a counted result' : 'an unconfirmed result';
  const text = `The organizer set the result of ${where(record, place.value)} (before: ${was}): ${scoreText(record, result.value.scores)}.`;
  const data = {
    ...resultData(place.value, result.value),
    previous:
      before === null ? null : { result: before.data, counted: before.counted, by: before.by },
  };
  const done = completions(record, next, cmd.round);
  return changed(done.record, note(text, 'SetResult', data), ...done.notes);
}
