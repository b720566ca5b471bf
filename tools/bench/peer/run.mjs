/**
 * `node tools/bench/peer/run.mjs [--moves 20000] [--client] [--json]`: boardgame.io 0.50.2 on
 * its own. Plays the random play of play.mjs (10,000 untimed moves first), then `--moves`
 * more in five rounds, and prints the median round's moves per second by CPU and wall time.
 * `--client` also times the same play through the headless `Client` (reducer plus Redux store
 * plus the player view). `--json` prints the figures as one JSON object instead.
 *
 * To compare with Drift use `npm run bench -- --peer`: it runs both engines in one process,
 * taking turns round by round, so both meet the same machine.
 *
 * play.mjs sets NODE_ENV to "production" when it is unset, before boardgame.io loads;
 * `NODE_ENV=development node tools/bench/peer/run.mjs` measures the development mode instead.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chooser, GAME_MOVES, MODE, PEER, peerPlay } from './play.mjs';

const { peerGame, SEATS } = await import('./game.mjs');
const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client');

const WARMUP = 10_000;
const ROUNDS = 5;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Untimed warm-up, then ROUNDS rounds; the median round's rate by CPU and by wall time. */
function timeRounds(workload, moves) {
  workload.prepare(WARMUP);
  workload.play(WARMUP);
  const per = Math.ceil(moves / ROUNDS);
  const cpu = [];
  const wall = [];
  for (let round = 0; round < ROUNDS; round++) {
    workload.prepare(per);
    const startCpu = process.cpuUsage();
    const start = performance.now();
    workload.play(per);
    const ms = performance.now() - start;
    const used = process.cpuUsage(startCpu);
    wall.push((per * 1000) / ms);
    cpu.push((per * 1000) / ((used.user + used.system) / 1000));
  }
  return { moves: per * ROUNDS, movesPerSecond: median(cpu), wallMovesPerSecond: median(wall) };
}

/**
 * boardgame.io's reducer (`CreateGameReducer`, what its master runs): each move picked at
 * random from `ai.enumerate`. Returns rates and `stateBytes`, G's length as JSON at the end.
 */
export function measureReducer({ moves = 20_000 } = {}) {
  const play = peerPlay();
  const result = timeRounds(play, moves);
  return { ...result, stateBytes: play.stateBytes() };
}

/** As `measureReducer`, through the headless `Client` (no multiplayer, no debug panel). */
export function measureClient({ moves = 20_000 } = {}) {
  const pick = chooser(0x5eed);
  const game = peerGame('drift-peer-client');
  const enumerate = game.ai.enumerate;
  let made = 0;
  let client;
  let left = 0;
  const newClient = () => {
    client?.stop();
    client = Client({
      game: peerGame(`drift-peer-client-${made++}`),
      numPlayers: SEATS,
      debug: false,
    });
    client.start();
    left = GAME_MOVES;
  };
  newClient();
  const workload = {
    prepare() {},
    play(count) {
      for (let i = 0; i < count; i++) {
        if (left === 0) newClient();
        const { G, ctx } = client.getState();
        client.updatePlayerID(ctx.currentPlayer);
        const { args } = pick(enumerate(G, ctx, ctx.currentPlayer));
        client.moves.act(...args);
        if (client.getState().ctx.turn !== ctx.turn + 1)
          throw new Error('peer: a move was refused');
        left--;
      }
    },
  };
  const result = timeRounds(workload, moves);
  const stateBytes = JSON.stringify(client.getState().G).length;
  client.stop();
  return { ...result, stateBytes };
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
    const line = (what, r) =>
      `${PEER} ${what}: ${format(r.movesPerSecond)} moves/s by CPU time, ${format(r.wallMovesPerSecond)} by wall (NODE_ENV=${MODE})`;
    console.log(line('reducer', reducer));
    console.log(
      `  warm (${format(WARMUP)} untimed moves), median of ${ROUNDS} rounds over ${format(reducer.moves)} moves; G is ${format(reducer.stateBytes)} bytes as JSON`,
    );
    if (client) console.log(line('headless Client', client));
  }
}
