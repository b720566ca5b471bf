/**
 * When the heuristic bot fires (XB-CMBT-*): the volley's expected damage past the target's
 * defence, the chance it finishes the ship (a captain's hold filled, XB-HOLD-03; an NPC's To
 * Kill, XB-NPC-05), and what the kill pays (Fame by tier or On Kill, Bounty, XB-FAME-04,
 * XB-BNTY-04) against the Bounty a raid on an Innocent ship brings (XB-BNTY-03).
 */
import { npcProfile, type XiaCommand, type XiaView } from '@drift/xia';
import type { XiaContent } from './map.ts';
import type { Player } from './situation.ts';
import type { CaptainView } from './targets.ts';

type Attack = Extract<XiaCommand, { type: 'Attack' }>;

const mean = (die: number) => (die + 1) / 2;

function dieOf(content: XiaContent, kind: string): number {
  const def = content.outfit(kind);
  return 'die' in def ? (def.die ?? 0) : 0;
}

/** The expected roll of the weapons a volley uses. */
function volley(content: XiaContent, me: CaptainView, use: Attack['use']): number {
  let total = 0;
  for (const u of use) {
    const o = me.hold.outfits.find((x) => x.uid === u.outfit);
    if (o) total += mean(dieOf(content, o.kind));
  }
  return total;
}

/** A captain's expected shield roll: its best shield die for each armed marker it could spend. */
function shieldOf(content: XiaContent, c: CaptainView): number {
  let best = 0;
  let uses = 0;
  for (const o of c.hold.outfits) {
    if (content.outfit(o.kind).type !== 'shield') continue;
    best = Math.max(best, dieOf(content, o.kind));
    uses += content.shape(o.kind, o.turns).use.length;
  }
  const armed = c.markers.filter((m) => m.at === 'armed').length;
  return best === 0 ? 0 : mean(best) * Math.min(uses, armed);
}

/** What the target is: its defence, damage left to take, and what destroying it pays. */
interface Mark {
  readonly defence: number;
  readonly left: number;
  readonly fame: number;
  readonly credits: number;
  readonly innocent: boolean;
}

function markOf(content: XiaContent, view: XiaView, target: Attack['target']): Mark | null {
  if ('seat' in target) {
    const c = view.captains[target.seat];
    if (!c?.ship) return null;
    return {
      defence: shieldOf(content, c),
      left: content.holdCells(c.ship).length - c.hold.damage.length,
      fame: content.ship(c.ship).tier,
      credits: c.bounty,
      innocent: c.bounty === 0,
    };
  }
  const npc = view.npcs.find((n) => n.id === target.npc);
  if (!npc) return null;
  const card = npcProfile(content, view, target.npc);
  return {
    defence: mean(card.defence),
    left: card.toKill - npc.damage,
    fame: card.onKill.fame,
    credits: card.onKill.credits + npc.bounty,
    innocent: npc.bounty === 0,
  };
}

/** The expected damage the captain's best volley does past a target's defence. */
export function reachDamage(
  content: XiaContent,
  view: XiaView,
  me: CaptainView,
  target: Attack['target'],
): number {
  const mark = markOf(content, view, target);
  if (!mark) return 0;
  let roll = 0;
  for (const o of me.hold.outfits) {
    const type = content.outfit(o.kind).type;
    if (type === 'blaster' || type === 'missile')
      roll = Math.max(roll, mean(dieOf(content, o.kind)) * content.shape(o.kind, 0).use.length);
  }
  return roll - mark.defence;
}

/** The score of an attack on a captain or an NPC (element E's Coerce attacks are scored apart). */
export function attackScore(p: Player, view: XiaView, me: CaptainView, c: Attack): number {
  const { content, w } = p;
  const mark = markOf(content, view, c.target);
  if (!mark) return w.attackWorthless;
  const roll = volley(content, me, c.use);
  const net = Math.max(0, roll - mark.defence);
  if (net < w.attackMinDamage) return w.attackWorthless;
  // The kill's chance from how far the expected damage reaches past what the ship can take.
  const spread = 1 + roll / 2;
  const kill = Math.max(0, Math.min(1, 0.5 + (net - mark.left) / (2 * spread)));
  const spoils = w.killFame * mark.fame + (w.killPerThousand * mark.credits) / 1000;
  const raid = mark.innocent && 'seat' in c.target ? w.raidPenalty * kill : 0;
  const cargo = 'seat' in c.target ? (view.captains[c.target.seat]?.hold.cargo.length ?? 0) : 0;
  const value = w.attack + w.attackPerDamage * net + kill * spoils - raid + w.victimPerCube * cargo;
  return value;
}
