/**
 * The peer's load clients, on a worker thread: `matches` matches of boardgame.io 0.50.2 made
 * through its lobby API (create, then a join per seat for its credentials), each seat one
 * socket.io client speaking boardgame.io's own protocol (`sync`, then `update` with a
 * MAKE_MOVE action and the state id). Whenever the state says it is this seat's turn, the seat
 * picks a move at random from the game's own `ai.enumerate`, as Drift's scripted seats pick from
 * their legal list. A command counts as accepted when the mover receives the state that follows
 * it; every packet every socket receives is counted in bytes, as Drift's load test counts frames.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client');
const { peerGame } = await import('../bench/peer/game.mjs');

const GAME = 'drift-peer';
const { enumerate } = peerGame().ai;
/** A move unanswered this long is counted as stalled and given up. */
const STALL_MS = 10_000;

const counts = {
  sent: 0,
  accepted: 0,
  latencies: [],
  bytes: {},
  frames: {},
  headerBytes: 0,
  rejected: {},
  closed: {},
  opened: 0,
  gaps: 0,
  httpFailures: {},
  finished: 0,
  matchesStarted: 0,
  reconnects: 0,
};
const control = { acting: false, recording: false, stopping: false };
const bump = (table, key, by = 1) => {
  table[key] = (table[key] ?? 0) + by;
};
const header = (n) => (n < 126 ? 2 : n < 65_536 ? 4 : 10);
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** engine.io packet types, as on the wire (the digit before the payload). */
const PACKET = ['open', 'close', 'ping', 'pong', 'message', 'upgrade', 'noop'];

async function post(url, body) {
  let res;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    const key = error?.cause?.code ?? 'NetworkError';
    bump(counts.httpFailures, key);
    throw error;
  }
  const text = await res.text();
  if (!res.ok) {
    bump(counts.httpFailures, String(res.status));
    throw new Error(`POST ${url}: ${res.status} ${text}`);
  }
  return JSON.parse(text);
}

class PeerSeat {
  constructor(o) {
    this.o = o;
    this.state = null;
    this.pending = null;
    this.done = false;
  }

  connect() {
    return new Promise((resolve, reject) => {
      const { http, matchID, playerID, credentials, seats } = this.o;
      const socket = io(`${http}/${GAME}`, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        timeout: 60_000,
      });
      this.socket = socket;
      let synced = false;
      socket.io.on('open', () => {
        socket.io.engine.on('packet', (packet) => {
          if (!control.recording) return;
          const data = typeof packet.data === 'string' ? Buffer.byteLength(packet.data) : 0;
          const size = 1 + data;
          const type =
            packet.type === 'message'
              ? messageType(packet.data)
              : PACKET.includes(packet.type)
                ? packet.type
                : 'other';
          bump(counts.bytes, type, size);
          bump(counts.frames, type);
          counts.headerBytes += header(size);
        });
      });
      socket.on('connect', () => socket.emit('sync', matchID, playerID, credentials, seats));
      socket.on('sync', (_match, info) => {
        this.state = info.state;
        if (!synced) {
          synced = true;
          counts.opened++;
          resolve();
        }
        this.act();
      });
      socket.on('update', (_match, state) => {
        const p = this.pending;
        if (p && state._stateID > p.stateID) {
          if (control.recording) {
            counts.accepted++;
            counts.latencies.push(performance.now() - p.sentAt);
          }
          this.pending = null;
        }
        this.state = state;
        this.act();
      });
      socket.on('connect_error', (error) => {
        if (!synced) reject(error);
      });
      socket.on('disconnect', (reason) => {
        if (!synced) reject(new Error(`disconnected before sync: ${reason}`));
        else if (!this.done) bump(counts.closed, reason);
      });
    });
  }

  act() {
    if (!control.acting || control.stopping || this.done) return;
    const { state } = this;
    if (!state || state.ctx.gameover !== undefined) return;
    const now = performance.now();
    if (this.pending) {
      if (now - this.pending.sentAt < STALL_MS) return;
      bump(counts.rejected, 'Stalled');
      this.pending = null;
    }
    if (state.ctx.currentPlayer !== this.o.playerID) return;
    const { move, args } = pick(enumerate(state.G, state.ctx, this.o.playerID));
    const action = {
      type: 'MAKE_MOVE',
      payload: { type: move, args, playerID: this.o.playerID, credentials: this.o.credentials },
    };
    this.pending = { stateID: state._stateID, sentAt: now };
    if (control.recording) counts.sent++;
    this.socket.emit('update', action, state._stateID, this.o.matchID, this.o.playerID);
  }

  stop() {
    this.done = true;
    this.socket?.close();
  }
}

/** The socket.io event a message packet carries (`2/drift-peer,["update",…]`). */
function messageType(data) {
  if (typeof data !== 'string') return 'binary';
  const m = /^\d(?:\/[^,]*,)?\d*\["([^"]+)"/.exec(data);
  return m ? m[1] : 'socket.io';
}

const { http, matches, seats } = workerData;
const live = [];

async function setUp() {
  const { matchID } = await post(`${http}/games/${GAME}/create`, { numPlayers: seats });
  const seatsOf = [];
  for (let seat = 0; seat < seats; seat++) {
    const playerID = String(seat);
    const joined = await post(`${http}/games/${GAME}/${matchID}/join`, {
      playerID,
      playerName: `Seat ${seat + 1}`,
    });
    seatsOf.push(
      new PeerSeat({ http, matchID, playerID, credentials: joined.playerCredentials, seats }),
    );
  }
  await Promise.all(seatsOf.map((s) => s.connect()));
  live.push(...seatsOf);
  counts.matchesStarted++;
}

let busyFrom = performance.eventLoopUtilization();
let busy = 0;
parentPort.on('message', (message) => {
  switch (message.type) {
    case 'go':
      control.acting = true;
      for (const s of live) s.act();
      return;
    case 'record':
      control.recording = message.on;
      if (message.on) busyFrom = performance.eventLoopUtilization();
      else busy = performance.eventLoopUtilization(busyFrom).utilization;
      return;
    case 'stop': {
      control.stopping = true;
      control.acting = false;
      const liveMatches = counts.matchesStarted;
      for (const s of live) s.stop();
      parentPort.postMessage({ type: 'report', counts, busy, live: liveMatches });
      return;
    }
    default:
      throw new Error(`unknown message ${JSON.stringify(message)}`);
  }
});

let next = 0;
const lane = async () => {
  while (next < matches) {
    next++;
    await setUp();
  }
};
await Promise.all(Array.from({ length: 8 }, lane));
parentPort.postMessage({ type: 'ready', live: counts.matchesStarted });
