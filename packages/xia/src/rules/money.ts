/** Credits as messages write them: en-US digit grouping, `12,500`. */

/**
 * The same text as `amount.toLocaleString('en-US')`, without the locale machinery for the
 * whole numbers credits always are (legal formats these in refusals it then discards).
 */
export function formatCredits(amount: number): string {
  if (!Number.isSafeInteger(amount) || Object.is(amount, -0)) return amount.toLocaleString('en-US');
  const digits = String(Math.abs(amount));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits.charAt(i);
  }
  return amount < 0 ? `-${out}` : out;
}
