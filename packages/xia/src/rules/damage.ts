/**
 * Damage: markers on hold cells of the captain's choice, one per cell (XB-DMG-01); a cube hit is
 * jettisoned (XB-DMG-02), a marker on a hit use space goes to Disarmed (XB-DMG-03); damage that
 * reaches the hold's size destroys the ship (XB-HOLD-03, GAP-XB-22).
 */
import type { SeatId } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import { loseCargo } from '../elements/e-worlds/cargo.ts';
import { afterHit } from '../elements/f-outfits/damage.ts';
import { elementOn } from '../elements/switches.ts';
import { covers } from '../model/cargo-cells.ts';
import { cellKey, sameCell } from '../model/grid.ts';
import type { Captain, Cell } from '../model/state.ts';
import { destroyShip } from './destruction.ts';
import { captainAt, emit } from './effects.ts';
import { promptGuard } from './guards.ts';
import { damageableCells, holdSize, useSpaceCell } from './hold.ts';
import { type Ctx, type Query, type Rule, remembered } from './rule.ts';

/**
 * Deals damage to a ship: destroys it at once if the hold cannot take it, else asks where it
 * goes. `ice` marks it Ice damage (XE-ICE-01), which elements B and E deal.
 */
export function takeDamage(
  ctx: Ctx,
  seat: SeatId,
  amount: number,
  unblockable: boolean,
  cause: 'damage' = 'damage',
  ice = false,
): void {
  if (amount <= 0) return;
  const captain = captainAt(ctx, seat);
  if (!captain.at) return;
  emit(ctx, { type: 'DamageTaken', seat, amount, unblockable, ...(ice && { ice }) });
  // Damage still waiting to be placed counts too: two hits can land before either is placed.
  const pending = ctx.s.prompts.reduce(
    (n, p) => (p.kind === 'PlaceDamage' && p.seat === seat ? n + p.remaining : n),
    0,
  );
  if (captain.hold.damage.length + pending + amount >= holdSize(ctx.content, captain)) {
    destroyShip(ctx, seat, cause);
    return;
  }
  ctx.s.prompts.push({ kind: 'PlaceDamage', seat, remaining: amount, ...(ice && { ice }) });
}

/**
 * A damage marker lands on a hold cell: a cube there is jettisoned (XB-DMG-02), a marker on a
 * use space there is disarmed (XB-DMG-03). `ice` makes it an Ice damage marker (XE-ICE-01).
 */
export function damageCell(ctx: Ctx, seat: SeatId, cell: Cell, ice = false): void {
  const captain = captainAt(ctx, seat);
  captain.hold.damage.push([cell[0], cell[1]]);
  if (ice) captain.hold.ice = [...(captain.hold.ice ?? []), [cell[0], cell[1]]];
  let jettisoned = null;
  const item = captain.hold.cargo.find((c) => covers(c, cell));
  if (item && item.kind !== 'cube') loseCargo(ctx, seat, item, 'damaged'); // XE-RELIC-02
  const cube = item?.kind === 'cube' ? item : undefined;
  if (cube && captain.at) {
    jettisoned = cube.colour;
    captain.hold.cargo = captain.hold.cargo.filter((c) => c !== cube);
    const key = hexKey(captain.at);
    ctx.s.board.cubes[key] = [...(ctx.s.board.cubes[key] ?? []), cube.colour];
  }
  let disarmed = false;
  captain.markers = captain.markers.map((m) => {
    if (m.at !== 'used') return m;
    const outfit = captain.hold.outfits.find((o) => o.uid === m.outfit);
    const useCell = outfit && useSpaceCell(ctx.content, outfit, m.space);
    if (useCell && sameCell(useCell, cell)) {
      disarmed = true;
      return { at: 'disarmed' };
    }
    return m;
  });
  emit(ctx, {
    type: 'DamagePlaced',
    seat,
    at: [cell[0], cell[1]],
    jettisoned,
    disarmed,
    ...(ice && { ice }),
  });
  if (elementOn(ctx.s, 'F')) afterHit(ctx, seat, cell); // pods and M-Comps (XE-OUTF-02, XE-MOD-05)
}

/** Hold cells (and Armor Plating's outer spaces, XE-OUTF-04) that can still take a damage marker. */
function undamagedCells(ctx: { content: Ctx['content'] }, captain: Captain): Cell[] {
  const hurt = new Set(captain.hold.damage.map(cellKey));
  return damageableCells(ctx.content, captain).filter((c) => !hurt.has(cellKey(c)));
}

/** The asking captain's undamaged cells as keys, for checking each candidate. */
function undamagedKeys(q: Query): ReadonlySet<string> {
  const captain = q.state.captains[q.seat];
  return new Set(captain ? undamagedCells(q, captain).map(cellKey) : []);
}

export const placeDamage: Rule<'PlaceDamage'> = {
  where: { prompts: ['PlaceDamage'] },
  candidates(q) {
    const { prompt } = promptGuard(q, 'PlaceDamage');
    const captain = q.state.captains[q.seat];
    if (!prompt || !captain) return [];
    return undamagedCells(q, captain).map((at) => ({ type: 'PlaceDamage' as const, at }));
  },
  check(q, { at }) {
    const { error } = promptGuard(q, 'PlaceDamage');
    if (error) return error;
    if (!remembered(q, 'undamagedCells', undamagedKeys).has(cellKey(at))) {
      return {
        code: 'BadCell',
        message: 'Damage goes on an undamaged space of your hold (or of your Armor Plating).',
      };
    }
    return undefined;
  },
  run(ctx, { at }) {
    const prompt = ctx.s.prompts[ctx.s.prompts.length - 1];
    damageCell(
      ctx,
      ctx.seat,
      [at[0], at[1]],
      prompt?.kind === 'PlaceDamage' && prompt.ice === true,
    );
    if (prompt?.kind === 'PlaceDamage') {
      if (prompt.remaining > 1) prompt.remaining -= 1;
      else ctx.s.prompts.pop();
    }
  },
};
