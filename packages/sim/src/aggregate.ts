/** Summaries of the game records, for the report and the closing lines of the CLI. */
import { captainName } from '@drift/xia';
import {
  type BotFailure,
  type Ending,
  FAME_SOURCES,
  type FameSource,
  type GameRecord,
  NPC_FAME_SOURCES,
  type NpcFameSource,
  ROLL_BONUSES,
  type RollBonus,
  type SeatResult,
} from './game.ts';

/** Wins out of seat-games, for one bot, strategy, seat or ship. */
export interface Rate {
  readonly key: string;
  /** Seats of finished games that this key played. */
  readonly played: number;
  readonly wins: number;
  /** wins / played, 0 when nothing was played. */
  readonly rate: number;
}

/** Counts of values in equal-width bins: bin i holds [from + i·width, from + (i+1)·width). */
export interface Histogram {
  readonly from: number;
  readonly width: number;
  readonly counts: readonly number[];
}

export interface Spread {
  readonly mean: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly histogram: Histogram;
}

export interface Summary {
  readonly games: number;
  readonly endings: Readonly<Record<Ending, number>>;
  /** Won games by the source of the winner's last Fame point. */
  readonly clinchers: Readonly<Record<FameSource, number>>;
  /** Win rates over finished games only (games at the bound or with an error have no winner). */
  readonly winRate: {
    readonly bot: readonly Rate[];
    readonly strategy: readonly Rate[];
    readonly seat: readonly Rate[];
    readonly ship: readonly Rate[];
  };
  /** Lengths of finished games. */
  readonly turns: Spread | null;
  /** Rounds of finished games (a round is one turn of every seat; a started round counts). */
  readonly rounds: Spread | null;
  readonly commands: Spread | null;
  /** Mean Fame per seat-game by source, per bot (every game). */
  readonly fameBySource: readonly {
    readonly bot: string;
    /** Seat-games the mean is over. */
    readonly seats: number;
    readonly mean: Readonly<Record<FameSource, number>>;
    /** Mean Fame per seat-game, all sources. */
    readonly total: number;
    /** Each source's share of all the bot's Fame, 0 to 1 (all 0 when it gained none). */
    readonly share: Readonly<Record<FameSource, number>>;
  }[];
  /**
   * Mean credits at the start of each round, per bot, over the seats still playing then; up to
   * the last round that at least a tenth of the bot's seats reached.
   */
  readonly creditsByRound: readonly { readonly bot: string; readonly mean: readonly number[] }[];
  readonly errors: readonly BotFailure[];
  /** Solo games only: how the bot captain fared against the NPCs. */
  readonly solo?: SoloSummary;
}

/** The balance of solo games (XS-*). */
export interface SoloSummary {
  /** Games the bot captain won. */
  readonly playerWins: number;
  /** Games the NPCs won. */
  readonly npcWins: number;
  /** playerWins over finished games, 0 when none finished. */
  readonly playerWinRate: number;
  /** The NPCs' final Fame over finished games. */
  readonly npcFame: Spread | null;
  /** The bot captain's final Fame over finished games. */
  readonly playerFame: Spread | null;
  /** Mean NPC Fame per game by source, over every game. */
  readonly npcFameBySource: Readonly<Record<NpcFameSource, number>>;
  /** Round-end rolls over every game, and the mean of each bonus per roll. */
  readonly rounds: number;
  readonly bonusPerRound: Readonly<Record<RollBonus, number>>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function rates(records: readonly GameRecord[], keyOf: (p: SeatResult) => string): Rate[] {
  const played = new Map<string, number>();
  const wins = new Map<string, number>();
  for (const g of records) {
    if (g.ending !== 'won') continue;
    for (const p of g.players) {
      const key = keyOf(p);
      played.set(key, (played.get(key) ?? 0) + 1);
      if (p.won) wins.set(key, (wins.get(key) ?? 0) + 1);
    }
  }
  return [...played.keys()].sort(compareKeys).map((key) => {
    const n = played.get(key) ?? 0;
    const w = wins.get(key) ?? 0;
    return { key, played: n, wins: w, rate: n > 0 ? round2(w / n) : 0 };
  });
}

/** Text order, but "Captain 10" after "Captain 9". */
const compareKeys = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

const NICE = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];

function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const min = sorted[0] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  // The smallest nice width that needs at most 12 bins, starting at a multiple of it.
  const width = NICE.find((w) => Math.floor(max / w) - Math.floor(min / w) < 12) ?? 10_000;
  const from = Math.floor(min / width) * width;
  const counts = new Array<number>(Math.floor((max - from) / width) + 1).fill(0);
  for (const v of sorted) {
    const bin = Math.floor((v - from) / width);
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  const mean = round2(sorted.reduce((a, b) => a + b, 0) / sorted.length);
  return { mean, median, min, max, histogram: { from, width, counts } };
}

/** The bot labels in order of first appearance. */
function botsOf(records: readonly GameRecord[]): string[] {
  const seen = new Set<string>();
  for (const g of records) for (const p of g.players) seen.add(p.bot);
  return [...seen];
}

function fameBySource(records: readonly GameRecord[], bot: string): Summary['fameBySource'][0] {
  const seats = records.flatMap((g) => g.players.filter((p) => p.bot === bot));
  const sums = {} as Record<FameSource, number>;
  for (const s of FAME_SOURCES) sums[s] = seats.reduce((n, p) => n + p.fameBySource[s], 0);
  const all = FAME_SOURCES.reduce((n, s) => n + sums[s], 0);
  const mean = {} as Record<FameSource, number>;
  const share = {} as Record<FameSource, number>;
  for (const s of FAME_SOURCES) {
    mean[s] = seats.length > 0 ? round2(sums[s] / seats.length) : 0;
    share[s] = all > 0 ? Math.round((1000 * sums[s]) / all) / 1000 : 0;
  }
  const total = seats.length > 0 ? round2(all / seats.length) : 0;
  return { bot, seats: seats.length, mean, total, share };
}

function creditsByRound(records: readonly GameRecord[], bot: string): number[] {
  const sums: number[] = [];
  const counts: number[] = [];
  for (const g of records)
    for (const p of g.players) {
      if (p.bot !== bot) continue;
      p.creditsByRound.forEach((c, r) => {
        sums[r] = (sums[r] ?? 0) + c;
        counts[r] = (counts[r] ?? 0) + 1;
      });
    }
  // Rounds that only a few long games reached say little: stop below a tenth of round 1's seats.
  const enough = Math.max(1, Math.ceil((counts[0] ?? 0) / 10));
  const last = counts.findIndex((n) => n < enough);
  return sums
    .slice(0, last < 0 ? sums.length : last)
    .map((s, r) => Math.round(s / (counts[r] ?? 1)));
}

/** Summarises game records (in game order). */
export function summarise(records: readonly GameRecord[]): Summary {
  const endings: Record<Ending, number> = { won: 0, bound: 0, error: 0 };
  const clinchers = Object.fromEntries(FAME_SOURCES.map((s) => [s, 0])) as Record<
    FameSource,
    number
  >;
  for (const g of records) {
    endings[g.ending]++;
    if (g.clincher) clinchers[g.clincher]++;
  }
  const won = records.filter((g) => g.ending === 'won');
  const bots = botsOf(records);
  return {
    games: records.length,
    endings,
    clinchers,
    winRate: {
      bot: rates(records, (p) => p.bot),
      strategy: rates(records, (p) => p.strategy),
      seat: rates(records, (p) => captainName(p.seat)),
      ship: rates(records, (p) => p.ship ?? 'none'),
    },
    turns: spread(won.map((g) => g.turns)),
    rounds: spread(won.map((g) => g.rounds)),
    commands: spread(won.map((g) => g.commands)),
    fameBySource: bots.map((bot) => fameBySource(records, bot)),
    creditsByRound: bots.map((bot) => ({ bot, mean: creditsByRound(records, bot) })),
    errors: records.flatMap((g) => (g.error ? [g.error] : [])),
    ...(records.some((g) => g.solo) && { solo: soloSummary(records, won) }),
  };
}

function soloSummary(all: readonly GameRecord[], finished: readonly GameRecord[]): SoloSummary {
  const solos = all.flatMap((g) => (g.solo ? [g.solo] : []));
  const rounds = solos.reduce((n, g) => n + g.rounds, 0);
  const mean = (total: number, of: number) => (of > 0 ? round2(total / of) : 0);
  const npcFameBySource = Object.fromEntries(
    NPC_FAME_SOURCES.map((src) => [
      src,
      mean(
        solos.reduce((n, g) => n + g.npcFameBySource[src], 0),
        solos.length,
      ),
    ]),
  ) as Record<NpcFameSource, number>;
  const bonusPerRound = Object.fromEntries(
    ROLL_BONUSES.map((b) => [
      b,
      mean(
        solos.reduce((n, g) => n + g.bonuses[b], 0),
        rounds,
      ),
    ]),
  ) as Record<RollBonus, number>;
  const npcWins = finished.filter((g) => g.solo?.npcsWon).length;
  const playerWins = finished.filter((g) => g.winners.length > 0).length;
  return {
    playerWins,
    npcWins,
    playerWinRate: finished.length > 0 ? round2(playerWins / finished.length) : 0,
    npcFame: spread(finished.map((g) => g.solo?.npcFame ?? 0)),
    playerFame: spread(finished.map((g) => g.players[0]?.fame ?? 0)),
    npcFameBySource,
    rounds,
    bonusPerRound,
  };
}
