/**
 * The search tree of information-set MCTS: one node per command path from the root decision,
 * shared by every determinization. A child's statistics are from the view of the seat that
 * chose it, and it counts how often it was available, since hidden cards change what is legal.
 */
import type { SeatId } from '@drift/engine';
import type { XiaCommand } from '@drift/xia';

export class SearchNode {
  visits = 0;
  /** Iterations in which this child's command was legal at its parent. */
  available = 0;
  /** Sum of the rewards of `actor` over the visits. */
  reward = 0;
  readonly children = new Map<string, SearchNode>();

  constructor(
    readonly command: XiaCommand | null,
    readonly actor: SeatId,
  ) {}

  /** Adds one play-out's reward. */
  record(reward: number): void {
    this.visits++;
    this.reward += reward;
  }

  /** UCB1 over availability (Cowling, Powley and Whitehouse's ISMCTS). */
  ucb(exploration: number): number {
    return (
      this.reward / this.visits + exploration * Math.sqrt(Math.log(this.available) / this.visits)
    );
  }
}

/** A stable key of a command for matching tree children across determinizations. */
export function commandKey(command: XiaCommand): string {
  return JSON.stringify(command);
}
