/**
 * Torpedo Run (XW-OBJ-12): missiles and torpedoes are not discarded after firing, for both
 * squads. Other upgrades follow their own card.
 */
import type { UpgradeCard } from '../../cards/types.ts';
import type { ObjectiveId } from '../cards.ts';

const ORDNANCE_SLOTS: readonly string[] = ['Missile', 'Torpedo'];

/** What happens to a secondary weapon upgrade after it fires, under the game's objective. */
export function afterFiring(
  objective: ObjectiveId | null,
  upgrade: Pick<UpgradeCard, 'slot'>,
): 'discard' | 'keep' | 'card-text' {
  if (!ORDNANCE_SLOTS.includes(upgrade.slot)) return 'card-text';
  return objective === 'torpedo-run' ? 'keep' : 'discard';
}
