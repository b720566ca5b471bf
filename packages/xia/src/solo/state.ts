/**
 * A solo game's own state (XS-*): the NPCs' shared Fame, their seats and Behavior cards, what
 * they collected toward the round-end roll, and the part of the round being played between the
 * player's turns. Absent in every other game.
 */
import type { Combatant } from '../model/state.ts';
import type { Difficulty } from '../options.ts';

/** The behaviour an NPC follows: a Behavior card and which of its behaviours (XS-BEHV-01). */
export interface NpcBehaviour {
  readonly card: string;
  readonly behaviour: number;
}

/**
 * Where the acting NPC stands in a step it began and must finish after the player answered a
 * prompt: which of the step and its alternates it is doing (`alt`, 0 for the step itself) and
 * how many halves of a doubled action are done (XS-BEHV-04).
 */
export interface StepPart {
  readonly alt: number;
  readonly half: number;
}

/**
 * Where the round stands after the player's turn (GAP-XS-04): the System Expanse, then the NPCs
 * in turn (the Sellsword first), then the round-end roll. The first NPC of the queue is acting;
 * `next` is the index of its behaviour step to run when it resumes after the player answered a
 * prompt.
 */
export type SoloStep =
  /** The turn just ended; the Expanse begins once the player's pending decisions are made. */
  | { readonly at: 'turnEnded' }
  | { readonly at: 'expanse' }
  | {
      readonly at: 'npcs';
      /** NPCs still to act this round, in order; the first is acting. */
      readonly queue: readonly string[];
      /** The acting NPC's next behaviour step (0 before it starts). */
      readonly next: number;
      /** Steps of the acting NPC already done, by index (impossible ones too). */
      readonly done: readonly number[];
      /** Step `next` begun and not finished (a doubled attack waiting for the player). */
      readonly part?: StepPart;
      /** The ship the acting NPC goes after this turn (an attack with no target fires on it). */
      readonly target?: Combatant;
      /** Sell spaces (hex keys) the acting NPC traded at this turn: a market trades once. */
      readonly traded?: readonly string[];
      /** A sell space (hex key) taken by a ship, that the NPC trades at from beside it (XB-MOVE-04). */
      readonly beside?: string;
    }
  | { readonly at: 'roundEnd' };

export interface SoloState {
  readonly difficulty: Difficulty;
  /** The NPC Stats side in force (XS-NPC-02): Normal flips from A to B once, for good. */
  readonly side: 'A' | 'B';
  /** The NPCs' shared Fame marker (XS-SETUP-06, XS-END-05). */
  readonly npcFame: number;
  /** NPCs seated by the player as they entered play, in seat order after the player (XS-NPC-01). */
  readonly seating: readonly string[];
  /** Each NPC's Behavior card and behaviour, once it has entered play (XS-BEHV-01). */
  readonly behaviours: Readonly<Record<string, NpcBehaviour>>;
  /** Behavior cards not yet drawn, by NPC id; secret order. */
  readonly behaviourDecks: Readonly<Record<string, readonly string[]>>;
  /** Credits the NPCs collected since the last round-end roll (XS-END-03, GAP-XS-02). */
  readonly collected: number;
  /** "+X" earned this round by Merchant behaviours (XS-END-03, GAP-XS-03). */
  readonly merchantBonus: number;
  /**
   * The ship that last attacked each ship (by NPC id; the player's ship is `player`), for
   * behaviours that pay attacks back.
   */
  readonly attackers: Readonly<Record<string, Combatant>>;
  /** The part of the round being played after the player's turn; null during the player's turn. */
  readonly step: SoloStep | null;
}
