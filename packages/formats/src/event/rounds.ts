/**
 * Rounds: the organizer pairs the next round once the last is complete, may re-pair a round
 * while no result is in, and may swap two players before their tables have results.
 */
import { refuse } from '@drift/engine';
import { advancing, cutRounds, roundClosed } from './bracket.ts';
import type { EventCommand } from './commands.ts';
import { type Ctx, changed, type Outcome, organizerOnly, swissCount } from './context.ts';
import { type Note, names, note } from './log.ts';
import { makeRound } from './make-round.ts';
import { swissPlayers } from './pairing-input.ts';
import { tallies } from './standings.ts';
import type { EventRecord, EventRound, EventTable, Json } from './types.ts';

type Of<T extends EventCommand['type']> = Extract<EventCommand, { type: T }>;

/** Tables still waiting for a counted result, as "3, 5". */
export function waitingTables(round: EventRound): string {
  return round.tables
    .filter((t) => t.result?.counted !== true)
    .map((t) => t.number)
    .join(', ');
}

/** `n` tables, or pods where the format seats pods: "1 pod", "3 tables". */
export function tableCount(record: EventRecord, n: number): string {
  const word = record.rules.tables === 'pods' ? 'pod' : 'table';
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function roundLabel(round: EventRound, record: EventRecord): string {
  if (round.stage === 'swiss') return `Round ${round.number}`;
  return `Cut round ${cutRounds(record).findIndex((r) => r.number === round.number) + 1}`;
}

export function roundData(round: EventRound): { [k: string]: Json } {
  return {
    round: round.number,
    stage: round.stage,
    seed: round.seed,
    tables: round.tables.map((t) => [...t.players]),
    byes: [...round.byes],
  };
}

function pairedNote(record: EventRecord, round: EventRound, type: string, verb: string): Note {
  const byes = round.byes.length ? `; a bye for ${names(record, round.byes)}` : '';
  return note(
    `${roundLabel(round, record)} ${verb}: ${tableCount(record, round.tables.length)}${byes}.`,
    type,
    roundData(round),
  );
}

export function pairRound({ record, actor, plugin }: Ctx, cmd: Of<'PairRound'>): Outcome {
  const allowed = organizerOnly(actor, 'pair a round');
  if (!allowed.ok) return allowed;
  if (record.status === 'finished') return refuse('EventFinished', 'The event is finished.');
  const last = record.rounds.at(-1);
  if (last !== undefined && !roundClosed(last)) {
    return refuse(
      'RoundOpen',
      `${roundLabel(last, record)} still waits for results at table ${waitingTables(last)}.`,
    );
  }
  const number = record.rounds.length + 1;
  if (record.status === 'cut') {
    const on = last ? advancing(record, last) : [];
    if (on.length < 2) {
      return refuse(
        'CutComplete',
        'Fewer than two players go on in the cut: nothing is left to pair.',
      );
    }
    const made = makeRound(record, plugin, number, 'cut', 0, on, cmd.allowRematches);
    if (!made.ok) return made;
    const next = { ...record, rounds: [...record.rounds, made.value] };
    return changed(next, pairedNote(next, made.value, 'PairRound', 'paired'));
  }
  // XW-AOA-30, XW-PE-23: as many Swiss rounds as the organizer plans.
  if (swissCount(record) >= record.plannedRounds) {
    return refuse(
      'RoundsComplete',
      `All ${record.plannedRounds} planned rounds are paired: plan more rounds to pair another.`,
    );
  }
  const ids = swissPlayers(record, number);
  if (ids.length < 2)
    return refuse('TooFewPlayers', 'At least two players are needed to pair a round.');
  const made = makeRound(record, plugin, number, 'swiss', 0, ids, cmd.allowRematches);
  if (!made.ok) return made;
  const next: EventRecord = {
    ...record,
    status: 'running',
    rounds: [...record.rounds, made.value],
  };
  return changed(next, pairedNote(next, made.value, 'PairRound', 'paired'));
}

export function repairRound({ record, actor, plugin }: Ctx, cmd: Of<'RepairRound'>): Outcome {
  const allowed = organizerOnly(actor, 're-pair a round');
  if (!allowed.ok) return allowed;
  const last = record.rounds.at(-1);
  if (last === undefined) return refuse('NoRound', 'No round is paired yet.');
  const entered = last.tables.filter((t) => t.result !== null).map((t) => t.number);
  if (entered.length > 0) {
    return refuse(
      'ResultsIn',
      `${roundLabel(last, record)} has results at table ${entered.join(', ')}: it can no longer be re-paired.`,
    );
  }
  const seated = [...last.tables.flatMap((t) => t.players), ...last.byes];
  const ids =
    last.stage === 'swiss'
      ? swissPlayers(record, last.number)
      : (record.cutSeeds ?? []).filter(
          (p) => seated.includes(p) && !record.players.find((x) => x.id === p)?.dropped,
        );
  if (ids.length < 2)
    return refuse('TooFewPlayers', 'At least two players are needed to pair a round.');
  const rest = { ...record, rounds: record.rounds.slice(0, -1) };
  const made = makeRound(
    rest,
    plugin,
    last.number,
    last.stage,
    last.attempt + 1,
    ids,
    cmd.allowRematches,
  );
  if (!made.ok) return made;
  const next = { ...record, rounds: [...rest.rounds, made.value] };
  return changed(next, pairedNote(next, made.value, 'RepairRound', 're-paired'));
}

type Seat = { readonly table: EventTable } | { readonly bye: true };

function seatOf(round: EventRound, id: string): Seat | null {
  if (round.byes.includes(id)) return { bye: true };
  const table = round.tables.find((t) => t.players.includes(id));
  return table ? { table } : null;
}

export function swapPlayers({ record, actor }: Ctx, cmd: Of<'SwapPlayers'>): Outcome {
  const allowed = organizerOnly(actor, 'swap players');
  if (!allowed.ok) return allowed;
  const round = record.rounds.at(-1);
  if (round === undefined) return refuse('NoRound', 'No round is paired yet.');
  if (cmd.a === cmd.b) return refuse('BadInput', 'Swap two different players.');
  const a = seatOf(round, cmd.a);
  const b = seatOf(round, cmd.b);
  const label = roundLabel(round, record);
  if (a === null || b === null) {
    return refuse(
      'NotInRound',
      `${names(record, [a === null ? cmd.a : cmd.b])} is not in ${label}.`,
    );
  }
  if ('bye' in a && 'bye' in b)
    return refuse('BadInput', 'Both players have a bye: nothing to swap.');
  if ('table' in a && 'table' in b && a.table.number === b.table.number) {
    return refuse('SameTable', `Both players are at table ${a.table.number}.`);
  }
  for (const seat of [a, b]) {
    if ('table' in seat && seat.table.result !== null) {
      return refuse('ResultsIn', `Table ${seat.table.number} of ${label} already has a result.`);
    }
  }
  const swap = (id: string) => (id === cmd.a ? cmd.b : id === cmd.b ? cmd.a : id);
  const tables = round.tables.map((t) => ({ ...t, players: t.players.map(swap) }));
  const byes = round.byes.map(swap);
  if (!cmd.force) {
    const earlier = tallies({
      ...record,
      rounds: record.rounds.filter((r) => r.number < round.number),
    });
    for (const t of tables) {
      if (!t.players.includes(cmd.a) && !t.players.includes(cmd.b)) continue;
      for (const p of t.players) {
        const met = t.players.find((q) => q !== p && earlier.get(p)?.opponents.has(q));
        if (round.stage === 'swiss' && met !== undefined) {
          return refuse(
            'Rematch',
            `${names(record, [p, met])} have met before (force the swap to allow it).`,
          );
        }
      }
    }
    const twice = byes.find((p) => (earlier.get(p)?.byes ?? 0) > 0);
    if (round.stage === 'swiss' && twice !== undefined) {
      return refuse(
        'SecondBye',
        `${names(record, [twice])} has had a bye already (force the swap to allow it).`,
      );
    }
  }
  const changedRound = { ...round, tables, byes };
  const next = { ...record, rounds: [...record.rounds.slice(0, -1), changedRound] };
  const where = (s: Seat) => ('bye' in s ? 'the bye' : `table ${s.table.number}`);
  return changed(
    next,
    note(
      `${label}: ${names(record, [cmd.a])} (${where(a)}) and ${names(record, [cmd.b])} (${where(b)}) swapped.`,
      'SwapPlayers',
      { a: cmd.a, b: cmd.b, force: cmd.force, ...roundData(changedRound) },
    ),
  );
}
