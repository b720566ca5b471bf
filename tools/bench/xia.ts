import { HeuristicBot, playGame, TypedRandomBot } from '@drift/bots';
import { openDice, type SeatId, seedRandom, stateHash } from '@drift/engine';
import { cloneState, createXia, type XiaCommand, type XiaState, type XiaView } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import type { Bench } from 'tinybench';

const xia = createXia(corePack());
const typed = new TypedRandomBot<unknown, XiaCommand>();

/** A 4-seat state after `steps` random legal commands. */
export function midGame(steps = 400, seed = 'bench'): XiaState {
  const bots = Array.from({ length: 4 }, () => new TypedRandomBot<XiaView, XiaCommand>());
  return playGame(xia, { seats: 4, fameTarget: 10, preset: 'standard' }, seed, bots, {
    maxCommands: steps,
  }).state;
}

/** Xia engine benchmarks: random legal play, legal, apply, cloning and hashing a mid-game state. */
export function addXiaTasks(bench: Bench): void {
  const mid = midGame();
  const status = xia.status(mid);
  const seat: SeatId = status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
  const json = JSON.stringify(mid);
  let state = midGame(0, 'bench-play');
  let games = 0;
  const dice = openDice(seedRandom('bench-play-chooser'));
  bench
    .add('xia: random legal play, one command (legal + apply)', () => {
      const status = xia.status(state);
      if (status.kind === 'finished' || state.turn.number > 200) {
        state = midGame(0, `bench-play-${++games}`);
        return;
      }
      const who = status.toAct[0] ?? 0;
      const applied = xia.apply(state, who, typed.choose(undefined, xia.legal(state, who), dice));
      if (applied.ok) state = applied.value.state;
    })
    .add('xia: legal on a mid-game 4-seat state', () => {
      xia.legal(mid, seat);
    })
    .add(`xia: structuredClone of a mid-game 4-seat state (${json.length} bytes as JSON)`, () => {
      structuredClone(mid);
    })
    .add('xia: cloneState of that state (typed deep copy)', () => {
      cloneState(mid);
    })
    .add('xia: JSON round trip of that state', () => {
      JSON.parse(JSON.stringify(mid));
    })
    .add('xia: state hash of that state', () => {
      stateHash(mid);
    });
}

/** Whole 4-seat games between HeuristicBots (bots' own thinking included), timed apart. */
export function heuristicGames(games: number): {
  games: number;
  finished: number;
  commands: number;
  seconds: number;
} {
  let commands = 0;
  let finished = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const bots = Array.from({ length: 4 }, () => new HeuristicBot(xia.content));
    const played = playGame(
      xia,
      { seats: 4, fameTarget: 10, preset: 'standard' },
      `bench-h-${g}`,
      bots,
      {
        maxCommands: 5000,
      },
    );
    commands += played.commands.length;
    if (played.finished) finished++;
  }
  return { games, finished, commands, seconds: (performance.now() - started) / 1000 };
}
