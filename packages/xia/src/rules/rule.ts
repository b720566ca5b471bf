/**
 * How a rule is written. Each command type has one rule that owns, side by side, the list of
 * commands a seat might send (`candidates`), the check that says why one cannot be carried out
 * now (`check`), and the effect (`run`). `legal` is candidates that pass check; `apply` runs
 * check then run. So legal and apply cannot drift apart.
 */
import type { Dice, RuleError, SeatId } from '@drift/engine';
import type { Board } from '../board/board.ts';
import type { CommandOfType, CommandType } from '../commands.ts';
import type { XiaEvent } from '../events.ts';
import type { Content } from '../model/content.ts';
import type { Draft } from '../model/draft.ts';
import type { XiaPrompt } from '../model/prompts.ts';
import type { Phase, XiaState } from '../model/state.ts';

/** A read-only look at a state on behalf of one seat. */
export interface Query {
  readonly state: XiaState;
  readonly seat: SeatId;
  readonly content: Content;
  readonly board: Board;
  /**
   * Answers worked out once per query (guards), present only when the state cannot change
   * while the query lives: on `legal`'s and `apply`'s queries, never on a draft's.
   */
  readonly memo?: QueryMemo;
}

/** Per-query answers, filled lazily; `undefined` means not worked out yet. */
export interface QueryMemo {
  guards?: Map<string, RuleError | null>;
  /** What checks look up for each candidate (lists of targets, free cells), by name. */
  answers?: Map<string, unknown>;
}

/**
 * `work(q)`, worked out once per query when the query allows (see Query.memo), else each time:
 * for what a check would otherwise rebuild for every candidate. The key names all `work` reads
 * besides the query; callers never change the answer.
 */
export function remembered<T>(q: Query, key: string, work: (q: Query) => T): T {
  const memo = q.memo;
  if (!memo) return work(q);
  memo.answers ??= new Map();
  const known = memo.answers.get(key);
  if (known !== undefined || memo.answers.has(key)) return known as T;
  const answer = work(q);
  memo.answers.set(key, answer);
  return answer;
}

/** What a rule's effect works with: a draft of the next state, the dice and the event log. */
export interface Ctx {
  readonly s: Draft<XiaState>;
  readonly seat: SeatId;
  readonly content: Content;
  readonly dice: Dice;
  readonly events: XiaEvent[];
  /** The board as it is now (changes when a sector is placed). */
  board(): Board;
}

/**
 * Where a rule can yield a legal command, by the asking seat's situation; `legal` polls a rule
 * only there (rules/where.ts). Naming more than the rule yields is safe, naming less changes
 * games: a rule whose check starts with a guard names what that guard allows.
 */
export interface Where {
  /** Setup stages, on the seat's go with no prompt waiting (setupGuard). */
  readonly stages?: readonly ('choosingShips' | 'outfitting')[];
  /** Phases of play, on the seat's turn with no prompt waiting (phaseGuard and its kin). */
  readonly phases?: readonly Phase[];
  /** Kinds of the top prompt, when it is the seat's to answer (promptGuard). */
  readonly prompts?: readonly XiaPrompt['kind'][];
  /** Whenever the seat is the one to act: the top prompt's seat, else the turn's. */
  readonly acting?: true;
  /** Every seat at every moment. */
  readonly anywhere?: true;
}

export interface Rule<T extends CommandType> {
  readonly where: Where;
  candidates(q: Query): readonly CommandOfType<T>[];
  check(q: Query, command: CommandOfType<T>): RuleError | undefined;
  run(ctx: Ctx, command: CommandOfType<T>): void;
}

/** One rule per command type; a missing one does not compile. */
export type RuleBook = { readonly [T in CommandType]: Rule<T> };

/** A query over a rule's draft, for checks an effect shares with `check`. */
export function draftQuery(ctx: Ctx): Query {
  return { state: ctx.s, seat: ctx.seat, content: ctx.content, board: ctx.board() };
}
