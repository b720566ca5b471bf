/**
 * The odds of one attack from its dice, as the combat rules resolve it (packages/xia/src/rules/
 * combat/resolve.ts): the attack total is each committed die less its outfit's damage markers,
 * never below 0, plus Title attack skills and a pending targeting bonus (XB-CMBT-04,
 * XB-OUTF-07); a captain's defence is each shield die less its damage, plus Title defence
 * skills and, with an evasion card, a d20 that adds its bonus on a success; an NPC defends with
 * its card's die (XB-NPC-05). Damage is attack minus defence, never below 0 (XB-CMBT-05); the
 * target is destroyed when the damage reaches what it has left (XB-HOLD-03, NPC To Kill). A ram
 * deals the rammer the same damage, unblockable (XB-OTYP-02).
 */
import { atLeast, certain, type Dist, dieRoll, either, excess, mean, shift, sum } from './dist.ts';

/** A die committed to a roll: its size and the damage markers on its outfit. */
export interface DieSpec {
  readonly size: number;
  readonly penalty: number;
}

/** An evasion card's d20: on `atLeast` or more the defence gains `bonus` (XB-CMBT-03). */
export interface EvasionSpec {
  readonly atLeast: number;
  readonly bonus: number;
}

export type DefenceSpec =
  | {
      readonly kind: 'captain';
      readonly shields: readonly DieSpec[];
      /** Title defence skills. */
      readonly bonus: number;
      readonly evasion: EvasionSpec | null;
    }
  | { readonly kind: 'npc'; readonly die: number };

export interface StrikeSpec {
  readonly attack: readonly DieSpec[];
  /** Title attack skills plus a pending targeting bonus. */
  readonly attackBonus: number;
  readonly defence: DefenceSpec;
  /** Damage that destroys the target: the free part of its hold, or To Kill less its damage. */
  readonly toDestroy: number;
  /** For a ram: damage that destroys the rammer's own ship. */
  readonly rammerToDestroy: number | null;
}

export interface StrikeOdds {
  readonly attack: Dist;
  readonly defence: Dist;
  readonly damage: Dist;
  /** P(damage > 0). */
  readonly hit: number;
  /** E[damage]. */
  readonly expected: number;
  /** P(damage >= toDestroy). */
  readonly destroy: number;
  /** A ram only: P(the rammer's own ship is destroyed by the same damage). */
  readonly rammerDestroyed: number | null;
}

/** The attack total's distribution. */
export function attackTotal(dice: readonly DieSpec[], bonus: number): Dist {
  return shift(sum(dice.map((d) => dieRoll(d.size, d.penalty))), bonus);
}

/** The defence total's distribution. */
export function defenceTotal(defence: DefenceSpec): Dist {
  if (defence.kind === 'npc') return dieRoll(defence.die);
  const base = shift(sum(defence.shields.map((d) => dieRoll(d.size, d.penalty))), defence.bonus);
  const ev = defence.evasion;
  if (!ev) return base;
  // d20 faces atLeast..20 succeed.
  const successes = Math.max(0, Math.min(20, 21 - ev.atLeast));
  return either(successes, 20, shift(base, ev.bonus), base);
}

export function strikeOdds(spec: StrikeSpec): StrikeOdds {
  const attack = attackTotal(spec.attack, spec.attackBonus);
  const defence = defenceTotal(spec.defence);
  const damage = excess(attack, defence);
  const toDestroy = Math.max(1, spec.toDestroy);
  return {
    attack,
    defence,
    damage,
    hit: atLeast(damage, 1),
    expected: mean(damage),
    destroy: atLeast(damage, toDestroy),
    rammerDestroyed:
      spec.rammerToDestroy === null ? null : atLeast(damage, Math.max(1, spec.rammerToDestroy)),
  };
}

/** No defence at all: a certain 0. */
export const NO_DEFENCE: Dist = certain(0);
