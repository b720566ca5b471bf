/**
 * What must hold of the upgrades' per-turn uses (XC-UPG-04, XC-UPG-06, XC-UPG-11): only a
 * campaign game counts them, and never past what the tiers allow.
 */
import type { XiaState } from '../../model/state.ts';
import { tierOf } from '../options.ts';
import type { UpgradeUses } from './uses.ts';
import { IMPULSE_ACTIONS, REARM_COST, TRADE_EXTRA_CUBES, TRADE_SALE_BONUS } from './values.ts';

/** Broken invariants of the upgrades, as sentences. */
export function upgradeViolations(state: XiaState): string[] {
  const uses = state.turn.upgrades;
  if (!uses) return [];
  if (!state.options.campaign) return ['upgrade uses are counted outside a campaign game'];
  const o = state.options;
  const most: UpgradeUses = {
    impulseActions: IMPULSE_ACTIONS[tierOf(o, 'impulse')],
    rearms: REARM_COST[tierOf(o, 'rearm')] === null ? 0 : 1,
    extraCubes: TRADE_EXTRA_CUBES[tierOf(o, 'trade')],
    saleBonuses: TRADE_SALE_BONUS[tierOf(o, 'trade')] > 0 ? 1 : 0,
  };
  return (Object.keys(most) as (keyof UpgradeUses)[]).flatMap((k) =>
    uses[k] > most[k] ? [`upgrade ${k} used ${uses[k]} times this turn, at most ${most[k]}`] : [],
  );
}
