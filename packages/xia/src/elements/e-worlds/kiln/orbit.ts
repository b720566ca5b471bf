/**
 * The Kiln's orbit (XE-KILN-03): every docking rolls d6 and moves the station that many spaces
 * along its path round Nyr; if the end space is occupied the move shrinks by 1 until it ends on
 * a free space (or, all taken, it stays). Docked ships ride inside (GAP-XE-09). Destroyed, it
 * respawns on Nyr's rules space at the start of the next turn (XE-KILN-10).
 */
import type { SeatId } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import { destroyShip } from '../../../rules/destruction.ts';
import { emit, roll } from '../../../rules/effects.ts';
import type { Ctx } from '../../../rules/rule.ts';
import { isDocked, kilnHome, orbitPath } from './place.ts';

/** Whether a ship (a captain's or an NPC's) or a Relic stack stands on `h`. */
function taken(ctx: Ctx, h: Hex): boolean {
  const same = (a: Hex | null) => a !== null && a.q === h.q && a.r === h.r;
  return (
    ctx.s.captains.some((c) => same(c.at)) ||
    ctx.s.npcs.some((n) => same(n.at)) ||
    (ctx.s.worlds?.relicStacks[hexKey(h)]?.length ?? 0) > 0
  );
}

/** The d6 orbit roll of a docking by `seat` (the docking captain rolls). */
export function orbit(ctx: Ctx, seat: SeatId): void {
  const worlds = ctx.s.worlds;
  const from = worlds?.kiln.at;
  if (!worlds || !from) return;
  const path = orbitPath(ctx.content, ctx.s.board.sectors);
  const i = path.findIndex((h) => h.q === from.q && h.r === from.r);
  const face = roll(ctx, seat, 6, 'orbit', false);
  if (i < 0 || path.length === 0) return;
  let moved = face;
  while (moved > 0 && taken(ctx, path[(i + moved) % path.length] as Hex)) moved -= 1;
  const to = path[(i + moved) % path.length] as Hex;
  worlds.kiln.at = { q: to.q, r: to.r };
  emit(ctx, { type: 'KilnOrbited', from: { q: from.q, r: from.r }, to, roll: face, moved });
}

/**
 * The Kiln destroyed (an Event): every docked ship is destroyed with it (XE-KILN-10); it is off
 * the board until the next turn starts.
 */
export function destroyKiln(ctx: Ctx): void {
  const worlds = ctx.s.worlds;
  const at = worlds?.kiln.at;
  if (!worlds || !at) return;
  worlds.kiln.at = null;
  emit(ctx, { type: 'KilnDestroyed', at: { q: at.q, r: at.r } });
  for (const c of ctx.s.captains) if (isDocked(c.at)) destroyShip(ctx, c.seat, 'kiln');
  for (const n of ctx.s.npcs)
    if (isDocked(n.at)) {
      n.at = null;
      n.awaitingRespawn = true;
      emit(ctx, { type: 'NpcDestroyed', npc: n.id, by: null });
    }
}

/**
 * At the start of a turn a destroyed Kiln respawns on Nyr's rules space, or, that space taken,
 * on the next free space of its path (Drift's decision).
 */
export function respawnKiln(ctx: Ctx): void {
  const worlds = ctx.s.worlds;
  if (!worlds || worlds.kiln.at) return;
  const home = kilnHome(ctx.content, ctx.s.board.sectors);
  if (!home) return;
  const path = orbitPath(ctx.content, ctx.s.board.sectors);
  const start = Math.max(
    0,
    path.findIndex((h) => h.q === home.q && h.r === home.r),
  );
  const ring = path.length > 0 ? [...path.slice(start), ...path.slice(0, start)] : [home];
  const to = ring.find((h) => !taken(ctx, h));
  if (!to) return; // every space taken: it tries again next turn
  worlds.kiln.at = { q: to.q, r: to.r };
  emit(ctx, { type: 'KilnRespawned', at: { q: to.q, r: to.r } });
}
