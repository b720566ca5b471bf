/**
 * What the tuner maximises, computed from a batch of game records. Each objective also names the
 * games it plays (bots, seats) around the candidate label, whose weights are tuned.
 */
import type { GameRecord } from '@drift/sim';

export const OBJECTIVES = ['win', 'issue', 'fame'] as const;
export type ObjectiveName = (typeof OBJECTIVES)[number];

/** The issue's aims for four-seat games of balanced bots (issue 15). */
export const AIMS = { rounds: 25, luck: 0.2, mission: 0.2 } as const;

export interface Objective {
  readonly name: ObjectiveName;
  /** Higher is better. */
  score(records: readonly GameRecord[]): number;
  /** The figures behind the score, for the progress lines. */
  figures(records: readonly GameRecord[]): Readonly<Record<string, number>>;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
};

/** Share of games a seat of `label` won. */
export function winShare(records: readonly GameRecord[], label: string): number {
  if (records.length === 0) return 0;
  const won = records.filter((g) => g.players.some((p) => p.won && p.bot === label)).length;
  return won / records.length;
}

/** Mean final Fame of the seats of `label`. */
export function meanFame(records: readonly GameRecord[], label: string): number {
  const seats = records.flatMap((g) => g.players.filter((p) => p.bot === label));
  return seats.length === 0 ? 0 : seats.reduce((n, p) => n + p.fame, 0) / seats.length;
}

/**
 * The issue's figures over every seat: median rounds (a game stopped at the command bound counts
 * its rounds so far, a lower bound), and luck's and missions' shares of all Fame gained.
 */
export function issueFigures(records: readonly GameRecord[]) {
  let all = 0;
  let luck = 0;
  let mission = 0;
  for (const g of records)
    for (const p of g.players) {
      all += p.fame;
      luck += p.fameBySource.luck;
      mission += p.fameBySource.mission;
    }
  return {
    medianRounds: median(records.map((g) => g.rounds)),
    luckShare: all > 0 ? luck / all : 0,
    missionShare: all > 0 ? mission / all : 0,
    finished: records.filter((g) => g.ending === 'won').length / Math.max(1, records.length),
  };
}

/**
 * The issue score: minus the sum of each aim's shortfall relative to the aim (0 when all three
 * are met). Rounds 30 with luck 30% and missions 10% scores -(0.2 + 0.5 + 0.5) = -1.2.
 */
export function issueScore(f: ReturnType<typeof issueFigures>): number {
  const rounds = Math.max(0, f.medianRounds - AIMS.rounds) / AIMS.rounds;
  const luck = Math.max(0, f.luckShare - AIMS.luck) / AIMS.luck;
  const mission = Math.max(0, AIMS.mission - f.missionShare) / AIMS.mission;
  return 0 - (rounds + luck + mission);
}

/** The objective of the name; `label` is the candidate's seat label. */
export function objectiveOf(name: ObjectiveName, label: string): Objective {
  switch (name) {
    case 'win':
      return {
        name,
        score: (r) => winShare(r, label),
        figures: (r) => ({ winShare: winShare(r, label), fame: meanFame(r, label) }),
      };
    case 'fame':
      return {
        name,
        score: (r) => meanFame(r, label),
        figures: (r) => ({ fame: meanFame(r, label), winShare: winShare(r, label) }),
      };
    case 'issue':
      return {
        name,
        score: (r) => issueScore(issueFigures(r)),
        figures: (r) => issueFigures(r),
      };
  }
}
