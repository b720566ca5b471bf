/**
 * `node tools/bench/peer/run.mjs [--moves 20000] [--client] [--json]`: times boardgame.io
 * 0.50.2's game reducer playing the synthetic game in `game.mjs`, one `act` move (a die roll, a
 * step to a random neighbouring hex, maybe a draw, end of turn) per dispatch, and prints moves
 * per second. `--client` also times the same play through the headless `Client` (reducer plus
 * Redux store plus the player view). `--json` prints the figures as one JSON object instead.
 *
 * boardgame.io and immer check every state for serializability and load their development
 * builds unless NODE_ENV is "production"; a server runs in production, so this module sets
 * NODE_ENV to "production" when it is unset, before loading them. `NODE_ENV=development node
 * tools/bench/peer/run.mjs` measures the development mode instead.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

if (process.env.NODE_ENV === undefined) process.env.NODE_ENV = 'production';
export const MODE = process.env.NODE_ENV;
const { NEIGHBOURS, peerGame, SEATS } = await import('./game.mjs');
const require = createRequire(import.meta.url);
const { CreateGameReducer, InitializeGame } = require('boardgame.io/internal');
const { Client } = require('boardgame.io/client');

export const PEER = 'boardgame.io 0.50.2';

/** A small seeded PRNG (mulberry32) for the chooser, outside the game's own randomness. */
function chooser(seed) {
  let a = seed >>> 0;
  return (items) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return items[Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * items.length)];
  };
}

const ROUNDS = 5;

/**
 * Plays `step` for a warm-up (a tenth of `moves`, at least 1,000), then for `moves` more in
 * ROUNDS timed rounds, and returns the median round's rate (shared machines are noisy).
 */
function timeSteps(step, moves) {
  for (let i = 0; i < Math.max(1_000, Math.ceil(moves / 10)); i++) step();
  const per = Math.ceil(moves / ROUNDS);
  const rates = [];
  let total = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let i = 0; i < per; i++) step();
    const ms = performance.now() - start;
    total += ms;
    rates.push((per * 1000) / ms);
  }
  rates.sort((a, b) => a - b);
  return { moves: per * ROUNDS, ms: total, movesPerSecond: rates[Math.floor(ROUNDS / 2)] };
}

/**
 * Times `moves` moves through `CreateGameReducer` (the reducer the master runs) and returns
 * `{ moves, ms, movesPerSecond, stateBytes }`, `stateBytes` being the length of G as JSON at
 * the end. Each move is chosen as Drift's random play chooses: the legal targets (the
 * neighbouring hexes) are listed, then one is picked at random.
 */
export function measureReducer({ moves = 20_000, seed = 1 } = {}) {
  const game = peerGame(`drift-peer-${seed}`);
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: SEATS });
  const pick = chooser(seed);
  let played = 0;
  const step = () => {
    const playerID = state.ctx.currentPlayer;
    const legal = NEIGHBOURS[state.G.players[playerID].position];
    state = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: 'act', args: [pick(legal)], playerID },
    });
    played++;
  };
  const result = timeSteps(step, moves);
  if (state.ctx.turn !== played + 1) throw new Error('a move was rejected: the benchmark is off');
  return { ...result, stateBytes: JSON.stringify(state.G).length };
}

/** As `measureReducer`, through the headless `Client` (no multiplayer, no debug panel). */
export function measureClient({ moves = 20_000, seed = 1 } = {}) {
  const client = Client({ game: peerGame(`drift-peer-${seed}`), numPlayers: SEATS, debug: false });
  client.start();
  const pick = chooser(seed);
  let played = 0;
  const step = () => {
    const playerID = client.getState().ctx.currentPlayer;
    client.updatePlayerID(playerID);
    const me = client.getState().G.players[playerID];
    client.moves.act(pick(NEIGHBOURS[me.position]));
    played++;
  };
  const result = timeSteps(step, moves);
  const state = client.getState();
  client.stop();
  if (state.ctx.turn !== played + 1) throw new Error('a move was rejected: the benchmark is off');
  return { ...result, stateBytes: JSON.stringify(state.G).length };
}

/** The headline figure: boardgame.io's reducer, moves per second. */
export function peerMovesPerSecond(moves = 20_000) {
  return measureReducer({ moves }).movesPerSecond;
}

function format(n) {
  return Math.round(n).toLocaleString('en-US');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      moves: { type: 'string', default: '20000' },
      client: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const moves = Number(values.moves);
  if (!Number.isInteger(moves) || moves < 100 || moves > 10_000_000) {
    process.stderr.write('peer: --moves takes a whole number from 100 to 10000000\n');
    process.exit(2);
  }
  const reducer = measureReducer({ moves });
  const client = values.client ? measureClient({ moves }) : undefined;
  if (values.json) {
    console.log(JSON.stringify({ peer: PEER, node: process.version, mode: MODE, reducer, client }));
  } else {
    console.log(`${PEER} reducer: ${format(reducer.movesPerSecond)} moves/s (NODE_ENV=${MODE})`);
    console.log(
      `  median of ${ROUNDS} rounds over ${format(reducer.moves)} moves; G is ${format(reducer.stateBytes)} bytes as JSON`,
    );
    if (client) {
      console.log(
        `${PEER} headless Client: ${format(client.movesPerSecond)} moves/s (NODE_ENV=${MODE})`,
      );
    }
  }
}
