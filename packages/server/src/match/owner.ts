/**
 * One live match, held in memory by its one owner. Everything that changes the match (a
 * person's command, a bot's move, a seat claimed or handed to a bot, a reload) runs in the
 * owner's queue, one at a time. A command is parsed, checked against the seat that must act,
 * applied, written durably (with the other commands of the same event-loop turn, see
 * WriteBatcher), and only then acknowledged to its sender and broadcast to every socket of the
 * match as that viewer may see it. Versions rise by one per accepted command.
 *
 * A failed write stops the match: nothing more is accepted until it has been reloaded from
 * storage, so nothing that is not durable is ever acknowledged.
 */
import { ok, type Result, type RuleError, refuse, stateHash } from '@drift/engine';
import { captainName } from '@drift/xia';
import type { FastifyBaseLogger } from 'fastify';
import type { BotThinker } from '../bots/thinker.ts';
import type { ServerConfig } from '../config.ts';
import type { Game } from '../game.ts';
import type { MatchSummary } from '../lobby/summary.ts';
import type { Metrics } from '../metrics.ts';
import { CLOSE } from '../protocol.ts';
import type { MatchRecord, SeatClaim, Storage } from '../storage/types.ts';
import { newToken, tokenHash } from '../tokens.ts';
import { type BotDecision, BotTurns } from './bot-turns.ts';
import { type Client, encode } from './client.ts';
import { broadcastEvents, presenceFrame, syncFrame } from './frames.ts';
import type { LoadedMatch, MatchLoader } from './loaded.ts';
import { SeatRoster } from './seats.ts';
import { SerialQueue } from './serial-queue.ts';
import type { WriteBatcher } from './write-batcher.ts';

export interface OwnerDeps {
  readonly game: Game;
  readonly storage: Storage;
  readonly batcher: WriteBatcher;
  readonly thinker: BotThinker;
  readonly config: ServerConfig;
  readonly metrics: Metrics;
  readonly log: FastifyBaseLogger;
  readonly load: MatchLoader;
  /** Milliseconds since the epoch (tests may pass a fake clock). */
  readonly now: () => number;
  /** Told when a match finishes (after it is marked finished): a campaign records its game. */
  readonly onFinished?: (matchId: string) => void;
}

/** A refusal with a stable code; the HTTP layer picks the status from the code. */
export type Refusal = RuleError;

/** One command waiting in the queue. */
interface Submitted {
  readonly seat: number;
  readonly raw: unknown;
  /** The person's socket, or null for a bot. */
  readonly client: Client | null;
  readonly seq: number | null;
  /** performance.now() when it arrived, for the latency histogram. */
  readonly received: number;
  /** For a bot: the version it decided at; a move for an older version is dropped. */
  readonly forVersion?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class MatchOwner {
  readonly id: string;
  private record: MatchRecord;
  private state: unknown;
  private version: number;
  private roster: SeatRoster;
  private readonly clients = new Set<Client>();
  private readonly seatClients = new Map<number, Client>();
  private readonly queue = new SerialQueue();
  private readonly log: FastifyBaseLogger;
  /** A write failed: nothing is accepted until the match is reloaded. */
  private broken = false;
  private closed = false;
  private readonly bots: BotTurns;
  private readonly pendingSnapshots = new Set<Promise<void>>();
  private lastAccepted: number;
  private lastActivity: number;

  constructor(
    loaded: LoadedMatch,
    private readonly deps: OwnerDeps,
  ) {
    this.id = loaded.record.id;
    this.record = loaded.record;
    this.state = loaded.state;
    this.version = loaded.version;
    const now = deps.now();
    this.roster = new SeatRoster(loaded.record.seats, loaded.claims, now);
    this.lastAccepted = now;
    this.lastActivity = now;
    this.log = deps.log.child({ match: this.id });
    this.bots = new BotTurns(
      {
        id: this.id,
        log: this.log,
        nextDecision: () => this.botDecision(),
        lastAccepted: () => this.lastAccepted,
        play: (seat, command, version, received) => this.playBot(seat, command, version, received),
      },
      deps,
    );
  }

  /** Settles the phase and starts the bots if one must move (after loading). */
  start(): void {
    void this.queue
      .run(() => this.settlePhase())
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'could not start the match');
      });
  }

  /** Resolves when everything queued so far has run. */
  settled(): Promise<void> {
    return this.queue.run(() => undefined);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  get currentVersion(): number {
    return this.version;
  }

  /** The final state once the match is over; undefined while it is played. */
  finishedState(): unknown {
    return this.deps.game.ruleset.status(this.state).kind === 'finished' ? this.state : undefined;
  }

  // ---- Sockets ----------------------------------------------------------------------------

  /** The seat a token holds in this match, or null. */
  seatOf(token: string): number | null {
    return this.roster.seatOf(token);
  }

  /**
   * Adds a client: a newer socket of the same seat replaces the older one (closed with
   * Replaced). It receives the whole view, and everyone the new presence.
   */
  attach(client: Client): Result<void, Refusal> {
    if (this.closed) return this.refuse('Unavailable', 'The match is closing; connect again.');
    if (this.clients.size >= this.deps.config.maxSocketsPerMatch)
      return this.refuse('MatchFull', 'This match has as many sockets as it takes.');
    const { viewing } = client;
    if (viewing !== 'spectator') {
      const older = this.seatClients.get(viewing.seat);
      if (older) {
        this.clients.delete(older);
        older.close(CLOSE.Replaced, 'a newer connection took this seat');
      }
      this.seatClients.set(viewing.seat, client);
      this.roster.setConnected(viewing.seat, true, this.deps.now());
    }
    this.clients.add(client);
    this.lastActivity = this.deps.now();
    this.sendSync(client);
    this.broadcastPresence();
    return ok(undefined);
  }

  /** Removes a client that closed. */
  detach(client: Client): void {
    if (!this.clients.delete(client)) return;
    const { viewing } = client;
    if (viewing !== 'spectator' && this.seatClients.get(viewing.seat) === client) {
      this.seatClients.delete(viewing.seat);
      this.roster.setConnected(viewing.seat, false, this.deps.now());
    }
    this.lastActivity = this.deps.now();
    this.broadcastPresence();
  }

  /** Sends a client the whole view again (it saw a version gap). */
  resync(client: Client): void {
    if (this.clients.has(client)) this.sendSync(client);
  }

  /** A person's command, from a socket holding `seat`. */
  command(client: Client, seat: number, seq: number, raw: unknown, received: number): void {
    this.lastActivity = this.deps.now();
    if (this.closed) {
      this.reject(client, seq, 'ShuttingDown', 'The server is shutting down; send it again later.');
      return;
    }
    if (this.broken) {
      this.reject(client, seq, 'Reloading', 'The match is being reloaded; send it again.');
      return;
    }
    void this.queue.run(() => this.handle({ seat, raw, client, seq, received }));
  }

  // ---- Seats (HTTP) -----------------------------------------------------------------------

  /** A person takes a free seat: returns the seat token (only its hash is stored). */
  claim(seat: number, name: string | null): Promise<Result<{ token: string }, Refusal>> {
    return this.queue.run(async () => {
      const plan = this.roster.plan(seat);
      if (plan === undefined) return this.noSeat(seat);
      if (plan.kind === 'bot')
        return this.refuse('SeatIsBot', `${captainName(seat)}'s seat is played by a bot.`);
      if (this.record.phase === 'finished')
        return this.refuse('MatchFinished', 'This match is over.');
      if (this.roster.claim(seat))
        return this.refuse('SeatTaken', `${captainName(seat)}'s seat is already taken.`);
      const token = newToken();
      const now = this.deps.now();
      const claim: SeatClaim = {
        matchId: this.id,
        seat,
        tokenHash: tokenHash(token),
        name,
        claimedAt: now,
      };
      if (!(await this.deps.storage.claimSeat(claim)))
        return this.refuse('SeatTaken', `${captainName(seat)}'s seat is already taken.`);
      this.roster.addClaim(claim, now);
      this.log.info({ seat }, 'seat claimed');
      await this.settlePhase();
      this.broadcastPresence();
      return ok({ token });
    });
  }

  /**
   * The creator hands a person's seat to a bot: a seat nobody claimed at once, a claimed one
   * once its person has been gone for `absentMs`.
   */
  handOver(seat: number, bot: string): Promise<Result<void, Refusal>> {
    return this.queue.run(async () => {
      const plan = this.roster.plan(seat);
      if (plan === undefined) return this.noSeat(seat);
      if (plan.kind === 'bot')
        return this.refuse('SeatIsBot', `${captainName(seat)}'s seat is already played by a bot.`);
      if (this.record.phase === 'finished')
        return this.refuse('MatchFinished', 'This match is over.');
      const claimed = this.roster.claim(seat) !== undefined;
      const now = this.deps.now();
      if (claimed) {
        if (this.roster.isConnected(seat))
          return this.refuse('SeatInUse', `${captainName(seat)} is connected.`);
        const wait = this.deps.config.absentMs - this.roster.goneFor(seat, now);
        if (wait > 0)
          return this.refuse(
            'NotAbsentLongEnough',
            `${captainName(seat)} may come back: a bot can take the seat in ${Math.ceil(wait / 1000)} s.`,
          );
        await this.deps.storage.releaseSeat(this.id, seat);
      }
      await this.deps.storage.setSeatPlan(this.id, seat, { kind: 'bot', bot });
      this.roster.toBot(seat, bot);
      this.record = { ...this.record, seats: this.rosterPlans() };
      this.log.info({ seat, bot }, 'seat handed to a bot');
      await this.settlePhase();
      this.broadcastPresence();
      return ok(undefined);
    });
  }

  // ---- Lobby ------------------------------------------------------------------------------

  summary(): MatchSummary {
    const r = this.record;
    return {
      id: r.id,
      ruleset: r.ruleset,
      phase: r.phase,
      version: this.version,
      options: r.options,
      seats: this.roster.presence(),
      spectators: this.spectatorCount(),
      winners: r.winners,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    };
  }

  /** True when nothing keeps the match in memory: no socket, no bot to move, nothing queued. */
  isIdle(now: number): boolean {
    return (
      this.clients.size === 0 &&
      this.queue.size === 0 &&
      !this.bots.busy &&
      !this.broken &&
      !this.botMustMove() &&
      now - this.lastActivity >= this.deps.config.idleUnloadMs
    );
  }

  /** Drops the match from memory (it stays in storage); its bots are forgotten. */
  unload(): void {
    this.stop();
    for (let seat = 0; seat < this.roster.count; seat++)
      this.deps.thinker.forget(this.bots.key(seat));
  }

  /**
   * Shuts down: refuses new commands, lets those queued finish (written and acknowledged),
   * waits for snapshots, then closes every socket with `code`.
   */
  async shutdown(code: number, reason: string): Promise<void> {
    this.stop();
    await this.queue.drained();
    await Promise.all(this.pendingSnapshots);
    for (const client of this.clients) client.close(code, reason);
    this.clients.clear();
    this.seatClients.clear();
  }

  // ---- The queue's work -------------------------------------------------------------------

  private async handle(task: Submitted): Promise<void> {
    const { seat, client, seq } = task;
    if (task.forVersion !== undefined && task.forVersion !== this.version) return;
    if (this.broken) {
      this.reject(client, seq, 'Reloading', 'The match is being reloaded; send it again.');
      return;
    }
    const { ruleset } = this.deps.game;
    if (this.record.phase === 'open') {
      this.reject(client, seq, 'WaitingForPlayers', 'The match starts when every seat is taken.');
      return;
    }
    const status = ruleset.status(this.state);
    if (status.kind === 'finished') {
      this.reject(client, seq, 'MatchFinished', 'This match is over.');
      return;
    }
    if (!status.toAct.includes(seat)) {
      const who = status.toAct.map(captainName).join(' or ');
      this.reject(client, seq, 'NotYourTurn', `It is not your turn: ${who} must act.`);
      return;
    }
    const parsed = ruleset.parseCommand(task.raw);
    if (!parsed.ok) {
      this.reject(client, seq, parsed.error.code, parsed.error.message);
      return;
    }
    let applied: ReturnType<typeof ruleset.apply>;
    try {
      applied = ruleset.apply(this.state, seat, parsed.value);
    } catch (error: unknown) {
      this.log.error({ err: error, seat, version: this.version }, 'the rules threw');
      this.reject(
        client,
        seq,
        'InternalError',
        'The server failed on this command; it was not played.',
      );
      return;
    }
    if (!applied.ok) {
      this.reject(client, seq, applied.error.code, applied.error.message);
      if (!client)
        this.log.error({ seat, error: applied.error }, 'the rules refused a bot command');
      return;
    }
    const version = this.version + 1;
    const events = applied.value.events;
    try {
      await this.deps.batcher.write({
        matchId: this.id,
        version,
        seat,
        command: parsed.value,
        events,
        at: this.deps.now(),
      });
    } catch (error: unknown) {
      this.deps.metrics.writeFailures.inc();
      this.reject(
        client,
        seq,
        'NotSaved',
        'The command could not be saved, so it was not played; send it again.',
      );
      this.fail(error);
      return;
    }
    this.state = applied.value.state;
    this.version = version;
    this.lastAccepted = this.deps.now();
    this.record = { ...this.record, version, updatedAt: this.lastAccepted };
    const { metrics } = this.deps;
    metrics.commandsAccepted.inc({ by: client ? 'person' : 'bot' });
    metrics.commandLatency.observe((performance.now() - task.received) / 1000);
    if (client && seq !== null) client.send(encode({ type: 'accepted', seq, version }));
    broadcastEvents(ruleset, this.clients, this.state, version, seat, events);
    const after = ruleset.status(this.state);
    if (after.kind === 'finished') {
      await this.finish(after.winners);
      return;
    }
    if (version % this.deps.config.snapshotEvery === 0) this.snapshot();
    this.bots.schedule();
  }

  private async finish(winners: readonly number[]): Promise<void> {
    const now = this.deps.now();
    this.record = { ...this.record, phase: 'finished', winners, updatedAt: now };
    try {
      await this.deps.storage.setPhase(this.id, 'finished', winners, now);
    } catch (error: unknown) {
      this.log.error({ err: error }, 'could not mark the match finished');
    }
    this.snapshot();
    await Promise.all(this.pendingSnapshots);
    this.log.info({ winners, version: this.version }, 'match finished');
    this.sendAll(encode({ type: 'finished', version: this.version, winners }));
    this.deps.onFinished?.(this.id);
  }

  /** Saves the state and its hash at this version; a failure is logged, play goes on. */
  private snapshot(): void {
    const { version, state } = this;
    const saving = this.deps.storage
      .saveSnapshot({ matchId: this.id, version, state, hash: stateHash(state) })
      .catch((error: unknown) => {
        this.log.error({ err: error, version }, 'could not save a snapshot');
      })
      .finally(() => {
        this.pendingSnapshots.delete(saving);
      });
    this.pendingSnapshots.add(saving);
  }

  /** A write failed: stop taking commands and reload from storage (in the queue). */
  private fail(error: unknown): void {
    if (this.broken) return;
    this.broken = true;
    this.log.error({ err: error, version: this.version }, 'a write failed; reloading the match');
    void this.queue.run(() => this.reload());
  }

  private async reload(): Promise<void> {
    let delay = 100;
    while (!this.closed) {
      try {
        const loaded = await this.deps.load(this.id);
        if (!loaded) throw new Error('the match is no longer in storage');
        this.adopt(loaded);
        this.broken = false;
        this.log.info({ version: this.version }, 'match reloaded');
        for (const client of this.clients) this.sendSync(client);
        await this.settlePhase();
        return;
      } catch (error: unknown) {
        this.log.error({ err: error }, `reloading failed; trying again in ${delay} ms`);
        await sleep(delay);
        delay = Math.min(delay * 2, 5000);
      }
    }
  }

  private adopt(loaded: LoadedMatch): void {
    this.record = loaded.record;
    this.state = loaded.state;
    this.version = loaded.version;
    const roster = new SeatRoster(loaded.record.seats, loaded.claims, this.deps.now());
    for (const seat of this.seatClients.keys()) roster.setConnected(seat, true, this.deps.now());
    this.roster = roster;
  }

  /**
   * Brings the stored phase in line with the match: running once every person's seat is
   * taken, finished when the state is; then lets a bot move if one must.
   */
  private async settlePhase(): Promise<void> {
    const status = this.deps.game.ruleset.status(this.state);
    const now = this.deps.now();
    let phase = this.record.phase;
    if (status.kind === 'finished') phase = 'finished';
    else if (phase === 'open' && this.roster.allClaimed()) phase = 'running';
    if (phase !== this.record.phase) {
      const winners = status.kind === 'finished' ? status.winners : null;
      await this.deps.storage.setPhase(this.id, phase, winners, now);
      this.record = { ...this.record, phase, winners, updatedAt: now };
      this.log.info({ phase }, 'match phase changed');
      // Play starts: every seat gets its legal list.
      if (phase === 'running') for (const client of this.clients) this.sendSync(client);
      if (phase === 'finished') this.deps.onFinished?.(this.id);
    }
    this.bots.schedule();
  }

  // ---- Bots -------------------------------------------------------------------------------

  /** The bot seat that must act now and what it decides from, if one must and may. */
  private botDecision(): BotDecision | null {
    if (this.closed || this.broken || this.record.phase !== 'running') return null;
    const { ruleset } = this.deps.game;
    const status = ruleset.status(this.state);
    if (status.kind === 'finished') return null;
    const seat = status.toAct[0];
    if (seat === undefined) return null;
    const label = this.roster.botIn(seat);
    if (label === null) return null;
    return {
      seat,
      label,
      version: this.version,
      view: ruleset.view(this.state, { seat }),
      legal: ruleset.legal(this.state, seat),
    };
  }

  /** Whether a bot must move (so the match is not idle). */
  private botMustMove(): boolean {
    if (this.bots.stalled || this.closed || this.broken || this.record.phase !== 'running')
      return false;
    const status = this.deps.game.ruleset.status(this.state);
    const seat = status.kind === 'active' ? status.toAct[0] : undefined;
    return seat !== undefined && this.roster.botIn(seat) !== null;
  }

  /** A bot's command, through the queue like a person's; whether it was played. */
  private async playBot(seat: number, command: unknown, version: number, received: number) {
    if (this.closed) return false;
    const before = this.version;
    await this.queue.run(() =>
      this.handle({ seat, raw: command, client: null, seq: null, received, forVersion: version }),
    );
    return this.version === before + 1;
  }

  // ---- Sending ----------------------------------------------------------------------------

  private sendSync(client: Client): void {
    const { ruleset } = this.deps.game;
    const acting = this.record.phase === 'running';
    client.send(syncFrame(ruleset, this.id, this.state, this.version, client.viewing, acting));
  }

  private broadcastPresence(): void {
    this.sendAll(presenceFrame(this.roster.presence(), this.spectatorCount()));
  }

  private sendAll(frame: string): void {
    for (const client of this.clients) client.send(frame);
  }

  private spectatorCount(): number {
    let n = 0;
    for (const client of this.clients) if (client.viewing === 'spectator') n++;
    return n;
  }

  private reject(client: Client | null, seq: number | null, code: string, message: string): void {
    this.deps.metrics.commandsRejected.inc({ code });
    client?.send(encode({ type: 'rejected', seq, code, message }));
  }

  private refuse(code: string, message: string): Result<never, Refusal> {
    return refuse(code, message);
  }

  private noSeat(seat: number): Result<never, Refusal> {
    const last = this.roster.count - 1;
    return refuse(
      'NoSuchSeat',
      `This match has no seat ${seat}: its seats are 0 to ${last} (${captainName(0)} to ${captainName(last)}).`,
    );
  }

  private rosterPlans(): MatchRecord['seats'] {
    const plans: MatchRecord['seats'][number][] = [];
    for (let seat = 0; seat < this.roster.count; seat++) {
      const plan = this.roster.plan(seat);
      if (plan) plans.push(plan);
    }
    return plans;
  }

  private stop(): void {
    this.closed = true;
    this.bots.stop();
  }
}
