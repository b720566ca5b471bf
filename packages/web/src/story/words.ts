/** Words for the story's numbers: Fame sources as a player reads them, signed amounts. */
import type { FameSource } from './turns.ts';

/** Every Fame source, in the order the story lists them, with its word and colour. */
export const FAME_SOURCES: readonly {
  readonly source: FameSource;
  readonly word: string;
  readonly colour: string;
}[] = [
  { source: 'exploration', word: 'Exploring', colour: '#56b4e9' },
  { source: 'mission', word: 'Missions', colour: '#e69f00' },
  { source: 'combat', word: 'Combat', colour: '#ff6b6b' },
  { source: 'trade', word: 'Trade', colour: '#3fc49a' },
  { source: 'ship', word: 'Ships', colour: '#a98bff' },
  { source: 'wealth', word: 'Wealth', colour: '#f0e442' },
  { source: 'kindness', word: 'Kindness', colour: '#e07fb8' },
  { source: 'title', word: 'Titles', colour: '#ffc857' },
  { source: 'luck', word: 'Luck', colour: '#9aa7c7' },
];

export function sourceWord(source: FameSource): string {
  return FAME_SOURCES.find((s) => s.source === source)?.word ?? source;
}

/** `+3`, `−1,500`, `0`. */
export function signed(n: number): string {
  const abs = Math.abs(n).toLocaleString('en-US');
  return n > 0 ? `+${abs}` : n < 0 ? `−${abs}` : '0';
}
