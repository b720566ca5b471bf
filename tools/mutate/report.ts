/**
 * Reads Stryker's JSON report (the mutation-testing-report-schema) and sums it up per folder,
 * and lists the mutants no test noticed. Pure: text in, text out.
 */

/** Every status the report schema allows a mutant. */
export const STATUSES = [
  'Killed',
  'Survived',
  'NoCoverage',
  'Timeout',
  'CompileError',
  'RuntimeError',
  'Ignored',
  'Pending',
] as const;
export type MutantStatus = (typeof STATUSES)[number];

export interface Position {
  readonly line: number;
  readonly column: number;
}

/** The parts of one mutant this tool reads. */
export interface Mutant {
  readonly mutatorName: string;
  readonly replacement: string | undefined;
  readonly status: MutantStatus;
  readonly start: Position;
  readonly end: Position;
}

export interface FileResult {
  readonly source: string;
  readonly mutants: readonly Mutant[];
}

/** File path (relative to the repository, with `/`) to its mutants. */
export type Report = ReadonlyMap<string, FileResult>;

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

function fail(code: string, message: string): Outcome<never> {
  return { ok: false, error: { code, message } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStatus(value: unknown): value is MutantStatus {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

function readPosition(value: unknown): Position | undefined {
  if (!isRecord(value)) return undefined;
  const { line, column } = value;
  if (typeof line !== 'number' || typeof column !== 'number') return undefined;
  return { line, column };
}

function readMutant(value: unknown): Mutant | string {
  if (!isRecord(value)) return 'a mutant is not an object';
  const { mutatorName, replacement, status, location } = value;
  if (typeof mutatorName !== 'string') return 'a mutant has no mutatorName';
  if (!isStatus(status)) return `mutant status ${JSON.stringify(status)} is not one Stryker uses`;
  if (replacement !== undefined && typeof replacement !== 'string') {
    return 'a mutant has a replacement that is not text';
  }
  const start = isRecord(location) ? readPosition(location.start) : undefined;
  const end = isRecord(location) ? readPosition(location.end) : undefined;
  if (start === undefined || end === undefined) return 'a mutant has no location';
  return { mutatorName, replacement, status, start, end };
}

/** File keys are relative to the project root already; absolute ones are made relative. */
function relativeName(name: string, projectRoot: string | undefined): string {
  const slashed = name.replaceAll('\\', '/');
  const root = projectRoot?.replaceAll('\\', '/').replace(/\/$/, '');
  return root && slashed.startsWith(`${root}/`) ? slashed.slice(root.length + 1) : slashed;
}

/** Parses a report's text, or says what is wrong with it. */
export function parseReport(text: string): Outcome<Report> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('ReportNotJson', 'The mutation report is not valid JSON.');
  }
  if (!isRecord(json) || !isRecord(json.files)) {
    return fail('ReportWithoutFiles', 'The mutation report has no "files" object.');
  }
  const projectRoot = typeof json.projectRoot === 'string' ? json.projectRoot : undefined;
  const files = new Map<string, FileResult>();
  for (const [name, file] of Object.entries(json.files)) {
    if (!isRecord(file) || typeof file.source !== 'string' || !Array.isArray(file.mutants)) {
      return fail(
        'ReportBadFile',
        `The mutation report's entry for ${name} has no source or mutants.`,
      );
    }
    const mutants: Mutant[] = [];
    for (const raw of file.mutants) {
      const mutant = readMutant(raw);
      if (typeof mutant === 'string') {
        return fail('ReportBadMutant', `In the mutation report's entry for ${name}, ${mutant}.`);
      }
      mutants.push(mutant);
    }
    files.set(relativeName(name, projectRoot), { source: file.source, mutants });
  }
  return { ok: true, value: files };
}

/** How many mutants ended in each way. `errors` counts compile and runtime errors. */
export interface Counts {
  readonly killed: number;
  readonly survived: number;
  readonly noCoverage: number;
  readonly timeout: number;
  readonly ignored: number;
  readonly errors: number;
  readonly pending: number;
}

const ZERO: Counts = {
  killed: 0,
  survived: 0,
  noCoverage: 0,
  timeout: 0,
  ignored: 0,
  errors: 0,
  pending: 0,
};

function countOne(counts: Counts, status: MutantStatus): Counts {
  switch (status) {
    case 'Killed':
      return { ...counts, killed: counts.killed + 1 };
    case 'Survived':
      return { ...counts, survived: counts.survived + 1 };
    case 'NoCoverage':
      return { ...counts, noCoverage: counts.noCoverage + 1 };
    case 'Timeout':
      return { ...counts, timeout: counts.timeout + 1 };
    case 'Ignored':
      return { ...counts, ignored: counts.ignored + 1 };
    case 'CompileError':
    case 'RuntimeError':
      return { ...counts, errors: counts.errors + 1 };
    case 'Pending':
      return { ...counts, pending: counts.pending + 1 };
  }
}

export function countStatuses(mutants: readonly Mutant[]): Counts {
  return mutants.reduce((counts, mutant) => countOne(counts, mutant.status), ZERO);
}

function addCounts(a: Counts, b: Counts): Counts {
  return {
    killed: a.killed + b.killed,
    survived: a.survived + b.survived,
    noCoverage: a.noCoverage + b.noCoverage,
    timeout: a.timeout + b.timeout,
    ignored: a.ignored + b.ignored,
    errors: a.errors + b.errors,
    pending: a.pending + b.pending,
  };
}

/**
 * Stryker's mutation score: detected (killed or timed out) over valid mutants (detected,
 * survived or uncovered), in percent; null when there is no valid mutant.
 */
export function mutationScore(counts: Counts): number | null {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? null : (detected / valid) * 100;
}

/** One line of the per-folder table: the folder and every file below it. */
export interface FolderRow {
  readonly folder: string;
  readonly counts: Counts;
}

function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '.' : file.slice(0, slash);
}

function isWithin(file: string, folder: string): boolean {
  return folder === '.' || file.startsWith(`${folder}/`);
}

/**
 * A row for every folder that holds a mutated file, counting its subfolders too, sorted by
 * path (so a folder comes right before its subfolders), then one `total` row.
 */
export function folderRows(report: Report): FolderRow[] {
  const folders = [...new Set([...report.keys()].map(folderOf))].sort();
  const rows = folders.map((folder) => {
    let counts = ZERO;
    for (const [file, result] of report) {
      if (isWithin(file, folder)) counts = addCounts(counts, countStatuses(result.mutants));
    }
    return { folder, counts };
  });
  const total = [...report.values()].reduce(
    (counts, result) => addCounts(counts, countStatuses(result.mutants)),
    ZERO,
  );
  return [...rows, { folder: 'total', counts: total }];
}

function formatScore(score: number | null): string {
  return score === null ? 'n/a' : `${score.toFixed(2)}%`;
}

/** The rows as an aligned plain-text table. */
export function formatTable(rows: readonly FolderRow[]): string {
  const header = [
    'folder',
    'killed',
    'survived',
    'no cov',
    'timeout',
    'ignored',
    'errors',
    'score',
  ];
  const body = rows.map(({ folder, counts }) => [
    folder,
    String(counts.killed),
    String(counts.survived),
    String(counts.noCoverage),
    String(counts.timeout),
    String(counts.ignored),
    String(counts.errors),
    formatScore(mutationScore(counts)),
  ]);
  const table = [header, ...body];
  const widths = header.map((_, column) =>
    Math.max(...table.map((cells) => (cells[column] ?? '').length)),
  );
  return table
    .map((cells) =>
      cells
        .map((cell, column) => {
          const width = widths[column] ?? 0;
          return column === 0 ? cell.padEnd(width) : cell.padStart(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A mutant no test noticed: it survived, or no test ran its code. */
export interface Survivor {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly mutator: string;
  readonly status: 'Survived' | 'NoCoverage';
  readonly original: string;
  readonly replacement: string;
}

/**
 * The source text between two report positions (lines and columns count from 1), its
 * whitespace runs folded to one space.
 */
export function sourceSlice(source: string, start: Position, end: Position): string {
  const lines = source.split('\n');
  const picked: string[] = [];
  for (let line = start.line; line <= end.line; line++) {
    const text = lines[line - 1] ?? '';
    const from = line === start.line ? start.column - 1 : 0;
    const to = line === end.line ? end.column - 1 : text.length;
    picked.push(text.slice(from, to));
  }
  return picked.join('\n').replace(/\s+/g, ' ').trim();
}

/** The mutants no test noticed, by file then position. */
export function survivors(report: Report): Survivor[] {
  const found: Survivor[] = [];
  for (const [file, result] of report) {
    for (const mutant of result.mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      found.push({
        file,
        line: mutant.start.line,
        column: mutant.start.column,
        mutator: mutant.mutatorName,
        status: mutant.status,
        original: sourceSlice(result.source, mutant.start, mutant.end),
        replacement: (mutant.replacement ?? '').replace(/\s+/g, ' ').trim(),
      });
    }
  }
  return found.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column,
  );
}

/** Cuts text to `max` characters, marking the cut. */
export function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

function cell(text: string): string {
  return `\`${shorten(text, 80).replaceAll('|', '\\|').replaceAll('`', "'")}\``;
}

/** Survivors as Markdown: a table per file with line, mutator, status and the change. */
export function formatSurvivorsMarkdown(list: readonly Survivor[]): string {
  if (list.length === 0) return 'Every valid mutant was killed.\n';
  const byFile = new Map<string, Survivor[]>();
  for (const survivor of list) {
    byFile.set(survivor.file, [...(byFile.get(survivor.file) ?? []), survivor]);
  }
  const parts: string[] = [];
  for (const [file, items] of byFile) {
    parts.push(`## ${file} (${items.length})\n`);
    parts.push('| line | mutator | status | original → replacement |');
    parts.push('|---:|---|---|---|');
    for (const s of items) {
      parts.push(
        `| ${s.line}:${s.column} | ${s.mutator} | ${s.status} | ${cell(s.original)} → ${cell(s.replacement)} |`,
      );
    }
    parts.push('');
  }
  return `${parts.join('\n')}`;
}
