/**
 * The campaign's ship-use rules (XC-CAMP-02, XC-CAMP-04): the starting Tier 1 ship, and every
 * ship bought, must be among the least-used ships of its tier. A ship's uses are the campaign's
 * count before this game plus its flights this game, so a ship flown earlier in the game counts
 * as used (XC-UPG-10: each ship upgraded to is "now used").
 */
import type { RuleError } from '@drift/engine';
import type { Content } from '../model/content.ts';
import type { XiaState } from '../model/state.ts';

/** Times `ship` has been used in the campaign, this game included. */
export function shipUses(s: XiaState, ship: string): number {
  const before = s.options.campaign?.shipUses[ship] ?? 0;
  const now = s.campaign?.ships.filter((id) => id === ship).length ?? 0;
  return before + now;
}

/** The ships of `tier` used least so far: the only ones a campaign game may take (XC-CAMP-02). */
export function leastUsed(s: XiaState, content: Content, tier: number): string[] {
  const ships = content.pack.ships.filter((d) => d.tier === tier);
  const fewest = Math.min(...ships.map((d) => shipUses(s, d.id)));
  return ships.filter((d) => shipUses(s, d.id) === fewest).map((d) => d.id);
}

function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/** Why a campaign game may not take `ship` now, if it may not (XC-CAMP-02, XC-CAMP-04). */
export function shipUseRefusal(s: XiaState, content: Content, ship: string): RuleError | undefined {
  if (!s.options.campaign) return undefined;
  const def = content.pack.ships.find((d) => d.id === ship);
  if (!def) return undefined; // the rule's own check names an unknown ship
  const allowed = leastUsed(s, content, def.tier);
  if (allowed.includes(ship)) return undefined;
  const names = allowed.map((id) => content.ship(id).name).join(', ');
  const fewest = shipUses(s, allowed[0] ?? ship);
  return {
    code: 'ShipUsedMore',
    message: `This campaign has used the ${def.name} ${times(shipUses(s, ship))}; take a Tier ${def.tier} ship ${fewest === 0 ? 'not used yet' : `used only ${times(fewest)}`}: ${names}.`,
  };
}
