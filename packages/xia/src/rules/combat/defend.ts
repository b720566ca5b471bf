/**
 * The defender's answers: Defend commits shields (one armed marker each) and at most one
 * defensive ability card before the rolls (XB-CMBT-03, XB-OTYP-05); RearmShields then re-arms
 * markers spent on shields for 1 Energy each (XB-CMBT-06, XB-OTYP-09).
 */
import type { RuleError } from '@drift/engine';
import { abilityEnergy, noteFreeAbility } from '../../campaign/upgrades/ability.ts';
import type { Captain } from '../../model/state.ts';
import { captainAt, changeEnergy, emit } from '../effects.ts';
import { captainOf, promptGuard } from '../guards.ts';
import { shieldSpaces } from '../hazards.ts';
import { armedMarkers } from '../hold.ts';
import type { Query, Rule } from '../rule.ts';
import { copyOf, copySpaces } from './combatants.ts';
import { evasionCards, resolveAgainst, spendMarker, subsets } from './resolve.ts';

/** Why the captain cannot use this card in a defence, if it cannot (XB-SHIP-02, XB-SHIP-03). */
function cardRefusal(q: Query, captain: Captain, ability: string): RuleError | undefined {
  // A captain holds each card once: buying a ship adds its card only if new (business.ts).
  const held = captain.abilities.find((a) => a.id === ability);
  if (!held) return { code: 'UnknownAbility', message: `You hold no ability card "${ability}".` };
  const card = q.content.ability(ability);
  if (card.effect.kind !== 'evasion')
    return { code: 'NotDefensive', message: `${card.name} does not help a defence.` };
  if (held.exhausted) return { code: 'AbilityExhausted', message: `${card.name} is exhausted.` };
  const energy = abilityEnergy(q.content, q.state.options, ability); // XC-UPG-07, XC-UPG-08
  if (captain.energy < energy) {
    return {
      code: 'NotEnoughEnergy',
      message: `${card.name} costs ${energy} Energy; you have ${captain.energy}.`,
    };
  }
  return undefined;
}

/** Defend: shields and an optional evasion card against the attack on top of the stack. */
export const defend: Rule<'Defend'> = {
  where: { prompts: ['Defend'] },
  candidates(q) {
    if (promptGuard(q, 'Defend').error) return [];
    const captain = captainOf(q);
    const shields = subsets(shieldSpaces(q.content, captain), armedMarkers(captain));
    const cards: (string | null)[] = [null, ...evasionCards(q.content, q.state.options, captain)];
    return shields.flatMap((use) =>
      cards.map((ability) => ({ type: 'Defend' as const, use, ability })),
    );
  },
  check(q, { use, ability }) {
    const { error } = promptGuard(q, 'Defend');
    if (error) return error;
    const captain = captainOf(q);
    if (new Set(use.map((u) => `${u.outfit}/${u.space}`)).size !== use.length)
      return { code: 'UseSpaceTaken', message: 'Each use space takes one marker.' };
    const open = shieldSpaces(q.content, captain);
    for (const u of use) {
      const outfit = captain.hold.outfits.find((o) => o.uid === u.outfit);
      if (!outfit || q.content.outfit(outfit.kind).type !== 'shield')
        return { code: 'NotAShield', message: 'Only shields defend against an attack.' };
      if (!open.some((o) => o.outfit === u.outfit && o.space === u.space)) {
        return {
          code: 'UseSpaceTaken',
          message: `Use space ${u.space} of shield ${u.outfit} is taken or damaged.`,
        }; // XB-OUTF-07
      }
    }
    if (use.length > armedMarkers(captain)) {
      return {
        code: 'NoArmedMarker',
        message: `That needs ${use.length} armed markers; you have ${armedMarkers(captain)}.`,
      };
    }
    return ability === null ? undefined : cardRefusal(q, captain, ability);
  },
  run(ctx, { use, ability }) {
    const prompt = ctx.s.prompts.pop();
    // Stryker disable next-line ConditionalExpression,OptionalChaining: run follows check, which found this prompt on top.
    if (prompt?.kind !== 'Defend') return;
    const seat = ctx.seat;
    for (const u of use) spendMarker(ctx, seat, u);
    if (ability !== null) {
      const card = ctx.content.ability(ability);
      noteFreeAbility(ctx, seat, ability); // XC-UPG-07, XC-UPG-08
      const energy = abilityEnergy(ctx.content, ctx.s.options, ability);
      changeEnergy(ctx, seat, -energy, `ability ${card.name}`); // XB-SHIP-02
      const captain = captainAt(ctx, seat);
      captain.abilities = captain.abilities.map((a) =>
        a.id === ability ? { ...a, exhausted: true } : a,
      ); // XB-SHIP-03
    }
    resolveAgainst(
      ctx,
      {
        attacker: copyOf(prompt.attacker),
        target: { seat },
        weapons: copySpaces(prompt.weapons),
        ram: prompt.ram,
      },
      { shields: copySpaces(use), evasion: ability },
    );
  },
};

/** Markers of the captain that sit on shield use spaces. */
function onShields(q: Pick<Query, 'content'>, captain: Captain): number {
  return captain.markers.filter((m) => {
    if (m.at !== 'used') return false;
    const outfit = captain.hold.outfits.find((o) => o.uid === m.outfit);
    return outfit !== undefined && q.content.outfit(outfit.kind).type === 'shield';
  }).length;
}

/** The most markers the captain may re-arm now: spent in that defence, still on shields, paid for. */
function mostRearmed(q: Query, captain: Captain, count: number): number {
  return Math.min(count, onShields(q, captain), captain.energy);
}

/** RearmShields: after a defence, re-arm up to the markers it spent on shields, 1 Energy each (XB-OTYP-09). */
export const rearmShields: Rule<'RearmShields'> = {
  where: { prompts: ['RearmShields'] },
  candidates(q) {
    const { prompt } = promptGuard(q, 'RearmShields');
    if (!prompt) return [];
    const captain = captainOf(q);
    const most = mostRearmed(q, captain, prompt.count);
    return Array.from({ length: most + 1 }, (_, count) => ({
      type: 'RearmShields' as const,
      count,
    }));
  },
  check(q, { count }) {
    const { error, prompt } = promptGuard(q, 'RearmShields');
    if (error) return error;
    const captain = captainOf(q);
    if (count > prompt.count) {
      return {
        code: 'TooMany',
        message: `You spent ${prompt.count} markers on shields in that defence.`,
      };
    }
    if (count > onShields(q, captain)) {
      return {
        code: 'TooMany',
        message: `Only ${onShields(q, captain)} of your markers are still on shields.`,
      };
    }
    if (count > captain.energy) {
      return {
        code: 'NotEnoughEnergy',
        message: `Re-arming ${count} markers costs ${count} Energy; you have ${captain.energy}.`,
      };
    }
    return undefined;
  },
  run(ctx, { count }) {
    const prompt = ctx.s.prompts.pop();
    // Stryker disable next-line ConditionalExpression,OptionalChaining: run follows check, which found this prompt on top.
    if (prompt?.kind !== 'RearmShields') return;
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    let left = count;
    captain.markers = captain.markers.map((m) => {
      if (left === 0 || m.at !== 'used') return m;
      const outfit = captain.hold.outfits.find((o) => o.uid === m.outfit);
      if (!outfit || ctx.content.outfit(outfit.kind).type !== 'shield') return m;
      left--;
      return { at: 'armed' };
    });
    changeEnergy(ctx, seat, -count, 'shields re-armed');
    emit(ctx, { type: 'ShieldsRearmed', seat, count, cost: count });
  },
};
