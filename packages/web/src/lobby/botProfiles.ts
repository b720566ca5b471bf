/**
 * The bots a lobby offers, in plain words, built from the server's bot registry
 * (`GET /api/rulesets`): only labels the server says it knows are offered.
 */
import type { RulesetInfo } from '../net/protocol.ts';

export interface BotProfile {
  /** The label sent to the server (`heuristic:trader`). */
  readonly label: string;
  readonly name: string;
  readonly about: string;
}

const PROFILES: readonly (BotProfile & { readonly family: string; readonly arg: string })[] = [
  {
    family: 'level',
    arg: 'easy',
    label: 'level:easy',
    name: 'Easy bot',
    about:
      'Plays like the balanced bot but often slips: about one move in three is a careless one.',
  },
  {
    family: 'level',
    arg: 'normal',
    label: 'level:normal',
    name: 'Normal bot',
    about: 'A steady captain: trades, explores, takes missions and fights when it pays.',
  },
  {
    family: 'level',
    arg: 'hard',
    label: 'level:hard',
    name: 'Hard bot',
    about:
      'Thinks ahead before each move (about a second a move) and takes the best line it finds.',
  },
  {
    family: 'heuristic',
    arg: 'balanced',
    label: 'heuristic:balanced',
    name: 'Balanced bot',
    about: 'Trades, explores, takes missions and fights, whichever pays best at the moment.',
  },
  {
    family: 'heuristic',
    arg: 'trader',
    label: 'heuristic:trader',
    name: 'Trader bot',
    about: 'Buys cubes where they are cheap and sells them where they pay.',
  },
  {
    family: 'heuristic',
    arg: 'explorer',
    label: 'heuristic:explorer',
    name: 'Explorer bot',
    about: 'Flies to the edge of the map and reveals new sectors for Fame.',
  },
  {
    family: 'heuristic',
    arg: 'worker',
    label: 'heuristic:worker',
    name: 'Mission bot',
    about: 'Takes missions and flies them to the end.',
  },
  {
    family: 'heuristic',
    arg: 'pirate',
    label: 'heuristic:pirate',
    name: 'Pirate bot',
    about: 'Arms up and hunts ships, Bounty and all.',
  },
  {
    family: 'search',
    arg: '1000ms',
    label: 'search:1000ms',
    name: 'Thinking bot',
    about: 'The strongest: tries many futures before each move (about a second a move).',
  },
  {
    family: 'random',
    arg: '',
    label: 'random',
    name: 'Random bot',
    about: 'Picks any allowed move at random: an easy opponent for learning.',
  },
];

/** The profiles the server's registry offers, strongest-first after the default. */
export function botProfiles(info: Pick<RulesetInfo, 'bots'> | null): BotProfile[] {
  if (!info) return [];
  return PROFILES.filter((p) => {
    const bot = info.bots.find((b) => b.name === p.family);
    if (!bot) return false;
    if (p.arg === '') return true;
    // `explorer|trader|…` lists words; `<N>ms|<N>it` takes a number with a unit.
    return bot.args.split('|').some((a) => a === p.arg || (a === '<N>ms' && /^\d+ms$/.test(p.arg)));
  }).map(({ label, name, about }) => ({ label, name, about }));
}

/** How a seat's bot label reads in a list ("Trader bot"), or the label itself if unknown. */
export function botName(label: string): string {
  return PROFILES.find((p) => p.label === label)?.name ?? `Bot (${label})`;
}
