// @vitest-environment happy-dom
/**
 * Element E's worlds on the board: The Kiln's station on its hex and explained (XE-KILN-01),
 * docked ships drawn on The Kiln's card and not off the map (XE-KILN-05), the card's spaces as
 * buttons for the legal dock and move commands, Relic stacks counted, 0 a collapsed site
 * (XE-DEAD-03..04).
 */
import { type Hex, hexKey } from '@drift/engine/hex';
import { KILN_INTERIOR, type WorldsView, type XiaCommand, type XiaView } from '@drift/xia';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board } from '../src/board/Board.tsx';
import { highlightsFromLegal, kilnCommandAt } from '../src/board/fromLegal.ts';
import type { Highlight } from '../src/board/highlight.ts';
import { ActionsPanel } from '../src/play/ActionsPanel.tsx';
import { panelGroups } from '../src/play/actions.ts';
import { commandWords, placeName } from '../src/play/words.ts';
import { content, fixture } from './helpers.ts';

afterEach(cleanup);

const panelOf = (container: HTMLElement, h: Hex) => {
  const el = container.querySelector(`.hex-hit[data-hex="${hexKey(h)}"]`);
  if (!el) throw new Error(`no hex ${hexKey(h)}`);
  fireEvent.focus(el);
  return container.querySelector('.hex-panel')?.textContent ?? '';
};

/** The late fixture with worlds: The Kiln on a free hex, captain 1 docked on the Sell space. */
function worldsView(kilnAt: 'free' | null = 'free') {
  const base = fixture('late').view;
  const taken = new Set(base.captains.flatMap((c) => (c.at ? [hexKey(c.at)] : [])));
  const cells = base.board.sectors.length > 0 ? freeHexes(base, taken) : [];
  const [kiln, stack, collapsed] = cells;
  if (!kiln || !stack || !collapsed) throw new Error('no free hexes');
  const worlds: WorldsView = {
    kiln: { at: kilnAt === 'free' ? kiln : null },
    relicPool: 10,
    relicStacks: { [hexKey(stack)]: 2, [hexKey(collapsed)]: 0 },
    relicsGone: 0,
    relicsSifted: [],
    ember: 20,
  };
  const docked = KILN_INTERIOR[2] as Hex;
  const view: XiaView = {
    ...base,
    captains: base.captains.map((c) => (c.seat === 1 ? { ...c, at: docked } : c)),
    worlds,
  };
  return { view, kiln, stack, collapsed, docked };
}

function freeHexes(view: XiaView, taken: Set<string>): Hex[] {
  const out: Hex[] = [];
  const { container, unmount } = render(
    <div>
      <Board view={view} content={content()} />
    </div>,
  );
  for (const el of container.querySelectorAll('.hex-hit')) {
    const k = el.getAttribute('data-hex') ?? '';
    if (taken.has(k)) continue;
    const [q, r] = k.split(',').map(Number);
    if (q !== undefined && r !== undefined) out.push({ q, r });
    if (out.length === 3) break;
  }
  unmount();
  return out;
}

function renderBoard(
  view: XiaView,
  highlights: readonly Highlight[] = [],
  onHexActivate: (h: Hex) => void = () => {},
) {
  return render(
    <div style={{ width: '960px', height: '640px' }}>
      <Board
        view={view}
        content={content()}
        highlights={highlights}
        onHexActivate={onHexActivate}
      />
    </div>,
  );
}

describe("element E's worlds on the board", () => {
  it('XE-KILN-01: draws The Kiln on its hex and explains docking, orbit, business and no attack', () => {
    const { view, kiln } = worldsView();
    const { container } = renderBoard(view);
    const stations = container.querySelectorAll('.kiln-station');
    expect([...stations].map((s) => s.getAttribute('data-kiln'))).toEqual([hexKey(kiln)]);
    const text = panelOf(container, kiln);
    expect(text).toContain('The Kiln, a station orbiting Nyr');
    expect(text).toContain('dock for 1 movement');
    expect(text).toContain('orbits it a d6');
    expect(text).toContain('the Business Phase');
    expect(text).toContain('cannot be attacked');
    expect(
      container.querySelector(`.hex-hit[data-hex="${hexKey(kiln)}"]`)?.getAttribute('aria-label'),
    ).toContain('The Kiln');
  });

  it('XE-KILN-10: draws no station while The Kiln is destroyed', () => {
    const { view } = worldsView(null);
    const noDocked: XiaView = {
      ...view,
      captains: view.captains.map((c, i) => ({
        ...c,
        at: fixture('late').view.captains[i]?.at ?? null,
      })),
    };
    const { container } = renderBoard(noDocked);
    expect(container.querySelectorAll('.kiln-station')).toHaveLength(0);
    expect(container.querySelector('.kiln-card')).toBeNull();
  });

  it('XE-KILN-04, XE-KILN-05: a docked ship is on The Kiln card (Sell space), never on the map', () => {
    const { view } = worldsView();
    const { container } = renderBoard(view);
    // Not drawn as a ship on the map, nor listed in any hex's words.
    expect(container.querySelectorAll('.pieces-layer .ship[data-seat="1"]')).toHaveLength(0);
    expect(
      container.querySelector(`.hex-hit[data-hex="${hexKey(KILN_INTERIOR[2] as Hex)}"]`),
    ).toBeNull();
    const card = container.querySelector('.kiln-card');
    if (!(card instanceof HTMLElement)) throw new Error('no Kiln card');
    const spaces = card.querySelectorAll('[data-kiln-space]');
    expect(spaces).toHaveLength(3);
    expect(spaces[2]?.textContent).toContain('Sell');
    expect(spaces[2]?.querySelector('[data-seat="1"]')).not.toBeNull();
    expect(spaces[0]?.querySelector('[data-seat]')).toBeNull();
    expect(
      within(card).getByRole('img', { name: /Space 3 \(Sell for Ember\): Captain 2's ship/ }),
    ).toBeTruthy();
    // The keyboard starts on a hex of the map, not on the docked ship's.
    expect(container.querySelector('.hex-hit[tabindex="0"]')).not.toBeNull();
  });

  it('XE-KILN-02, XE-KILN-06: the card turns legal dock and move spaces into buttons that send them', () => {
    const { view, kiln } = worldsView();
    const legal: XiaCommand[] = [
      { type: 'DockKiln', space: 0 },
      { type: 'KilnMove', space: 1 },
      { type: 'UndockKiln', to: kiln },
    ];
    const highlights = highlightsFromLegal(legal, view, content());
    const onHex = vi.fn();
    const { container } = renderBoard(view, highlights, onHex);
    const card = container.querySelector('.kiln-card') as HTMLElement;
    const buttons = within(card).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    fireEvent.click(within(card).getByRole('button', { name: /Dock with The Kiln on space 1/ }));
    const hex = onHex.mock.calls[0]?.[0] as Hex;
    expect(kilnCommandAt(legal, hex)).toEqual({ type: 'DockKiln', space: 0 });
    fireEvent.click(within(card).getByRole('button', { name: /Move to space 2/ }));
    expect(kilnCommandAt(legal, onHex.mock.calls[1]?.[0] as Hex)).toEqual({
      type: 'KilnMove',
      space: 1,
    });
    // The interior spaces are not marked on the map.
    expect(container.querySelectorAll('.highlight-layer .highlight')).toHaveLength(1);
    expect(kilnCommandAt(legal, kiln)).toEqual({ type: 'UndockKiln', to: kiln });
  });

  it('XE-DEAD-03, XE-DEAD-04: shows the Relics left on a stack, and a collapsed site', () => {
    const { view, stack, collapsed } = worldsView();
    const { container } = renderBoard(view);
    const stacks = [...container.querySelectorAll('.relic-stack')];
    expect(stacks.map((s) => s.getAttribute('data-relics')).sort()).toEqual(['0', '2']);
    expect(container.querySelector('.relic-stack--collapsed')?.getAttribute('data-relics')).toBe(
      '0',
    );
    expect(panelOf(container, stack)).toContain('2 Relics left on this stack');
    expect(panelOf(container, collapsed)).toContain('Collapsed Relic site');
  });

  it('the actions panel lists every worlds command in its group', () => {
    const { view, kiln } = worldsView();
    const docked = view.captains[1];
    if (!docked) throw new Error('no captain');
    const me = {
      ...docked,
      hold: { ...docked.hold, cargo: [{ kind: 'ember' as const, at: [3, 3] as const }] },
    };
    const legal: XiaCommand[] = [
      { type: 'Jettison', at: [3, 3] },
      { type: 'DockKiln', space: 2 },
      { type: 'KilnMove', space: 0 },
      { type: 'UndockKiln', to: kiln },
      { type: 'Excavate' },
      { type: 'Quarry' },
      { type: 'Sift', at: [0, 0] },
      { type: 'SellEmber', count: 2 },
      { type: 'KeiTrade', give: { spice: 1 }, take: { holo: 1 } },
      { type: 'MoveRelic', from: [0, 0], to: [1, 1], turns: 1 },
    ];
    const groups = panelGroups(legal, { view, content: content(), me }, 'playing');
    const labels = (id: string) =>
      (groups.find((g) => g.id === id)?.items ?? []).flatMap((i) =>
        i.kind === 'command'
          ? [i.words.label]
          : i.kind === 'choices'
            ? [i.words.label, ...i.options.map((o) => o.label)]
            : [],
      );
    expect(labels('move')).toEqual([
      'Dock with The Kiln on space 3 (Sell)',
      'Move to space 1 of The Kiln',
      'Leave The Kiln',
    ]);
    expect(labels('trade')).toEqual([
      'Excavate',
      'Quarry Ember',
      'Sift a Relic',
      'Sell Ember',
      '2 for 4,000',
      'Trade with the Economy Board',
      '1 Spice → 1 Holo',
    ]);
    expect(labels('other')).toEqual(['Jettison cargo', 'Ember (column 4, row 4)']);
    expect(
      commandWords({ type: 'Jettison', at: [3, 3] }, { view, content: content(), me }),
    ).toEqual({
      label: 'Jettison the Ember',
      detail: 'From column 4, row 4; it is lost',
    });
    expect(placeName(KILN_INTERIOR[2] as Hex, view, content())).toBe('space 3 inside The Kiln');
    const business = groups.find((g) => g.id === 'business')?.items ?? [];
    expect(business.map((i) => i.kind)).toEqual(['relics']);
    const open = vi.fn();
    const panel = render(
      <ActionsPanel
        groups={groups}
        view={view}
        content={content()}
        busy={false}
        send={() => {}}
        open={open}
      />,
    );
    fireEvent.click(panel.getByRole('button', { name: /Move a Relic/ }));
    expect(open).toHaveBeenCalledWith({ kind: 'relic' });
    expect(panel.getByRole('button', { name: /Dock with The Kiln on space 3/ })).toBeTruthy();
  });
});
