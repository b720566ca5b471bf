/**
 * Declaring an attack (XB-CMBT-01, XB-CMBT-02): blasters and missiles committed together against
 * one target, one armed marker each, their rolls summed (GAP-XB-13); or a ram with an engine
 * (XB-OTYP-02, GAP-XB-14), never with impulse (XB-IMP-03). Attacking is an action: it ends the
 * current move, and a stranded ship cannot attack (XB-ENRG-03).
 */
import type { RuleError } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { coerceCandidates, coerceRefusal, declareCoerce } from '../../elements/e-missions/index.ts';
import type { UseSpaceRef } from '../../model/prompts.ts';
import type { Captain, Combatant } from '../../model/state.ts';
import { actionGuard, captainOf } from '../guards.ts';
import { armedMarkers, findOutfit, openUseSpaces } from '../hold.ts';
import { endMove } from '../movement.ts';
import type { Query, Rule } from '../rule.ts';
import { copyOf, copySpaces } from './combatants.ts';
import { launch, spendMarker, subsets } from './resolve.ts';
import {
  type Armament,
  type ArmedSpace,
  aimRefusal,
  armamentOf,
  canAim,
  openSpaces,
  shipsOnBoard,
  targetHex,
} from './targets.ts';

/** Each ship on the board with its hex, and which armaments reach it from `from`. */
function inReach(q: Query, from: Hex, armaments: readonly Armament[]) {
  return shipsOnBoard(q).flatMap(({ target, at }) => {
    const reach = new Set(armaments.filter((a) => canAim(q.board, from, at, a)));
    return reach.size > 0 ? [{ target, reach }] : [];
  });
}

const plain = (spaces: readonly ArmedSpace[]): UseSpaceRef[] =>
  spaces.map((s) => ({ outfit: s.outfit, space: s.space }));

const NO_WEAPON: RuleError = {
  code: 'NoWeapon',
  message: 'Name at least one blaster or missile use space to fire.',
};

/** Why the use spaces cannot be spent on outfits of these types: not one, taken, or too few markers. */
function spacesRefusal(
  q: Query,
  captain: Captain,
  use: readonly UseSpaceRef[],
  types: readonly Armament[],
  wrong: RuleError,
): { error: RuleError } | { armaments: Armament[] } {
  if (use.length === 0) return { error: NO_WEAPON }; // XB-CMBT-02: an attack fires something
  if (new Set(use.map((u) => `${u.outfit}/${u.space}`)).size !== use.length)
    return { error: { code: 'UseSpaceTaken', message: 'Each use space takes one marker.' } };
  const armaments: Armament[] = [];
  for (const u of use) {
    const outfit = findOutfit(captain, u.outfit);
    if (!outfit) return { error: wrong };
    const armament = armamentOf(q, outfit, types);
    if (!armament) return { error: wrong };
    if (!openUseSpaces(q.content, captain, outfit).includes(u.space)) {
      return {
        error: {
          code: 'UseSpaceTaken',
          message: `Use space ${u.space} of outfit ${u.outfit} is taken, damaged or missing.`,
        },
      }; // XB-OUTF-03, XB-OUTF-07
    }
    armaments.push(armament);
  }
  if (use.length > armedMarkers(captain)) {
    return {
      error: {
        code: 'NoArmedMarker',
        message: `That needs ${use.length} armed markers; you have ${armedMarkers(captain)}.`,
      },
    };
  }
  return { armaments };
}

/** The whole check of an attack or a ram, with a Coerce card it declares (XE-MTYP-05). */
function strikeRefusal(
  q: Query,
  target: Combatant,
  use: readonly UseSpaceRef[],
  types: readonly Armament[],
  wrong: RuleError,
  mission: string | undefined,
): RuleError | undefined {
  const refused = plainStrikeRefusal(q, target, use, types, wrong);
  if (refused || mission === undefined) return refused;
  return coerceRefusal(q.content, captainOf(q), mission, target);
}

/** The check of an attack or a ram itself. */
function plainStrikeRefusal(
  q: Query,
  target: Combatant,
  use: readonly UseSpaceRef[],
  types: readonly Armament[],
  wrong: RuleError,
): RuleError | undefined {
  const guard = actionGuard(q);
  if (guard) return guard;
  const captain = captainOf(q);
  const from = captain.at;
  // Stryker disable next-line all: unreachable, actionGuard has refused a ship off the board; this narrows the type.
  if (!from) return { code: 'ShipDestroyed', message: 'Your ship is not on the board.' };
  const aim = targetHex(q, target);
  if ('error' in aim) return aim.error;
  const spaces = spacesRefusal(q, captain, use, types, wrong);
  if ('error' in spaces) return spaces.error;
  for (const armament of new Set(spaces.armaments)) {
    const refusal = aimRefusal(q.board, from, aim.at, armament);
    if (refusal) return refusal;
  }
  return undefined;
}

const WEAPONS: readonly Armament[] = ['blaster', 'missile'];
const NOT_A_WEAPON: RuleError = {
  code: 'NotAWeapon',
  message: 'Attacks fire your blasters and missiles; ram with an engine.',
};
const NOT_AN_ENGINE: RuleError = {
  code: 'NotAnEngine',
  message: 'A ram uses one of your engines.',
};

/** Attack: one or more blasters and missiles against one ship in range and sight (XB-CMBT-01, XB-CMBT-02). */
export const attack: Rule<'Attack'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (actionGuard(q)) return [];
    const captain = captainOf(q);
    const armed = armedMarkers(captain);
    const spaces = openSpaces(q, captain, WEAPONS);
    if (!captain.at || armed === 0 || spaces.length === 0) return [];
    const strikes = inReach(q, captain.at, WEAPONS).flatMap(({ target, reach }) =>
      subsets(
        spaces.filter((s) => reach.has(s.armament)),
        armed,
      )
        .slice(1)
        .map((use) => ({ type: 'Attack' as const, target, use: plain(use) })),
    );
    return coerceCandidates(captain, q.content, strikes); // element E
  },
  check(q, { target, use, mission }) {
    return strikeRefusal(q, target, use, WEAPONS, NOT_A_WEAPON, mission);
  },
  run(ctx, { target, use, mission }) {
    endMove(ctx);
    if (mission !== undefined) declareCoerce(ctx, mission, target); // XE-MTYP-05
    for (const u of use) spendMarker(ctx, ctx.seat, u);
    launch(ctx, {
      attacker: { seat: ctx.seat },
      target: copyOf(target),
      weapons: copySpaces(use),
      ram: false,
    });
  },
};

/** Ram: an engine's use space and marker against an adjacent ship in sight; the roll is the attack, with no movement (XB-OTYP-02, GAP-XB-14). */
export const ram: Rule<'Ram'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (actionGuard(q)) return [];
    const captain = captainOf(q);
    const engines = openSpaces(q, captain, ['engine']);
    if (!captain.at || armedMarkers(captain) === 0 || engines.length === 0) return [];
    const strikes = inReach(q, captain.at, ['engine']).flatMap(({ target }) =>
      plain(engines).map((use) => ({ type: 'Ram' as const, target, use })),
    );
    return coerceCandidates(captain, q.content, strikes); // element E
  },
  check(q, { target, use, mission }) {
    return strikeRefusal(q, target, [use], ['engine'], NOT_AN_ENGINE, mission);
  },
  run(ctx, { target, use, mission }) {
    endMove(ctx);
    if (mission !== undefined) declareCoerce(ctx, mission, target); // XE-MTYP-05
    spendMarker(ctx, ctx.seat, use);
    launch(ctx, {
      attacker: { seat: ctx.seat },
      target: copyOf(target),
      weapons: copySpaces([use]),
      ram: true,
    });
  },
};
