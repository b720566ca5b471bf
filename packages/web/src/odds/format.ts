/** Odds as a player reads them. */
import type { DieSpec } from './strike.ts';

/** `58%`; `<1%` and `>99%` for the nearly impossible and the nearly sure; `0%`, `100%` exact. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.005) return '<1%';
  if (p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** `2.4`. */
export function oneDecimal(x: number): string {
  return (Math.round(x * 10) / 10).toFixed(1);
}

/** `d8`, `d8−1` for a die less its damage markers. */
export function dieText(d: DieSpec): string {
  return d.penalty > 0 ? `d${d.size}\u2212${d.penalty}` : `d${d.size}`;
}

/** `d8 + d6−1 + 1`. */
export function rollText(dice: readonly DieSpec[], bonus: number): string {
  const parts = dice.map(dieText);
  if (bonus > 0) parts.push(`${bonus}`);
  return parts.length > 0 ? parts.join(' + ') : '0';
}
