/**
 * Which colour a market generates when it buys cubes (XE-ECON-04, XE-ECON-10): read from the
 * content pack, never from names. A planet generates the one colour its Buy space sells; a
 * planet that buys every colour (Loath) squanders and generates nothing (XE-ECON-08).
 */
import type { Hex } from '@drift/engine/hex';
import type { Board } from '../../board/board.ts';
import type { CubeColour } from '../../content/schema.ts';
import { CUBE_COLOURS } from '../../model/cubes.ts';

/** What selling on a Sell space makes its planet do. */
export type Production =
  | { readonly kind: 'produce'; readonly planet: string; readonly colour: CubeColour }
  | { readonly kind: 'squander'; readonly planet: string }
  /** A market with no single colour for sale generates nothing (Drift's decision). */
  | { readonly kind: 'none' };

/** The production of the Sell space at `at`. */
export function productionAt(board: Board, at: Hex): Production {
  const info = board.info(at);
  const sell = info?.space?.sell ?? [];
  const region = info?.region?.kind === 'planet' ? info.region : null;
  const planet = region?.name ?? 'The market';
  if (CUBE_COLOURS.every((c) => sell.includes(c))) return { kind: 'squander', planet };
  const hexes = region ? region.hexes : [at];
  const sold = new Set<CubeColour>();
  for (const h of hexes) for (const c of board.info(h)?.space?.buy ?? []) sold.add(c);
  const [colour] = [...sold];
  return sold.size === 1 && colour ? { kind: 'produce', planet, colour } : { kind: 'none' };
}
