/**
 * The odds of the attack a captain is asked to defend against (the Defend prompt), read from the
 * defender's view: the attacker's committed dice less their damage and its attack bonus (or an
 * NPC's die), the defender's Title defence skills and what destroys each ship. The defence is
 * the defender's choice, so the odds are reckoned for any shields and evasion card
 * (odds/strike.ts, the same model as the attacker's odds).
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import type { Content, PromptView } from '@drift/xia';
import { captainName } from '@drift/xia';
import {
  attackBonusOf,
  holdLeft,
  type NamedDie,
  type OddsView,
  refusal,
  skill,
  weaponDice,
} from './fromView.ts';
import { type DieSpec, type EvasionSpec, type StrikeOdds, strikeOdds } from './strike.ts';

export type DefendPrompt = Extract<PromptView, { kind: 'Defend' }>;

/** What the defence does not change. */
export interface DefendBasis {
  readonly ram: boolean;
  readonly attackerName: string;
  /** The attacker's seat, or null for an NPC. */
  readonly attackerSeat: number | null;
  readonly dice: readonly NamedDie[];
  readonly attackBonus: number;
  /** The defender's Title defence skills, always counted. */
  readonly defenceBonus: number;
  /** Damage that destroys the defender's ship. */
  readonly toDestroy: number;
  /** For a ram: damage that destroys the rammer's ship. */
  readonly rammerToDestroy: number | null;
}

/** The attack in `prompt` against its captain, as that captain sees it. */
export function defendBasis(
  view: OddsView,
  content: Content,
  prompt: DefendPrompt,
): Result<DefendBasis, RuleError> {
  const me = view.captains[prompt.seat];
  if (!me?.ship) return err(refusal('NoSuchSeat', `${captainName(prompt.seat)} has no ship.`));
  const common = {
    ram: prompt.ram,
    defenceBonus: skill(content, me, 'defenceBonus'),
    toDestroy: holdLeft(view, content, me),
  };
  const a = prompt.attacker;
  if ('npc' in a) {
    // An NPC rolls its card's attack die, nothing added (XB-NPC-05).
    const card = content.npc(a.npc);
    return ok({
      ...common,
      attackerName: `the ${card.name}`,
      attackerSeat: null,
      dice: [{ name: card.name, size: prompt.npcDie ?? card.attack.die, penalty: 0 }],
      attackBonus: 0,
      rammerToDestroy: null,
    });
  }
  const attacker = view.captains[a.seat];
  if (!attacker?.ship)
    return err(refusal('NoSuchSeat', `${captainName(a.seat)} has no ship to attack with.`));
  const dice = weaponDice(content, attacker, prompt.weapons);
  if (!dice.ok) return dice;
  return ok({
    ...common,
    attackerName: captainName(a.seat),
    attackerSeat: a.seat,
    dice: dice.value,
    attackBonus: attackBonusOf(view, content, attacker),
    rammerToDestroy: prompt.ram ? holdLeft(view, content, attacker) : null,
  });
}

/** The odds if the defender raises `shields` and plays `evasion` (or nothing). */
export function defendOdds(
  basis: DefendBasis,
  shields: readonly DieSpec[],
  evasion: EvasionSpec | null,
): StrikeOdds {
  return strikeOdds({
    attack: basis.dice,
    attackBonus: basis.attackBonus,
    defence: { kind: 'captain', shields, bonus: basis.defenceBonus, evasion },
    toDestroy: basis.toDestroy,
    rammerToDestroy: basis.rammerToDestroy,
  });
}
