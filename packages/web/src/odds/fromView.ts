/**
 * The odds of an Attack or Ram command read from what the attacker sees: its own outfits and
 * their damage, the target's hold, armed markers, open shield spaces and ready evasion cards
 * (all on the table, XiaView), or the NPC's card. Two defences are reckoned: the defender raises
 * every shield it can (one armed marker each, the strongest first) and its best evasion card,
 * and the defender raises nothing.
 */
import { err, ok, type Result, type RuleError, type SeatId } from '@drift/engine';
import type { CaptainView, Content, XiaCommand, XiaView } from '@drift/xia';
import { captainName, npcProfile } from '@drift/xia';
import { cellKey } from '../mat/holdModel.ts';
import { dieRoll, mean } from './dist.ts';
import type { DefenceSpec, DieSpec, EvasionSpec, StrikeOdds } from './strike.ts';
import { strikeOdds } from './strike.ts';

export type StrikeCommand = Extract<XiaCommand, { type: 'Attack' } | { type: 'Ram' }>;
export type Target = StrikeCommand['target'];

/** A die with the outfit it belongs to, for the panel. */
export interface NamedDie extends DieSpec {
  readonly name: string;
}

/** A shield die and the use space its marker goes on. */
export interface ShieldDie extends NamedDie {
  readonly outfit: number;
  readonly space: number;
}

export interface DefenceSeen {
  /** Shields the defender can raise now, strongest first, as many as its armed markers. */
  readonly shields: readonly ShieldDie[];
  /** The ready evasion card it can pay for, with the best expected bonus. */
  readonly evasion: (EvasionSpec & { readonly id: string; readonly name: string }) | null;
  /** Title defence skills, always counted. */
  readonly bonus: number;
  /** An NPC's automatic defence die. */
  readonly npcDie: number | null;
}

export interface AttackOdds {
  readonly ram: boolean;
  readonly attacker: SeatId;
  readonly target: Target;
  readonly targetName: string;
  readonly dice: readonly NamedDie[];
  readonly attackBonus: number;
  readonly defence: DefenceSeen;
  /** Damage that destroys the target. */
  readonly toDestroy: number;
  /** The defender raises every shield it can and its best evasion card (or an NPC's die). */
  readonly full: StrikeOdds;
  /** The defender raises nothing; null when that is the same as `full` (an NPC, or no defence). */
  readonly bare: StrikeOdds | null;
  /** For a ram: damage that destroys the rammer. */
  readonly rammerToDestroy: number | null;
}

/** What the odds read of a view; `solo` for the NPC Stats side in force (XS-NPC-03). */
export type OddsView = Pick<XiaView, 'captains' | 'npcs' | 'turn' | 'prompts' | 'solo'>;

export const refusal = (code: string, message: string): RuleError => ({ code, message });

/** Damage markers on an outfit's cells (XB-OUTF-07). */
export function outfitPenalty(content: Content, captain: CaptainView, uid: number): number {
  const outfit = captain.hold.outfits.find((o) => o.uid === uid);
  if (!outfit) return 0;
  const hurt = new Set(captain.hold.damage.map(cellKey));
  return content
    .shape(outfit.kind, outfit.turns)
    .cells.filter(([x, y]) => hurt.has(cellKey([x + outfit.at[0], y + outfit.at[1]]))).length;
}

/** The sum of a captain's Title skills of one kind. */
export function skill(
  content: Content,
  captain: CaptainView,
  kind: 'attackBonus' | 'defenceBonus',
): number {
  let total = 0;
  for (const id of captain.titles) {
    const s = content.title(id).skill;
    if (s.kind === kind) total += s.bonus;
  }
  return total;
}

/**
 * Damage that fills the captain's hold (XB-HOLD-03): its free cells less damage still waiting to
 * be placed, which the rules count too (rewards.ts `wouldDestroy`).
 */
export function holdLeft(view: Pick<OddsView, 'prompts'>, content: Content, captain: CaptainView) {
  if (!captain.ship) return 0;
  let pending = 0;
  for (const p of view.prompts)
    if (p.kind === 'PlaceDamage' && p.seat === captain.seat) pending += p.remaining;
  return content.holdCells(captain.ship).length - captain.hold.damage.length - pending;
}

/** The dice of the attacker's committed outfits, each less its damage markers. */
export function weaponDice(
  content: Content,
  attacker: CaptainView,
  uses: readonly { readonly outfit: number }[],
): Result<NamedDie[], RuleError> {
  const dice: NamedDie[] = [];
  for (const u of uses) {
    const outfit = attacker.hold.outfits.find((o) => o.uid === u.outfit);
    if (!outfit) return err(refusal('NoSuchOutfit', `There is no outfit ${u.outfit} in the hold.`));
    const def = content.outfit(outfit.kind);
    dice.push({
      name: def.name,
      size: def.die,
      penalty: outfitPenalty(content, attacker, u.outfit),
    });
  }
  return ok(dice);
}

/** Title attack skills and, in the attacker's own turn, a pending targeting boost. */
export function attackBonusOf(view: OddsView, content: Content, attacker: CaptainView): number {
  const boost = view.turn.seat === attacker.seat ? view.turn.boosts.attackBonus : 0;
  return skill(content, attacker, 'attackBonus') + boost;
}

/** Open shield use spaces (no marker, no damage), as many as the armed markers, best first. */
function shieldsRaised(content: Content, captain: CaptainView): ShieldDie[] {
  const used = new Set(
    captain.markers.flatMap((m) => (m.at === 'used' ? [`${m.outfit}:${m.space}`] : [])),
  );
  const hurt = new Set(captain.hold.damage.map(cellKey));
  const open: ShieldDie[] = [];
  for (const o of captain.hold.outfits) {
    const def = content.outfit(o.kind);
    if (def.type !== 'shield') continue;
    const penalty = outfitPenalty(content, captain, o.uid);
    content.shape(o.kind, o.turns).use.forEach(([x, y], i) => {
      if (used.has(`${o.uid}:${i}`) || hurt.has(cellKey([x + o.at[0], y + o.at[1]]))) return;
      open.push({ name: def.name, size: def.die, penalty, outfit: o.uid, space: i });
    });
  }
  const armed = captain.markers.filter((m) => m.at === 'armed').length;
  const worth = (d: DieSpec) => mean(dieRoll(d.size, d.penalty));
  return open.sort((a, b) => worth(b) - worth(a)).slice(0, armed);
}

/** An evasion card's d20 and bonus, with its id and name; null for any other card. */
export function evasionOf(content: Content, id: string): DefenceSeen['evasion'] {
  const card = content.ability(id);
  if (card.effect.kind !== 'evasion') return null;
  return { id, name: card.name, atLeast: card.effect.atLeast, bonus: card.effect.bonus };
}

/** The ready evasion card the captain can pay for with the best expected bonus. */
function bestEvasion(content: Content, captain: CaptainView): DefenceSeen['evasion'] {
  let best: DefenceSeen['evasion'] = null;
  let bestWorth = 0;
  for (const held of captain.abilities) {
    if (held.exhausted) continue;
    const card = content.ability(held.id);
    if (card.effect.kind !== 'evasion' || card.energy > captain.energy) continue;
    const { atLeast, bonus } = card.effect;
    const worth = (bonus * Math.max(0, Math.min(20, 21 - atLeast))) / 20;
    if (worth > bestWorth) {
      best = { id: card.id, name: card.name, atLeast, bonus };
      bestWorth = worth;
    }
  }
  return best;
}

/** The odds of `command` sent by `seat`, from what the view shows. */
export function attackOdds(
  view: OddsView,
  content: Content,
  seat: SeatId,
  command: StrikeCommand,
): Result<AttackOdds, RuleError> {
  const attacker = view.captains[seat];
  if (!attacker?.ship)
    return err(refusal('NoSuchSeat', `${captainName(seat)} has no ship to attack with.`));
  const ram = command.type === 'Ram';
  const uses = command.type === 'Ram' ? [command.use] : command.use;
  const weapons = weaponDice(content, attacker, uses);
  if (!weapons.ok) return weapons;
  const dice = weapons.value;
  const attackBonus = attackBonusOf(view, content, attacker);
  const rammerToDestroy = ram ? holdLeft(view, content, attacker) : null;
  const target = command.target;
  if ('npc' in target) {
    const npc = view.npcs.find((n) => n.id === target.npc);
    if (!npc?.at) return err(refusal('NoSuchTarget', `No NPC "${target.npc}" is on the board.`));
    const card = npcProfile(content, view, npc.id); // solo: its NPC Stats side (XS-NPC-03)
    const toDestroy = card.toKill - npc.damage;
    const defence: DefenceSpec = { kind: 'npc', die: card.defence };
    const full = strikeOdds({ attack: dice, attackBonus, defence, toDestroy, rammerToDestroy });
    return ok({
      ram,
      attacker: seat,
      target,
      targetName: `the ${card.name}`,
      dice,
      attackBonus,
      defence: { shields: [], evasion: null, bonus: 0, npcDie: card.defence },
      toDestroy,
      full,
      bare: null,
      rammerToDestroy,
    });
  }
  const defender = view.captains[target.seat];
  if (!defender?.at || !defender.ship)
    return err(refusal('NoSuchTarget', `${captainName(target.seat)} has no ship on the board.`));
  const shields = shieldsRaised(content, defender);
  const evasion = bestEvasion(content, defender);
  const bonus = skill(content, defender, 'defenceBonus');
  const toDestroy = holdLeft(view, content, defender);
  const spec = (raised: boolean) => ({
    attack: dice,
    attackBonus,
    defence: {
      kind: 'captain' as const,
      shields: raised ? shields : [],
      bonus,
      evasion: raised ? evasion : null,
    },
    toDestroy,
    rammerToDestroy,
  });
  const full = strikeOdds(spec(true));
  const nothingToRaise = shields.length === 0 && evasion === null;
  return ok({
    ram,
    attacker: seat,
    target,
    targetName: captainName(target.seat),
    dice,
    attackBonus,
    defence: { shields, evasion, bonus, npcDie: null },
    toDestroy,
    full,
    bare: nothingToRaise ? null : strikeOdds(spec(false)),
    rammerToDestroy,
  });
}

/** The legal Attack and Ram commands against one target. */
export function strikesAgainst(legal: readonly XiaCommand[], target: Target): StrikeCommand[] {
  const same = (t: Target) =>
    'seat' in t
      ? 'seat' in target && t.seat === target.seat
      : 'npc' in target && t.npc === target.npc;
  return legal.filter(
    (c): c is StrikeCommand => (c.type === 'Attack' || c.type === 'Ram') && same(c.target),
  );
}
