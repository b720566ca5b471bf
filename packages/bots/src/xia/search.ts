/**
 * SearchBot: information-set Monte Carlo tree search (single observer). Each iteration samples
 * the hidden parts of the match from the bot's own view and dice (`determinize`), walks the
 * shared tree by UCB over the commands legal in that sample, adds one node, plays on with
 * HeuristicBots to the end of the current turn, and scores the end with `rewards`. It never
 * reads the true state or its generator.
 */
import type { Dice, SeatId } from '@drift/engine';
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
  /** Commands a play-out may run before it is scored, past the tree. Default 40. */
  readonly rolloutCommands?: number;
  /** How much better (in reward) a command must score to overrule the heuristic. Default 0.03. */
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
  /** Visits of each root command tried, most first. */
  readonly visits: readonly number[];
}

/** Searched decisions per turn before the heuristic takes over for the rest of it. */
const TURN_DECISIONS = 60;

/** Whether the most visited root child stays ahead whatever the remaining iterations do. */
function settled(root: SearchNode, left: number): boolean {
  let first = 0;
  let second = 0;
  for (const child of root.children.values()) {
    if (child.visits > first) {
      second = first;
      first = child.visits;
    } else if (child.visits > second) second = child.visits;
  }
  return first - second > left;
}

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
      rolloutCommands: options.rolloutCommands ?? 40,
      exploration: options.exploration ?? 0.1,
      margin: options.margin ?? 0.03,
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
    const root = new SearchNode(null, seat);
    const started = this.now();
    const { ms, iterations } = this.options;
    let done = 0;
    for (;;) {
      const elapsed = this.now() - started;
      if (ms !== undefined ? elapsed >= ms : done >= iterations) break;
      // Iterations still to come: counted, or estimated from the rate so far.
      const left =
        ms === undefined
          ? iterations - done
          : done === 0
            ? Number.POSITIVE_INFINITY
            : ((ms - elapsed) * done) / Math.max(elapsed, 1e-9);
      if (done % 4 === 3 && settled(root, left)) break;
      this.iterate(root, view, seat, rng);
      done++;
    }
    const visits = [...root.children.values()].map((c) => c.visits).sort((a, b) => b - a);
    this.lastStats = { iterations: done, ms: this.now() - started, visits };

    return this.best(root, legal, view, rng);
  }

  /**
   * The heuristic's own choice, unless the search found a command clearly better: the most
   * visited one, with a mean reward ahead by more than `margin` and by three standard errors. A
   * few noisy play-outs should not overturn a sound rule of thumb.
   */
  private best(
    root: SearchNode,
    legal: readonly XiaCommand[],
    view: XiaView,
    rng: Dice,
  ): XiaCommand {
    const fallback = this.heuristic.choose(view, legal, rng);
    const own = root.children.get(commandKey(fallback));
    let best: SearchNode | null = null;
    for (const child of root.children.values())
      if (
        child.visits > (best?.visits ?? 0) ||
        (best && child.visits === best.visits && child.mean() > best.mean())
      )
        best = child;
    if (!best?.command || !own || best === own) return fallback;
    // Overrule only with confidence: ahead by `margin` and by three standard errors.
    const gap = best.mean() - own.mean();
    if (
      gap <= this.options.margin ||
      gap <= 3 * Math.sqrt(best.meanVariance() + own.meanVariance())
    )
      return fallback;
    // The tree holds the command as a sample listed it: answer with the real list's element.
    const key = commandKey(best.command);
    return legal.find((c) => commandKey(c) === key) ?? fallback;
  }

  /** Counts this bot's decisions in the current turn; true past `TURN_DECISIONS`. */
  private longTurn(view: XiaView): boolean {
    if (view.turn.number !== this.turnSeen) {
      this.turnSeen = view.turn.number;
      this.decisionsThisTurn = 0;
    }
    return ++this.decisionsThisTurn > TURN_DECISIONS;
  }

  /** One iteration: sample, select, expand, play out, back up. */
  private iterate(root: SearchNode, view: XiaView, seat: SeatId, rng: Dice): void {
    let state = determinize(this.xia.content, view, seat, rng);
    const turn = state.turn.number;
    const path: SearchNode[] = [root];
    let node = root;
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
    state = this.playOut(state, turn, rng);
    const r = rewards(this.xia.content, state, (s) =>
      s === seat ? this.distance(state, s) : null,
    );
    for (const n of path) n.record(r[n.actor] ?? 0);
  }

  /** Heuristic play to the end of the turn (or the play-out bound). */
  private playOut(start: XiaState, turn: number, rng: Dice): XiaState {
    let state = start;
    for (let i = 0; i < this.options.rolloutCommands; i++) {
      if (state.stage === 'finished' || state.turn.number !== turn) break;
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

  private distance(state: XiaState, seat: SeatId): number | null {
    return this.heuristic.distanceToGoal(this.xia.view(state, { seat }));
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
