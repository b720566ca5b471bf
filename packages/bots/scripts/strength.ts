/**
 * A measured (not asserted) strength figure: one bot (the hero) against two opponents, 3 seats,
 * Fame target 10, the hero's seat rotating game by game. A third is an even share.
 *
 *   npx tsx packages/bots/scripts/strength.ts --games 200
 *   npx tsx packages/bots/scripts/strength.ts --games 200 --hero search --budget 200ms --vs heuristic
 *
 * --hero heuristic|search (default heuristic); --vs random|typed-random|heuristic (default
 * random); --budget for search: `<N>ms` or `<N>it` (default 200ms); --max-commands bound.
 * Search options: --horizon decision|turn|round, --workers N, --keep-tree yes|no, --margin X.
 * The last line gives the hero's win share with its 95% (Wilson) interval.
 */
import { parseArgs } from 'node:util';
import type { XiaCommand, XiaView } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import {
  type Bot,
  HeuristicBot,
  playGame,
  RandomBot,
  SearchBot,
  TypedRandomBot,
} from '../src/index.ts';
import { HORIZONS, type Horizon } from '../src/xia/playout.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '50' },
    'max-commands': { type: 'string', default: '4000' },
    hero: { type: 'string', default: 'heuristic' },
    vs: { type: 'string', default: 'random' },
    budget: { type: 'string', default: '200ms' },
    seed: { type: 'string', default: 'strength' },
    horizon: { type: 'string', default: 'decision' },
    workers: { type: 'string', default: '1' },
    'keep-tree': { type: 'string', default: 'yes' },
    margin: { type: 'string', default: '0.02' },
  },
});
const horizon = values.horizon as Horizon;
const workers = Number(values.workers);
const margin = Number(values.margin);
if (
  !HORIZONS.includes(horizon) ||
  !Number.isInteger(workers) ||
  workers < 1 ||
  !Number.isFinite(margin) ||
  !['yes', 'no'].includes(values['keep-tree'])
) {
  console.error(
    'usage: --horizon decision|turn|round --workers N (>= 1) --keep-tree yes|no --margin X',
  );
  process.exit(2);
}
const games = Number(values.games);
const maxCommands = Number(values['max-commands']);
const budget = /^(\d+)(ms|it)$/.exec(values.budget);
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(maxCommands) || !budget) {
  console.error('usage: --games N (>= 1) --max-commands N --budget <N>ms|<N>it');
  process.exit(2);
}
const xia = createXia(corePack());
const options = { seats: 3, preset: 'standard' as const, fameTarget: 10 };
const amount = Number(budget[1]);

function hero(): Bot<XiaView, XiaCommand> {
  if (values.hero === 'heuristic') return new HeuristicBot(xia.content, 'balanced');
  if (values.hero === 'search')
    return new SearchBot(xia, {
      ...(budget?.[2] === 'ms' ? { ms: amount } : { iterations: amount }),
      horizon,
      workers,
      margin,
      keepTree: values['keep-tree'] === 'yes',
    });
  throw new Error(`--hero must be heuristic or search, not ${values.hero}`);
}
function opponent(): Bot<XiaView, XiaCommand> {
  if (values.vs === 'random') return new RandomBot();
  if (values.vs === 'typed-random') return new TypedRandomBot();
  if (values.vs === 'heuristic') return new HeuristicBot(xia.content, 'balanced');
  throw new Error(`--vs must be random, typed-random or heuristic, not ${values.vs}`);
}

let wins = 0;
let finished = 0;
let otherWins = 0;
let turnsFinished = 0;
let heroFame = 0;
let rivalFame = 0;
const started = Date.now();
const heroBot = hero();
for (let g = 0; g < games; g++) {
  const seatOfHero = g % 3;
  const bots = [0, 1, 2].map((seat) => (seat === seatOfHero ? heroBot : opponent()));
  const game = playGame(xia, options, `${values.seed}:${g}`, bots, { maxCommands });
  heroFame += game.state.captains[seatOfHero]?.fame ?? 0;
  rivalFame += Math.max(
    ...game.state.captains.filter((c) => c.seat !== seatOfHero).map((c) => c.fame),
  );
  if (game.finished) {
    finished++;
    turnsFinished += game.turns;
    if (game.winners.includes(seatOfHero)) wins++;
    else otherWins++;
  }
  const fame = game.state.captains.map((c) => c.fame).join('/');
  process.stderr.write(
    `game ${g + 1}/${games}: hero in seat ${seatOfHero}, Fame ${fame}, ${game.turns} turns, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
}
const pct = (n: number) => `${((100 * n) / games).toFixed(1)}%`;
console.log(
  `${games} games, ${heroBot.name} vs 2 ${opponent().name}, 3 seats, Fame 10, bound ${maxCommands} commands, seed ${values.seed}`,
);
console.log(
  `hero wins: ${wins} (${pct(wins)}); opponents' wins: ${otherWins}; unfinished: ${games - finished}`,
);
console.log(
  `average turns of finished games: ${finished > 0 ? (turnsFinished / finished).toFixed(1) : '-'}; hero average Fame: ${(heroFame / games).toFixed(2)}; best rival's: ${(rivalFame / games).toFixed(2)}`,
);
console.log(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`hero win share ${pct(wins)}, 95% interval ${wilson(wins, games)}`);
if (heroBot instanceof SearchBot) await heroBot.dispose();

/** The Wilson score interval of a share, in percent. */
function wilson(k: number, n: number): string {
  const z = 1.96;
  const p = k / n;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return `${(100 * (mid - half)).toFixed(1)}-${(100 * (mid + half)).toFixed(1)}%`;
}
