/**
 * Standings: totals of every measure over counted Swiss results, byes and late-join credit,
 * sorted by the format's tie-breakers (higher first) and then by name. Equal totals in every
 * tie-breaker share a rank. Once a cut is played, its seeds come first by how far they got.
 */
import { type CutPlace, cutPlaces } from './bracket.ts';
import type { Measures, StandingKey } from './plugin.ts';
import type { EventPlayer, EventRecord } from './types.ts';

export interface StandingRow {
  readonly rank: number;
  readonly player: string;
  readonly name: string;
  readonly club?: string;
  readonly totals: Measures;
  /** Games with a counted result (Swiss rounds). */
  readonly played: number;
  readonly byes: number;
  readonly dropped: boolean;
  /** The place by the Swiss rounds alone. */
  readonly swissRank: number;
  readonly cut?: CutPlace;
}

/** A player's Swiss record so far. */
export interface Tally {
  readonly totals: Record<string, number>;
  played: number;
  byes: number;
  readonly opponents: Set<string>;
}

function add(totals: Record<string, number>, measures: Measures, times = 1): void {
  for (const [k, v] of Object.entries(measures)) totals[k] = (totals[k] ?? 0) + v * times;
}

/** Each player's Swiss totals, games, byes and opponents. */
export function tallies(record: EventRecord): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const p of record.players) {
    const totals: Record<string, number> = {};
    add(totals, record.lateJoin, p.joinedRound - 1);
    out.set(p.id, { totals, played: 0, byes: 0, opponents: new Set() });
  }
  for (const round of record.rounds) {
    if (round.stage !== 'swiss') continue;
    for (const id of round.byes) {
      const t = out.get(id);
      if (t === undefined) continue;
      t.byes++;
      add(t.totals, record.rules.bye);
    }
    for (const table of round.tables) {
      for (const id of table.players) {
        for (const other of table.players) if (other !== id) out.get(id)?.opponents.add(other);
      }
      if (table.result?.counted !== true) continue;
      for (const s of table.result.scores) {
        const t = out.get(s.player);
        if (t === undefined) continue;
        t.played++;
        add(t.totals, s.measures);
      }
    }
  }
  return out;
}

/** Compares two totals by the tie-breakers: negative when `a` is ahead. */
export function compareTotals(keys: readonly StandingKey[], a: Measures, b: Measures): number {
  for (const { key } of keys) {
    const d = (b[key] ?? 0) - (a[key] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function byName(a: EventPlayer, b: EventPlayer): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Ranks sorted rows: a row tied with the one before (by `tied`) shares its rank. */
function ranked<T>(rows: readonly T[], tied: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    ranks.push(prev !== undefined && tied(prev, row) ? (ranks[i - 1] ?? i + 1) : i + 1);
  });
  return ranks;
}

interface Draft {
  readonly p: EventPlayer;
  readonly t: Tally;
}

/** The standings by the Swiss rounds alone. */
export function swissStandings(record: EventRecord): StandingRow[] {
  const all = tallies(record);
  const keys = record.rules.standingKeys;
  const drafts: Draft[] = [];
  for (const p of record.players) {
    const t = all.get(p.id);
    if (t !== undefined) drafts.push({ p, t });
  }
  drafts.sort((a, b) => compareTotals(keys, a.t.totals, b.t.totals) || byName(a.p, b.p));
  const ranks = ranked(drafts, (a, b) => compareTotals(keys, a.t.totals, b.t.totals) === 0);
  return drafts.map(({ p, t }, i) => {
    const rank = ranks[i] ?? i + 1;
    return {
      rank,
      player: p.id,
      name: p.name,
      ...(p.club !== undefined ? { club: p.club } : {}),
      totals: { ...t.totals },
      played: t.played,
      byes: t.byes,
      dropped: p.dropped !== undefined,
      swissRank: rank,
    };
  });
}

/** The event's standings: the cut's seeds first (furthest first, then by seed), then the rest. */
export function standings(record: EventRecord): StandingRow[] {
  const swiss = swissStandings(record);
  if (record.cutSeeds === null) return swiss;
  const places = cutPlaces(record);
  const inCut = swiss
    .filter((r) => places.has(r.player))
    .map((r) => ({ ...r, cut: places.get(r.player) as CutPlace }))
    .sort((a, b) => b.cut.reach - a.cut.reach || a.cut.seed - b.cut.seed);
  const rest = swiss.filter((r) => !places.has(r.player));
  const restRanks = ranked(rest, (a, b) => a.swissRank === b.swissRank);
  return [
    ...inCut.map((r, i) => ({ ...r, rank: i + 1 })),
    ...rest.map((r, i) => ({ ...r, rank: inCut.length + (restRanks[i] ?? i + 1) })),
  ];
}
