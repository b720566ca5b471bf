/**
 * What a mission asks next, in a line: the objective until it is done, then the delivery.
 * Our own words over the card's numbers (XB-MTYP-01..06, XB-MISS-02, XB-MISS-03).
 */
import type { ActiveMission, Content } from '@drift/xia';
import { captainName, isOutlawMission } from '@drift/xia';
import type { MissionDef } from '@drift/xia/content';
import { thousands } from '../look/format.ts';

export const MISSION_TYPE_NAMES: Readonly<Record<MissionDef['type'], string>> = {
  shuttle: 'Shuttle',
  research: 'Research',
  bountyHunter: 'Bounty Hunter',
  smuggler: 'Smuggler',
  thief: 'Thief',
  assassin: 'Assassin',
  cargo: 'Cargo',
  privateEye: 'Private Eye',
  armsDealer: 'Arms Dealer',
  coerce: 'Coerce',
};

/** Lawful or Outlaw work (XB-MTYP): outlaw jobs add Bounty. */
export function missionLegality(def: MissionDef): 'Lawful' | 'Outlaw' {
  return isOutlawMission(def) ? 'Outlaw' : 'Lawful';
}

/** Whom the card aims at: a captain, or with two captains an NPC (XE-2P-02). */
function target(m: ActiveMission, content: Content | undefined): string {
  if (m.targetNpc !== undefined)
    return `the ${content ? content.npc(m.targetNpc).name : m.targetNpc}`;
  return m.target === null ? 'the target' : captainName(m.target);
}

/** The next step of a held mission. */
export function nextStep(def: MissionDef, m: ActiveMission, content?: Content): string {
  if (m.stage === 'deliver') {
    const pay = m.payment > 0 ? ` for ${thousands(m.payment)} credits and 1 Fame` : ' for 1 Fame';
    switch (def.type) {
      case 'smuggler':
        return `Slip past the patrols at Mission Point ${def.deliver} (d20 of ${def.sneak} or more), then hand it over${pay}.`;
      case 'shuttle':
        return `Set the passengers down at Mission Point ${def.deliver}${pay}.`;
      default:
        return `Deliver to Mission Point ${def.deliver}${pay}.`;
    }
  }
  switch (def.type) {
    case 'shuttle':
      return `Board the passengers at Mission Point ${def.pickup}; pays ${thousands(def.perSector)} per sector to Mission Point ${def.deliver}.`;
    case 'research': {
      const best = def.results.reduce(
        (a, b) => (b.payment > a.payment ? b : a),
        def.results[0] ?? { atLeast: 20, payment: 0 },
      );
      return `Do the research at Mission Point ${def.at}: a d20 of ${best.atLeast}+ pays up to ${thousands(best.payment)}.`;
    }
    case 'bountyHunter':
      return `Destroy a ship with Bounty, then recover its remains on a d20 of ${def.recover}+.`;
    case 'smuggler':
      return `Load the contraband at Mission Point ${def.pickup}.`;
    case 'thief':
      return `Fly next to ${target(m, content)}'s ship and steal on a d20 of ${def.steal}+.`;
    case 'assassin':
      return `Destroy ${target(m, content)}'s ship.`;
    // Element E (XE-MTYP-02..05)
    case 'cargo':
      return `Bring ${def.cubes.join(', ')} to Mission Point ${def.deliver}: pays up to ${thousands(def.payByCount[def.payByCount.length - 1] ?? 0)}.`;
    case 'privateEye':
      return `Gather intel at Mission Point ${def.at}: more Outlaw cards among the top 3 pay more.`;
    case 'armsDealer':
      return `Hand over an undamaged ${def.outfit} at Mission Point ${def.deliver}: pays by its tier.`;
    case 'coerce':
      return `Attack ${target(m, content)}'s ship naming this card: the damage dealt sets the pay.`;
  }
}
