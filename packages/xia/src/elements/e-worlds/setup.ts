/**
 * Element E at setup: the Relic pool shuffled face down (XE-SETUP-02), the stacks of Dead Worlds
 * among the starting sectors stocked (XE-DEAD-03), The Kiln on Nyr's rules space (XE-SETUP-06)
 * and the 15 Ember cubes in the supply. Nyr and the expansion's sectors are laid by
 * `startingSectors` (XE-SETUP-01). Ice damage markers are no counted supply: with E on, Ice
 * damage can be dealt (XE-SETUP-04, `iceOn`).
 */
import type { Dice } from '@drift/engine';
import type { Content } from '../../model/content.ts';
import type { PlacedSector } from '../../model/state.ts';
import { kilnHome } from './kiln/place.ts';
import { embersRelics } from './relics/content.ts';
import { stockFrom } from './relics/stock.ts';
import type { WorldsState } from './state.ts';

/** The Ember cubes in the box (the rulebook's components). */
export const EMBER_CUBES = 15;

export function setupWorlds(
  content: Content,
  dice: Dice,
  sectors: readonly PlacedSector[],
): WorldsState {
  const worlds = {
    relicPool: dice.shuffle(embersRelics().map((r) => r.id)),
    relicStacks: {} as Record<string, string[]>,
  };
  for (const placed of sectors) stockFrom(content, worlds, placed);
  return {
    kiln: { at: kilnHome(content, sectors) },
    relicPool: worlds.relicPool,
    relicStacks: worlds.relicStacks,
    relicsGone: [],
    relicsSifted: [],
    ember: EMBER_CUBES,
  };
}
