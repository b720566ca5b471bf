/**
 * What must hold of element E's worlds: every Relic in exactly one place (pool, a stack, a hold,
 * gone, sifted), every Ember cube in the supply or a hold, The Kiln on its orbit or destroyed,
 * docked ships only while it stands, and nothing of E in a game without it.
 */
import { captainName } from '../../model/seats.ts';
import type { XiaState } from '../../model/state.ts';
import { isDocked } from './kiln/place.ts';
import { embersRelics } from './relics/content.ts';
import { EMBER_CUBES } from './setup.ts';

export function worldsViolations(state: XiaState): string[] {
  const worlds = state.worlds;
  const out: string[] = [];
  const held = state.captains.flatMap((c) => c.hold.cargo);
  if (!worlds) {
    if (held.some((c) => c.kind !== 'cube'))
      out.push('Relics or Ember in a game without element E');
    if (state.captains.some((c) => isDocked(c.at))) out.push('a ship docked without element E');
    return out;
  }
  const placed = [
    ...worlds.relicPool,
    ...Object.values(worlds.relicStacks).flat(),
    ...held.flatMap((c) => (c.kind === 'relic' ? [c.relic] : [])),
    ...worlds.relicsGone,
    ...worlds.relicsSifted,
  ];
  const all = embersRelics().map((r) => r.id);
  if (placed.length !== all.length || new Set(placed).size !== all.length)
    out.push(`Relics are lost or doubled (${placed.length} placed of ${all.length})`);
  const ember = worlds.ember + held.filter((c) => c.kind === 'ember').length;
  if (ember !== EMBER_CUBES) out.push(`Ember cubes number ${ember}, not ${EMBER_CUBES}`);
  if (worlds.ember < 0) out.push('the Ember supply is below 0');
  if (!worlds.kiln.at)
    for (const c of state.captains)
      if (isDocked(c.at)) out.push(`${captainName(c.seat)} is docked with a destroyed Kiln`);
  return out;
}
