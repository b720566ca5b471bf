import { describe, expect, it } from 'vitest';
import {
  countStatuses,
  folderRows,
  formatSurvivorsMarkdown,
  formatTable,
  type MutantStatus,
  mutationScore,
  parseReport,
  type Report,
  shorten,
  sourceSlice,
  survivors,
} from './report.ts';

interface RawMutant {
  status: MutantStatus;
  mutatorName?: string;
  replacement?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

function raw(m: RawMutant): unknown {
  return {
    id: '1',
    mutatorName: m.mutatorName ?? 'EqualityOperator',
    replacement: m.replacement ?? 'a <= b',
    status: m.status,
    location: {
      start: { line: m.line ?? 1, column: m.column ?? 1 },
      end: { line: m.endLine ?? m.line ?? 1, column: m.endColumn ?? 2 },
    },
  };
}

function reportText(files: Record<string, { source?: string; mutants: RawMutant[] }>): string {
  return JSON.stringify({
    schemaVersion: '2',
    thresholds: { high: 80, low: 60 },
    projectRoot: '/repo',
    files: Object.fromEntries(
      Object.entries(files).map(([name, file]) => [
        name,
        { language: 'typescript', source: file.source ?? 'x', mutants: file.mutants.map(raw) },
      ]),
    ),
  });
}

function parsed(text: string): Report {
  const report = parseReport(text);
  if (!report.ok) throw new Error(report.error.message);
  return report.value;
}

describe('parseReport', () => {
  it('reads files and mutants, making absolute names relative to the project root', () => {
    const report = parsed(
      reportText({
        '/repo/packages/a/x.ts': { mutants: [{ status: 'Killed' }] },
        'packages/b/y.ts': { mutants: [{ status: 'Survived', replacement: 'false' }] },
      }),
    );
    expect([...report.keys()]).toEqual(['packages/a/x.ts', 'packages/b/y.ts']);
    expect(report.get('packages/b/y.ts')?.mutants[0]).toEqual({
      mutatorName: 'EqualityOperator',
      replacement: 'false',
      status: 'Survived',
      start: { line: 1, column: 1 },
      end: { line: 1, column: 2 },
    });
  });

  it('refuses text that is not a report, saying what is wrong', () => {
    const cases: [string, string][] = [
      ['{', 'ReportNotJson'],
      ['[]', 'ReportWithoutFiles'],
      ['{"files": []}', 'ReportWithoutFiles'],
      ['{"files": {"a.ts": {"mutants": []}}}', 'ReportBadFile'],
      ['{"files": {"a.ts": {"source": "", "mutants": [1]}}}', 'ReportBadMutant'],
    ];
    for (const [text, code] of cases) {
      const report = parseReport(text);
      expect(report.ok ? 'ok' : report.error.code, text).toBe(code);
    }
  });

  it('refuses a mutant with an unknown status or without a location', () => {
    const badStatus = reportText({ 'a.ts': { mutants: [{ status: 'Zombie' as MutantStatus }] } });
    const result = parseReport(badStatus);
    expect(result.ok ? '' : result.error.message).toContain('"Zombie"');
    const noLocation = JSON.stringify({
      files: { 'a.ts': { source: '', mutants: [{ mutatorName: 'M', status: 'Killed' }] } },
    });
    const second = parseReport(noLocation);
    expect(second.ok ? '' : second.error.message).toContain('no location');
  });
});

describe('counts and score', () => {
  const mutants = (statuses: MutantStatus[]) =>
    parsed(reportText({ 'a.ts': { mutants: statuses.map((status) => ({ status })) } })).get('a.ts')
      ?.mutants ?? [];

  it('counts each status, compile and runtime errors together', () => {
    expect(
      countStatuses(
        mutants([
          'Killed',
          'Killed',
          'Survived',
          'NoCoverage',
          'Timeout',
          'Ignored',
          'CompileError',
          'RuntimeError',
          'Pending',
        ]),
      ),
    ).toEqual({
      killed: 2,
      survived: 1,
      noCoverage: 1,
      timeout: 1,
      ignored: 1,
      errors: 2,
      pending: 1,
    });
  });

  it('scores detected over valid mutants, ignoring ignored and errors', () => {
    // 3 killed + 1 timeout detected, of 3 + 1 + 1 survived + 1 uncovered valid.
    const counts = countStatuses(
      mutants([
        'Killed',
        'Killed',
        'Killed',
        'Timeout',
        'Survived',
        'NoCoverage',
        'Ignored',
        'RuntimeError',
      ]),
    );
    expect(mutationScore(counts)).toBeCloseTo((4 / 6) * 100, 10);
    expect(mutationScore(countStatuses(mutants(['Ignored', 'CompileError'])))).toBeNull();
  });
});

describe('folderRows', () => {
  it('gives each folder with files its own and its subfolders counts, then a total', () => {
    const report = parsed(
      reportText({
        'p/src/a.ts': { mutants: [{ status: 'Killed' }, { status: 'Survived' }] },
        'p/src/hex/b.ts': { mutants: [{ status: 'Killed' }] },
        'p/src/hex/deep/c.ts': { mutants: [{ status: 'NoCoverage' }] },
        'q/rules/d.ts': { mutants: [{ status: 'Timeout' }] },
        'p/srcx/e.ts': { mutants: [{ status: 'Killed' }] },
      }),
    );
    const rows = folderRows(report).map(({ folder, counts }) => [
      folder,
      counts.killed,
      counts.survived,
      counts.noCoverage,
      counts.timeout,
    ]);
    expect(rows).toEqual([
      ['p/src', 2, 1, 1, 0],
      ['p/src/hex', 1, 0, 1, 0],
      ['p/src/hex/deep', 0, 0, 1, 0],
      ['p/srcx', 1, 0, 0, 0],
      ['q/rules', 0, 0, 0, 1],
      ['total', 3, 1, 1, 1],
    ]);
  });

  it('prints an aligned table with the score to two decimals', () => {
    const report = parsed(
      reportText({
        'src/a.ts': {
          mutants: [{ status: 'Killed' }, { status: 'Killed' }, { status: 'Survived' }],
        },
        'src/b/only-ignored.ts': { mutants: [{ status: 'Ignored' }] },
      }),
    );
    const lines = formatTable(folderRows(report)).split('\n');
    expect(lines[0]).toMatch(
      /^folder\s+killed\s+survived\s+no cov\s+timeout\s+ignored\s+errors\s+score$/,
    );
    expect(lines[1]).toMatch(/^src\s+2\s+1\s+0\s+0\s+1\s+0\s+66\.67%$/);
    expect(lines[2]).toMatch(/^src\/b\s+0\s+0\s+0\s+0\s+1\s+0\s+n\/a$/);
    expect(lines[3]).toMatch(/^total\s+2\s+1\s+0\s+0\s+1\s+0\s+66\.67%$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe('survivors', () => {
  it('cuts the original text out of the source, over several lines too', () => {
    const source = 'const a = 1;\nif (a > 0) {\n  go();\n}\n';
    expect(sourceSlice(source, { line: 2, column: 5 }, { line: 2, column: 10 })).toBe('a > 0');
    expect(sourceSlice(source, { line: 2, column: 12 }, { line: 4, column: 2 })).toBe('{ go(); }');
  });

  it('lists survived and uncovered mutants only, by file and position', () => {
    const source = 'return a > b && c;';
    const report = parsed(
      reportText({
        'z.ts': { source, mutants: [{ status: 'NoCoverage', column: 8, endColumn: 13 }] },
        'a.ts': {
          source,
          mutants: [
            {
              status: 'Survived',
              column: 12,
              endColumn: 18,
              mutatorName: 'LogicalOperator',
              replacement: 'a > b || c',
            },
            { status: 'Killed', column: 8, endColumn: 13 },
            { status: 'Survived', column: 8, endColumn: 13, replacement: 'a >= b' },
          ],
        },
      }),
    );
    expect(survivors(report)).toEqual([
      {
        file: 'a.ts',
        line: 1,
        column: 8,
        mutator: 'EqualityOperator',
        status: 'Survived',
        original: 'a > b',
        replacement: 'a >= b',
      },
      {
        file: 'a.ts',
        line: 1,
        column: 12,
        mutator: 'LogicalOperator',
        status: 'Survived',
        original: 'b && c',
        replacement: 'a > b || c',
      },
      {
        file: 'z.ts',
        line: 1,
        column: 8,
        mutator: 'EqualityOperator',
        status: 'NoCoverage',
        original: 'a > b',
        replacement: 'a <= b',
      },
    ]);
  });

  it('writes a Markdown table per file, escaping pipes and cutting long text', () => {
    const long = 'x'.repeat(100);
    const markdown = formatSurvivorsMarkdown([
      {
        file: 'a.ts',
        line: 3,
        column: 7,
        mutator: 'LogicalOperator',
        status: 'Survived',
        original: 'a || b',
        replacement: long,
      },
    ]);
    expect(markdown).toContain('## a.ts (1)');
    expect(markdown).toContain(
      `| 3:7 | LogicalOperator | Survived | \`a \\|\\| b\` → \`${'x'.repeat(77)}...\` |`,
    );
    expect(formatSurvivorsMarkdown([])).toBe('Every valid mutant was killed.\n');
  });

  it('shortens only what is too long', () => {
    expect(shorten('abcdef', 6)).toBe('abcdef');
    expect(shorten('abcdefg', 6)).toBe('abc...');
  });
});
