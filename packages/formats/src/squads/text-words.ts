/** Cutting a written list line into its words: `Name (Ship) (29) + Upgrade (3)`. */

/** Splits at `sep` outside brackets; `Adaptability (+1)` stays whole. */
export function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

/** The last balanced `(…)` group of a text and what comes before it, or undefined. */
export function lastGroup(text: string): { head: string; inner: string } | undefined {
  const t = text.trimEnd();
  if (!t.endsWith(')')) return undefined;
  let depth = 0;
  for (let i = t.length - 1; i >= 0; i -= 1) {
    if (t[i] === ')') depth += 1;
    else if (t[i] === '(') {
      depth -= 1;
      if (depth === 0) return { head: t.slice(0, i).trim(), inner: t.slice(i + 1, -1).trim() };
    }
  }
  return undefined;
}

/** A written cost: `29`, `-2`, `+1`, `29 pts`; undefined when the text is no cost. */
export function costOf(inner: string): number | undefined {
  const m = /^([+-]?\d{1,4})\s*(?:pts?|points?)?$/i.exec(inner.trim());
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

/** A line that only totals the list: `Total: 98`, `98/100`, `(100 points)`. */
export function isTotalLine(line: string): boolean {
  return /^(?:(?:squad\s+)?(?:total|points|pts)\s*[:=]?\s*)?\(?\s*\d+\s*(?:\/\s*\d+)?\s*(?:pts|points)?\s*\)?$/i.test(
    line.trim(),
  );
}
