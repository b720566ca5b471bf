/**
 * The solo round end (XS-END-02..05), after every NPC has acted and before the Events: the cubes
 * on the map go back to the supply, then one d20 for the NPCs with its bonuses, and their Fame by
 * the table. What they collected and the Merchant's bonus start again from 0.
 */
import { captainAt, emit, roll } from '../rules/effects.ts';
import type { Ctx } from '../rules/rule.ts';
import { npcFameRose } from './fame.ts';
import { PLAYER } from './seating.ts';

/** XS-END-04: the least total for each Fame gain, highest first; below 4 gains nothing. */
export const FAME_TABLE: readonly { readonly atLeast: number; readonly fame: number }[] = [
  { atLeast: 31, fame: 5 },
  { atLeast: 26, fame: 4 },
  { atLeast: 21, fame: 3 },
  { atLeast: 15, fame: 2 },
  { atLeast: 4, fame: 1 },
];

/** The NPCs' Fame for a round-end total (XS-END-04). */
export function fameForTotal(total: number): number {
  return FAME_TABLE.find((row) => total >= row.atLeast)?.fame ?? 0;
}

/** Each bonus adds this much to the roll per cube, per 1,000 and per Fame behind (XS-END-03). */
const PER = 2;
const THOUSAND = 1000;

/** XS-END-02: every cube lying on the map goes back to the supply; how many there were. */
function removeCubes(ctx: Ctx): number {
  let removed = 0;
  for (const cubes of Object.values(ctx.s.board.cubes))
    for (const colour of cubes) {
      ctx.s.supply.cubes[colour] += 1;
      removed += 1;
    }
  ctx.s.board.cubes = {};
  return removed;
}

/** Plays the round end; 'lost' when the NPCs reached the Fame target and the game is over. */
export function roundEnd(ctx: Ctx): 'lost' | 'on' {
  const solo = ctx.s.solo;
  if (!solo) return 'on';
  const cubesRemoved = removeCubes(ctx);
  const behind = captainAt(ctx, PLAYER).fame - solo.npcFame;
  const bonuses = {
    cubes: PER * cubesRemoved,
    credits: PER * Math.floor(solo.collected / THOUSAND),
    behind: PER * Math.max(0, behind), // GAP-XS-07: never below 0 when the NPCs lead
    merchant: solo.merchantBonus,
  };
  const face = roll(ctx, PLAYER, 20, 'NPC Fame', false); // XS-END-05: one roll a round
  const total = face + bonuses.cubes + bonuses.credits + bonuses.behind + bonuses.merchant;
  const fame = fameForTotal(total);
  solo.collected = 0; // GAP-XS-02: counted from one roll to the next
  solo.merchantBonus = 0;
  solo.npcFame += fame;
  emit(ctx, {
    type: 'SoloRoundEnded',
    cubesRemoved,
    roll: face,
    bonuses,
    total,
    fame,
    npcFame: solo.npcFame,
  });
  if (fame > 0) npcFameRose(ctx);
  return ctx.s.stage === 'finished' ? 'lost' : 'on';
}
