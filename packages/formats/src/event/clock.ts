/**
 * The round clock (GAP-XW-12: round times configurable, e.g. Political Escort's 95 minutes with
 * the roles swapped at 45). The organizer starts it once players are seated; the view tells
 * when the round ends and when each of the format's marks falls. Time comes from the caller.
 */
import { refuse } from '@drift/engine';
import { roundClosed } from './bracket.ts';
import type { EventCommand } from './commands.ts';
import { type Ctx, changed, type Outcome, organizerOnly } from './context.ts';
import { note } from './log.ts';
import { roundLabel } from './rounds.ts';
import type { EventRecord, EventRound } from './types.ts';

type Of<T extends EventCommand['type']> = Extract<EventCommand, { type: T }>;

export interface RoundClock {
  readonly startedAt: number;
  /** null when the event sets no round time. */
  readonly endsAt: number | null;
  readonly marks: readonly { readonly label: string; readonly at: number }[];
}

const MINUTE = 60_000;

/** The clock of a round once started. */
export function roundClock(record: EventRecord, round: EventRound): RoundClock | null {
  const start = round.clockStartedAt;
  if (start === undefined) return null;
  const minutes = record.roundMinutes;
  return {
    startedAt: start,
    endsAt: minutes === null ? null : start + minutes * MINUTE,
    marks: record.rules.timerMarks
      .filter((m) => minutes === null || m.minute < minutes)
      .map((m) => ({ label: m.label, at: start + m.minute * MINUTE })),
  };
}

export function startClock({ record, actor, now }: Ctx, _cmd: Of<'StartClock'>): Outcome {
  const allowed = organizerOnly(actor, 'start the clock');
  if (!allowed.ok) return allowed;
  const round = record.rounds.at(-1);
  if (round === undefined) return refuse('NoRound', 'No round is paired yet.');
  const label = roundLabel(round, record);
  if (roundClosed(round)) return refuse('RoundClosed', `${label} is complete.`);
  if (round.clockStartedAt !== undefined)
    return refuse('ClockStarted', `${label}'s clock is running.`);
  const next = {
    ...record,
    rounds: [...record.rounds.slice(0, -1), { ...round, clockStartedAt: now }],
  };
  const time = record.roundMinutes === null ? '' : `: ${record.roundMinutes} minutes`;
  return changed(
    next,
    note(`${label}'s clock started${time}.`, 'StartClock', { round: round.number, at: now }),
  );
}
