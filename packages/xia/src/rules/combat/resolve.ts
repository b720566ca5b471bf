/**
 * Resolving an attack once declared and paid for (XB-CMBT-03..06): the defence is asked for (a
 * captain) or automatic (an NPC, XB-NPC-05), the attacker rolls, then the defender, and the
 * difference is the damage. A ram hurts the rammer as much, unblockably (XB-OTYP-02).
 */
import type { SeatId } from '@drift/engine';
import { abilityEnergy } from '../../campaign/upgrades/ability.ts';
import { combatBonus } from '../../campaign/upgrades/combat.ts';
import { rollBonus } from '../../campaign/upgrades/rolls.ts';
import { eventModifier } from '../../elements/a-events/hooks.ts';
import { coerceSettled } from '../../elements/e-missions/index.ts';
import { piercing } from '../../elements/f-outfits/mods.ts';
import { elementOn } from '../../elements/switches.ts';
import type { Content } from '../../model/content.ts';
import type { UseSpaceRef } from '../../model/prompts.ts';
import { captainName } from '../../model/seats.ts';
import type { Captain, Combatant, PlacedOutfit } from '../../model/state.ts';
import type { XiaOptions } from '../../options.ts';
import { noteAttack } from '../../solo/behaviours/attacks.ts';
import { attackBounty } from '../../solo/bounty.ts';
import { creditedSeat } from '../../solo/sellsword.ts';
import { npcProfile } from '../../solo/stats.ts';
import { captainAt, emit, roll } from '../effects.ts';
import { canShield } from '../hazards.ts';
import { outfitValue } from '../hold.ts';
import type { Ctx } from '../rule.ts';
import { skillBonus } from '../titles.ts';
import { copyOf, copySpaces, npcRoller, seatOf } from './combatants.ts';
import { harmShip, wouldDestroy, woundNpc, woundShip } from './rewards.ts';

/** An attack on its way: who fires at whom, with which paid-for use spaces (XB-CMBT-02). */
export interface Strike {
  readonly attacker: Combatant;
  readonly target: Combatant;
  /** The attacker's committed weapons, or the ramming engine; empty for an NPC. */
  readonly weapons: readonly UseSpaceRef[];
  readonly ram: boolean;
}

/** A defender's declared defence, already paid for (XB-CMBT-03). */
export interface Guard {
  readonly shields: readonly UseSpaceRef[];
  /** A defensive ability card (`evasion`) or none. */
  readonly evasion: string | null;
}

const NO_GUARD: Guard = { shields: [], evasion: null };

/** Every choice of distinct items, up to `limit` of them, the empty choice first. */
export function subsets<T>(items: readonly T[], limit: number): T[][] {
  const out: T[][] = [[]];
  const pick = (rest: readonly T[], chosen: readonly T[]) => {
    rest.forEach((item, i) => {
      const next = [...chosen, item];
      out.push(next);
      if (next.length < limit) pick(rest.slice(i + 1), next);
    });
  };
  if (limit > 0) pick(items, []);
  return out;
}

/** Ready defensive ability cards the captain can pay for now (XB-CMBT-03). */
export function evasionCards(content: Content, options: XiaOptions, captain: Captain): string[] {
  const ready = new Set(captain.abilities.filter((a) => !a.exhausted).map((a) => a.id));
  return [...ready].filter((id) => {
    const card = content.ability(id);
    // XC-UPG-07, XC-UPG-08: the Ability track may waive the card's Energy.
    return card.effect.kind === 'evasion' && abilityEnergy(content, options, id) <= captain.energy;
  });
}

/** Spends one armed marker on a use space (XB-MARK-02). */
export function spendMarker(ctx: Ctx, seat: SeatId, use: UseSpaceRef): void {
  const captain = captainAt(ctx, seat);
  const i = captain.markers.findIndex((m) => m.at === 'armed');
  if (i < 0) throw new Error(`${captainName(seat)} has no armed marker to spend`);
  captain.markers[i] = { at: 'used', outfit: use.outfit, space: use.space };
  emit(ctx, { type: 'MarkerSpent', seat, outfit: use.outfit, space: use.space });
}

/** The captain's outfits on these use spaces, in the order named. */
function outfitsOn(captain: Captain, spaces: readonly UseSpaceRef[]): PlacedOutfit[] {
  return spaces.flatMap((u) => captain.hold.outfits.filter((o) => o.uid === u.outfit));
}

/**
 * The attack total (XB-CMBT-04): each committed outfit's die less its damage markers, never
 * below 0 (XB-OUTF-07, GAP-XB-22), plus Title attack skills and a pending targeting boost,
 * which this attack spends. An NPC rolls its card's die.
 */
function attackTotal(ctx: Ctx, strike: Strike): number {
  const attacker = strike.attacker;
  if ('npc' in attacker) {
    const card = npcProfile(ctx.content, ctx.s, attacker.npc); // XS-NPC-03
    return roll(ctx, npcRoller(ctx, attacker.npc), card.attack.die, `${card.name} attack`, false);
  }
  const seat = attacker.seat;
  const captain = captainAt(ctx, seat);
  let total = 0;
  for (const outfit of outfitsOn(captain, strike.weapons)) {
    const def = ctx.content.outfit(outfit.kind);
    const face = roll(ctx, seat, def.die, strike.ram ? 'ram' : def.type);
    total += outfitValue(ctx.content, captain.hold, outfit, face); // XB-OUTF-07, XE-MOD-04
    total += rollBonus(ctx, seat, def.type, strike.ram); // XC-UPG-02, XC-UPG-03, GAP-XC-03
  }
  total += skillBonus(ctx.content, captain, 'attackBonus');
  total += eventModifier(ctx.s, 'attackBonus'); // XE-EVENT-03
  // Captains attack only in their own turn (XB-ACT-01), so the turn's boost is theirs.
  const boosts = ctx.s.turn.boosts;
  total += boosts.attackBonus;
  boosts.attackBonus = 0;
  return total;
}

/**
 * A captain's defence total (XB-CMBT-04): shield dice less their damage (XB-OTYP-05), Title
 * defence skills, then the evasion card's d20, adding its bonus on a success.
 */
function captainDefence(ctx: Ctx, seat: SeatId, guard: Guard, against: number): number {
  const captain = captainAt(ctx, seat);
  const faces: number[] = [];
  let shields = 0;
  for (const outfit of outfitsOn(captain, guard.shields)) {
    const face = roll(ctx, seat, ctx.content.outfit(outfit.kind).die, 'shield');
    faces.push(face);
    shields += outfitValue(ctx.content, captain.hold, outfit, face);
    shields += combatBonus(ctx, seat, 'shield'); // XC-UPG-03, GAP-XC-03
  }
  if (faces.length > 0) emit(ctx, { type: 'ShieldsRolled', seat, faces, total: shields, against });
  let total = shields + skillBonus(ctx.content, captain, 'defenceBonus');
  if (guard.evasion !== null) {
    const card = ctx.content.ability(guard.evasion);
    if (card.effect.kind === 'evasion') {
      const success = roll(ctx, seat, 20, `ability ${card.name}`) >= card.effect.atLeast;
      emit(ctx, { type: 'AbilityUsed', seat, ability: guard.evasion, success });
      if (success) total += card.effect.bonus;
    }
  }
  return total;
}

/** The defence less what the attacker's Piercers take away, never below 0 (XE-MOD-02). */
function pierced(ctx: Ctx, strike: Strike, defence: number): number {
  const { attacker } = strike;
  if (!('seat' in attacker)) return defence;
  const cut = piercing(ctx.content, captainAt(ctx, attacker.seat).hold, strike.weapons);
  return cut > 0 ? Math.max(0, defence - cut) : defence;
}

/**
 * Damage = attack − defence, never below 0 (XB-CMBT-05), dealt to the target, then to a rammer
 * as unblockable damage (XB-OTYP-02). A ram that destroys both ships gains the rammer nothing
 * (XB-DEATH-07). Markers spent on shields may then be re-armed (XB-CMBT-06): that prompt goes
 * under the damage prompt, so damage is placed first.
 */
function settle(ctx: Ctx, strike: Strike, attack: number, defence: number, shields: number): void {
  const damage = Math.max(0, attack - defence);
  const { attacker, target } = strike;
  emit(ctx, {
    type: 'AttackResolved',
    attacker: copyOf(attacker),
    target: copyOf(target),
    attack,
    defence,
    damage,
  });
  if (elementOn(ctx.s, 'E')) coerceSettled(ctx, attacker, damage); // XE-MTYP-05
  const rammer = strike.ram ? seatOf(attacker) : null;
  const rammerDies = rammer !== null && wouldDestroy(ctx, rammer, damage);
  // XS-NPC-05: the Sellsword's kills are the player's.
  const killer = rammerDies ? null : creditedSeat(ctx.s, attacker);
  if ('seat' in target) {
    if (shields > 0 && captainAt(ctx, target.seat).energy > 0)
      ctx.s.prompts.push({ kind: 'RearmShields', seat: target.seat, count: shields });
    woundShip(ctx, target.seat, damage, killer, attacker);
  } else {
    woundNpc(ctx, target.npc, damage, attacker, killer);
  }
  if (rammer !== null) harmShip(ctx, rammer, damage, true);
}

/** Rolls and settles an attack on a captain whose defence is declared and paid for. */
export function resolveAgainst(
  ctx: Ctx,
  strike: Strike & { readonly target: { readonly seat: SeatId } },
  guard: Guard,
): void {
  const attack = attackTotal(ctx, strike);
  const defence = pierced(ctx, strike, captainDefence(ctx, strike.target.seat, guard, attack));
  settle(ctx, strike, attack, defence, guard.shields.length);
}

/** Whether the captain has any defence to declare: a shield and a marker, or an evasion card. */
export function canDefend(content: Content, options: XiaOptions, captain: Captain): boolean {
  return canShield(content, captain) || evasionCards(content, options, captain).length > 0;
}

/**
 * Carries on a declared, paid-for attack. A captain target is asked for its defence (a Defend
 * prompt), unless it has none to give; an NPC defends at once with its card's die (XB-NPC-05).
 */
export function launch(ctx: Ctx, strike: Strike): void {
  emit(ctx, {
    type: 'AttackDeclared',
    attacker: copyOf(strike.attacker),
    target: copyOf(strike.target),
    weapons: copySpaces(strike.weapons),
    ram: strike.ram,
  });
  attackBounty(ctx, strike.attacker, strike.target); // XS-BNTY-03 (solo only)
  noteAttack(ctx, strike.attacker, strike.target); // solo: who attacked whom, for behaviours
  const { target } = strike;
  if ('npc' in target) {
    const attack = attackTotal(ctx, strike);
    const card = npcProfile(ctx.content, ctx.s, target.npc); // XS-NPC-03
    const defence = roll(
      ctx,
      npcRoller(ctx, target.npc),
      card.defence,
      `${card.name} defence`,
      false,
    );
    settle(ctx, strike, attack, pierced(ctx, strike, defence), 0);
    return;
  }
  const defender = captainAt(ctx, target.seat);
  if (!canDefend(ctx.content, ctx.s.options, defender)) {
    resolveAgainst(ctx, { ...strike, target }, NO_GUARD);
    return;
  }
  const attacker = strike.attacker;
  ctx.s.prompts.push({
    kind: 'Defend',
    seat: target.seat,
    attacker: copyOf(attacker),
    weapons: copySpaces(strike.weapons),
    npcDie: 'npc' in attacker ? npcProfile(ctx.content, ctx.s, attacker.npc).attack.die : null,
    ram: strike.ram,
  });
}
