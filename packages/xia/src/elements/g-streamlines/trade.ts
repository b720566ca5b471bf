/**
 * Trade Fame under the streamlines (XE-RULE-04, replacing XB-FAME-05): a sale earns 1 Fame when
 * it sells at least 2 cubes and leaves no cube in the hold that this space buys.
 */
import type { CubeColour } from '../../content/schema.ts';

export function streamlinedTradeFame(
  sold: number,
  left: readonly { readonly colour: CubeColour }[],
  buys: readonly CubeColour[],
): boolean {
  return sold >= 2 && !left.some((c) => buys.includes(c.colour));
}
