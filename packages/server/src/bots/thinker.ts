/**
 * Where bot seats think. A decision is asked with the seat's view and legal list only (never
 * the state); the answer is an index into that list. Each bot seat keeps one bot object (its
 * memory across decisions) under a key, until it is forgotten.
 */
export interface Decision {
  /** `matchId:seat`: the bot object this decision belongs to. */
  readonly key: string;
  /** The registry label (`heuristic:trader`, `search:500ms`), already validated. */
  readonly label: string;
  /** The match's version the bot decides at (for logs and checks). */
  readonly version: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
}

export interface BotThinker {
  /** The index of the chosen command in `decision.legal`. Rejects if the bot failed. */
  choose(decision: Decision, timeoutMs: number): Promise<number>;
  /** Drops a bot object (its match was unloaded, or its seat changed hands). */
  forget(key: string): void;
  close(): Promise<void>;
}
