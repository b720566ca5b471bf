/**
 * The search of one decision, on one thread: rounds of samples (`determinize`) in which every
 * root candidate is tried on the same sample with the same play-out dice, so candidates are
 * compared pair by pair. Below a candidate it walks its tree by UCB over the commands legal in
 * the sample, adds one node, plays out to the horizon and scores the end with `rewards`.
 * The tree is kept for the next decision of the same turn: it re-roots at the command played.
 */
import { type Dice, openDice, type SeatId, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaRuleset, XiaState, XiaView } from '@drift/xia';
import { determinize } from './determinize.ts';
import type { HeuristicBot } from './heuristic.ts';
import { actorOf, type Horizon, playOut, step } from './playout.ts';
import { commandKey, SearchNode } from './tree.ts';
import { rewards } from './worth.ts';

/** How a searcher plays out and explores. */
export interface SearcherSettings {
  readonly horizon: Horizon;
  /** Commands a play-out may run past the tree. */
  readonly rolloutCommands: number;
  /** UCB exploration constant. */
  readonly exploration: number;
}

/** A budget: `iterations`, or milliseconds by `now` when `ms` is given. */
export interface Spend {
  readonly iterations: number;
  readonly ms?: number | undefined;
  readonly now: () => number;
}

/** What one search found. */
export interface Found {
  readonly iterations: number;
  /** Visits of each candidate at the end (reused visits included). */
  readonly visits: number[];
  /** Per candidate, the rewards minus the first candidate's, one per complete round. */
  readonly diffs: number[][];
  /** Visits the root had when the search began (those of the node kept from the last decision). */
  readonly reused: number;
}

export class Searcher {
  /** The last search's root, with the turn and seat it was for. */
  private last: { root: SearchNode; turn: number; seat: SeatId } | null = null;

  constructor(
    private readonly xia: XiaRuleset,
    private readonly heuristic: HeuristicBot,
    private readonly settings: SearcherSettings,
  ) {}

  /**
   * Searches the decision of `view` among `candidates` (the first is the one to beat).
   * `previous` is the command this seat played at its last decision, if it was searched: when
   * this decision is in the same turn, the tree below that command is kept.
   */
  search(
    view: XiaView,
    candidates: readonly XiaCommand[],
    previous: XiaCommand | null,
    rng: Dice,
    spend: Spend,
  ): Found {
    if (typeof view.viewer !== 'object') throw new RangeError('search: the view has no seat');
    const seat = view.viewer.seat;
    const turn = view.turn.number;
    const root = this.rootFor(seat, turn, previous);
    const reused = root.visits;
    const children = candidates.map((c) => {
      const key = commandKey(c);
      const kept = root.children.get(key);
      if (kept && kept.actor === seat) return kept;
      const fresh = new SearchNode(c, seat);
      root.children.set(key, fresh);
      return fresh;
    });
    this.last = { root, turn, seat };
    const diffs: number[][] = candidates.map(() => []);
    const started = spend.now();
    let done = 0;
    const spent = () =>
      spend.ms !== undefined ? spend.now() - started >= spend.ms : done >= spend.iterations;
    const scores: number[] = [];
    search: while (!spent()) {
      const sample = determinize(this.xia.content, view, seat, rng);
      const playOutDice = seedRandom(`search:${rng.index(2 ** 31)}`);
      scores.length = 0;
      for (let i = 0; i < children.length; i++) {
        const child = children[i];
        if (!child || (i > 0 && spent())) break search;
        scores.push(this.iterate(child, sample, seat, openDice(playOutDice)));
        done++;
        if (i > 0) diffs[i]?.push((scores[i] ?? 0) - (scores[0] ?? 0));
      }
    }
    return { iterations: done, visits: children.map((c) => c.visits), diffs, reused };
  }

  /** The kept node below `previous` when the same seat's turn goes on, else a fresh root. */
  private rootFor(seat: SeatId, turn: number, previous: XiaCommand | null): SearchNode {
    const last = this.last;
    this.last = null;
    if (previous && last && last.seat === seat && last.turn === turn) {
      const kept = last.root.children.get(commandKey(previous));
      if (kept) return kept;
    }
    return new SearchNode(null, seat);
  }

  /**
   * One iteration below a root candidate: play it on the sample, descend its tree by UCB over
   * the commands legal there, add one node, play out, back up. Returns the seat's reward.
   */
  private iterate(start: SearchNode, sample: XiaState, seat: SeatId, rng: Dice): number {
    const { xia } = this;
    const turn = sample.turn.number;
    const path: SearchNode[] = [start];
    let node = start;
    let state = start.command ? step(xia, sample, seat, start.command) : sample;
    const live = (s: XiaState) => s.stage !== 'finished' && s.turn.number === turn;
    while (live(state)) {
      const actor = actorOf(xia, state);
      const legal = xia.legal(state, actor);
      const only = legal.length === 1 ? legal[0] : undefined;
      if (only) {
        state = step(xia, state, actor, only);
        continue;
      }
      const untried: XiaCommand[] = [];
      let pick: SearchNode | null = null;
      let top = Number.NEGATIVE_INFINITY;
      for (const command of legal) {
        const child = node.children.get(commandKey(command));
        if (!child || child.actor !== actor) {
          untried.push(command);
          continue;
        }
        child.available++;
        if (untried.length > 0) continue;
        const u = child.ucb(this.settings.exploration);
        if (u > top) {
          top = u;
          pick = child;
        }
      }
      if (untried.length > 0) {
        // Expand the command the heuristic likes best among those not yet tried.
        const command = this.heuristic.choose(xia.view(state, { seat: actor }), untried, rng);
        const child = new SearchNode(command, actor);
        child.available = 1;
        node.children.set(commandKey(command), child);
        path.push(child);
        state = step(xia, state, actor, command);
        break;
      }
      if (!pick?.command) break;
      path.push(pick);
      node = pick;
      state = step(xia, state, actor, pick.command);
    }
    const { horizon, rolloutCommands } = this.settings;
    const end = playOut(
      { xia, heuristic: this.heuristic, horizon, bound: rolloutCommands },
      state,
      seat,
      turn,
      rng,
    ).state;
    const r = rewards(xia.content, end);
    for (const n of path) n.record(r[n.actor] ?? 0);
    return r[seat] ?? 0;
  }
}
