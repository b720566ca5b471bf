/**
 * What must hold of element F's outfits in every state (XE-OUTF-01..05, XE-MOD-01, GAP-XE-14):
 * pods and plating reach outside the hold from a connecting space in it; cargo lies in pods only
 * while they work; plating takes only damage and pods' outer spaces none; each Mod over a use
 * space sits on one that serves it, alone; every copy is in the supply or a hold; no captain
 * holds more missions than they may without a ShedMissions decision pending.
 */
import type { Content } from '../../model/content.ts';
import { cellKey } from '../../model/grid.ts';
import { captainName } from '../../model/seats.ts';
import type { Hold, XiaState } from '../../model/state.ts';
import { missionCapacity, slotsUsed } from '../slots.ts';
import { cellsOf, connectCell, hurtOn, ofType, outerCells } from './cells.ts';
import { hostTypes, modDef } from './content.ts';

/** Keys of the outer spaces of pods and plating, all of the pods' spaces, and plating's outer ones. */
export function addOnCells(
  content: Content,
  hold: Hold,
): { outer: Set<string>; pods: Set<string>; plating: Set<string> } {
  const outer = new Set<string>();
  const pods = new Set<string>();
  const plating = new Set<string>();
  for (const o of hold.outfits) {
    const type = content.outfit(o.kind).type;
    if (type !== 'cargoPod' && type !== 'armorPlating') continue;
    for (const c of outerCells(content, o)) {
      outer.add(cellKey(c));
      if (type === 'armorPlating') plating.add(cellKey(c));
    }
    if (type === 'cargoPod') for (const c of cellsOf(content, o)) pods.add(cellKey(c));
  }
  return { outer, pods, plating };
}

export function fOutfitViolations(content: Content, state: XiaState): string[] {
  const out: string[] = [];
  for (const c of state.captains) {
    const who = captainName(c.seat);
    if (!c.ship) continue;
    const hold = c.hold;
    const inHold = new Set(content.holdCells(c.ship).map(cellKey));
    const damage = new Set(hold.damage.map(cellKey));
    for (const o of [
      ...ofType(content, hold, 'cargoPod'),
      ...ofType(content, hold, 'armorPlating'),
    ]) {
      const connect = connectCell(content, o);
      if (!connect || !inHold.has(cellKey(connect)))
        out.push(`${who}: outfit ${o.uid}'s connecting space is not in the hold`);
      for (const x of outerCells(content, o))
        if (inHold.has(cellKey(x))) out.push(`${who}: outfit ${o.uid} reaches into the hold`);
    }
    const cargoAt = new Set<string>();
    for (const item of hold.cargo) {
      if (cargoAt.has(cellKey(item.at)))
        out.push(`${who}: two cargo items share ${cellKey(item.at)}`);
      cargoAt.add(cellKey(item.at));
    }
    for (const pod of ofType(content, hold, 'cargoPod')) {
      const cells = cellsOf(content, pod);
      const connect = connectCell(content, pod);
      for (const x of outerCells(content, pod))
        if (damage.has(cellKey(x))) out.push(`${who}: damage on a Cargo Pod's outer space`);
      if (connect && hurtOn(hold, [connect]) && cells.some((x) => cargoAt.has(cellKey(x))))
        out.push(`${who}: cargo in a damaged Cargo Pod`);
    }
    for (const p of ofType(content, hold, 'armorPlating'))
      for (const x of outerCells(content, p))
        if (cargoAt.has(cellKey(x))) out.push(`${who}: cargo on Armor Plating`);
    const seated = new Set<string>();
    for (const m of hold.outfits) {
      if (!m.on) continue;
      const mod = modDef(content, m.kind);
      const host = hold.outfits.find((o) => o.uid === m.on?.outfit);
      const use = host && content.shape(host.kind, host.turns).use[m.on.space];
      if (!mod || !host || !use || !hostTypes(mod).includes(content.outfit(host.kind).type))
        out.push(`${who}: Mod ${m.uid} sits over no use space it serves`);
      else if (use[0] + host.at[0] !== m.at[0] || use[1] + host.at[1] !== m.at[1])
        out.push(`${who}: Mod ${m.uid} lies off its use space`);
      const key = `${m.on.outfit}/${m.on.space}`;
      if (seated.has(key)) out.push(`${who}: two Mods over one use space`);
      seated.add(key);
    }
    const shedding = state.prompts.some((p) => p.kind === 'ShedMissions' && p.seat === c.seat);
    if (
      !shedding &&
      c.missions.active.length > 0 &&
      slotsUsed(state, c.seat) > missionCapacity(content, state, c.seat)
    )
      out.push(`${who} holds more missions than they may`);
  }
  for (const outfit of content.embers.outfits) {
    const owned = state.captains.reduce(
      (n, c) => n + c.hold.outfits.filter((o) => o.kind === outfit.id).length,
      0,
    );
    if ((state.supply.outfits[outfit.id] ?? 0) + owned !== outfit.copies)
      out.push(`${outfit.name} copies do not add up`);
  }
  return out;
}
