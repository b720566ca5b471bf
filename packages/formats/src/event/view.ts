/**
 * What each viewer sees of an event. The organizer sees everything; a player sees the public
 * facts, their own squad, unconfirmed results at their own tables and which of those await
 * their confirmation; the public sees pairings, counted results and standings. Squads of others
 * only when the organizer publishes lists; the organizer's notes and the seeds only to them.
 */
import { champion, roundClosed } from './bracket.ts';
import { type RoundClock, roundClock } from './clock.ts';
import { roundsAdvice } from './event.ts';
import { visibleEntry } from './log.ts';
import type { Measures, PlayerRoundScore, StandingKey, TimerMark } from './plugin.ts';
import { roundLabel } from './rounds.ts';
import { type StandingRow, standings } from './standings.ts';
import type { Actor, EventRecord, EventStatus, EventTable, Json, LogEntry } from './types.ts';

export interface ResultView {
  readonly submission: number;
  readonly by: string;
  readonly confirmedBy: readonly string[];
  readonly disputes: readonly { readonly player: string; readonly reason: string }[];
  readonly counted: boolean;
  /** Absent for an unconfirmed result the viewer is not at. */
  readonly data?: Json;
  readonly scores?: readonly PlayerRoundScore[];
  readonly advances?: readonly string[];
}

export type TableStatus = 'waiting' | 'submitted' | 'disputed' | 'counted';

export interface TableView {
  readonly number: number;
  readonly players: readonly string[];
  readonly status: TableStatus;
  readonly result: ResultView | null;
}

export interface RoundView {
  readonly number: number;
  readonly stage: 'swiss' | 'cut';
  readonly label: string;
  readonly closed: boolean;
  readonly tables: readonly TableView[];
  readonly byes: readonly string[];
  readonly clock: RoundClock | null;
  readonly seed?: string;
}

export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly club?: string;
  readonly joinedRound: number;
  readonly dropped: boolean;
  readonly squad?: Json;
}

export interface Awaiting {
  readonly round: number;
  readonly table: number;
  readonly submission: number;
  readonly by: string;
}

export interface EventView {
  readonly viewer: Actor['kind'];
  readonly you: {
    readonly player: string;
    readonly name: string;
    readonly dropped: boolean;
    /** Where you sit in the latest round: a table, a bye, or nowhere. */
    readonly seat: { readonly round: number; readonly table: number } | 'bye' | null;
    /** Results at your tables waiting for your confirmation. */
    readonly awaiting: readonly Awaiting[];
  } | null;
  readonly event: {
    readonly name: string;
    readonly format: string;
    readonly formatName: string;
    readonly description: string;
    readonly notes?: string;
    readonly seed?: string;
    readonly status: EventStatus;
    readonly createdAt: number;
    readonly plannedRounds: number;
    readonly roundMinutes: number | null;
    readonly timerMarks: readonly TimerMark[];
    readonly roundsRecommended: readonly [number, number] | null;
    readonly roundsAdvice: string;
    readonly cut: number | null;
    readonly cutSizes: readonly number[];
    readonly tables: 'pairs' | 'pods';
    readonly standingKeys: readonly StandingKey[];
    readonly bye: Measures;
    readonly lateJoin: Measures;
    readonly publishLists: boolean;
    readonly selfRegistration: boolean;
  };
  readonly players: readonly PlayerView[];
  readonly rounds: readonly RoundView[];
  readonly standings: readonly StandingRow[];
  readonly cut: { readonly size: number; readonly seeds: readonly string[] } | null;
  readonly champion: string | null;
  readonly log: readonly (LogEntry | Omit<LogEntry, 'data'>)[];
}

function tableStatus(t: EventTable): TableStatus {
  if (t.result === null) return 'waiting';
  if (t.result.counted) return 'counted';
  return t.result.disputes.length > 0 ? 'disputed' : 'submitted';
}

function tableView(t: EventTable, viewer: Actor): TableView {
  const r = t.result;
  if (r === null) return { number: t.number, players: t.players, status: 'waiting', result: null };
  const sees =
    r.counted ||
    viewer.kind === 'organizer' ||
    (viewer.kind === 'player' && t.players.includes(viewer.player));
  const base = {
    submission: r.submission,
    by: r.by,
    confirmedBy: r.confirmedBy,
    disputes: r.disputes,
    counted: r.counted,
  };
  const result: ResultView = sees
    ? { ...base, data: r.data, scores: r.scores, ...(r.advances ? { advances: r.advances } : {}) }
    : base;
  return { number: t.number, players: t.players, status: tableStatus(t), result };
}

/** The event as `actor` may see it. A player id not in the event sees what the public sees. */
export function eventView(record: EventRecord, actor: Actor): EventView {
  const me =
    actor.kind === 'player' ? record.players.find((p) => p.id === actor.player) : undefined;
  const viewer: Actor =
    actor.kind === 'organizer'
      ? actor
      : me
        ? { kind: 'player', player: me.id }
        : { kind: 'public' };
  const organizer = viewer.kind === 'organizer';
  const seesSquad = (id: string) => organizer || record.publishLists || me?.id === id;
  const last = record.rounds.at(-1);
  let you: EventView['you'] = null;
  if (me) {
    const table = last?.tables.find((t) => t.players.includes(me.id));
    const awaiting: Awaiting[] = [];
    for (const round of record.rounds) {
      for (const t of round.tables) {
        const r = t.result;
        if (r && !r.counted && t.players.includes(me.id) && !r.confirmedBy.includes(me.id)) {
          awaiting.push({
            round: round.number,
            table: t.number,
            submission: r.submission,
            by: r.by,
          });
        }
      }
    }
    you = {
      player: me.id,
      name: me.name,
      dropped: me.dropped !== undefined,
      seat:
        last && table
          ? { round: last.number, table: table.number }
          : last?.byes.includes(me.id)
            ? 'bye'
            : null,
      awaiting,
    };
  }
  return {
    viewer: viewer.kind,
    you,
    event: {
      name: record.name,
      format: record.format,
      formatName: record.rules.formatName,
      description: record.description,
      ...(organizer ? { notes: record.notes, seed: record.seed } : {}),
      status: record.status,
      createdAt: record.createdAt,
      plannedRounds: record.plannedRounds,
      roundMinutes: record.roundMinutes,
      timerMarks: record.rules.timerMarks,
      roundsRecommended: record.rules.roundsRecommended,
      roundsAdvice: roundsAdvice(record),
      cut: record.cut,
      cutSizes: record.rules.cutSizes,
      tables: record.rules.tables,
      standingKeys: record.rules.standingKeys,
      bye: record.rules.bye,
      lateJoin: record.lateJoin,
      publishLists: record.publishLists,
      selfRegistration: record.selfRegistration,
    },
    players: record.players.map((p) => ({
      id: p.id,
      name: p.name,
      ...(p.club !== undefined ? { club: p.club } : {}),
      joinedRound: p.joinedRound,
      dropped: p.dropped !== undefined,
      ...(p.squad !== undefined && seesSquad(p.id) ? { squad: p.squad } : {}),
    })),
    rounds: record.rounds.map((r) => ({
      number: r.number,
      stage: r.stage,
      label: roundLabel(r, record),
      closed: roundClosed(r),
      tables: r.tables.map((t) => tableView(t, viewer)),
      byes: r.byes,
      clock: roundClock(record, r),
      ...(organizer ? { seed: r.seed } : {}),
    })),
    standings: standings(record),
    cut:
      record.cutSeeds === null || record.cut === null
        ? null
        : { size: record.cut, seeds: record.cutSeeds },
    champion: champion(record),
    log: record.log.map((e) => visibleEntry(e, viewer)),
  };
}
