/**
 * Hexes the host marks for acting: where a move can go, what an attack can hit, a choice to
 * make (a Spawn Point). The host derives them from the legal list; the board only draws them.
 */
import type { Hex } from '@drift/engine/hex';

export type HighlightKind = 'reach' | 'target' | 'choice';

export interface Highlight {
  readonly hex: Hex;
  readonly kind: HighlightKind;
  /** What activating the hex does, in a few words: "Move here (2 movement left)". */
  readonly label: string;
}
