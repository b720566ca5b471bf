/**
 * What a mission asks next, in a line: the objective until it is done, then the delivery.
 * Our own words over the card's numbers (XB-MTYP-01..06, XB-MISS-02, XB-MISS-03).
 */
import type { ActiveMission, Content } from '@drift/xia';
import { captainName, isOutlawMission } from '@drift/xia';
import type { MissionDef } from '@drift/xia/content';
import { capitalised, thousands } from '../look/format.ts';
import { cubesText } from '../play/words.ts';

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
      return `Bring ${cubesText(tally(def.cubes))} to Mission Point ${def.deliver} and hand in what you carry of them.`;
    case 'privateEye':
      return `Gather intel at Mission Point ${def.at} (the top 3 mission cards are turned up and discarded), then deliver it to Mission Point ${def.deliver}.`;
    case 'armsDealer':
      return `Hand over an undamaged ${def.outfit} (any ${def.outfit} outfit) at Mission Point ${def.deliver}.`;
    case 'coerce':
      return `Attack ${target(m, content)}'s ship declaring this card, then deliver to Mission Point ${def.deliver}.`;
  }
}

function tally(cubes: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of cubes) out[c] = (out[c] ?? 0) + 1;
  return out;
}

/**
 * Element E: how the card pays, as printed (XE-MTYP-02..05): by cubes handed in, by Outlaw
 * cards among the 3, by the outfit's tier, by the damage dealt. Null for the base types.
 */
export function missionPay(def: MissionDef): string | null {
  switch (def.type) {
    case 'cargo':
      return `Pays by cubes handed in: ${def.payByCount.map((p, i) => `${i + 1} → ${thousands(p)}`).join(' · ')}.`;
    case 'privateEye':
      return `Pays by Outlaw cards among the 3: ${def.payByOutlaw.map((p, i) => `${i} → ${thousands(p)}`).join(' · ')}.`;
    case 'armsDealer':
      return `Pays by the ${def.outfit}'s tier: ${def.payByTier.map((p, i) => `Tier ${i + 1} → ${thousands(p)}`).join(' · ')}.`;
    case 'coerce':
      return `${capitalised(coerceBands(def))}; less fails the mission.`;
    default:
      return null;
  }
}

/** A Coerce card's bands: "damage 2+ pays 3,000 · 4+ pays 5,000". */
export function coerceBands(def: Extract<MissionDef, { type: 'coerce' }>): string {
  return `damage ${def.results.map((b) => `${b.atLeast}+ pays ${thousands(b.payment)}`).join(' · ')}`;
}
