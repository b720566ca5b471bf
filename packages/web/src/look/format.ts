/** Numbers as a player reads them. */

/** `3,000 credits`. */
export function credits(amount: number): string {
  return `${amount.toLocaleString('en-US')} credits`;
}

/** `3,000`. */
export function thousands(amount: number): string {
  return amount.toLocaleString('en-US');
}

/** `1 marker`, `2 markers`. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `A`, `A and B`, `A, B and C`. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A word with its first letter in capitals. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
