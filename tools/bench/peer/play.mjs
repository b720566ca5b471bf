/**
 * The peer's random play, shaped for Drift's interleaved rounds (tools/bench/rounds.ts): a
 * workload whose `play(n)` applies n moves through boardgame.io 0.50.2's game reducer (the
 * `CreateGameReducer` its master runs), each chosen at random from the game's own move list
 * (`ai.enumerate`, what boardgame.io's bots call), as Drift's random play chooses from `legal`.
 * A new match, with a new seed, starts every GAME_MOVES moves; `prepare(n)` sets up the
 * matches a round will need before its clock starts, so setup is never timed.
 *
 * boardgame.io and immer load their development builds and check every state for
 * serializability unless NODE_ENV is "production"; a server runs in production, so this
 * module sets NODE_ENV to "production" when it is unset, before loading them.
 */
import { createRequire } from 'node:module';

/** NODE_ENV as the process was given it, before this module set it. */
export const GIVEN_MODE = process.env.NODE_ENV;
if (process.env.NODE_ENV === undefined) process.env.NODE_ENV = 'production';
export const MODE = process.env.NODE_ENV;
const { peerGame, SEATS } = await import('./game.mjs');
const require = createRequire(import.meta.url);
const { CreateGameReducer, InitializeGame } = require('boardgame.io/internal');

export const PEER = 'boardgame.io 0.50.2';
/** Moves per match: about the length of Drift's 200-turn random games. */
export const GAME_MOVES = 700;

/** A small seeded PRNG (mulberry32) for the chooser, outside the game's own randomness. */
export function chooser(seed) {
  let a = seed >>> 0;
  return (items) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return items[Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * items.length)];
  };
}

/** The peer as a round workload; matches are seeded `${prefix}-0`, `${prefix}-1`, … */
export function peerPlay(prefix = 'drift-peer') {
  const game = peerGame(prefix);
  const reducer = CreateGameReducer({ game });
  const enumerate = game.ai.enumerate;
  const pick = chooser(0x5eed);
  const matches = [];
  let made = 0;
  const newMatch = () =>
    InitializeGame({ game: peerGame(`${prefix}-${made++}`), numPlayers: SEATS });
  let state = newMatch();
  let left = GAME_MOVES;
  let played = 0;
  return {
    name: PEER,
    prepare(count) {
      const need = Math.ceil(count / GAME_MOVES) + 1;
      while (matches.length < need) matches.push(newMatch());
    },
    play(count) {
      for (let i = 0; i < count; i++) {
        if (left === 0) {
          // prepare() has queued enough; a bare call without it sets up here.
          state = matches.shift() ?? newMatch();
          left = GAME_MOVES;
        }
        const playerID = state.ctx.currentPlayer;
        const { move, args } = pick(enumerate(state.G, state.ctx, playerID));
        const turn = state.ctx.turn;
        state = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } });
        if (state.ctx.turn !== turn + 1) throw new Error('peer: a listed move was refused');
        left--;
      }
      played += count;
    },
    /** Moves applied so far and matches set up. */
    counts: () => ({ moves: played, matches: made }),
    /** The current match's G as JSON, in bytes. */
    stateBytes: () => JSON.stringify(state.G).length,
  };
}
