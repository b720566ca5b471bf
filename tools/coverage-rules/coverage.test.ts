// The fixture uses made-up systems (QA, QB) on purpose: this file is itself one of the test
// files the tool scans, so real-system IDs that are not in the catalogue would be reported as
// unknown by `npm run coverage:rules`.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isTestable, parseCatalogue } from './catalogue.ts';
import { catalogueMissing, locateCatalogue } from './locate.ts';
import {
  catalogueWarnings,
  computeCoverage,
  formatPercent,
  formatTable,
  formatUncovered,
  wrapIds,
} from './report.ts';
import { findMentions, listTestFiles, readTestFiles } from './scan.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const mainPath = join(import.meta.dirname, 'main.ts');
const located = locateCatalogue(undefined);
const realCatalogue = located.path;

const FIXTURE = `# Fixture catalogue

## Legend
- Line format: \`- ID — clause (seed file, section heading)\`.
- QB-LIST entries only name things; they are not counted.

## Clause counts
| System | Prefix | Testable clauses | Gaps listed |
|---|---|---|---|
| Alpha game | QA | 3 | 2 |
| Beta game | QB | 2 | 1 |
| **Total testable** | | **5** | **3** |
| Beta names (catalogue only) | QB-LIST | 2 (not testable) | — |

## Alpha (QA)

### Foo (QA-FOO)
- QA-FOO-01 — A lantern lights one room. (seed.txt, Lanterns)
- QA-FOO-02 — (retired) Lanterns used to cost 2. (seed.txt, Lanterns)
- QA-FOO-03 — Replaces QA-FOO-02 (retired): lanterns cost 3. (seed.txt, Lanterns)

### Two players (QA-2P)
- QA-2P-01 — With two players each takes two lanterns. (seed.txt, Two players)

### Gaps and decisions (Alpha)
- GAP-QA-01 — Lantern colours are unstated. Proposed default: white.
- GAP-QA-02 — Lantern fuel is unstated. Proposed default: none.

## Beta (QB)

### Names (QB-LIST) — catalogue entries, not rules
- QB-LIST-01 — Night Market (seed.txt, names)
- QB-LIST-02 — Day Market (seed.txt, names)

### Bar (QB-BAR)
- QB-BAR-01 — A stall sells one good per turn. (seed.txt, Stalls)
- QB-BAR-02 — A closed stall sells nothing. (seed.txt, Stalls)

### Gaps and decisions (Beta)
- GAP-QB-01 — Stall hours are unstated. Proposed default: always open.
`;

const catalogue = parseCatalogue(FIXTURE);
const byId = (id: string) => catalogue.clauses.find((clause) => clause.id === id);

describe('parseCatalogue', () => {
  it('reads clause lines with system, topic and text, including topics with digits', () => {
    expect(catalogue.clauses.map((c) => c.id)).toEqual([
      'QA-FOO-01',
      'QA-FOO-02',
      'QA-FOO-03',
      'QA-2P-01',
      'QB-LIST-01',
      'QB-LIST-02',
      'QB-BAR-01',
      'QB-BAR-02',
    ]);
    expect(byId('QA-2P-01')).toMatchObject({
      system: 'QA',
      topic: '2P',
      text: 'With two players each takes two lanterns. (seed.txt, Two players)',
      retired: false,
      catalogueOnly: false,
      line: 23,
    });
  });

  it('keeps GAP entries apart from clauses', () => {
    expect(catalogue.gaps.map((g) => [g.id, g.system])).toEqual([
      ['GAP-QA-01', 'QA'],
      ['GAP-QA-02', 'QA'],
      ['GAP-QB-01', 'QB'],
    ]);
    expect(catalogue.clauses.some((c) => c.id.startsWith('GAP-'))).toBe(false);
  });

  it('flags "(retired)" clauses, but not a clause that merely cites a retired one', () => {
    expect(byId('QA-FOO-02')).toMatchObject({
      retired: true,
      text: 'Lanterns used to cost 2. (seed.txt, Lanterns)',
    });
    expect(byId('QA-FOO-03')?.retired).toBe(false);
    const other = parseCatalogue(
      '- ~~QA-OLD-01~~ (retired) — gone (s, h)\n- QA-OLD-02 — gone too (s, h) (retired)\n',
    );
    expect(other.clauses.map((c) => [c.id, c.retired, c.text])).toEqual([
      ['QA-OLD-01', true, 'gone (s, h)'],
      ['QA-OLD-02', true, 'gone too (s, h)'],
    ]);
  });

  it('marks topics listed as "not testable" in the counts table, and XW-LIST always, as catalogue-only', () => {
    expect(byId('QB-LIST-01')?.catalogueOnly).toBe(true);
    expect(catalogue.clauses.filter(isTestable).map((c) => c.id)).toEqual([
      'QA-FOO-01',
      'QA-FOO-03',
      'QA-2P-01',
      'QB-BAR-01',
      'QB-BAR-02',
    ]);
    // Built from parts so that this file does not itself mention a real catalogue ID.
    const formatName = ['XW', 'LIST', '01'].join('-');
    const builtIn = parseCatalogue(`- ${formatName} — Some format (seed.txt, format list)\n`);
    expect(builtIn.clauses[0]).toMatchObject({ id: formatName, system: 'XW', catalogueOnly: true });
  });

  it('reads the Clause counts table, skipping the total and catalogue-only rows', () => {
    expect(catalogue.hasCountsTable).toBe(true);
    expect(catalogue.statedCounts).toEqual({ QA: 3, QB: 2 });
    expect(catalogue.statedGapCounts).toEqual({ QA: 2, QB: 1 });
    expect(catalogue.systems).toEqual(['QA', 'QB']);
    expect(catalogueWarnings(catalogue)).toEqual([]);
  });

  it('warns when parsed counts differ from the table, the table is missing, or an ID repeats', () => {
    const edited = parseCatalogue(
      FIXTURE.replace('| QA | 3 | 2 |', '| QA | 4 | 2 |').replace(
        '- QB-BAR-02 —',
        '- QB-BAR-01 — duplicate\n- QC-NEW-01 — new system\n- QB-BAR-02 —',
      ),
    );
    expect(catalogueWarnings(edited)).toEqual([
      'QA: parsed 3 testable clauses, the Clause counts table states 4',
      'QC: 1 testable clauses parsed, but the Clause counts table has no QC row',
      'QB-BAR-01 is listed 2 times (lines 36, 37); the first counts',
    ]);
    expect(catalogueWarnings(parseCatalogue('- QA-FOO-01 — x (s, h)\n'))).toEqual([
      'no "Clause counts" table found; parsed counts cannot be checked',
    ]);
  });
});

describe('findMentions', () => {
  it('matches IDs only as whole tokens', () => {
    const text = [
      "it('QA-FOO-01: lights a room', () => {}); // QA-FOO-01 again on this line",
      'QA-FOO-011 is a different token; so are XQA-FOO-01 and QA-FOO-01a',
      '/** @rule GAP-QA-01 (with QA-2P-01) */',
      'qa-foo-01 is lower case; QA-FOO is not an ID',
    ].join('\n');
    const mentions = findMentions([{ path: 'a.test.ts', text }], catalogue.systems);
    expect(mentions).toEqual([
      { id: 'QA-FOO-01', path: 'a.test.ts', line: 1 },
      { id: 'QA-FOO-011', path: 'a.test.ts', line: 2 },
      { id: 'GAP-QA-01', path: 'a.test.ts', line: 3 },
      { id: 'QA-2P-01', path: 'a.test.ts', line: 3 },
    ]);
  });

  it('ignores systems the catalogue does not define', () => {
    expect(findMentions([{ path: 'a.test.ts', text: 'ZZ-FOO-01 UTF-8' }], ['QA'])).toEqual([]);
    expect(findMentions([{ path: 'a.test.ts', text: 'QA-FOO-01' }], [])).toEqual([]);
  });
});

describe('computeCoverage', () => {
  const files = [
    { path: 'packages/x/test/lantern.test.ts', text: "it('QA-FOO-01 + GAP-QA-02', () => {});\n" },
    {
      path: 'tools/y.test.ts',
      text: '// QA-FOO-01, QB-BAR-02\n// QA-FOO-09 is a typo\n// QA-FOO-02 (old) and QB-LIST-01\n',
    },
  ];
  const coverage = computeCoverage(catalogue, findMentions(files, catalogue.systems));

  it('counts covered and uncovered testable clauses per system, in catalogue order', () => {
    expect(coverage.systems.map((s) => [s.system, s.covered, s.uncovered, s.testable])).toEqual([
      ['QA', ['QA-FOO-01'], ['QA-FOO-03', 'QA-2P-01'], 3],
      ['QB', ['QB-BAR-02'], ['QB-BAR-01'], 2],
    ]);
    expect([coverage.covered, coverage.testable]).toEqual([2, 5]);
    expect(coverage.systems.map((s) => [s.gapsReferenced, s.gaps])).toEqual([
      [['GAP-QA-02'], 2],
      [[], 1],
    ]);
  });

  it('reports IDs missing from the catalogue with file and line', () => {
    expect(coverage.unknown).toEqual([{ id: 'QA-FOO-09', path: 'tools/y.test.ts', line: 2 }]);
  });

  it('keeps retired and catalogue-only mentions apart: known, but not counted', () => {
    expect(coverage.notTestable.map((m) => m.id)).toEqual(['QA-FOO-02', 'QB-LIST-01']);
  });

  it('restricts the systems, and the totals, to a selection', () => {
    const onlyB = computeCoverage(catalogue, findMentions(files, catalogue.systems), ['QB']);
    expect(onlyB.systems.map((s) => s.system)).toEqual(['QB']);
    expect([onlyB.covered, onlyB.testable]).toEqual([1, 2]);
    expect(onlyB.unknown).toHaveLength(1);
  });

  it('formats percentages with one decimal', () => {
    expect(formatPercent(1, 3)).toBe('33.3%');
    expect(formatPercent(2, 3)).toBe('66.7%');
    expect(formatPercent(0, 5)).toBe('0.0%');
    expect(formatPercent(5, 5)).toBe('100.0%');
    expect(formatPercent(0, 0)).toBe('n/a');
  });

  it('prints the table, the gaps line and the uncovered list', () => {
    expect(formatTable(coverage, { catalogue: 'fixture.md', testFiles: 2 })).toBe(
      [
        'Rules coverage (catalogue: fixture.md, 2 test files)',
        'system  covered  testable  percent',
        'QA            1         3    33.3%',
        'QB            1         2    50.0%',
        'all           2         5    40.0%',
        'gaps referenced: QA 1/2, QB 0/1',
      ].join('\n'),
    );
    expect(formatUncovered(coverage)).toBe(
      ['Uncovered (3):', '  QA: QA-FOO-03 QA-2P-01', '  QB: QB-BAR-01'].join('\n'),
    );
  });

  it('wraps long ID lists under their label', () => {
    expect(wrapIds('  QA: ', ['QA-FOO-01', 'QA-FOO-02', 'QA-FOO-03'], 26)).toEqual([
      '  QA: QA-FOO-01 QA-FOO-02',
      '      QA-FOO-03',
    ]);
  });
});

describe('listTestFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'coverage-rules-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds *.test.ts under packages/ and tools/, skipping node_modules', () => {
    for (const file of [
      'packages/a/test/b.test.ts',
      'packages/a/src/b.ts',
      'packages/a/node_modules/dep/c.test.ts',
      'tools/d.test.ts',
      'other/e.test.ts',
    ]) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), '');
    }
    expect(listTestFiles(root)).toEqual(['packages/a/test/b.test.ts', 'tools/d.test.ts']);
    expect(listTestFiles(join(root, 'other'))).toEqual([]);
  });
});

describe('main (CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coverage-rules-cli-'));
  const fixturePath = join(dir, 'catalogue.md');
  writeFileSync(fixturePath, FIXTURE);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', mainPath, ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
    });

  it('rejects an unknown flag with exit code 2 and a one-line message', () => {
    const result = run('--bogus');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe("coverage-rules: unknown option '--bogus' (see --help)\n");
  });

  it('rejects a flag without its value and an unknown system', () => {
    const missing = run('--catalogue');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^coverage-rules: .*--catalogue.*\n$/);
    const system = run('--catalogue', fixturePath, '--system', 'QA,zz');
    expect(system.status).toBe(2);
    expect(system.stderr).toBe("coverage-rules: unknown system 'ZZ' (known: QA, QB)\n");
  });

  it('names a missing catalogue and exits with 2', () => {
    const path = join(dir, 'absent.md');
    const result = run('--catalogue', path);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`coverage-rules: cannot read catalogue ${path}: file not found\n`);
  });

  it('prints JSON for the selected systems', () => {
    const result = run('--catalogue', fixturePath, '--system', 'qb', '--json');
    expect(result.status).not.toBe(2);
    const report: unknown = JSON.parse(result.stdout);
    expect(report).toMatchObject({
      systems: [{ system: 'QB', testable: 2 }],
      all: { testable: 2 },
    });
  });

  it('says where it looked for the catalogue and how to point it there', () => {
    const path = join(dir, 'nowhere', 'rules-catalogue.md');
    const result = spawnSync(process.execPath, ['--import', 'tsx', mainPath], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DRIFT_CATALOGUE: path },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`cannot read catalogue ${path}: file not found`);
    expect(result.stderr).toContain('npm run coverage:rules -- --catalogue PATH');
    expect(result.stderr).toContain('DRIFT_CATALOGUE=PATH');
    const fromEnv = spawnSync(process.execPath, ['--import', 'tsx', mainPath, '--json'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DRIFT_CATALOGUE: fixturePath },
    });
    expect(JSON.parse(fromEnv.stdout)).toMatchObject({ all: { testable: 5 } });
  });

  it('finds the catalogue beside the repository by default', () => {
    expect(locateCatalogue(undefined, {})).toMatchObject({
      from: 'sibling',
      shown: join('..', 'shared', 'docs', 'rules-catalogue.md'),
    });
    expect(locateCatalogue(undefined, { DRIFT_CATALOGUE: '/x/c.md' }).path).toBe('/x/c.md');
    expect(
      catalogueMissing(locateCatalogue(undefined, { DRIFT_CATALOGUE: '/no/such.md' })),
    ).toMatch(/^no rules catalogue at \/no\/such\.md; point to it with /);
  });

  it('prints usage for --help', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run coverage:rules/);
  });
});

describe('the real catalogue', () => {
  // Without the catalogue these checks are skipped, visibly and with the reason (the summary
  // line lists every skipped test with its note).
  const missing = catalogueMissing(located);

  it('parses to exactly the stated testable and gap counts of every system', (ctx) => {
    if (missing) return ctx.skip(missing);
    const real = parseCatalogue(readFileSync(realCatalogue, 'utf8'));
    expect(real.systems).toEqual(['XB', 'XE', 'XS', 'XC', 'OR', 'XW']);
    const parsed = (system: string) =>
      real.clauses.filter((c) => c.system === system && isTestable(c)).length;
    for (const system of real.systems) {
      expect({ system, testable: parsed(system) }).toEqual({
        system,
        testable: real.statedCounts[system],
      });
      expect({ system, gaps: real.gaps.filter((g) => g.system === system).length }).toEqual({
        system,
        gaps: real.statedGapCounts[system],
      });
    }
    expect(real.clauses.some((c) => c.catalogueOnly)).toBe(true);
    expect(catalogueWarnings(real)).toEqual([]);
  });

  it("every clause ID the project's tests name exists in the catalogue", (ctx) => {
    if (missing) return ctx.skip(missing);
    const real = parseCatalogue(readFileSync(realCatalogue, 'utf8'));
    const files = readTestFiles(repoRoot, listTestFiles(repoRoot));
    const coverage = computeCoverage(real, findMentions(files, real.systems));
    expect(coverage.unknown).toEqual([]);
  });
});
