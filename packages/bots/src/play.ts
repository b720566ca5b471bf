/** Drives one match with a bot in every seat, from setup to the end or a command bound. */
import {
  type Dice,
  openDice,
  type RecordedCommand,
  type Ruleset,
  type SeatId,
  seedRandom,
} from '@drift/engine';
import { captainName } from '@drift/xia';
import type { Bot } from './bot.ts';

/** How long a match may run. */
export interface PlayLimits {
  /** Stop after this many commands even if the match is not over. */
  readonly maxCommands: number;
}

/** What a played match left behind. */
export interface PlayedGame<State, Command> {
  readonly state: State;
  /** Every command applied, in order, for `replay`. */
  readonly commands: readonly RecordedCommand<Command>[];
  /** The winners if the match finished, else empty. */
  readonly winners: readonly SeatId[];
  /** Whether the match reached its end (not the bound). */
  readonly finished: boolean;
  /** The turn number reached, if the state has one. */
  readonly turns: number;
}

/** A bot returned a command that was not on its legal list, or the rules refused it. */
export class BotError extends Error {
  override readonly name = 'BotError';
}

function turnOf(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('turn' in state)) return 0;
  const turn = state.turn;
  if (typeof turn !== 'object' || turn === null || !('number' in turn)) return 0;
  return typeof turn.number === 'number' ? turn.number : 0;
}

/**
 * Plays a match: the seat to act gets its own view and legal list and its own dice (seeded from
 * `seed` and the seat), so a match is reproducible from `(options, seed, bots)`.
 */
export function playGame<State, Command, Event, View, Options>(
  ruleset: Ruleset<State, Command, Event, View, Options>,
  options: Options,
  seed: string,
  bots: readonly Bot<View, Command>[],
  limits: PlayLimits,
): PlayedGame<State, Command> {
  const made = ruleset.setup(options, seed);
  if (!made.ok) throw new BotError(`setup refused: ${made.error.message}`);
  let state = made.value;
  const dice: Dice[] = bots.map((_, seat) => openDice(seedRandom(`bot:${seed}:${seat}`)));
  const commands: RecordedCommand<Command>[] = [];
  for (let i = 0; i < limits.maxCommands; i++) {
    const status = ruleset.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    const bot = bots[seat];
    const rng = dice[seat];
    if (!bot || !rng) throw new BotError(`no bot sits in ${captainName(seat)}'s seat`);
    const legal = ruleset.legal(state, seat);
    if (legal.length === 0) throw new BotError(`${captainName(seat)} has no legal command`);
    const command = bot.choose(ruleset.view(state, { seat }), legal, rng);
    if (!legal.includes(command))
      throw new BotError(`${bot.name} chose an unlisted command: ${JSON.stringify(command)}`);
    const applied = ruleset.apply(state, seat, command);
    if (!applied.ok)
      throw new BotError(`${bot.name}'s ${JSON.stringify(command)} refused: ${applied.error.code}`);
    state = applied.value.state;
    commands.push({ seat, command });
  }
  const status = ruleset.status(state);
  return {
    state,
    commands,
    winners: status.kind === 'finished' ? status.winners : [],
    finished: status.kind === 'finished',
    turns: turnOf(state),
  };
}
