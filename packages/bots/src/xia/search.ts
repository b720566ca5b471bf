/**
 * SearchBot: information-set Monte Carlo tree search (single observer). It never reads the true
 * state or its generator: each round samples the hidden parts of the match from the bot's own
 * view and dice (`determinize`), then tries every root candidate (the heuristic's choice and its
 * next favourites) on that same sample with the same play-out dice, so candidates are compared
 * pair by pair. Below a candidate it walks its tree by UCB over the commands legal in the
 * sample, adds one node, plays on with HeuristicBots to the end of its next turn and scores the
 * end with `rewards`. The heuristic's choice stands unless another candidate beats it clearly.
 */
import { type Dice, openDice, type SeatId, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaRuleset, XiaState, XiaView } from '@drift/xia';
import type { Bot } from '../bot.ts';
import { determinize } from './determinize.ts';
import { HeuristicBot } from './heuristic.ts';
import type { Profile } from './profiles.ts';
import { commandKey, SearchNode } from './tree.ts';
import { rewards } from './worth.ts';

/** How much a search may spend on one decision, and how it plays out. */
export interface SearchOptions {
  /** Iterations per decision (reproducible); used when `ms` is absent. Default 200. */
  readonly iterations?: number;
  /** Wall-clock milliseconds per decision (not reproducible across machines). */
  readonly ms?: number;
  /** Commands a play-out may run before it is scored, past the tree. Default 200. */
  readonly rolloutCommands?: number;
  /**
   * Where play-outs stop: `turn`, the end of the current turn, or `round` (default), the end of
   * the searcher's next turn, after every other captain has played one. One turn is too short:
   * it sees the risk of a move now but not that the same move must be made next turn anyway.
   */
  readonly horizon?: 'turn' | 'round';
  /** How much better (in reward) a command must score to overrule the heuristic. Default 0.02. */
  readonly margin?: number;
  /** UCB exploration constant. Default 0.1 (rewards differ by hundredths). */
  readonly exploration?: number;
  /** The HeuristicBot profile used for play-outs, setup choices and the search's own goal. */
  readonly profile?: Profile;
  /** The clock for `ms` budgets (tests pass a fake one). */
  readonly now?: () => number;
}

/** What the last decision cost, for benchmarks. */
export interface SearchStats {
  readonly iterations: number;
  readonly ms: number;
  /** Visits of each root candidate, the heuristic's choice first. */
  readonly visits: readonly number[];
}

/** Searched decisions per turn before the heuristic takes over for the rest of it. */
const TURN_DECISIONS = 60;
/** Root commands compared: the heuristic's choice and its next favourites. */
const CANDIDATES = 6;
/** Complete rounds needed before the search may overrule the heuristic (two or three paired
 * samples can agree by chance and show no spread at all). */
const MIN_ROUNDS = 4;

export class SearchBot implements Bot<XiaView, XiaCommand> {
  readonly name: string;
  readonly heuristic: HeuristicBot;
  private readonly options: Required<Omit<SearchOptions, 'ms' | 'now'>> & {
    ms: number | undefined;
  };
  private readonly now: () => number;
  private turnSeen = -1;
  private decisionsThisTurn = 0;
  lastStats: SearchStats = { iterations: 0, ms: 0, visits: [] };

  constructor(
    private readonly xia: XiaRuleset,
    options: SearchOptions = {},
  ) {
    this.options = {
      iterations: options.iterations ?? 200,
      ms: options.ms,
      rolloutCommands: options.rolloutCommands ?? 200,
      horizon: options.horizon ?? 'round',
      exploration: options.exploration ?? 0.1,
      margin: options.margin ?? 0.02,
      profile: options.profile ?? 'balanced',
    };
    this.now = options.now ?? (() => performance.now());
    this.heuristic = new HeuristicBot(xia.content, this.options.profile);
    const budget = options.ms !== undefined ? `${options.ms}ms` : `${this.options.iterations}it`;
    this.name = `search:${budget}`;
  }

  choose(view: XiaView, legal: readonly XiaCommand[], rng: Dice): XiaCommand {
    const first = legal[0];
    if (legal.length === 1 && first) return first;
    // Setup choices have no position to score yet: the heuristic's judgement stands. So it does
    // in a turn that has run long, lest a search wander in circles (move cargo to and fro).
    if (view.stage !== 'playing' || typeof view.viewer !== 'object' || this.longTurn(view))
      return this.heuristic.choose(view, legal, rng);
    const seat = view.viewer.seat;
    const fallback = this.heuristic.choose(view, legal, rng);
    const candidates = this.candidates(view, legal, fallback);
    const children = candidates.map((c) => new SearchNode(c, seat));
    const rounds: number[][] = candidates.map(() => []);
    const started = this.now();
    const { ms, iterations } = this.options;
    let done = 0;
    const spent = () => (ms !== undefined ? this.now() - started >= ms : done >= iterations);
    search: while (!spent()) {
      // One round: every candidate from the same sample and the same play-out dice.
      const sample = determinize(this.xia.content, view, seat, rng);
      const playOutDice = seedRandom(`search:${rng.index(2 ** 31)}`);
      for (let i = 0; i < children.length; i++) {
        const child = children[i];
        if (!child || (i > 0 && spent())) break search;
        const dice = openDice(playOutDice);
        rounds[i]?.push(this.iterate(child, sample, seat, dice));
        done++;
      }
    }
    const visits = children.map((c) => c.visits);
    this.lastStats = { iterations: done, ms: this.now() - started, visits };
    return this.best(candidates, rounds) ?? fallback;
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
   * A candidate that beat the heuristic's choice (candidate 0) round by round: by more than
   * `margin` on average and by three standard errors of the paired differences. Null when none
   * did: a few noisy play-outs should not overturn a sound rule of thumb.
   */
  private best(candidates: readonly XiaCommand[], rounds: readonly number[][]): XiaCommand | null {
    const base = rounds[0] ?? [];
    let best: XiaCommand | null = null;
    let top = this.options.margin;
    for (let i = 1; i < candidates.length; i++) {
      const mine = rounds[i] ?? [];
      const n = Math.min(base.length, mine.length);
      if (n < MIN_ROUNDS) continue;
      let sum = 0;
      let squares = 0;
      for (let r = 0; r < n; r++) {
        const d = (mine[r] ?? 0) - (base[r] ?? 0);
        sum += d;
        squares += d * d;
      }
      const mean = sum / n;
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

  /**
   * One iteration below a root candidate: play it on the sample, descend its tree by UCB over
   * the commands legal there, add one node, play out, back up. Returns the seat's reward.
   */
  private iterate(start: SearchNode, sample: XiaState, seat: SeatId, rng: Dice): number {
    const turn = sample.turn.number;
    const path: SearchNode[] = [start];
    let node = start;
    let state = start.command ? this.step(sample, seat, start.command) : sample;
    const live = (s: XiaState) => s.stage !== 'finished' && s.turn.number === turn;
    while (live(state)) {
      const actor = this.actor(state);
      const legal = this.xia.legal(state, actor);
      const only = legal[0];
      if (legal.length === 1 && only) {
        state = this.step(state, actor, only);
        continue;
      }
      const untried: XiaCommand[] = [];
      let pick: SearchNode | null = null;
      let top = Number.NEGATIVE_INFINITY;
      const keys = legal.map(commandKey);
      for (let i = 0; i < legal.length; i++) {
        const child = node.children.get(keys[i] ?? '');
        const command = legal[i];
        if (!command) continue;
        if (!child) {
          untried.push(command);
          continue;
        }
        child.available++;
        if (untried.length > 0) continue;
        const u = child.ucb(this.options.exploration);
        if (u > top) {
          top = u;
          pick = child;
        }
      }
      if (untried.length > 0) {
        // Expand the command the heuristic likes best among those not yet tried.
        const command = this.heuristic.choose(this.xia.view(state, { seat: actor }), untried, rng);
        const child = new SearchNode(command, actor);
        child.available = 1;
        node.children.set(commandKey(command), child);
        path.push(child);
        state = this.step(state, actor, command);
        break;
      }
      if (!pick?.command) break;
      path.push(pick);
      node = pick;
      state = this.step(state, actor, pick.command);
    }
    const end = this.options.horizon === 'turn' ? turn : turn + sample.captains.length;
    state = this.playOut(state, end, rng);
    const r = rewards(this.xia.content, state);
    for (const n of path) n.record(r[n.actor] ?? 0);
    return r[seat] ?? 0;
  }

  /** Heuristic play until turn `last` has ended (or the play-out bound). */
  private playOut(start: XiaState, last: number, rng: Dice): XiaState {
    let state = start;
    for (let i = 0; i < this.options.rolloutCommands; i++) {
      if (state.stage === 'finished' || state.turn.number > last) break;
      const actor = this.actor(state);
      const legal = this.xia.legal(state, actor);
      const command =
        legal.length === 1 && legal[0]
          ? legal[0]
          : this.heuristic.choose(this.xia.view(state, { seat: actor }), legal, rng);
      state = this.step(state, actor, command);
    }
    return state;
  }

  private actor(state: XiaState): SeatId {
    const status = this.xia.status(state);
    return status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
  }

  private step(state: XiaState, seat: SeatId, command: XiaCommand): XiaState {
    const applied = this.xia.apply(state, seat, command);
    if (!applied.ok)
      throw new Error(`search: a listed command was refused (${applied.error.code})`);
    return applied.value.state;
  }
}
