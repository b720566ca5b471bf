/**
 * Doing one behaviour step (XS-BEHV-02..05). Each try returns what came of it; an outcome of
 * `noTarget`, `outOfRange`, `notNow`, `noMarket` or `undamaged` means the step could not be done
 * and its alternate is tried. "Move to target" stops at the range the NPC fires from (its
 * weapon's, from its Stats card) or on the place; a place taken by another ship is used from
 * beside it, paying 2 of the NPC's movement (XB-MOVE-04).
 */
import { distance, type Hex, hexKey } from '@drift/engine/hex';
import type { NpcStepOutcome } from '../../events.ts';
import type { Combatant } from '../../model/state.ts';
import { npcDraft } from '../../rules/combat/combatants.ts';
import { npcAttack } from '../../rules/combat/npc-attack.ts';
import { canAim } from '../../rules/combat/targets.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import { decide, flightFrom, flyToward, readingOrder } from '../../rules/npcs/move.ts';
import type { HuntOption } from '../../rules/npcs/targets.ts';
import { plain, takenHexes } from '../../rules/npcs/world.ts';
import type { Ctx } from '../../rules/rule.ts';
import type { ConditionDef, PlaceTargetDef, ShipTargetDef, StepDef } from '../content/schema.ts';
import { PLAYER } from '../sellsword.ts';
import { npcProfile } from '../stats.ts';
import { chooseShip, isFoe, isPlace, optionOn, placeHexes, shipAt } from './targets.ts';
import { npcsStep, patchTurn, turnTarget } from './turn-state.ts';

/** Outcomes of a step that could not be done: its alternate is tried (XS-BEHV-02). */
export const IMPOSSIBLE: ReadonlySet<NpcStepOutcome> = new Set<NpcStepOutcome>([
  'noTarget',
  'outOfRange',
  'notNow',
  'noMarket',
  'undamaged',
]);

/** Movement a ship spends to act on a taken space from beside it (XB-MOVE-04). */
const BESIDE_COST = 2;

/** Whether the step's condition holds now. */
export function conditionHolds(ctx: Ctx, id: string, when: ConditionDef): boolean {
  const npc = npcDraft(ctx, id);
  const badly = npc.damage * 2 >= npcProfile(ctx.content, ctx.s, id).toKill;
  switch (when) {
    case 'badlyDamaged':
      return badly;
    case 'healthy':
      return !badly;
    case 'playerOutlaw':
      return captainAt(ctx, PLAYER).bounty > 0;
    case 'playerInnocent':
      return captainAt(ctx, PLAYER).bounty === 0;
    case 'atHome':
      return npc.at !== null && placeHexes(ctx, id, 'home', []).some((h) => same(h, npc.at));
  }
}

function same(a: Hex, b: Hex | null): boolean {
  return b !== null && a.q === b.q && a.r === b.r;
}

/**
 * A move toward a ship (XS-BEHV-03): to the nearest free space its weapon fires from, or as near
 * as it gets. The first leg chooses the ship and makes it the turn's target; a doubled move's
 * second leg goes on toward the same ship.
 */
function moveToShip(
  ctx: Ctx,
  id: string,
  to: ShipTargetDef,
  half: number,
): { outcome: NpcStepOutcome; who: Combatant | null } {
  const profile = npcProfile(ctx.content, ctx.s, id);
  const weapon = profile.attack.weapon;
  let who: Combatant | undefined;
  let option: HuntOption | undefined;
  if (half === 0) {
    const picked = chooseShip(ctx, id, to, () => true);
    if (!picked) return { outcome: 'noTarget', who: null };
    ({ who, option } = picked);
    patchTurn(ctx, { target: who });
  } else {
    who = turnTarget(ctx);
    option = who ? optionOn(ctx, id, who) : undefined;
  }
  const from = npcDraft(ctx, id).at;
  const at = who ? shipAt(ctx, who) : null;
  if (!who || !option || !from || !at) return { outcome: 'stuck', who: who ?? null };
  if (canAim(ctx.board(), from, at, weapon)) return { outcome: 'there', who };
  const spot =
    option.spots.length > 0
      ? decide(ctx, id, [...option.spots].sort(readingOrder), hexKey)
      : plain(option.target.at);
  const moved = flyToward(ctx, id, spot, profile.speed);
  const now = npcDraft(ctx, id).at;
  const reached = now !== null && canAim(ctx.board(), now, at, weapon);
  return { outcome: reached ? 'reached' : moved ? 'closer' : 'stuck', who };
}

/**
 * The place NPC `id` heads for among `goals`: the one it reaches in the fewest steps, a free one
 * before a taken one as near, equal ones by a d20. Undefined when it can reach none.
 */
function nearestPlace(ctx: Ctx, id: string, goals: readonly Hex[]): Hex | undefined {
  const flight = flightFrom(ctx, id);
  const taken = takenHexes(ctx.s, id);
  const cost = (h: Hex) => flight.get(hexKey(h)) ?? Number.POSITIVE_INFINITY;
  const reached = goals.filter((h) => flight.has(hexKey(h)));
  const best = Math.min(...reached.map(cost));
  const tied = reached.filter((h) => cost(h) === best);
  const free = tied.filter((h) => !taken.has(hexKey(h)));
  const pool = (free.length > 0 ? free : tied).sort(readingOrder);
  return pool.length === 0 ? undefined : decide(ctx, id, pool, hexKey);
}

/**
 * A move to a place (XS-BEHV-03): onto its nearest space; that space taken by a ship, beside it
 * with 2 movement to spare, to act there from next door (XB-MOVE-04); else as near as it gets.
 */
function moveToPlace(ctx: Ctx, id: string, place: PlaceTargetDef): NpcStepOutcome {
  const start = npcDraft(ctx, id).at;
  if (!start) return 'stuck';
  const goals = placeHexes(ctx, id, place, npcsStep(ctx)?.traded ?? []);
  const taken = takenHexes(ctx.s, id);
  patchTurn(ctx, { beside: undefined });
  if (goals.some((g) => same(g, start))) return 'there';
  const besideNow = goals
    .filter((g) => taken.has(hexKey(g)) && distance(g, start) === 1)
    .sort(readingOrder)[0];
  if (besideNow) {
    patchTurn(ctx, { beside: hexKey(besideNow) });
    return 'there';
  }
  const goal = nearestPlace(ctx, id, goals);
  if (!goal) return 'noTarget';
  const speed = npcProfile(ctx.content, ctx.s, id).speed;
  if (!taken.has(hexKey(goal))) {
    const moved = flyToward(ctx, id, goal, speed);
    return same(goal, npcDraft(ctx, id).at) ? 'reached' : moved ? 'closer' : 'stuck';
  }
  // XB-MOVE-04: a free neighbour of the taken space, reached with 2 movement left.
  const flight = flightFrom(ctx, id);
  const cost = (h: Hex) => flight.get(hexKey(h)) ?? Number.POSITIVE_INFINITY;
  const beside = [...ctx.board().hexes.values()]
    .map((i) => i.hex)
    .filter((h) => distance(h, goal) === 1 && !taken.has(hexKey(h)))
    .filter((h) => cost(h) <= speed - BESIDE_COST);
  if (beside.length === 0) {
    const moved = flyToward(ctx, id, goal, speed);
    return moved ? 'closer' : 'stuck';
  }
  const best = Math.min(...beside.map(cost));
  const spot = decide(ctx, id, beside.filter((h) => cost(h) === best).sort(readingOrder), hexKey);
  flyToward(ctx, id, spot, speed);
  patchTurn(ctx, { beside: hexKey(goal) });
  return 'reached';
}

/** One leg of a move step (`half` 0 or 1); the ship it goes after, if any. */
export function moveLeg(
  ctx: Ctx,
  id: string,
  step: StepDef & { do: 'move' },
  half: number,
): { outcome: NpcStepOutcome; who: Combatant | null } {
  if (isPlace(step.to)) return { outcome: moveToPlace(ctx, id, step.to), who: null };
  return moveToShip(ctx, id, step.to, half);
}

/**
 * The ship an attack fires on: the one the step names (the nearest of that kind in range and
 * sight, equal ones by a d20), else the one the NPC went after this turn; always of the other
 * side. Undefined with a reason when it cannot fire.
 */
export function attackTarget(
  ctx: Ctx,
  id: string,
  step: StepDef & { do: 'attack' },
  half: number,
): { who: Combatant } | { why: NpcStepOutcome } {
  const weapon = npcProfile(ctx.content, ctx.s, id).attack.weapon;
  const from = npcDraft(ctx, id).at;
  if (!from) return { why: 'noTarget' };
  let who = turnTarget(ctx);
  if (step.at !== undefined && half === 0) {
    const inRange = (at: Hex) => canAim(ctx.board(), from, at, weapon);
    const choice = chooseShip(ctx, id, step.at, inRange);
    if (!choice) return { why: 'noTarget' };
    who = choice.who;
    patchTurn(ctx, { target: who });
  }
  const at = who && isFoe(id, who) ? shipAt(ctx, who) : null;
  if (!who || !at) return { why: 'noTarget' };
  if (!canAim(ctx.board(), from, at, weapon)) return { why: 'outOfRange' };
  return { who };
}

/** Fires once at `who` (XS-BEHV-04): a captain defends through a Defend prompt. */
export function fire(ctx: Ctx, id: string, who: Combatant): void {
  npcAttack(ctx, id, who);
}

/** Trades at the sell space it stands on, or uses from beside (XB-MOVE-04), once per market. */
export function trade(ctx: Ctx, id: string, step: StepDef & { do: 'trade' }): NpcStepOutcome {
  const npc = npcDraft(ctx, id);
  const turn = npcsStep(ctx);
  const here =
    npc.at && ctx.board().info(npc.at)?.space?.sell !== undefined ? hexKey(npc.at) : null;
  const market = here ?? turn?.beside ?? null;
  const traded = turn?.traded ?? [];
  if (market === null || traded.includes(market)) return 'noMarket';
  patchTurn(ctx, { traded: [...traded, market] });
  npc.credits += step.credits;
  emit(ctx, { type: 'NpcEarned', npc: id, amount: step.credits });
  const solo = ctx.s.solo;
  if (step.bonus !== undefined && solo) {
    solo.merchantBonus += step.bonus; // XS-END-03, GAP-XS-03: read and reset at the round end
    emit(ctx, { type: 'MerchantBonus', npc: id, amount: step.bonus, total: solo.merchantBonus });
  }
  return 'done';
}

/** Repairs up to `amount` damage on its card. */
export function repairNpc(ctx: Ctx, id: string, step: StepDef & { do: 'repair' }): NpcStepOutcome {
  const npc = npcDraft(ctx, id);
  if (npc.damage === 0) return 'undamaged';
  const amount = Math.min(step.amount, npc.damage);
  npc.damage -= amount;
  emit(ctx, { type: 'NpcRepaired', npc: id, amount });
  return 'done';
}
