/**
 * How the event pages say things: the five formats' names and advice, the standing columns,
 * a table's result in one line, a table's status as the pairings show it. Pure: tested alone.
 */
import type { EventView, Measures, PlayerRoundScore, TableView } from '@drift/formats';
import { listed } from '../../look/format.ts';
import { type Column, figure } from '../columns.ts';
import type { ResultStatus } from '../tables/status.ts';

export type FormatId =
  | 'standard'
  | 'ace-of-aces'
  | 'political-escort'
  | 'objective-play'
  | 'whack-a-gorth';

export interface FormatInfo {
  readonly id: FormatId;
  readonly name: string;
  /** One line about how its events run. */
  readonly about: string;
}

export const EVENT_FORMATS: readonly FormatInfo[] = [
  {
    id: 'political-escort',
    name: 'Political Escort',
    about:
      'Two games a round, one in each role (roles swap at 45 minutes of 95). Victory Points, then Margin of Victory, then wins as defender; a bye is 2 VP and 200 MOV.',
  },
  {
    id: 'ace-of-aces',
    name: 'Ace of Aces',
    about:
      'Pods of 4 to 8 aces, re-podded by total Victory Points after each round; ties broken by Ships Destroyed.',
  },
  {
    id: 'objective-play',
    name: 'Objective Play',
    about:
      'Standard games with an objective picked from the second player’s three; objective points count with points destroyed.',
  },
  {
    id: 'whack-a-gorth',
    name: 'Whack-a-’Gorth',
    about: 'Standard games among Exogorths: each Exogorth killed adds 10 points destroyed.',
  },
  {
    id: 'standard',
    name: 'Standard 100-point',
    about: 'Swiss rounds of standard games: tournament points, then Margin of Victory.',
  },
];

export function formatInfo(id: string | undefined): FormatInfo | undefined {
  return EVENT_FORMATS.find((f) => f.id === id);
}

/** Short column labels for the measures the formats rank by. */
const SHORT: Readonly<Record<string, string>> = {
  vp: 'VP',
  mov: 'MOV',
  defenderWins: 'Def. wins',
  tp: 'TP',
  sd: 'SD',
};

export function columnsOf(keys: EventView['event']['standingKeys']): Column[] {
  return keys.map((k) => ({ key: k.key, label: SHORT[k.key] ?? k.label, title: k.label }));
}

/** `2 VP and 200 MOV`: the measures a format names, in its order (zeros left out). */
export function measuresText(measures: Measures, keys: EventView['event']['standingKeys']): string {
  const parts = keys
    .filter((k) => (measures[k.key] ?? 0) !== 0)
    .map((k) => `${figure(measures[k.key])} ${SHORT[k.key] ?? k.label}`);
  return listed(parts);
}

export function nameOf(view: EventView, id: string): string {
  return view.players.find((p) => p.id === id)?.name ?? id;
}

export function unitOf(view: EventView): 'Table' | 'Pod' {
  return view.event.tables === 'pods' ? 'Pod' : 'Table';
}

/** One player's score at a table by the format's first two measures, zeros shown: `0 VP, 178 MOV`. */
export function scoreText(measures: Measures, keys: EventView['event']['standingKeys']): string {
  return keys
    .slice(0, 2)
    .map((k) => `${figure(measures[k.key] ?? 0)} ${SHORT[k.key] ?? k.label}`)
    .join(', ');
}

/** A table's result in one line: `Ann 1 VP, 130 MOV · Bob 1 VP, 70 MOV`; a pod names its winner. */
export function resultLine(view: EventView, scores: readonly PlayerRoundScore[]): string {
  const keys = view.event.standingKeys.slice(0, 2);
  const one = (s: PlayerRoundScore) =>
    `${nameOf(view, s.player)} ${keys
      .map((k) => `${figure(s.measures[k.key])} ${SHORT[k.key] ?? k.label}`)
      .join(', ')}`;
  if (view.event.tables === 'pods') {
    const best = [...scores].sort(
      (a, b) =>
        (b.measures.wins ?? 0) - (a.measures.wins ?? 0) ||
        (b.measures.vp ?? 0) - (a.measures.vp ?? 0) ||
        (b.measures.sd ?? 0) - (a.measures.sd ?? 0),
    )[0];
    if (!best) return '';
    return best.measures.wins ? `Won by ${one(best)}` : `No winner; best: ${one(best)}`;
  }
  return scores.map(one).join(' · ');
}

/** Tables whose counted result the organizer set over an earlier one ("round:table"). */
export function correctedTables(view: EventView): ReadonlySet<string> {
  const out = new Set<string>();
  for (const e of view.log) {
    const data = 'data' in e ? e.data : undefined;
    if (data?.type === 'SetResult' && data.previous !== null && data.previous !== undefined) {
      out.add(`${String(data.round)}:${String(data.table)}`);
      continue;
    }
    if (data) continue;
    const m = /^The organizer set the result of (.+), table (\d+) \(before: (?!none)/.exec(e.text);
    const round = m && view.rounds.find((r) => r.label === m[1]);
    if (m && round) out.add(`${round.number}:${m[2]}`);
  }
  return out;
}

/** Where a table's result stands, in the pairings' terms. */
export function statusOf(table: TableView, round: number, corrected: ReadonlySet<string>) {
  const r = table.result;
  let status: ResultStatus;
  if (r === null) status = { state: 'awaiting' };
  else if (r.counted) {
    status =
      r.by !== 'organizer'
        ? { state: 'confirmed' }
        : corrected.has(`${round}:${table.number}`)
          ? { state: 'corrected' }
          : { state: 'entered' };
  } else if (r.disputes.length > 0) {
    status = {
      state: 'disputed',
      by: r.disputes.map((d) => d.player),
      reasons: r.disputes.map((d) => d.reason),
    };
  } else {
    status = {
      state: 'submitted',
      by: r.by,
      awaiting: table.players.filter((p) => !r.confirmedBy.includes(p)),
    };
  }
  return status;
}

/** `Round 2 of 3`, `Cut round 1`. */
export function roundTitle(view: EventView, round: EventView['rounds'][number]): string {
  return round.stage === 'swiss' ? `${round.label} of ${view.event.plannedRounds}` : round.label;
}

export const STATUS_WORDS: Readonly<Record<EventView['event']['status'], string>> = {
  registration: 'Registration',
  running: 'Running',
  cut: 'Top cut',
  finished: 'Finished',
};

/** `14:05`: a time of day as the venue's clock shows it. */
export function clockTime(at: number): string {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
