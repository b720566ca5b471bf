/**
 * A synthetic boardgame.io game with a state of comparable size to a Xia game: 5 seats, a
 * 169-hex board, a 120-card deck kept secret by `playerView`, per-seat positions, hands and
 * credits, and one move type `act` that rolls a die through boardgame.io's random plugin,
 * moves the seat's piece to a neighbouring hex, may draw a card, and ends the turn. Its
 * `ai.enumerate` lists the legal moves, as boardgame.io's own bots list them.
 */
import { createRequire } from 'node:module';

// boardgame.io 0.50.2 has no `exports` map and its ESM build is not marked as ESM, so Node
// loads its CommonJS entry points through `require`.
const require = createRequire(import.meta.url);
const { INVALID_MOVE } = require('boardgame.io/core');

export const SEATS = 5;
export const SIDE = 13; // 13 x 13 = 169 hexes, axial coordinates (q, r) in a rhombus
export const HEXES = SIDE * SIDE;
export const CARDS = 120;
const HAND_LIMIT = 7;
const TERRAINS = ['space', 'nebula', 'asteroids', 'planet', 'station', 'rift'];
const DIRECTIONS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** Static adjacency, like content in Drift: `NEIGHBOURS[hex]` lists the hexes next to it. */
export const NEIGHBOURS = Array.from({ length: HEXES }, (_, id) => {
  const q = id % SIDE;
  const r = Math.floor(id / SIDE);
  const out = [];
  for (const [dq, dr] of DIRECTIONS) {
    const nq = q + dq;
    const nr = r + dr;
    if (nq >= 0 && nq < SIDE && nr >= 0 && nr < SIDE) out.push(nr * SIDE + nq);
  }
  return out;
});

function setup({ ctx, random }) {
  // Hex `id` sits at axial (id % SIDE, floor(id / SIDE)); the coordinates are not stored.
  const board = Array.from({ length: HEXES }, (_, id) => ({
    terrain: TERRAINS[id % TERRAINS.length],
    owner: null,
    visits: 0,
    tokens: [],
  }));
  // Cards are ids, as Drift keeps them; a card's value is `id % 7`.
  const deck = random.Shuffle(Array.from({ length: CARDS }, (_, id) => id));
  const players = {};
  for (let seat = 0; seat < ctx.numPlayers; seat++) {
    players[String(seat)] = {
      position: (seat * 37) % HEXES,
      hand: [],
      credits: 10,
      fame: 0,
      rolls: 0,
    };
  }
  return { board, deck, discard: [], players, lastRoll: 0 };
}

/** `act(target)`: roll a die, move to the neighbouring hex `target`, maybe draw, end the turn. */
function act({ G, playerID, random, events }, target) {
  const me = G.players[playerID];
  if (!me || !NEIGHBOURS[me.position].includes(target)) return INVALID_MOVE;
  const roll = random.D6();
  G.lastRoll = roll;
  me.rolls += 1;
  me.position = target;
  const cell = G.board[target];
  cell.visits += 1;
  if (cell.owner !== playerID) {
    cell.owner = playerID;
    cell.tokens.push(playerID);
    if (cell.tokens.length > 3) cell.tokens.shift();
  }
  me.credits += roll;
  if (roll >= 5) {
    if (G.deck.length === 0) {
      G.deck = random.Shuffle(G.discard);
      G.discard = [];
    }
    const card = G.deck.pop();
    if (card !== undefined) me.hand.push(card);
    if (me.hand.length > HAND_LIMIT) {
      const spent = me.hand.shift();
      if (spent !== undefined) {
        G.discard.push(spent);
        if (spent % 7 === 6) me.fame += 1;
      }
    }
  }
  events.endTurn();
}

/** What `playerID` may see: the deck as a count, other seats' hands as counts. */
function playerView({ G, playerID }) {
  const players = {};
  for (const [id, p] of Object.entries(G.players)) {
    players[id] = id === playerID ? p : { ...p, hand: p.hand.length };
  }
  return { ...G, deck: G.deck.length, players };
}

/** The legal moves of `playerID`, in boardgame.io's bot format: a step to each neighbour. */
function enumerate(G, _ctx, playerID) {
  const me = G.players[playerID];
  return me ? NEIGHBOURS[me.position].map((target) => ({ move: 'act', args: [target] })) : [];
}

/** The boardgame.io game definition; `seed` fixes the random plugin's seed. */
export function peerGame(seed = 'drift-peer') {
  return {
    name: 'drift-peer',
    seed,
    minPlayers: SEATS,
    maxPlayers: SEATS,
    setup,
    moves: { act },
    playerView,
    ai: { enumerate },
  };
}
