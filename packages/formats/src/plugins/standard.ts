/** The standard 100-point game, Objective Play and Whack-a-'Gorth as event formats (Swiss, GAP-XW-12). */
import type { FormatPlugin, FormatTable as Table } from '../event/plugin.ts';
import {
  gorthByeMeasures,
  gorthStandingKeys,
  parseGorthResult,
  scoreGorth,
} from '../gorth/index.ts';
import {
  objectiveStandingKeys,
  parseObjectiveResult,
  scoreObjective,
} from '../objectives/index.ts';
import {
  parseStandardResult,
  scoreStandard,
  standardByeMeasures,
  standardStandingKeys,
} from '../standard/index.ts';
import { cutSizes, pairOnScore } from './two-player.ts';

const players = (table: Table): string[] => [...table.players];

export const standardPlugin: FormatPlugin = {
  id: 'standard',
  name: 'Standard 100-point',
  tables: 'pairs',
  roundMinutes: 75,
  pair: (input, rng) => pairOnScore(input, rng, 'tp'),
  parseResult: (input, table) => parseStandardResult(input, players(table)),
  score: (result, _table) => scoreStandard(result as Parameters<typeof scoreStandard>[0]),
  bye: standardByeMeasures,
  standingKeys: standardStandingKeys,
  cut: { sizes: cutSizes() },
};

export const objectivePlugin: FormatPlugin = {
  id: 'objective-play',
  name: 'Objective Play',
  tables: 'pairs',
  roundMinutes: 75,
  pair: (input, rng) => pairOnScore(input, rng, 'tp'),
  parseResult: (input, table) => parseObjectiveResult(input, players(table)),
  score: (result) => scoreObjective(result as Parameters<typeof scoreObjective>[0]),
  bye: standardByeMeasures,
  standingKeys: objectiveStandingKeys,
  cut: { sizes: cutSizes() },
};

export const gorthPlugin: FormatPlugin = {
  id: 'whack-a-gorth',
  name: "Whack-a-'Gorth",
  tables: 'pairs',
  // XW-WAG-10: the round is 75 minutes.
  roundMinutes: 75,
  pair: (input, rng) => pairOnScore(input, rng, 'tp'),
  parseResult: (input, table) => parseGorthResult(input, players(table)),
  score: (result) => scoreGorth(result as Parameters<typeof scoreGorth>[0]),
  bye: gorthByeMeasures,
  standingKeys: gorthStandingKeys,
  cut: { sizes: cutSizes() },
};
