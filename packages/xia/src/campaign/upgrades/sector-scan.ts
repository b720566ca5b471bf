/**
 * The Mission track's Tier 3 (XC-UPG-05): Scan from anywhere in a sector. The captain names a
 * side of the sector the ship is in (so its edge symbol), whose neighbouring place holds no
 * sector yet, pays the Scan's 1 Energy and reveals a sector there as a Scan does (XB-EXPL-01,
 * XB-SECT-02). Like a Scan it is an action that ends the move.
 */
import type { RuleError } from '@drift/engine';
import { ALL_DIRECTIONS, type Direction, hexEquals, neighbor, slotOfHex } from '@drift/engine/hex';
import type { PlacedSector } from '../../model/state.ts';
import { changeEnergy } from '../../rules/effects.ts';
import {
  actionHex,
  drawRefusal,
  type Opening,
  revealSector,
  SCAN_ENERGY,
} from '../../rules/exploration.ts';
import { captainOf, phaseGuard } from '../../rules/guards.ts';
import { endMove } from '../../rules/movement.ts';
import { draftQuery, type Query, type Rule } from '../../rules/rule.ts';
import { tierOf } from '../options.ts';

/** The sector the ship acts in: none while docked inside The Kiln (element E). */
function ownSector(q: Query): PlacedSector | undefined {
  const own = slotOfHex(actionHex(q));
  return q.board.sectors.find((s) => hexEquals(s.slot, own));
}

/** The opening beyond `side` of the sector the ship acts in, if no sector lies there yet. */
function sideOpening(q: Query, side: Direction): Opening | undefined {
  const anchor = ownSector(q);
  if (!anchor) return undefined;
  const slot = neighbor(anchor.slot, side);
  if (q.board.sectors.some((s) => hexEquals(s.slot, slot))) return undefined;
  return { anchor, side, slot };
}

function guard(q: Query): RuleError | undefined {
  if (tierOf(q.state.options, 'mission') < 3)
    return {
      code: 'NoUpgrade',
      message:
        "Scanning from anywhere in a sector comes with Tier 3 of the campaign's Mission track.",
    };
  return phaseGuard(q, 'Action');
}

export const scanSector: Rule<'ScanSector'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (guard(q)) return [];
    return ALL_DIRECTIONS.map((side) => ({ type: 'ScanSector' as const, side }));
  },
  check(q, { side }) {
    const refused = guard(q);
    if (refused) return refused;
    if (!ownSector(q))
      return { code: 'NotInSector', message: 'Your ship is in no sector to scan from.' };
    const opening = sideOpening(q, side);
    if (!opening)
      return {
        code: 'NotOnUnexploredEdge',
        message: 'A sector already lies beyond that side of your sector.',
      };
    const drawn = drawRefusal(q, opening);
    if (drawn) return drawn;
    if (captainOf(q).energy < SCAN_ENERGY)
      return { code: 'NotEnoughEnergy', message: `A scan costs ${SCAN_ENERGY} Energy.` };
    return undefined;
  },
  run(ctx, { side }) {
    const opening = sideOpening(draftQuery(ctx), side);
    if (!opening) return;
    endMove(ctx);
    changeEnergy(ctx, ctx.seat, -SCAN_ENERGY, 'scan');
    revealSector(ctx, ctx.seat, opening, null);
  },
};
