/** The campaign log's lines (GAP-XC-07): what happened, in words a player reads. */
import { campaignGoal } from './goal-list.ts';
import type { Tier, Track } from './options.ts';

/** Lines a log keeps (the oldest go first). */
export const MAX_LOG_LINES = 400;
/** Characters in one line. */
export const MAX_LOG_TEXT = 240;

export const TRACK_TITLES: Readonly<Record<Track, string>> = {
  engine: 'Engine',
  combat: 'Combat',
  impulse: 'Impulse',
  mission: 'Mission',
  rearm: 'Re-arm',
  ability: 'Ship ability',
  trade: 'Trade',
};

export interface LogLine {
  readonly at: string;
  readonly text: string;
}

/** The log with a line added, the oldest dropped past {@link MAX_LOG_LINES}. */
export function logged(log: readonly LogLine[], at: string, text: string): LogLine[] {
  const line = {
    at,
    text: text.length > MAX_LOG_TEXT ? `${text.slice(0, MAX_LOG_TEXT - 1)}…` : text,
  };
  return [...log, line].slice(-MAX_LOG_LINES);
}

export function goalName(id: string | null): string {
  return id === null ? 'no goal chosen' : (campaignGoal(id)?.name ?? id);
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

export function gameLine(
  n: number,
  game: { goal: string | null; won: boolean; goalMet: boolean; fame: number; npcFame: number },
  score: number,
  completed: boolean,
): string {
  const head = `Game ${n}, ${goalName(game.goal)}`;
  const result = `${game.won ? 'won' : 'lost'} ${game.fame}–${game.npcFame}`;
  if (completed) return `${head}: ${result}, goal completed (${signed(score)}).`;
  if (game.won && game.goalMet)
    return `${head}: ${result}, goal already completed earlier (${signed(score)}).`;
  if (game.goal === null) return `${head}: ${result} (${signed(score)}).`;
  const why = game.won ? ", but the goal's rules were not kept" : '';
  return `${head}: ${result}${why}; the goal is to be tried again (${signed(score)}).`;
}

export function upgradeLine(n: number, track: Track, tier: Tier): string {
  return `Upgrade after game ${n}: ${TRACK_TITLES[track]} track, tier ${tier}.`;
}
