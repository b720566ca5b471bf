/**
 * Ability cards (XB-SHIP-02..04): pay the Energy printed on the card, exhaust it, roll where the
 * card rolls (a failed roll still costs the Energy and the card), then carry out its effect.
 * Using a card is an action, so it ends the current move; an afterburner then starts a move of
 * its own. A Stranded ship takes only Minor actions, so it uses no cards (XB-ENRG-03).
 */
import type { RuleError } from '@drift/engine';
import { type Hex, hexEquals, hexKey } from '@drift/engine/hex';
import { abilityEnergy, noteFreeAbility } from '../campaign/upgrades/ability.ts';
import type { AbilityEffectDef } from '../content/schema.ts';
import { resolveAbility } from './abilities/resolve.ts';
import { jumpTargets, longScanTargets } from './abilities/targets.ts';
import { pilesInReach } from './abilities/tractor.ts';
import { captainAt, changeEnergy, emit, roll } from './effects.ts';
import { actionHex, drawRefusal } from './exploration.ts';
import { captainOf, phaseGuard } from './guards.ts';
import { freeCells } from './hold.ts';
import { endMove } from './movement.ts';
import type { Query, Rule } from './rule.ts';
import { draftQuery, remembered } from './rule.ts';
import { isStranded } from './status.ts';

const JUMPS = {
  gate: (q: Query) => jumpTargets(q.board, q.state, 'gate'),
  spawn: (q: Query) => jumpTargets(q.board, q.state, 'spawn'),
};

/** Free jump targets, worked out once per query rather than for each candidate. */
function freeForJump(q: Query, to: 'gate' | 'spawn'): readonly Hex[] {
  return remembered(q, to === 'gate' ? 'jumpTargets:gate' : 'jumpTargets:spawn', JUMPS[to]);
}

/** Long Scan targets with their openings, worked out once per query and reach. */
function longScans(q: Query, reach: number): ReturnType<typeof longScanTargets> {
  return remembered(q, `longScan:${reach}`, () => longScanTargets(q.board, actionHex(q), reach));
}

/** The spaces a targeted card may name, or null for a card that takes no target. */
function targetsOf(q: Query, effect: AbilityEffectDef): readonly Hex[] | null {
  if (effect.kind === 'longScan')
    return [...longScans(q, effect.reach).values()].map((s) => s.target);
  if (effect.kind === 'jump') return freeForJump(q, effect.to);
  return null;
}

function badTarget(message: string): RuleError {
  return { code: 'BadTarget', message };
}

/** What one kind of card needs besides Energy: a fitting target, something to act on. */
function effectRefusal(
  q: Query,
  effect: AbilityEffectDef,
  target: Hex | undefined,
): RuleError | undefined {
  if (effect.kind === 'longScan') {
    // Beyond reach + 1 no space has an explored neighbour within reach: no opening there either.
    const opening = target && longScans(q, effect.reach).get(hexKey(target))?.opening;
    if (!opening) {
      return badTarget(
        `Name an unexplored space beside explored space at most ${effect.reach} from your ship.`,
      );
    }
    return drawRefusal(q, opening);
  }
  if (effect.kind === 'jump') {
    const free = freeForJump(q, effect.to);
    if (!target || !free.some((h) => hexEquals(h, target)))
      return badTarget(`Name a free ${effect.to === 'gate' ? 'Gate space' : 'Spawn Point'}.`);
    return undefined;
  }
  if (target) return badTarget('This ability takes no target.');
  const captain = captainOf(q);
  if (effect.kind === 'patch' && captain.hold.damage.length === 0)
    return { code: 'NoDamage', message: 'Your hold has no damage to patch.' };
  if (effect.kind === 'tractor') {
    if (pilesInReach(q.state, actionHex(q), effect.reach).length === 0) {
      return {
        code: 'NoCubesInReach',
        message: `No cubes lie within ${effect.reach} of your ship.`,
      };
    }
    if (freeCells(q.content, captain).length === 0)
      return { code: 'HoldFull', message: 'Your hold has no free space for cubes.' };
  }
  return undefined;
}

/** Why this card cannot be used now, whatever its target. */
function cardRefusal(q: Query, ability: string): RuleError | undefined {
  const guard = phaseGuard(q, 'Action');
  if (guard) return guard;
  const captain = captainOf(q);
  const held = captain.abilities.filter((a) => a.id === ability);
  if (held.length === 0)
    return { code: 'UnknownAbility', message: `You hold no ability card "${ability}".` };
  const def = q.content.ability(ability);
  if (held.every((a) => a.exhausted)) {
    return {
      code: 'AbilityExhausted',
      message: `${def.name} is exhausted until your Status Phase.`,
    }; // XB-SHIP-03
  }
  if (def.effect.kind === 'evasion') {
    return {
      code: 'NotNow',
      message: `${def.name} only helps a ship defending against an attack.`,
    };
  }
  if (isStranded(captain)) {
    return {
      code: 'Stranded',
      message: 'Your ship is stranded: only Impulse moves and Minor actions are possible.',
    }; // XB-ENRG-03
  }
  const energy = abilityEnergy(q.content, q.state.options, ability); // XC-UPG-07, XC-UPG-08
  if (captain.energy < energy) {
    return {
      code: 'NotEnoughEnergy',
      message: `${def.name} costs ${energy} Energy; you have ${captain.energy}.`,
    };
  }
  return undefined;
}

export const useAbility: Rule<'UseAbility'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (phaseGuard(q, 'Action')) return [];
    const ready = new Set(captainOf(q).abilities.flatMap((a) => (a.exhausted ? [] : [a.id])));
    return [...ready].flatMap((ability) => {
      // A card refused whatever its target lists nothing: its targets are not worked out.
      if (cardRefusal(q, ability)) return [];
      const targets = targetsOf(q, q.content.ability(ability).effect);
      return targets === null
        ? [{ type: 'UseAbility' as const, ability }]
        : targets.map((target) => ({ type: 'UseAbility' as const, ability, target }));
    });
  },
  check(q, { ability, target }) {
    return cardRefusal(q, ability) ?? effectRefusal(q, q.content.ability(ability).effect, target);
  },
  run(ctx, { ability, target }) {
    const seat = ctx.seat;
    const at = actionHex(draftQuery(ctx));
    const from = { q: at.q, r: at.r };
    const def = ctx.content.ability(ability);
    endMove(ctx);
    noteFreeAbility(ctx, seat, ability); // XC-UPG-07, XC-UPG-08
    const energy = abilityEnergy(ctx.content, ctx.s.options, ability);
    changeEnergy(ctx, seat, -energy, `ability ${def.name}`); // XB-SHIP-02 (a free card: no change, no event)
    const card = captainAt(ctx, seat).abilities.find((a) => a.id === ability && !a.exhausted);
    if (card) card.exhausted = true; // XB-SHIP-03
    const effect = def.effect;
    const success =
      'atLeast' in effect ? roll(ctx, seat, 20, `ability ${def.name}`) >= effect.atLeast : true;
    emit(ctx, { type: 'AbilityUsed', seat, ability, success });
    if (success) resolveAbility(ctx, def.name, effect, from, target);
  },
};
