/** The standings exported: CSV for spreadsheets, JSON for other tools. Squads are never in them. */
import { csvText } from './csv.ts';
import { type StandingRow, standings } from './standings.ts';
import type { EventRecord } from './types.ts';

/** Measure keys shown: the tie-breakers in order, then any other measure by name. */
function measureKeys(record: EventRecord, rows: readonly StandingRow[]): string[] {
  const keys = record.rules.standingKeys.map((k) => k.key);
  const others = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r.totals)) if (!keys.includes(k)) others.add(k);
  return [...keys, ...[...others].sort()];
}

function label(record: EventRecord, key: string): string {
  return record.rules.standingKeys.find((k) => k.key === key)?.label ?? key;
}

/** Rank, player, club, each measure, games, byes, dropped (and the cut, once played). */
export function standingsCsv(record: EventRecord): string {
  const rows = standings(record);
  const keys = measureKeys(record, rows);
  const hasCut = record.cutSeeds !== null;
  const header = [
    'Rank',
    'Player',
    'Club',
    ...keys.map((k) => label(record, k)),
    'Games',
    'Byes',
    'Dropped',
    ...(hasCut ? ['Swiss rank', 'Cut seed'] : []),
  ];
  const lines = rows.map((r) => [
    r.rank,
    r.name,
    r.club ?? '',
    ...keys.map((k) => r.totals[k] ?? 0),
    r.played,
    r.byes,
    r.dropped ? 'yes' : 'no',
    ...(hasCut ? [r.swissRank, r.cut?.seed ?? ''] : []),
  ]);
  return csvText([header, ...lines]);
}

/** The standings as a JSON document: the event, its tie-breakers and every row. */
export function standingsDocument(record: EventRecord) {
  return {
    event: record.name,
    format: record.format,
    formatName: record.rules.formatName,
    status: record.status,
    rounds: record.rounds.length,
    standingKeys: record.rules.standingKeys,
    standings: standings(record),
  };
}

/** The standings as JSON text. */
export function standingsJson(record: EventRecord): string {
  return JSON.stringify(standingsDocument(record), null, 2);
}
