/**
 * Coverage arithmetic and its text/JSON renderings. Pure: no I/O, no process state.
 */

import type { Catalogue, Clause } from './catalogue.ts';
import { isTestable } from './catalogue.ts';
import type { Mention } from './scan.ts';

/** Coverage of one system. ID lists are in catalogue order. */
export interface SystemCoverage {
  readonly system: string;
  readonly testable: number;
  readonly covered: readonly string[];
  readonly uncovered: readonly string[];
  /** GAP entries listed for the system, and those named by at least one test. */
  readonly gaps: number;
  readonly gapsReferenced: readonly string[];
}

/** The whole report for the selected systems. */
export interface Coverage {
  readonly systems: readonly SystemCoverage[];
  readonly covered: number;
  readonly testable: number;
  /** Mentions of IDs the catalogue does not have (any system): likely typos. */
  readonly unknown: readonly Mention[];
  /** Mentions of retired or catalogue-only clauses: real IDs, but never counted. */
  readonly notTestable: readonly Mention[];
}

/** Heading facts that are not part of the coverage itself. */
export interface ReportMeta {
  /** The catalogue path as shown to the user. */
  readonly catalogue: string;
  readonly testFiles: number;
}

/**
 * Computes coverage of the catalogue's testable clauses by the mentioned IDs.
 *
 * @param systems restricts the per-system results (and totals) to these systems, in this order;
 *   unknown-ID detection always looks at every mention.
 */
export function computeCoverage(
  catalogue: Catalogue,
  mentions: readonly Mention[],
  systems: readonly string[] = catalogue.systems,
): Coverage {
  const clauses = firstById(catalogue.clauses);
  const gapIds = new Set(catalogue.gaps.map((gap) => gap.id));
  const mentioned = new Set(mentions.map((mention) => mention.id));

  const perSystem = systems.map((system): SystemCoverage => {
    const ids = [...clauses.values()]
      .filter((clause) => clause.system === system && isTestable(clause))
      .map((clause) => clause.id);
    const gaps = [...new Set(catalogue.gaps.filter((g) => g.system === system).map((g) => g.id))];
    return {
      system,
      testable: ids.length,
      covered: ids.filter((id) => mentioned.has(id)),
      uncovered: ids.filter((id) => !mentioned.has(id)),
      gaps: gaps.length,
      gapsReferenced: gaps.filter((id) => mentioned.has(id)),
    };
  });

  return {
    systems: perSystem,
    covered: sum(perSystem.map((s) => s.covered.length)),
    testable: sum(perSystem.map((s) => s.testable)),
    unknown: mentions.filter((m) => !clauses.has(m.id) && !gapIds.has(m.id)),
    notTestable: mentions.filter((m) => {
      const clause = clauses.get(m.id);
      return clause !== undefined && !isTestable(clause);
    }),
  };
}

/**
 * Consistency problems of the catalogue itself: parsed testable or gap counts that differ from
 * the Clause counts table, systems missing from it, a missing table, duplicate IDs.
 */
export function catalogueWarnings(catalogue: Catalogue): string[] {
  const warnings: string[] = [];
  if (!catalogue.hasCountsTable) {
    warnings.push('no "Clause counts" table found; parsed counts cannot be checked');
  }
  const clauses = [...firstById(catalogue.clauses).values()];
  for (const system of catalogue.systems) {
    const parsed = clauses.filter((c) => c.system === system && isTestable(c)).length;
    const stated = catalogue.statedCounts[system];
    if (stated === undefined) {
      if (catalogue.hasCountsTable) {
        warnings.push(
          `${system}: ${parsed} testable clauses parsed, but the Clause counts table has no ${system} row`,
        );
      }
    } else if (stated !== parsed) {
      warnings.push(
        `${system}: parsed ${parsed} testable clauses, the Clause counts table states ${stated}`,
      );
    }
    const statedGaps = catalogue.statedGapCounts[system];
    const gaps = new Set(catalogue.gaps.filter((g) => g.system === system).map((g) => g.id)).size;
    if (statedGaps !== undefined && statedGaps !== gaps) {
      warnings.push(
        `${system}: parsed ${gaps} GAP entries, the Clause counts table states ${statedGaps}`,
      );
    }
  }
  const lines = new Map<string, number[]>();
  for (const entry of [...catalogue.clauses, ...catalogue.gaps]) {
    lines.set(entry.id, [...(lines.get(entry.id) ?? []), entry.line]);
  }
  for (const [id, at] of lines) {
    if (at.length > 1)
      warnings.push(
        `${id} is listed ${at.length} times (lines ${at.join(', ')}); the first counts`,
      );
  }
  return warnings;
}

/** `8.3%` (one decimal), or `n/a` when nothing is testable. */
export function formatPercent(covered: number, testable: number): string {
  return testable === 0 ? 'n/a' : `${((covered / testable) * 100).toFixed(1)}%`;
}

/** The heading, the per-system table with its `all` row, and the gaps line. */
export function formatTable(coverage: Coverage, meta: ReportMeta): string {
  const files = `${meta.testFiles} test file${meta.testFiles === 1 ? '' : 's'}`;
  const nameWidth = Math.max('system'.length, ...coverage.systems.map((s) => s.system.length));
  const row = (name: string, covered: string, testable: string, percent: string): string =>
    `${name.padEnd(nameWidth)}  ${covered.padStart(7)}  ${testable.padStart(8)}  ${percent.padStart(7)}`;
  const lines = [
    `Rules coverage (catalogue: ${meta.catalogue}, ${files})`,
    row('system', 'covered', 'testable', 'percent'),
    ...coverage.systems.map((s) =>
      row(
        s.system,
        `${s.covered.length}`,
        `${s.testable}`,
        formatPercent(s.covered.length, s.testable),
      ),
    ),
    row(
      'all',
      `${coverage.covered}`,
      `${coverage.testable}`,
      formatPercent(coverage.covered, coverage.testable),
    ),
  ];
  const gaps = coverage.systems
    .filter((s) => s.gaps > 0)
    .map((s) => `${s.system} ${s.gapsReferenced.length}/${s.gaps}`);
  lines.push(`gaps referenced: ${gaps.length > 0 ? gaps.join(', ') : 'none listed'}`);
  return lines.join('\n');
}

/** `Uncovered (N):` followed by one wrapped block of IDs per system that has any. */
export function formatUncovered(coverage: Coverage, width = 100): string {
  const total = coverage.testable - coverage.covered;
  if (total === 0) return 'Uncovered: none';
  const lines = [`Uncovered (${total}):`];
  for (const s of coverage.systems) {
    if (s.uncovered.length > 0) lines.push(...wrapIds(`  ${s.system}: `, s.uncovered, width));
  }
  return lines.join('\n');
}

/**
 * Lays IDs out after `label`, space-separated, breaking before a line would exceed `width`;
 * continuation lines are indented to the label's width.
 */
export function wrapIds(label: string, ids: readonly string[], width: number): string[] {
  const indent = ' '.repeat(label.length);
  const lines: string[] = [];
  let current = label;
  let empty = true;
  for (const id of ids) {
    if (!empty && current.length + 1 + id.length > width) {
      lines.push(current);
      current = indent;
      empty = true;
    }
    current += empty ? id : ` ${id}`;
    empty = false;
  }
  lines.push(current);
  return lines;
}

/** `path:line  ID` lines, one per mention. */
export function formatMentions(mentions: readonly Mention[]): string[] {
  return mentions.map((m) => `  ${m.path}:${m.line}  ${m.id}`);
}

/** The machine-readable report (`--json`). */
export function toJson(coverage: Coverage, meta: ReportMeta, warnings: readonly string[]): unknown {
  return {
    catalogue: meta.catalogue,
    testFiles: meta.testFiles,
    systems: coverage.systems.map((s) => ({
      system: s.system,
      covered: s.covered.length,
      testable: s.testable,
      percent: percentNumber(s.covered.length, s.testable),
      gapsReferenced: s.gapsReferenced.length,
      gaps: s.gaps,
      coveredIds: s.covered,
      uncoveredIds: s.uncovered,
      gapIdsReferenced: s.gapsReferenced,
    })),
    all: {
      covered: coverage.covered,
      testable: coverage.testable,
      percent: percentNumber(coverage.covered, coverage.testable),
    },
    unknownIds: coverage.unknown,
    notTestableIds: coverage.notTestable,
    warnings,
  };
}

function percentNumber(covered: number, testable: number): number | null {
  return testable === 0 ? null : Number(((covered / testable) * 100).toFixed(1)); // same rounding as the table
}

/** Clauses by ID; for a duplicated ID the first line wins. */
function firstById(clauses: readonly Clause[]): Map<string, Clause> {
  const byId = new Map<string, Clause>();
  for (const clause of clauses) if (!byId.has(clause.id)) byId.set(clause.id, clause);
  return byId;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
