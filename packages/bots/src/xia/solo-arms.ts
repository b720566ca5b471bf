/**
 * Solo arms: an NPC destroyed is Fame at once (its On Kill) and, for the Scoundrel, its
 * Bounty. A solo captain carries one weapon and fires at an NPC it meets on its way, but turns
 * aside for none (chasing costs the exploring that pays better).
 */
import { npcProfile, type XiaCommand, type XiaView } from '@drift/xia';
import type { XiaContent } from './map.ts';
import type { CaptainView } from './targets.ts';

/** Hits an attack on a Lawful or Neutral NPC may leave still to do: beyond it, only Bounty. */
const FINISH = 4;

function isWeapon(content: XiaContent, kind: string): boolean {
  const type = content.outfit(kind).type;
  return type === 'blaster' || type === 'missile';
}

/** Solo: one missile launcher (it reaches 2-6 spaces) after the engine; no second weapon. */
export function soloArmsScore(
  content: XiaContent,
  me: CaptainView,
  kind: string,
): number | undefined {
  if (!isWeapon(content, kind)) return undefined;
  if (me.hold.outfits.some((o) => isWeapon(content, o.kind))) return -10;
  return content.outfit(kind).type === 'missile' ? 48 : 46;
}

/**
 * Solo: an attack on an NPC is worth its On Kill Fame. The Scoundrel carries Bounty and may be
 * shot at any time; the others add Bounty to the attacker (XS-BNTY-03), so only to finish them.
 */
export function soloAttackScore(
  content: XiaContent,
  view: XiaView,
  c: Extract<XiaCommand, { type: 'Attack' }>,
): number | undefined {
  if (!('npc' in c.target) || c.mission !== undefined || !view.solo) return undefined;
  const id = c.target.npc;
  const npc = view.npcs.find((n) => n.id === id);
  if (!npc) return -5;
  const card = npcProfile(content, view, id);
  if (card.onKill.fame <= 0) return -5;
  if (card.bounty <= 0 && card.toKill - npc.damage > FINISH + c.use.length) return -5;
  return 60 + 10 * card.onKill.fame + c.use.length;
}
