/**
 * The actions panel's groups from a legal list: a card aimed at places is one item with a
 * button per place (not one full button each), and places past the board's edge are named by
 * the nearest space and the way from it, never by coordinates.
 */
import { type Hex, hexesWithin, hexKey, neighbor } from '@drift/engine/hex';
import { boardOf, longScanOpening, type XiaCommand } from '@drift/xia';
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

  test('a long scan offers one button per sector it can reveal, named by the side it opens', () => {
    const board = boardOf(content(), f.view.board.sectors);
    const me = f.view.captains.find((c) => c.at);
    if (!me?.at) throw new Error('no captain on the board');
    const from = me.at;
    const targets = hexesWithin(from, 3).filter((h) => longScanOpening(board, from, h, 2));
    const openings = new Set(
      targets.map((h) => {
        const o = longScanOpening(board, from, h, 2);
        return `${o?.anchor.id}:${o?.side}`;
      }),
    );
    // Several spaces open through one side, or the grouping would not be tested.
    expect(targets.length).toBeGreaterThan(openings.size);
    const legal: XiaCommand[] = targets.map((target) => ({
      type: 'UseAbility',
      ability: 'far-sight',
      target,
    }));
    const groups = panelGroups(legal, { view: f.view, content: content(), me }, 'playing');
    const aimed = groups.flatMap((g) => g.items).find((i) => i.kind === 'choices');
    if (aimed?.kind !== 'choices') throw new Error('no aimed item');
    const labels = aimed.options.map((o) => o.label);
    expect(labels).toHaveLength(openings.size);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels)
      expect(label).toMatch(
        /^the unexplored sector (east|south-east|south-west|west|north-west|north-east) of [A-Z]/,
      );
  });
});
