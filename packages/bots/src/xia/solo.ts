/**
 * Solo decisions for the heuristic bot: after destroying an NPC, re-draw its behaviour when the
 * one it follows fires twice (XS-BEHV-06), else keep it; and the solo race's own weights, where
 * cubes lost on the map and Bounty feed the NPCs (XS-END-03, XS-BNTY-*).
 */
import { behaviourOf, type XiaCommand, type XiaView } from '@drift/xia';
import type { XiaContent } from './map.ts';
import { soloArmsScore, soloAttackScore } from './solo-arms.ts';
import type { CaptainView } from './targets.ts';

/** Cubes worth carrying in solo: two sell for the trade Fame point (more only feed a wreck). */
export const SOLO_CUBES = 2;

function cubesHeld(me: CaptainView): number {
  return me.hold.cargo.filter((c) => c.kind === 'cube').length;
}

/**
 * The solo score of a command, or undefined to score it as in a multiplayer game. Every cube
 * on the map at the round end is +2 to the NPCs' roll, so the hold stays light.
 */
export function soloScore(
  content: XiaContent,
  view: XiaView,
  me: CaptainView,
  c: XiaCommand,
): number | undefined {
  switch (c.type) {
    case 'BuyOutfit': {
      const arms = soloArmsScore(content, me, c.kind);
      return arms === undefined
        ? undefined
        : arms - c.at[0] * 0.01 - c.at[1] * 0.1 - c.turns * 0.001;
    }
    case 'Attack':
      return soloAttackScore(content, view, c);
    case 'Mine':
    case 'Salvage':
    case 'Harvest':
    case 'CollectCubes':
      return cubesHeld(me) < SOLO_CUBES ? 30 : -1;
    case 'BuyCubes': {
      const count = Object.values(c.cubes).reduce((a, n) => a + (n ?? 0), 0);
      return cubesHeld(me) + count > SOLO_CUBES + 1 ? -1 : undefined;
    }
    case 'SellCubes': {
      // Two or more in one sale earn the trade Fame point (XB-FAME-05, XE-RULE-04).
      const count = Object.values(c.cubes).reduce((a, n) => a + (n ?? 0), 0);
      return count >= 2 ? 85 + count : 20;
    }
    default:
      return undefined;
  }
}

/** The score of re-drawing (redraw) or keeping the behaviour of the NPC the prompt names. */
export function redrawScore(view: XiaView, redraw: boolean): number {
  const prompt = view.prompts[view.prompts.length - 1];
  const npc = prompt?.kind === 'RedrawBehaviour' ? prompt.npc : undefined;
  const current = npc === undefined ? undefined : view.solo?.behaviours[npc];
  if (!current) return redraw ? -1 : 0;
  const fierce = behaviourOf(current.card, current.behaviour).steps.some(
    (s) => s.do === 'attack' && s.twice === true,
  );
  return redraw === fierce ? 1 : 0;
}
