/**
 * SearchBot: information-set Monte Carlo tree search (single observer). It never reads the true
 * state or its generator: each round samples the hidden parts of the match from the bot's own
 * view and dice (`determinize`), then tries every root candidate (the heuristic's choice and its
 * next favourites) on that same sample with the same play-out dice (`Searcher`). Play-outs stop
 * at a short horizon and are scored by `rewards`. The tree is kept between the decisions of one
 * turn; with `workers` above 1 worker threads search the same decision too and their rounds are
 * merged. The heuristic's choice stands unless another candidate beats it clearly.
 */
import { type Dice, openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaRuleset, XiaView } from '@drift/xia';
import type { Bot } from '../bot.ts';
import { HeuristicBot } from './heuristic.ts';
import type { Horizon } from './playout.ts';
import type { Profile } from './profiles.ts';
import { SearchPool } from './search-pool.ts';
import { type Found, Searcher, type SearcherSettings } from './searcher.ts';

/** How much a search may spend on one decision, and how it plays out. */
export interface SearchOptions {
  /** Iterations per decision, over all threads (reproducible); used when `ms` is absent. Default 200. */
  readonly iterations?: number;
  /** Wall-clock milliseconds per decision (not reproducible across machines). */
  readonly ms?: number;
  /** Commands a play-out may run before it is scored, past the tree. Default 200. */
  readonly rolloutCommands?: number;
  /**
   * Where play-outs stop (see `Horizon`): `decision` (default), the searcher's next real choice
   * or the end of the turn; `turn`; or `round`, the end of the searcher's next turn.
   */
  readonly horizon?: Horizon;
  /** How much better (in reward) a command must score to overrule the heuristic. Default 0.02. */
  readonly margin?: number;
  /** UCB exploration constant. Default 0.1 (rewards differ by hundredths). */
  readonly exploration?: number;
  /** Keep the tree between the decisions of one turn. Default true. */
  readonly keepTree?: boolean;
  /**
   * Threads searching each decision: this one and `workers - 1` worker threads. Default 1 (no
   * threads). A bot with workers must be `dispose`d.
   */
  readonly workers?: number;
  /** The HeuristicBot profile used for play-outs, setup choices and the search's own goal. */
  readonly profile?: Profile;
  /** The clock for `ms` budgets (tests pass a fake one). */
  readonly now?: () => number;
}

/** What the last decision cost, for benchmarks. */
export interface SearchStats {
  readonly iterations: number;
  readonly ms: number;
  /** Visits of each root candidate, the heuristic's choice first (all threads). */
  readonly visits: readonly number[];
  /** Visits the root already had from the last decision of the turn (all threads). */
  readonly reused: number;
}

/** Searched decisions per turn before the heuristic takes over for the rest of it. */
const TURN_DECISIONS = 60;
/** Root commands compared: the heuristic's choice and its next favourites. */
const CANDIDATES = 6;
/** Complete rounds needed before the search may overrule the heuristic (two or three paired
 * samples can agree by chance and show no spread at all). */
const MIN_ROUNDS = 4;
/** Most worker threads a bot may ask for. */
export const MAX_WORKERS = 64;

export class SearchBot implements Bot<XiaView, XiaCommand> {
  readonly name: string;
  readonly heuristic: HeuristicBot;
  private readonly iterations: number;
  private readonly ms: number | undefined;
  private readonly margin: number;
  private readonly keepTree: boolean;
  private readonly now: () => number;
  private readonly searcher: Searcher;
  private readonly pool: SearchPool | null;
  private readonly workers: number;
  private turnSeen = -1;
  private decisionsThisTurn = 0;
  /** The command this bot's last decision played, if it was searched. */
  private previous: XiaCommand | null = null;
  lastStats: SearchStats = { iterations: 0, ms: 0, visits: [], reused: 0 };

  constructor(xia: XiaRuleset, options: SearchOptions = {}) {
    this.iterations = options.iterations ?? 200;
    this.ms = options.ms;
    this.margin = options.margin ?? 0.02;
    this.keepTree = options.keepTree ?? true;
    this.workers = options.workers ?? 1;
    if (!Number.isInteger(this.workers) || this.workers < 1 || this.workers > MAX_WORKERS)
      throw new RangeError(`search: workers must be a whole number 1-${MAX_WORKERS}`);
    const profile = options.profile ?? 'balanced';
    const settings: SearcherSettings = {
      horizon: options.horizon ?? 'decision',
      rolloutCommands: options.rolloutCommands ?? 200,
      exploration: options.exploration ?? 0.1,
    };
    this.now = options.now ?? (() => performance.now());
    this.heuristic = new HeuristicBot(xia.content, profile);
    this.searcher = new Searcher(xia, this.heuristic, settings);
    this.pool = this.workers > 1 ? new SearchPool(xia, this.workers - 1, settings, profile) : null;
    const budget = options.ms !== undefined ? `${options.ms}ms` : `${this.iterations}it`;
    this.name = `search:${budget}${this.workers > 1 ? `x${this.workers}` : ''}`;
  }

  choose(view: XiaView, legal: readonly XiaCommand[], rng: Dice): XiaCommand {
    const first = legal[0];
    if (legal.length === 1 && first) return first;
    // Setup choices have no position to score yet: the heuristic's judgement stands. So it does
    // in a turn that has run long, lest a search wander in circles (move cargo to and fro).
    if (view.stage !== 'playing' || typeof view.viewer !== 'object' || this.longTurn(view)) {
      this.previous = null;
      return this.heuristic.choose(view, legal, rng);
    }
    const fallback = this.heuristic.choose(view, legal, rng);
    const candidates = this.candidates(view, legal, fallback);
    const previous = this.keepTree ? this.previous : null;
    const seeds = Array.from({ length: this.workers }, () => rng.index(2 ** 31));
    const share = (k: number) =>
      Math.floor(this.iterations / this.workers) + (k < this.iterations % this.workers ? 1 : 0);
    const started = this.now();
    this.pool?.post(
      seeds.slice(1).map((seed, k) => ({
        view,
        candidates,
        previous,
        seed,
        iterations: share(k + 1),
        ms: this.ms,
      })),
    );
    const own = this.searcher.search(
      view,
      candidates,
      previous,
      openDice(seedRandom(`search:${seeds[0]}`)),
      { iterations: share(0), ms: this.ms, now: this.now },
    );
    const found = [own, ...(this.pool?.collect() ?? [])];
    this.lastStats = {
      iterations: sum(found.map((f) => f.iterations)),
      ms: this.now() - started,
      visits: candidates.map((_, i) => sum(found.map((f) => f.visits[i] ?? 0))),
      reused: sum(found.map((f) => f.reused)),
    };
    const diffs = candidates.map((_, i) => found.flatMap((f: Found) => f.diffs[i] ?? []));
    const choice = this.best(candidates, diffs) ?? fallback;
    this.previous = choice;
    return choice;
  }

  /** Worker threads running (0 for a single-threaded bot or once disposed). */
  get threads(): number {
    return this.pool?.threads ?? 0;
  }

  /** Stops the worker threads, if any; the bot must not choose afterwards. */
  async dispose(): Promise<void> {
    await this.pool?.dispose();
  }

  /** The heuristic's choice first, then its next favourites, at most `CANDIDATES` in all. */
  private candidates(
    view: XiaView,
    legal: readonly XiaCommand[],
    fallback: XiaCommand,
  ): XiaCommand[] {
    const ranked = this.heuristic.rank(view, legal).filter((c) => c !== fallback);
    return [fallback, ...ranked.slice(0, CANDIDATES - 1)];
  }

  /**
   * A candidate that beat the heuristic's choice (candidate 0) round by round (`diffs`): by more
   * than `margin` on average and by three standard errors of the paired differences. Null when
   * none did: a few noisy play-outs should not overturn a sound rule of thumb.
   */
  private best(candidates: readonly XiaCommand[], diffs: readonly number[][]): XiaCommand | null {
    let best: XiaCommand | null = null;
    let top = this.margin;
    for (let i = 1; i < candidates.length; i++) {
      const mine = diffs[i] ?? [];
      const n = mine.length;
      if (n < MIN_ROUNDS) continue;
      let total = 0;
      let squares = 0;
      for (const d of mine) {
        total += d;
        squares += d * d;
      }
      const mean = total / n;
      const error = Math.sqrt(Math.max(0, squares / n - mean * mean) / (n - 1));
      if (mean > top && mean > 3 * error) {
        top = mean;
        best = candidates[i] ?? null;
      }
    }
    return best;
  }

  /** Counts this bot's decisions in the current turn; true past `TURN_DECISIONS`. */
  private longTurn(view: XiaView): boolean {
    if (view.turn.number !== this.turnSeen) {
      this.turnSeen = view.turn.number;
      this.decisionsThisTurn = 0;
    }
    return ++this.decisionsThisTurn > TURN_DECISIONS;
  }
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
