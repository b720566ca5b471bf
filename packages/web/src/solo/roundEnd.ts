/**
 * The solo round end as the page shows it (XS-END-02..05): the newest `SoloRoundEnded` the page
 * has seen, which round it closed, and its bonuses in words.
 */
import type { XiaEvent } from '@drift/xia';
import type { LogEntry } from '../store/match.ts';

export type RoundEnded = Extract<XiaEvent, { type: 'SoloRoundEnded' }>;

export interface RoundEndShown {
  readonly event: RoundEnded;
  /** The version of the command whose events hold it (a new one shows again). */
  readonly version: number;
  /** The round it closed (the player's turn number), when the page can tell. */
  readonly round: number | null;
}

/** The newest round end in the log, or null before the first. */
export function latestRoundEnd(
  log: readonly LogEntry[],
  turnNow: number | null = null,
): RoundEndShown | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i];
    if (!entry) continue;
    const at = entry.events.findLastIndex((e) => e.type === 'SoloRoundEnded');
    const event = entry.events[at];
    if (event?.type !== 'SoloRoundEnded') continue;
    return { event, version: entry.version, round: roundOf(log, i, at, turnNow) };
  }
  return null;
}

/**
 * The round a round end closed: a solo round is one turn of the player, so it is the number of
 * the turn started before it, or the one after it less 1, or (the game over, nothing after it
 * and nothing before it in this page's log) the turn the view is on.
 */
function roundOf(
  log: readonly LogEntry[],
  entryIndex: number,
  at: number,
  turnNow: number | null,
): number | null {
  const after = log[entryIndex]?.events.slice(at + 1).find((e) => e.type === 'TurnStarted');
  if (after?.type === 'TurnStarted') return after.number - 1;
  for (let i = entryIndex; i >= 0; i--) {
    const events = log[i]?.events ?? [];
    const upTo = i === entryIndex ? events.slice(0, at) : events;
    const before = upTo.findLast((e) => e.type === 'TurnStarted');
    if (before?.type === 'TurnStarted') return before.number;
  }
  return turnNow;
}

export interface BonusLine {
  readonly id: 'cubes' | 'credits' | 'behind' | 'merchant';
  readonly label: string;
  /** What it counted ("2", "1 × 1,000"), empty when nothing. */
  readonly counted: string;
  readonly points: number;
}

/** Each bonus added to the d20 (XS-END-03), zero ones too, so the player learns all four. */
export function bonusLines(e: RoundEnded): BonusLine[] {
  const { cubes, credits, behind, merchant } = e.bonuses;
  return [
    {
      id: 'cubes',
      label: 'Cubes swept off the map',
      counted: e.cubesRemoved > 0 ? String(e.cubesRemoved) : '',
      points: cubes,
    },
    {
      id: 'credits',
      label: 'Credits the NPCs collected',
      counted: credits > 0 ? `${credits / 2} × 1,000` : '',
      points: credits,
    },
    {
      id: 'behind',
      label: 'Fame they trail you by',
      counted: behind > 0 ? String(behind / 2) : '',
      points: behind,
    },
    {
      id: 'merchant',
      label: "The Merchant's trading",
      counted: '',
      points: merchant,
    },
  ];
}

/** The round end in one line: "d20 12 + 6 = 18: the NPCs gain 2 Fame (7 of 10)". */
export function roundEndLine(e: RoundEnded, target: number): string {
  const bonus = e.total - e.roll;
  const sum = bonus > 0 ? `d20 ${e.roll} + ${bonus} = ${e.total}` : `d20 ${e.roll}`;
  const gain =
    e.fame > 0
      ? `the NPCs gain ${e.fame} Fame (${e.npcFame} of ${target})`
      : `no Fame for the NPCs (${e.npcFame} of ${target})`;
  return `${sum}: ${gain}`;
}
