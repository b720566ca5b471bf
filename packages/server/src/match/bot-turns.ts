/**
 * The bot seats of one match taking their turns: when a bot must act, it is asked for its move
 * (from its seat's view and legal list, on the bot thinker), the move waits until the bot delay
 * has passed since the last accepted command, then joins the owner's queue like a person's
 * command. One decision at a time. A bot that fails to decide plays a random legal command; if
 * the rules refuse a bot's command, the next try is a random legal one, and a second refusal
 * stops the match's bots (logged) rather than spinning.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BotThinker } from '../bots/thinker.ts';
import type { ServerConfig } from '../config.ts';
import type { Metrics } from '../metrics.ts';

/** A bot's decision to make: who, at which version, from what. */
export interface BotDecision {
  readonly seat: number;
  readonly label: string;
  readonly version: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
}

/** What the owner lends its bots. */
export interface BotHost {
  readonly id: string;
  readonly log: FastifyBaseLogger;
  /** The decision a bot must make now, or null when no bot must act (or none may). */
  nextDecision(): BotDecision | null;
  /** When the last command was accepted (ms since the epoch). */
  lastAccepted(): number;
  /** Queues the bot's command; resolves with whether it was played. */
  play(seat: number, command: unknown, version: number, received: number): Promise<boolean>;
}

export interface BotDeps {
  readonly thinker: BotThinker;
  readonly config: ServerConfig;
  readonly metrics: Metrics;
  readonly now: () => number;
}

export class BotTurns {
  /** The version a bot is deciding at, or null. */
  private thinking: number | null = null;
  /** Commands of bots the rules refused in a row. */
  private refusals = 0;
  private stopped = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly host: BotHost,
    private readonly deps: BotDeps,
  ) {}

  /** A bot is deciding or waiting to play. */
  get busy(): boolean {
    return this.thinking !== null;
  }

  /** The bots stopped after refused commands. */
  get stalled(): boolean {
    return this.refusals >= 2;
  }

  key(seat: number): string {
    return `${this.host.id}:${seat}`;
  }

  /** Starts the decision of the bot that must act, if one must and none is under way. */
  schedule(): void {
    if (this.stopped || this.stalled || this.thinking !== null) return;
    const decision = this.host.nextDecision();
    if (!decision) return;
    const { seat, version, legal } = decision;
    if (legal.length === 0) {
      this.host.log.error({ seat, version }, 'a bot must act but has no legal command');
      this.refusals = 2;
      return;
    }
    this.thinking = version;
    const received = performance.now();
    this.decide(decision)
      .then(async (command) => {
        const wait = this.host.lastAccepted() + this.deps.config.botDelayMs - this.deps.now();
        if (wait > 0) await this.pause(wait);
        if (this.stopped) return;
        if (await this.host.play(seat, command, version, received)) this.refusals = 0;
        else if (this.host.nextDecision()?.version === version) {
          this.refusals++;
          this.host.log.error(
            { seat, version, refusals: this.refusals },
            'a bot command was refused',
          );
        }
      })
      .catch((error: unknown) => {
        this.host.log.error({ err: error }, 'a bot move failed');
      })
      .finally(() => {
        this.thinking = null;
        this.schedule();
      });
  }

  /** Stops deciding (the match is unloaded or the server stops). */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async decide(decision: BotDecision): Promise<unknown> {
    const { legal } = decision;
    const random = () => legal[Math.floor(Math.random() * legal.length)];
    if (this.refusals > 0) return random();
    try {
      const { seat, label, version, view } = decision;
      const index = await this.deps.thinker.choose(
        { key: this.key(seat), label, version, view, legal },
        this.deps.config.botGraceMs,
      );
      this.deps.metrics.botDecisions.inc({ outcome: 'chosen' });
      return legal[index];
    } catch (error: unknown) {
      this.deps.metrics.botDecisions.inc({ outcome: 'fallback' });
      this.host.log.warn(
        { err: error, seat: decision.seat, bot: decision.label },
        'a bot failed to decide; playing a random legal command',
      );
      return random();
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}
