/**
 * The simulation as one self-contained HTML page: Chart.js inlined from node_modules, the
 * charts' configurations as escaped JSON, and plain tables of the same figures (readable with
 * scripts off). The page fetches nothing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { captainName } from '@drift/xia';
import type { Histogram, Rate, Summary } from './aggregate.ts';
import type { SimConfig } from './config.ts';
import { FAME_SOURCES, type FameSource } from './game.ts';
import { percentText, spreadText } from './text.ts';

/** Chart.js's UMD build, read from the installed package. */
export function chartJsSource(): string {
  const main = createRequire(import.meta.url).resolve('chart.js');
  return readFileSync(join(dirname(main), 'chart.umd.min.js'), 'utf8');
}

/** Text for HTML content and attributes. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
];
const colour = (i: number) => PALETTE[i % PALETTE.length] ?? '#888';

/** One chart: a heading, a Chart.js configuration, and a table of the same numbers. */
interface Figure {
  readonly id: string;
  readonly title: string;
  readonly note: string;
  /** The sample the chart is drawn from, shown on the chart and under its heading. */
  readonly sample: string;
  readonly chart: ChartConfig;
  readonly head: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

interface ChartConfig {
  readonly type: string;
  readonly data: unknown;
  readonly options?: Record<string, unknown>;
}

/** `n = 1 game`, `n = 40 games`. */
const count = (n: number, what: string, many = `${what}s`) => `n = ${n} ${n === 1 ? what : many}`;

/** A bar of 0 still shows as a sliver, so a zero reads as a zero, not as a missing bar. */
const ZERO_BAR = 3;

/** An axis that counts games: from 0, whole numbers only. */
const gamesAxis = {
  beginAtZero: true,
  ticks: { precision: 0 },
  title: { display: true, text: 'games' },
};

/** The sample size drawn on the chart itself, under its title. */
function withSample(chart: ChartConfig, sample: string): ChartConfig {
  const options = chart.options ?? {};
  const plugins = (options.plugins as Record<string, unknown> | undefined) ?? {};
  return {
    ...chart,
    options: { ...options, plugins: { ...plugins, subtitle: { display: true, text: sample } } },
  };
}

const percent = {
  scales: {
    y: {
      min: 0,
      max: 100,
      ticks: { precision: 0 },
      title: { display: true, text: '% of seats won' },
    },
  },
};

function rateFigure(
  id: string,
  title: string,
  key: string,
  rates: readonly Rate[],
  games: number,
): Figure {
  const seats = rates.reduce((n, r) => n + r.played, 0);
  return {
    id,
    title,
    note: 'Share of seats that won, over finished games.',
    sample: `${count(games, 'finished game')}, ${seats} seats`,
    chart: {
      type: 'bar',
      data: {
        labels: rates.map((r) => r.key),
        datasets: [
          {
            label: 'win %',
            data: rates.map((r) => Math.round(r.rate * 1000) / 10),
            backgroundColor: colour(0),
            minBarLength: ZERO_BAR,
          },
        ],
      },
      options: { ...percent, plugins: { legend: { display: false } } },
    },
    head: [key, 'seats played', 'wins', 'win %'],
    rows: rates.map((r) => [r.key, r.played, r.wins, (r.rate * 100).toFixed(1)]),
  };
}

function histogramFigure(
  id: string,
  title: string,
  unit: string,
  h: Histogram | undefined,
): Figure {
  const labels = (h?.counts ?? []).map((_, i) => {
    const from = (h?.from ?? 0) + i * (h?.width ?? 1);
    return h && h.width > 1 ? `${from}–${from + h.width - 1}` : `${from}`;
  });
  const counts = h?.counts ?? [];
  return {
    id,
    title,
    note: `Finished games by ${unit}.`,
    sample: count(
      counts.reduce((n, c) => n + c, 0),
      'finished game',
    ),
    chart: {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { label: 'games', data: counts, backgroundColor: colour(0), minBarLength: ZERO_BAR },
        ],
      },
      options: {
        plugins: { legend: { display: false } },
        scales: { x: { title: { display: true, text: unit } }, y: gamesAxis },
      },
    },
    head: [unit, 'games'],
    rows: labels.map((l, i) => [l, counts[i] ?? 0]),
  };
}

function figures(s: Summary): Figure[] {
  const bots = s.fameBySource.map((f) => f.bot);
  /** One stacked-bar dataset per Fame source, a bar per bot. */
  const bySource = (value: (f: Summary['fameBySource'][number], src: FameSource) => number) =>
    FAME_SOURCES.map((src, i) => ({
      label: src,
      data: s.fameBySource.map((f) => value(f, src)),
      backgroundColor: colour(i),
    }));
  const rounds = Math.max(0, ...s.creditsByRound.map((c) => c.mean.length));
  const endings = Object.entries(s.endings);
  const clinchers = FAME_SOURCES.map((src) => [src, s.clinchers[src]] as const).filter(
    ([, n]) => n > 0,
  );
  const seatGames = s.fameBySource.reduce((n, f) => n + f.seats, 0);
  return [
    rateFigure('win-bot', 'Win rate by bot', 'bot', s.winRate.bot, s.endings.won),
    rateFigure(
      'win-strategy',
      'Win rate by strategy',
      'strategy',
      s.winRate.strategy,
      s.endings.won,
    ),
    rateFigure('win-seat', 'Win rate by seat', 'seat', s.winRate.seat, s.endings.won),
    rateFigure('win-ship', 'Win rate by first ship', 'first ship', s.winRate.ship, s.endings.won),
    histogramFigure('length-rounds', 'Game length in rounds', 'rounds', s.rounds?.histogram),
    histogramFigure('length-turns', 'Game length in turns', 'turns', s.turns?.histogram),
    histogramFigure(
      'length-commands',
      'Game length in commands',
      'commands',
      s.commands?.histogram,
    ),
    {
      id: 'fame-source',
      title: 'Fame by source',
      note: 'Mean Fame per seat and game, by where it came from.',
      sample: `${count(s.games, 'game')}, ${seatGames} seats`,
      chart: {
        type: 'bar',
        data: { labels: bots, datasets: bySource((f, src) => f.mean[src]) },
        options: {
          scales: {
            x: { stacked: true },
            y: { stacked: true, title: { display: true, text: 'Fame' } },
          },
        },
      },
      head: ['bot', 'all', ...FAME_SOURCES],
      rows: s.fameBySource.map((f) => [f.bot, f.total, ...FAME_SOURCES.map((src) => f.mean[src])]),
    },
    {
      id: 'fame-share',
      title: 'Share of Fame by source',
      note: "Each source's share of all the Fame a bot gained.",
      sample: `${count(s.games, 'game')}, ${seatGames} seats`,
      chart: {
        type: 'bar',
        data: {
          labels: bots,
          datasets: bySource((f, src) => Math.round(f.share[src] * 1000) / 10),
        },
        options: {
          scales: {
            x: { stacked: true },
            y: { stacked: true, min: 0, max: 100, title: { display: true, text: '% of Fame' } },
          },
        },
      },
      head: ['bot', ...FAME_SOURCES],
      rows: s.fameBySource.map((f) => [
        f.bot,
        ...FAME_SOURCES.map((src) => percentText(f.share[src])),
      ]),
    },
    {
      id: 'credits',
      title: 'Credits over time',
      note: 'Mean credits at the start of each round, over the seats of the games still running (while at least a tenth of them are).',
      sample: `${count(s.games, 'game')}, ${seatGames} seats at round 1`,
      chart: {
        type: 'line',
        data: {
          labels: Array.from({ length: rounds }, (_, r) => r + 1),
          datasets: s.creditsByRound.map((c, i) => ({
            label: c.bot,
            data: c.mean,
            borderColor: colour(i),
            backgroundColor: colour(i),
            pointRadius: 0,
          })),
        },
        options: {
          scales: {
            x: { title: { display: true, text: 'round' } },
            y: { title: { display: true, text: 'credits' } },
          },
        },
      },
      head: ['bot', 'round 1', 'round 5', 'round 10', 'round 20', 'last'],
      rows: s.creditsByRound.map((c) => [
        c.bot,
        ...[0, 4, 9, 19].map((r) => c.mean[r] ?? '–'),
        c.mean[c.mean.length - 1] ?? '–',
      ]),
    },
    {
      id: 'endings',
      title: 'How games end',
      note: 'won: a captain reached the Fame target; bound: stopped at --max-commands; error: a bot or rule failed.',
      sample: count(s.games, 'game'),
      chart: {
        type: 'doughnut',
        data: {
          labels: endings.map(([k]) => k),
          datasets: [
            { data: endings.map(([, n]) => n), backgroundColor: ['#59a14f', '#bab0ac', '#e15759'] },
          ],
        },
      },
      head: ['ending', 'games'],
      rows: endings,
    },
    {
      id: 'clinchers',
      title: 'Winning point by source',
      note: "Won games by the source of the winner's last Fame point.",
      sample: count(s.endings.won, 'won game'),
      chart: {
        type: 'bar',
        data: {
          labels: clinchers.map(([k]) => k),
          datasets: [
            {
              label: 'games',
              data: clinchers.map(([, n]) => n),
              backgroundColor: colour(4),
              minBarLength: ZERO_BAR,
            },
          ],
        },
        options: { plugins: { legend: { display: false } }, scales: { y: gamesAxis } },
      },
      head: ['source', 'games'],
      rows: clinchers,
    },
  ];
}

/** A table; with no head, a plain table of rows (a header row of empty cells says nothing). */
function table(
  head: readonly string[] | null,
  rows: readonly (readonly (string | number)[])[],
): string {
  const cells = (r: readonly (string | number)[], tag: string) =>
    r.map((c) => `<${tag}>${escapeHtml(String(c))}</${tag}>`).join('');
  const thead = head === null ? '' : `<thead><tr>${cells(head, 'th')}</tr></thead>`;
  return `<table>${thead}<tbody>${rows.map((r) => `<tr>${cells(r, 'td')}</tr>`).join('')}</tbody></table>`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
section{margin:2em 0}canvas{max-height:22em}table{border-collapse:collapse;margin-top:.5em}
td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}td:first-child,th:first-child{text-align:left}
.note{color:#666}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(28em,1fr));gap:1em 2em}`;

// Draws every chart from the embedded configurations.
const DRAW = `for (const f of JSON.parse(document.getElementById('sim-charts').textContent)) new Chart(document.getElementById(f.id), f.chart);`;

/** The whole report page. `chartJs` is the library's source (read from node_modules by default). */
export function renderReport(
  config: SimConfig,
  summary: Summary,
  chartJs: string = chartJsSource(),
): string {
  const figs = figures(summary);
  const seats =
    config.seats.min === config.seats.max
      ? `${config.seats.min}`
      : `${config.seats.min}–${config.seats.max}`;
  const facts = [
    ['games', String(summary.games)],
    ['seats', seats],
    [
      'bots',
      config.bots.join(', ') +
        (config.fixedSeats ? ' (fixed seats)' : ' (rotated through the seats)'),
    ],
    ['Fame target', String(config.fameTarget)],
    ['seed', config.seed],
    ['command bound', String(config.maxCommands)],
    [
      'endings',
      `${summary.endings.won} won, ${summary.endings.bound} at the bound, ${summary.endings.error} with an error`,
    ],
    ['rounds (finished)', summary.rounds ? spreadText(summary.rounds) : '–'],
    ['turns (finished)', summary.turns ? spreadText(summary.turns) : '–'],
  ];
  const errors = summary.errors
    .slice(0, 100)
    .map((e) => [
      e.game + 1,
      e.seed,
      e.seat === null ? '–' : captainName(e.seat),
      e.bot ?? 'rules',
      e.message,
    ]);
  const sections = figs
    .map(
      (f) =>
        `<section><h2>${escapeHtml(f.title)}</h2><p class="note">${escapeHtml(f.note)} ${escapeHtml(f.sample)}.</p><canvas id="${escapeHtml(f.id)}"></canvas><details><summary>table</summary>${table(f.head, f.rows)}</details></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Drift simulation: ${escapeHtml(config.seed)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head>
<body><h1>Drift simulation</h1>
${table(null, facts)}
<section><h2>Bot errors: ${summary.errors.length}</h2>${errors.length > 0 ? table(['game', 'seed', 'captain', 'bot', 'message'], errors) : '<p>None: every command the bots sent was legal.</p>'}</section>
<div class="grid">
${sections}
</div>
<script type="application/json" id="sim-charts">${scriptJson(figs.map((f) => ({ id: f.id, chart: withSample(f.chart, f.sample) })))}</script>
<script>${chartJs.replace(/<\/script/gi, '<\\/script')}</script>
<script>${DRAW}</script>
</body></html>
`;
}
