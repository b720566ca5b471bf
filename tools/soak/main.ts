/**
 * `npm run soak -- --games N [--seed S] [--max-commands M] [--elements C] [--solo D]`: plays
 * seeded 3-5 seat games with random legal commands, checking invariants after every command and
 * replaying each game; `--elements` names the expansion's elements in play (letters, or all);
 * `--solo easy|normal|hard|all` plays solo games instead (every element; `all` cycles the
 * difficulties and turns the Sellsword on in every other game).
 */
import { parseArgs } from 'node:util';
import {
  createXia,
  DIFFICULTIES,
  type Difficulty,
  ELEMENTS,
  type Element,
  parseOptions,
  type XiaOptions,
} from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { soakGame } from './game.ts';

function fail(message: string): never {
  process.stderr.write(`soak: ${message}\n`);
  process.exit(2);
}

function whole(text: string | undefined, fallback: number, name: string, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max)
    fail(`--${name} takes a whole number from 1 to ${max}`);
  return n;
}

let values: {
  games?: string | undefined;
  seed?: string | undefined;
  'max-commands'?: string | undefined;
  elements?: string | undefined;
  solo?: string | undefined;
};
try {
  values = parseArgs({
    options: {
      games: { type: 'string' },
      seed: { type: 'string' },
      'max-commands': { type: 'string' },
      elements: { type: 'string' },
      solo: { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error: unknown) {
  fail(error instanceof Error ? error.message : String(error));
}
const games = whole(values.games, 100, 'games', 1_000_000);
const maxCommands = whole(values['max-commands'], 3000, 'max-commands', 1_000_000);
const seed = values.seed ?? 'soak';
/** The elements named, checked by the rules' own option parser. */
function elementsOf(text: string | undefined): Element[] {
  if (text === undefined) return [];
  const input = text.trim() === 'all' ? 'all' : text.split(',').map((e) => e.trim().toUpperCase());
  const parsed = parseOptions({ seats: 3, elements: input });
  if (!parsed.ok) fail(`--elements ${text}: ${parsed.error.message}`);
  return [...(parsed.value.elements ?? [])];
}
const elements = elementsOf(values.elements);
/** The solo difficulties to cycle, none for multiplayer games. */
function soloOf(text: string | undefined): readonly Difficulty[] {
  if (text === undefined) return [];
  if (values.elements !== undefined) fail('--solo plays every element: leave out --elements');
  if (text === 'all') return DIFFICULTIES;
  const found = DIFFICULTIES.find((d) => d === text);
  if (!found) fail(`--solo takes ${DIFFICULTIES.join(', ')} or all, not "${text}"`);
  return [found];
}
const solo = soloOf(values.solo);

/** Game g's seats and further options. */
function gameOf(g: number): { seats: number; more: Partial<XiaOptions> } {
  const difficulty = solo[g % Math.max(1, solo.length)];
  if (difficulty)
    return {
      seats: 1,
      more: {
        elements: [...ELEMENTS],
        solo: { difficulty, sellsword: solo.length > 1 && g % 2 === 1 },
      },
    };
  return { seats: 3 + (g % 3), more: elements.length > 0 ? { elements } : {} };
}
const xia = createXia(corePack());

const started = performance.now();
let commands = 0;
let finished = 0;
let failed = 0;
for (let g = 0; g < games; g++) {
  const { seats, more } = gameOf(g);
  const result = soakGame(xia, seats, `${seed}-${g}`, maxCommands, more);
  commands += result.commands;
  if (result.finished) finished++;
  if (result.failures.length > 0) {
    failed++;
    if (failed <= 10)
      process.stderr.write(
        `game ${result.seed} (${result.seats} seats): ${result.failures.join(' | ')}\n`,
      );
  }
  if ((g + 1) % 50 === 0 || g + 1 === games) process.stdout.write(`\r${g + 1}/${games} games`);
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write('\n');
console.log(
  `games ${games}, failed ${failed}, finished ${finished}, commands ${commands} (${Math.round(commands / games)} per game)`,
);
console.log(
  `${seconds.toFixed(1)} s, ${Math.round(commands / seconds).toLocaleString('en-US')} commands/s (apply + legal + invariants + replay)`,
);
process.exitCode = failed > 0 ? 1 : 0;
