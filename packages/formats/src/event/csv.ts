/**
 * CSV as RFC 4180 writes it: fields holding a comma, a quote, CR or LF are quoted, quotes
 * inside doubled, lines end with CRLF. Text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or CR) gets a leading apostrophe.
 */

/** One field; numbers as they are, text guarded against formulas and quoted when needed. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text, each line ended by CRLF. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
