/**
 * The actions panel's groups from a legal list: a card aimed at places is one item with a
 * button per place (not one full button each), and places past the board's edge are named by
 * the nearest space and the way from it, never by coordinates.
 */
import { type Hex, hexKey, neighbor } from '@drift/engine/hex';
import type { XiaCommand } from '@drift/xia';
import { describe, expect, test } from 'vitest';
import { boardModel } from '../src/board/model.ts';
import { panelGroups } from '../src/play/actions.ts';
import { hexName, placeName } from '../src/play/words.ts';
import { content, fixture } from './helpers.ts';

describe('aimed abilities', () => {
  const f = fixture('early');
  const model = boardModel(content(), f.view.board.sectors);
  const onBoard = new Set(model.cells.map((c) => c.key));
  // Spaces just past the edge: an on-board cell's neighbour that is not on the board.
  const past: { from: Hex; to: Hex; d: 0 | 1 | 2 | 3 | 4 | 5 }[] = [];
  const ways = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;
  for (const c of model.cells)
    for (const d of [0, 1, 2, 3, 4, 5] as const) {
      const to = neighbor(c.hex, d);
      if (!onBoard.has(hexKey(to)) && past.length < 4) past.push({ from: c.hex, to, d });
    }

  test('several targets of one card make one item with a place each', () => {
    expect(past.length).toBe(4);
    const legal: XiaCommand[] = [
      ...past.map((p): XiaCommand => ({ type: 'UseAbility', ability: 'far-sight', target: p.to })),
      { type: 'EndActions' },
    ];
    const groups = panelGroups(
      legal,
      { view: f.view, content: content(), me: undefined },
      'playing',
    );
    const items = groups.flatMap((g) => g.items);
    const aimed = items.filter((i) => i.kind === 'choices');
    expect(aimed).toHaveLength(1);
    expect(aimed[0]?.kind === 'choices' && aimed[0].options.length).toBe(4);
    expect(aimed[0]?.kind === 'choices' && aimed[0].words.label).toBe('Far Sight');
    expect(items.filter((i) => i.kind === 'command' && i.command.type === 'UseAbility')).toEqual(
      [],
    );
  });

  test('a place past the edge is named by its neighbour on the board and the way', () => {
    for (const p of past) {
      const name = placeName(p.to, f.view, content());
      expect(name).not.toMatch(/\d+, ?-?\d+|\[/);
      // Some space on the board, going that way one step, reaches the place.
      const fits = model.cells.some((c) =>
        ways.some(
          (way, d) =>
            name === `${way} of ${hexName(c.hex, f.view, content())}` &&
            hexKey(neighbor(c.hex, d as 0)) === hexKey(p.to),
        ),
      );
      expect(fits, name).toBe(true);
    }
    const first = past[0];
    const two = first ? neighbor(first.to, first.d) : null;
    if (two && !onBoard.has(hexKey(two)))
      expect(placeName(two, f.view, content())).toMatch(/^2 spaces /);
  });
});
