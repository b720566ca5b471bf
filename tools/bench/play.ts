/**
 * Drift's random play as a round workload (rounds.ts): `play(n)` applies n commands, each chosen
 * by TypedRandomBot from `legal` (uniform over command types, then over that type's commands),
 * in 4-seat games from setup that end when won or after turn 200. Each new game has a new seed;
 * `prepare(n)` sets up the games a round will need before its clock starts.
 */
import { TypedRandomBot } from '@drift/bots';
import { openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaRuleset, XiaState } from '@drift/xia';
import type { Workload } from './rounds.ts';

/** The last turn random play reaches before it starts a new game. */
export const LAST_TURN = 200;
/** Fewer commands than any 200-turn random game has (they run about 700). */
const SHORTEST_GAME = 300;

export interface DriftPlay extends Workload {
  /** Commands applied so far and games begun. */
  counts(): { commands: number; games: number };
  /** The current game's state as JSON, in bytes. */
  stateBytes(): number;
}

export function driftPlay(xia: XiaRuleset, prefix = 'bench-play'): DriftPlay {
  const bot = new TypedRandomBot<unknown, XiaCommand>();
  const dice = openDice(seedRandom(`${prefix}:chooser`));
  const games: XiaState[] = [];
  let made = 0;
  const newGame = (): XiaState => {
    const setup = xia.setup(
      { seats: 4, fameTarget: 10, preset: 'standard' },
      `${prefix}-${made++}`,
    );
    if (!setup.ok) throw new Error(`bench: setup refused: ${setup.error.message}`);
    return setup.value;
  };
  let state = newGame();
  let played = 0;
  let begun = 1;
  return {
    name: 'Drift',
    prepare(count) {
      const need = Math.ceil(count / SHORTEST_GAME) + 1;
      while (games.length < need) games.push(newGame());
    },
    play(count) {
      for (let i = 0; i < count; ) {
        const status = xia.status(state);
        if (status.kind === 'finished' || state.turn.number > LAST_TURN) {
          // prepare() has queued enough; a bare call without it sets up here.
          state = games.shift() ?? newGame();
          begun++;
          continue;
        }
        const seat = status.toAct[0] ?? 0;
        const applied = xia.apply(state, seat, bot.choose(undefined, xia.legal(state, seat), dice));
        if (!applied.ok)
          throw new Error(`bench: a listed command was refused: ${applied.error.code}`);
        state = applied.value.state;
        i++;
      }
      played += count;
    },
    counts: () => ({ commands: played, games: begun }),
    stateBytes: () => JSON.stringify(state).length,
  };
}
