/**
 * The live matches: one owner per match in memory, loaded from storage on demand (two requests
 * for the same match share one load) and unloaded when idle (no socket, no bot to move, for
 * `idleUnloadMs`). Loading rebuilds the state through the match loader, checked against the
 * stored hashes.
 */
import { CLOSE } from '../protocol.ts';
import type { LoadedMatch } from './loaded.ts';
import { MatchOwner, type OwnerDeps } from './owner.ts';

export class Owners {
  private readonly live = new Map<string, MatchOwner>();
  private readonly loading = new Map<string, Promise<MatchOwner | undefined>>();
  private sweeper: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(private readonly deps: OwnerDeps) {}

  get size(): number {
    return this.live.size;
  }

  /** The owner of a match in memory, without loading it. */
  peek(id: string): MatchOwner | undefined {
    return this.live.get(id);
  }

  /** The owner of a match, loaded if needed; undefined when no match has that id. */
  async get(id: string): Promise<MatchOwner | undefined> {
    const live = this.live.get(id);
    if (live && !live.isClosed) return live;
    if (this.closing) throw new Error('the server is shutting down');
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Holds a match created just now (its state is the setup). */
  adopt(loaded: LoadedMatch): MatchOwner {
    return this.hold(loaded);
  }

  /** Starts unloading idle matches every so often. */
  startSweeping(): void {
    const every = Math.max(250, Math.min(30_000, this.deps.config.idleUnloadMs / 4));
    this.sweeper = setInterval(() => this.sweep(), every);
    this.sweeper.unref();
  }

  /** Unloads every idle match; returns how many. */
  sweep(): number {
    const now = this.deps.now();
    let unloaded = 0;
    for (const [id, owner] of this.live) {
      if (!owner.isIdle(now)) continue;
      owner.unload();
      this.live.delete(id);
      unloaded++;
      this.deps.metrics.matchUnloads.inc();
      this.deps.log.debug({ match: id }, 'idle match unloaded');
    }
    this.deps.metrics.matchesLive.set(this.live.size);
    return unloaded;
  }

  /** Every owner finishes its queued work and closes its sockets (server shutting down). */
  async shutdown(): Promise<void> {
    this.closing = true;
    if (this.sweeper) clearInterval(this.sweeper);
    await Promise.allSettled(this.loading.values());
    await Promise.all(
      [...this.live.values()].map((owner) =>
        owner.shutdown(CLOSE.Shutdown, 'the server is shutting down'),
      ),
    );
    this.live.clear();
    this.deps.metrics.matchesLive.set(0);
  }

  private async load(id: string): Promise<MatchOwner | undefined> {
    const loaded = await this.deps.load(id);
    if (!loaded) return undefined;
    this.deps.metrics.matchLoads.inc();
    return this.hold(loaded);
  }

  private hold(loaded: LoadedMatch): MatchOwner {
    const owner = new MatchOwner(loaded, this.deps);
    this.live.set(owner.id, owner);
    this.deps.metrics.matchesLive.set(this.live.size);
    owner.start();
    return owner;
  }
}
