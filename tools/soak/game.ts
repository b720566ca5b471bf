/**
 * One soak game: random legal commands from setup to a bound, invariants checked after every
 * command, then a replay that must reproduce the final hash; with any expansion elements named.
 */
import { TypedRandomBot } from '@drift/bots';
import {
  type Dice,
  openDice,
  type RecordedCommand,
  replay,
  seedRandom,
  stateHash,
} from '@drift/engine';
import {
  violations,
  type XiaCommand,
  type XiaOptions,
  type XiaRuleset,
  type XiaState,
} from '@drift/xia';

export interface SoakResult {
  readonly seed: string;
  readonly seats: number;
  readonly commands: number;
  readonly turns: number;
  readonly finished: boolean;
  readonly failures: readonly string[];
}

const typed = new TypedRandomBot<unknown, XiaCommand>();

/**
 * Picks a command type uniformly, then a command of that type, so long lists do not crowd out the
 * rest. A solo game's Concede is left out while anything else is legal: a random player giving
 * up at every turn would end every soak game at once.
 */
export function pickCommand(dice: Dice, legal: readonly XiaCommand[]): XiaCommand {
  const playing = legal.filter((c) => c.type !== 'Concede');
  return typed.choose(undefined, playing.length > 0 ? playing : legal, dice);
}

export function soakGame(
  xia: XiaRuleset,
  seats: number,
  seed: string,
  maxCommands: number,
  /** Further options, e.g. the expansion's elements; none by default. */
  more: Partial<XiaOptions> = {},
): SoakResult {
  const options: XiaOptions = { seats, preset: 'standard', fameTarget: 10, ...more };
  const failures: string[] = [];
  const made = xia.setup(options, seed);
  if (!made.ok)
    return {
      seed,
      seats,
      commands: 0,
      turns: 0,
      finished: false,
      failures: [`setup: ${made.error.message}`],
    };
  let state: XiaState = made.value;
  const chooser = openDice(seedRandom(`chooser:${seed}`));
  const log: RecordedCommand<XiaCommand>[] = [];
  for (let i = 0; i < maxCommands; i++) {
    const status = xia.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    const legal = xia.legal(state, seat);
    if (legal.length === 0) {
      failures.push(
        `command ${i}: seat ${seat} has no legal command (stage ${state.stage}, phase ${state.turn.phase})`,
      );
      break;
    }
    const command = pickCommand(chooser, legal);
    const applied = xia.apply(state, seat, command);
    if (!applied.ok) {
      failures.push(
        `command ${i}: legal ${JSON.stringify(command)} was refused: ${applied.error.code}`,
      );
      break;
    }
    state = applied.value.state;
    log.push({ seat, command });
    const broken = violations(xia.content, state);
    if (broken.length > 0) {
      failures.push(`after command ${i} ${JSON.stringify(command)}: ${broken.join('; ')}`);
      break;
    }
  }
  const replayed = replay(xia, options, seed, log);
  if (!replayed.ok)
    failures.push(`replay refused command ${replayed.error.index}: ${replayed.error.code}`);
  else if (replayed.value.hash !== stateHash(state))
    failures.push('replay reached a different state hash');
  return {
    seed,
    seats,
    commands: log.length,
    turns: state.turn.number,
    finished: state.stage === 'finished',
    failures,
  };
}
