/**
 * What the server asks of a record kind (an event, a Coruscant campaign; `@drift/formats`
 * writes them): the kind owns its record's rules and who sees what; the server stores it,
 * checks tokens, orders writes and keeps the change log. Records are plain JSON; every function
 * is pure and answers outside input with a `Result`.
 */
import type { Result, RuleError } from '@drift/engine';

/** The record kinds the server keeps. */
export type OrgKindName = 'event' | 'coruscant';

/** Where a kind's records live: `/api/org/<path>`. */
export const ORG_PATHS: Readonly<Record<OrgKindName, string>> = {
  event: 'events',
  coruscant: 'coruscant',
};

/** Who asks: the organizer, a participant (by the token the organizer gave them), or anyone. */
export type OrgActor =
  | { readonly kind: 'organizer' }
  | { readonly kind: 'player'; readonly player: string }
  | { readonly kind: 'public' };

/** A change a command made: the new record and what to log of it. */
export interface OrgApplied<R> {
  readonly record: R;
  readonly entries: readonly unknown[];
}

/** A kind of record. `R` is the stored record, `V` what an actor sees of it. */
export interface OrgKind<R, V> {
  readonly name: OrgKindName;
  /** A new record from the organizer's input (the body of the create request). */
  create(
    input: unknown,
    ctx: { readonly now: number; readonly seed: string },
  ): Result<R, RuleError>;
  /** A command from the organizer or a participant; a refusal says what was wrong. */
  apply(
    record: R,
    actor: OrgActor,
    command: unknown,
    now: number,
  ): Result<OrgApplied<R>, RuleError>;
  /** What this actor may see of the record. */
  view(record: R, actor: OrgActor): V;
  /** The player ids a participant token may be given for (any, without it). */
  playerIds?(record: R): readonly string[];
  /** A short public line of the record for the list (null without it). */
  summary?(record: R): unknown;
  /** What a non-organizer may see of a log entry (undefined: hidden); without it only the organizer reads the log. */
  viewEntry?(entry: unknown, actor: OrgActor): unknown;
  /** Downloads, each for what this actor may see. */
  readonly exports?: {
    csv?(record: R, actor: OrgActor): string;
    json?(record: R, actor: OrgActor): unknown;
  };
}

/** A kind of any record: what the server holds in its list of kinds. */
export type AnyOrgKind = OrgKind<unknown, unknown>;
