/**
 * Bot labels (`drift simulate --bots`, a server's bot seats): each name, the arguments it takes,
 * and how to make the bot. A label (`heuristic:trader`) is checked here once, then sent to
 * workers as text and made there.
 */
import type { XiaCommand, XiaRuleset, XiaView } from '@drift/xia';
import type { Bot } from './bot.ts';
import { EASY_MISTAKES, HARD_MS, LEVELS, type Level, MistakenBot } from './levels.ts';
import { RandomBot, TypedRandomBot } from './random.ts';
import { HeuristicBot } from './xia/heuristic.ts';
import { PROFILES, type Profile } from './xia/profiles.ts';
import { SearchBot } from './xia/search.ts';

export type XiaBot = Bot<XiaView, XiaCommand>;

/** Makes a fresh bot for one seat of one game. */
export type BotFactory = (xia: XiaRuleset) => XiaBot;

/** One bot name of the registry. */
export interface BotEntry {
  /** What may follow `name:`, for error messages and help, e.g. `explorer|trader`. */
  readonly args: string;
  /** The strategy reported when the argument is absent. */
  readonly strategy: (arg: string | null) => string;
  /** A factory for this argument, or why the argument is wrong. */
  resolve(arg: string | null): BotFactory | string;
}

export type Registry = ReadonlyMap<string, BotEntry>;

const noArgument =
  (make: BotFactory) =>
  (arg: string | null): BotFactory | string =>
    arg === null ? make : 'it takes no argument';

function heuristic(arg: string | null): BotFactory | string {
  const profile = (arg ?? 'balanced') as Profile;
  if (!PROFILES.includes(profile)) return `the profile must be one of ${PROFILES.join(', ')}`;
  return (xia) => new HeuristicBot(xia.content, profile);
}

/** A search budget: `200ms` of thinking or `500it` iterations per choice. */
export type Budget = { readonly ms: number } | { readonly iterations: number };

export function parseBudget(arg: string): Budget | null {
  const m = /^(\d+)(ms|it)$/.exec(arg);
  const n = Number(m?.[1]);
  if (!m || !Number.isSafeInteger(n) || n < 1) return null;
  return m[2] === 'ms' ? { ms: n } : { iterations: n };
}

/** SearchBot (packages/bots): `search` on its default budget, `search:200ms`, `search:500it`. */
function search(arg: string | null): BotFactory | string {
  if (arg === null) return (xia) => new SearchBot(xia);
  const budget = parseBudget(arg);
  if (budget === null)
    return 'the budget must be a time like 200ms or an iteration count like 500it';
  return (xia) => new SearchBot(xia, budget);
}

/** A level (`level:easy|normal|hard`): what a player picks in the lobby. */
function level(arg: string | null): BotFactory | string {
  const chosen = (arg ?? 'normal') as Level;
  if (!LEVELS.includes(chosen)) return `the level must be one of ${LEVELS.join(', ')}`;
  switch (chosen) {
    case 'easy':
      return (xia) =>
        new MistakenBot(new HeuristicBot(xia.content, 'balanced'), EASY_MISTAKES, 'level:easy');
    case 'normal':
      return (xia) => new HeuristicBot(xia.content, 'balanced');
    case 'hard':
      return (xia) => new SearchBot(xia, { ms: HARD_MS });
  }
}

/** Every bot a label may name. */
export const BOTS: Registry = new Map<string, BotEntry>([
  [
    'random',
    {
      args: '',
      strategy: () => 'random',
      resolve: noArgument(() => new RandomBot<XiaView, XiaCommand>()),
    },
  ],
  [
    'typed-random',
    {
      args: '',
      strategy: () => 'typed-random',
      resolve: noArgument(() => new TypedRandomBot<XiaView, XiaCommand>()),
    },
  ],
  [
    'heuristic',
    {
      args: PROFILES.join('|'),
      strategy: (arg) => arg ?? 'balanced',
      resolve: heuristic,
    },
  ],
  ['search', { args: '<N>ms|<N>it', strategy: () => 'search', resolve: search }],
  [
    'level',
    { args: LEVELS.join('|'), strategy: (arg) => `level:${arg ?? 'normal'}`, resolve: level },
  ],
]);

/** `name` and `name:arg` of a label. */
export function splitLabel(label: string): { name: string; arg: string | null } {
  const colon = label.indexOf(':');
  return colon < 0
    ? { name: label, arg: null }
    : { name: label.slice(0, colon), arg: label.slice(colon + 1) };
}

/** What a label is: its factory and strategy, or why it is not a bot of the registry. */
export function lookUp(
  label: string,
  registry: Registry = BOTS,
): { make: BotFactory; strategy: string } | string {
  const { name, arg } = splitLabel(label);
  const entry = registry.get(name);
  if (!entry) return `unknown bot "${name}" (known: ${[...registry.keys()].join(', ')})`;
  const made = entry.resolve(arg);
  if (typeof made === 'string') return `bot "${label}": ${made}`;
  return { make: made, strategy: entry.strategy(arg) };
}
