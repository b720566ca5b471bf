/**
 * Parser for the rules catalogue (`rules-catalogue.md`): clause lines, GAP entries and the
 * "Clause counts" table. Pure: text in, data out; the CLI decides what to do with oddities.
 */

/** One `- SYSTEM-TOPIC-NN — text` line of the catalogue. */
export interface Clause {
  readonly id: string;
  readonly system: string;
  readonly topic: string;
  readonly text: string;
  /** Marked "(retired)": kept for ID stability, no longer a rule. */
  readonly retired: boolean;
  /** A catalogue-only entry such as a format name (XW-LIST): never counted as testable. */
  readonly catalogueOnly: boolean;
  /** 1-based line number in the catalogue. */
  readonly line: number;
}

/** One `- GAP-SYSTEM-NN — …` open decision (not a clause). */
export interface Gap {
  readonly id: string;
  readonly system: string;
  readonly line: number;
}

/** Everything the coverage report needs from the catalogue. */
export interface Catalogue {
  /** Every clause line in catalogue order, including retired and catalogue-only ones. */
  readonly clauses: readonly Clause[];
  readonly gaps: readonly Gap[];
  /** "Testable clauses" column of the Clause counts table, by system prefix. */
  readonly statedCounts: Readonly<Record<string, number>>;
  /** "Gaps listed" column of the Clause counts table, by system prefix. */
  readonly statedGapCounts: Readonly<Record<string, number>>;
  /** True when a Clause counts table was found at all. */
  readonly hasCountsTable: boolean;
  /** Systems in table order, then any others in order of first appearance. */
  readonly systems: readonly string[];
}

/** Topics that only name things and are never testable, whatever the table says. */
export const CATALOGUE_ONLY_TOPICS: ReadonlySet<string> = new Set(['XW-LIST']);

// `- GAP-XB-01 …` or `- XB-SETUP-02 …`; the ID may be struck through (`~~ID~~`).
const ENTRY_LINE =
  /^\s*[-*]\s+(?:~~)?(?<id>GAP-(?<gapSystem>[A-Z]{2,})-\d+|(?<system>[A-Z]{2,})-(?<topic>[A-Z0-9]+)-\d+)(?:~~)?(?![\w-])(?<rest>.*)$/;
// Another clause's ID followed by "(retired)" inside the text is a reference, not a marker.
const RETIRED_REFERENCE = /\b(?:GAP-)?[A-Z]{2,}-[A-Z0-9]+(?:-\d+)?\s*\(retired\)/gi;
const RETIRED_MARK = /\(retired\)/i;
// The separator and a "(retired)" mark around it, e.g. ` — (retired) ` or ` (retired) — `.
const LEADING_MARKS = /^\s*(?:\(retired\)\s*)?(?:[—–:-]\s*)?(?:\(retired\)\s*)?/i;
const TRAILING_RETIRED = /\s*\(retired\)\s*$/i;
const COUNTS_HEADING = /^#{1,6}\s+clause counts\b/i;
const ANY_HEADING = /^#{1,6}\s/;

/**
 * Parses the catalogue text.
 *
 * A clause is any bullet whose first token is `SYSTEM-TOPIC-NN`; a gap is `GAP-SYSTEM-NN`.
 * Lines marked "(retired)" and topics listed as "not testable" in the Clause counts table
 * (plus {@link CATALOGUE_ONLY_TOPICS}) are kept but flagged, so tests naming them are still
 * recognised as real IDs.
 */
export function parseCatalogue(text: string): Catalogue {
  const lines = text.split(/\r?\n/);
  const table = parseCountsTable(lines);
  const catalogueOnly = new Set([...CATALOGUE_ONLY_TOPICS, ...table.notTestableTopics]);
  const clauses: Clause[] = [];
  const gaps: Gap[] = [];

  lines.forEach((raw, index) => {
    const groups = ENTRY_LINE.exec(raw)?.groups;
    if (groups === undefined) return;
    const line = index + 1;
    const { id = '', gapSystem, system, topic, rest = '' } = groups;
    if (gapSystem !== undefined) {
      gaps.push({ id, system: gapSystem, line });
      return;
    }
    if (system === undefined || topic === undefined) return;
    clauses.push({
      id,
      system,
      topic,
      text: rest.replace(LEADING_MARKS, '').replace(TRAILING_RETIRED, '').trim(),
      retired: RETIRED_MARK.test(rest.replace(RETIRED_REFERENCE, '')),
      catalogueOnly: catalogueOnly.has(`${system}-${topic}`),
      line,
    });
  });

  const systems = [...Object.keys(table.testable)];
  for (const entry of [...clauses, ...gaps]) {
    if (!systems.includes(entry.system)) systems.push(entry.system);
  }
  return {
    clauses,
    gaps,
    statedCounts: table.testable,
    statedGapCounts: table.gaps,
    hasCountsTable: table.found,
    systems,
  };
}

/** True when a clause counts toward coverage. */
export function isTestable(clause: Clause): boolean {
  return !clause.retired && !clause.catalogueOnly;
}

interface CountsTable {
  readonly found: boolean;
  readonly testable: Record<string, number>;
  readonly gaps: Record<string, number>;
  readonly notTestableTopics: readonly string[];
}

/** Reads the Markdown table under the "Clause counts" heading; columns are found by header. */
function parseCountsTable(lines: readonly string[]): CountsTable {
  const testable: Record<string, number> = {};
  const gaps: Record<string, number> = {};
  const notTestableTopics: string[] = [];
  const start = lines.findIndex((line) => COUNTS_HEADING.test(line));
  if (start < 0) return { found: false, testable, gaps, notTestableTopics };

  let header: readonly string[] | undefined;
  for (const line of lines.slice(start + 1)) {
    if (ANY_HEADING.test(line)) break;
    if (!line.trim().startsWith('|')) continue;
    const cells = tableCells(line);
    if (header === undefined) {
      header = cells.map((cell) => cell.toLowerCase());
      continue;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue; // |---|---|
    const prefix = cells[header.findIndex((h) => h.includes('prefix'))] ?? '';
    const count = cells[header.findIndex((h) => h.includes('testable'))] ?? '';
    const gapCount = cells[header.findIndex((h) => h.includes('gap'))] ?? '';
    if (/^[A-Z]{2,}$/.test(prefix)) {
      const n = parseCount(count);
      if (n !== undefined) testable[prefix] = n;
      const g = parseCount(gapCount);
      if (g !== undefined) gaps[prefix] = g;
    } else if (/^[A-Z]{2,}-[A-Z0-9]+$/.test(prefix) && /not testable/i.test(count)) {
      notTestableTopics.push(prefix); // e.g. `| … | XW-LIST | 73 (not testable) | — |`
    }
  }
  return { found: header !== undefined, testable, gaps, notTestableTopics };
}

/** Cells of a `| a | b |` row, trimmed and without Markdown bold. */
function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.replaceAll('**', '').trim());
}

/** A plain count such as `169` or `1,169`; anything else is not a count. */
function parseCount(cell: string): number | undefined {
  const digits = cell.replaceAll(',', '');
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}
