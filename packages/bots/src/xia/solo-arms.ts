/**
 * Solo arms: an NPC destroyed is Fame at once (its On Kill) and, for the Scoundrel, its
 * Bounty. A solo captain carries one weapon and fires at an NPC it meets on its way, but turns
 * aside for none (chasing costs the exploring that pays better).
 */
import { npcProfile, type XiaCommand, type XiaView } from '@drift/xia';
import type { XiaContent } from './map.ts';
import type { CaptainView } from './targets.ts';

/** Damage a volley is counted on beyond one per marker used (a rough d6 less a defence). */
const FINISH = 4;

function isWeapon(content: XiaContent, kind: string): boolean {
  const type = content.outfit(kind).type;
  return type === 'blaster' || type === 'missile';
}

/** What the first shield costs (the loadout's Targe), kept for it when money is short. */
const SHIELD_PRICE = 1000;
/** A weapon die worth more than a shield. */
const BIG_DIE = 12;

/**
 * Solo: one weapon after the engine, a missile launcher (it reaches 2-6 spaces) before a
 * blaster; a d12 before the shield, a smaller die only if the shield stays affordable.
 */
export function soloArmsScore(
  content: XiaContent,
  me: CaptainView,
  kind: string,
): number | undefined {
  if (!isWeapon(content, kind)) return undefined;
  if (me.hold.outfits.some((o) => isWeapon(content, o.kind))) return -10;
  // The biggest die before the shield; a smaller one only with the shield's price left over.
  const def = content.outfit(kind);
  const die = 'die' in def ? (def.die ?? 0) : 0;
  const first = die >= BIG_DIE || me.credits - def.price >= SHIELD_PRICE;
  return (first ? 46 + die / 4 : 44) - (def.type === 'missile' ? 0 : 0.5);
}

/**
 * Solo: an attack on an NPC is worth its On Kill Fame when the kill is near: within one volley
 * of its side's To Kill, as an attack on the Merchant or Enforcer adds Bounty (XS-BNTY-03);
 * within two for an NPC with Bounty on it (the Scoundrel), which costs nothing to shoot.
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
  // Within one volley of its To Kill; two for an NPC with Bounty on it (no Bounty for shooting).
  const volleys = card.bounty > 0 ? 2 : 1;
  if (card.toKill - npc.damage > volleys * (FINISH + c.use.length)) return -5;
  return 60 + 10 * card.onKill.fame + c.use.length;
}
