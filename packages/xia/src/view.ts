/**
 * What a viewer may see of a match. Hidden from everyone: the generator, the order of every
 * face-down stack and the faces of tokens still on the board. (Kept missions arrive with the
 * next part of the rules and will be shown to their owner only.)
 */
import type { Viewer } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { parseHexKey } from '@drift/engine/hex';
import type { XiaState } from './model/state.ts';

export interface XiaView extends Omit<XiaState, 'random' | 'decks' | 'board'> {
  readonly viewer: Viewer;
  readonly board: Omit<XiaState['board'], 'tokens'> & { readonly tokens: readonly Hex[] };
  readonly decks: {
    readonly sectors: number;
    readonly exploration: number;
    readonly titles: number;
  };
}

/** Projects the state for one viewer. */
export function viewFor(state: XiaState, viewer: Viewer): XiaView {
  const { random: _random, decks, board, ...open } = state;
  return {
    ...open,
    viewer,
    board: {
      sectors: board.sectors,
      cubes: board.cubes,
      tokens: Object.keys(board.tokens).flatMap((key) => parseHexKey(key) ?? []),
    },
    decks: {
      sectors: decks.sectors.length,
      exploration: decks.exploration.length,
      titles: decks.titles.length,
    },
  };
}
