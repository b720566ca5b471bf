/** The organizer's changes to the event itself, and its end. */
import { refuse } from '@drift/engine';
import { cutOver, roundClosed } from './bracket.ts';
import type { EventCommand } from './commands.ts';
import { type Ctx, changed, type Outcome, organizerOnly, swissCount } from './context.ts';
import { checkCut } from './create.ts';
import { note } from './log.ts';
import { roundLabel, waitingTables } from './rounds.ts';
import type { EventRecord, Json } from './types.ts';

type Of<T extends EventCommand['type']> = Extract<EventCommand, { type: T }>;

/** "4 rounds planned (3-4 recommended)" — XW-AOA-30, XW-PE-23: the organizer's call. */
export function roundsAdvice(record: EventRecord): string {
  const [min, max] = record.rules.roundsRecommended ?? [3, 4];
  const within = record.plannedRounds >= min && record.plannedRounds <= max;
  return `${record.plannedRounds} rounds planned (${min}-${max} recommended${within ? '' : ', the organizer chose otherwise'})`;
}

export function updateEvent({ record, actor, plugin }: Ctx, cmd: Of<'UpdateEvent'>): Outcome {
  const allowed = organizerOnly(actor, 'change the event');
  if (!allowed.ok) return allowed;
  if (cmd.rounds !== undefined && cmd.rounds < swissCount(record)) {
    return refuse(
      'OutOfRange',
      `${swissCount(record)} rounds are paired already: plan at least that many.`,
    );
  }
  if (cmd.cut !== undefined) {
    if (record.cutSeeds !== null)
      return refuse('CutStarted', 'The cut has started: its size is fixed.');
    const cut = checkCut(plugin, cmd.cut);
    if (!cut.ok) return cut;
  }
  const updated: EventRecord = {
    ...record,
    name: cmd.name ?? record.name,
    description: cmd.description ?? record.description,
    notes: cmd.notes ?? record.notes,
    plannedRounds: cmd.rounds ?? record.plannedRounds,
    roundMinutes: cmd.roundMinutes === undefined ? record.roundMinutes : cmd.roundMinutes,
    cut: cmd.cut === undefined ? record.cut : cmd.cut,
    publishLists: cmd.publishLists ?? record.publishLists,
    selfRegistration: cmd.selfRegistration ?? record.selfRegistration,
    lateJoin: cmd.lateJoin ?? record.lateJoin,
  };
  const parts: string[] = [];
  if (cmd.name !== undefined) parts.push(`name "${cmd.name}"`);
  if (cmd.description !== undefined) parts.push('description');
  if (cmd.notes !== undefined) parts.push('notes');
  if (cmd.rounds !== undefined) parts.push(roundsAdvice(updated));
  if (cmd.roundMinutes !== undefined) {
    parts.push(cmd.roundMinutes === null ? 'no round time' : `${cmd.roundMinutes} minutes a round`);
  }
  if (cmd.cut !== undefined) parts.push(cmd.cut === null ? 'no cut' : `a top ${cmd.cut} cut`);
  if (cmd.publishLists !== undefined)
    parts.push(cmd.publishLists ? 'lists published' : 'lists hidden');
  if (cmd.selfRegistration !== undefined) {
    parts.push(
      cmd.selfRegistration ? 'players may register themselves' : 'the organizer registers players',
    );
  }
  if (cmd.lateJoin !== undefined) parts.push('late-join credit');
  const { type: _type, lateJoin, ...rest } = cmd;
  const data: { [k: string]: Json } = {
    ...rest,
    ...(lateJoin ? { lateJoin: { ...lateJoin } } : {}),
  };
  return changed(updated, note(`Event updated: ${parts.join(', ')}.`, 'UpdateEvent', data));
}

export function finishEvent({ record, actor }: Ctx, _cmd: Of<'FinishEvent'>): Outcome {
  const allowed = organizerOnly(actor, 'finish the event');
  if (!allowed.ok) return allowed;
  switch (record.status) {
    case 'finished':
      return refuse('EventFinished', 'The event is already finished.');
    case 'registration':
      return refuse('NotStarted', 'No round has been played.');
    case 'cut':
      if (!cutOver(record)) {
        return refuse('CutNotDone', 'The cut is still being played: it ends with its final.');
      }
      break;
    case 'running':
      break;
  }
  const last = record.rounds.at(-1);
  if (last !== undefined && !roundClosed(last)) {
    return refuse(
      'RoundOpen',
      `${roundLabel(last, record)} still waits for results at table ${waitingTables(last)}.`,
    );
  }
  const n = swissCount(record);
  return changed(
    { ...record, status: 'finished' },
    note(`The event is finished after ${n} round${n === 1 ? '' : 's'}.`, 'FinishEvent'),
  );
}
