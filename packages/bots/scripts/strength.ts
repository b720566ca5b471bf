/**
 * A measured (not asserted) strength figure: one balanced HeuristicBot against two RandomBots,
 * 3 seats, Fame target 10, the heuristic's seat rotating game by game.
 *
 *   npx tsx packages/bots/scripts/strength.ts --games 50 [--max-commands 4000] [--typed]
 */
import { parseArgs } from 'node:util';
import type { XiaCommand, XiaView } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { type Bot, HeuristicBot, playGame, RandomBot, TypedRandomBot } from '../src/index.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '50' },
    'max-commands': { type: 'string', default: '4000' },
    typed: { type: 'boolean', default: false },
  },
});
const games = Number(values.games);
const maxCommands = Number(values['max-commands']);
const xia = createXia(corePack());
const options = { seats: 3, preset: 'standard' as const, fameTarget: 10 };

let wins = 0;
let finished = 0;
let otherWins = 0;
let turnsFinished = 0;
let heuristicFame = 0;
const started = Date.now();
for (let g = 0; g < games; g++) {
  const hero = g % 3;
  const bots: Bot<XiaView, XiaCommand>[] = [0, 1, 2].map((seat) =>
    seat === hero
      ? new HeuristicBot(xia.content, 'balanced')
      : values.typed
        ? new TypedRandomBot<XiaView, XiaCommand>()
        : new RandomBot<XiaView, XiaCommand>(),
  );
  const game = playGame(xia, options, `strength:${g}`, bots, { maxCommands });
  heuristicFame += game.state.captains[hero]?.fame ?? 0;
  if (game.finished) {
    finished++;
    turnsFinished += game.turns;
    if (game.winners.includes(hero)) wins++;
    else otherWins++;
  }
}
const pct = (n: number) => `${((100 * n) / games).toFixed(1)}%`;
console.log(
  `${games} games, HeuristicBot(balanced) vs 2 ${values.typed ? 'TypedRandomBots' : 'RandomBots'}, 3 seats, Fame 10, bound ${maxCommands} commands`,
);
console.log(
  `heuristic wins: ${wins} (${pct(wins)}); random wins: ${otherWins}; unfinished: ${games - finished}`,
);
console.log(
  `average turns of finished games: ${finished > 0 ? (turnsFinished / finished).toFixed(1) : '-'}; heuristic average Fame: ${(heuristicFame / games).toFixed(2)}`,
);
console.log(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
