/** The summary's game length and Fame by source as plain text lines (the CLI and the tuner). */
import type { Spread, Summary } from './aggregate.ts';
import { FAME_SOURCES } from './game.ts';

/** `median 31, mean 35.2, 14–102`. */
export const spreadText = (s: Spread): string =>
  `median ${s.median}, mean ${s.mean}, ${s.min}–${s.max}`;

/** A share 0..1 as a whole percentage: `41%`. */
export const percentText = (share: number): string => `${Math.round(share * 100)}%`;

/** Game length of finished games in rounds, then turns. */
export function lengthLines(s: Summary): string[] {
  if (!s.rounds || !s.turns) return [];
  return [
    `rounds of finished games: ${spreadText(s.rounds)}`,
    `turns of finished games: ${spreadText(s.turns)}`,
  ];
}

/**
 * Fame by source per bot: mean per seat and game and each source's share of the bot's Fame,
 * largest first; sources that gave nothing are left out.
 */
export function fameLines(s: Summary): string[] {
  if (s.fameBySource.length === 0) return [];
  const lines = ['Fame by source, mean per seat (share of all Fame):'];
  for (const f of s.fameBySource) {
    const parts = FAME_SOURCES.filter((src) => f.mean[src] > 0)
      .sort((a, b) => f.mean[b] - f.mean[a])
      .map((src) => `${src} ${f.mean[src]} (${percentText(f.share[src])})`);
    lines.push(
      `  ${f.bot}: ${f.total} over ${f.seats} seats${parts.length > 0 ? ` = ${parts.join(', ')}` : ''}`,
    );
  }
  return lines;
}
