// @vitest-environment happy-dom
/**
 * The board over real states: every border kind drawn with its own class and shape, the panel
 * naming what is on a hex, highlighted hexes marked and activatable by keyboard and pointer,
 * roving focus, pan/zoom that only moves one transform, and a replay's board kept framed.
 */
import { frontier, type Hex, hexKey, sideSymbol, type TileSymbols } from '@drift/engine/hex';
import { type BorderKind, boardOf, captainName } from '@drift/xia';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Board } from '../src/board/Board.tsx';
import { BORDER_KINDS, borderPath } from '../src/board/borderShapes.ts';
import { highlightsFromLegal } from '../src/board/fromLegal.ts';
import { content, fixture, nextFrame } from './helpers.ts';

function renderBoard(id: string, withHighlights = false, onHexActivate = vi.fn()) {
  const f = fixture(id);
  const highlights = withHighlights ? highlightsFromLegal(f.legal, f.view, content()) : [];
  const r = render(
    <div style={{ width: '960px', height: '640px' }}>
      <Board
        view={f.view}
        content={content()}
        highlights={highlights}
        onHexActivate={onHexActivate}
      />
    </div>,
  );
  return { ...r, f, highlights, onHexActivate };
}

const hit = (container: HTMLElement, h: Hex) =>
  container.querySelector<SVGPolygonElement>(`.hex-hit[data-hex="${hexKey(h)}"]`);

const panelText = (container: HTMLElement) =>
  container.querySelector('.hex-panel')?.textContent ?? '';

/** The late board, rendered once for the tests that only read it (a render takes seconds here). */
let late: ReturnType<typeof renderBoard>;

describe('the late board', () => {
  beforeAll(() => {
    late = renderBoard('late');
  });
  afterAll(cleanup);

  describe('borders', () => {
    it('draws every border on the board once, with its kind as class and data', () => {
      const { container, f } = late;
      const board = boardOf(content(), f.view.board.sectors);
      const expected = new Map<BorderKind, number>();
      for (const list of board.borders.values())
        for (const b of list) expected.set(b.kind, (expected.get(b.kind) ?? 0) + 1);
      // The late board shows every kind of border the core pack has (ice is element E's).
      expect([...expected.keys()].sort()).toEqual(BORDER_KINDS.filter((k) => k !== 'ice').sort());
      for (const [kind, n] of expected) {
        const drawn = container.querySelectorAll(`.border--${kind}[data-border="${kind}"]`);
        expect(drawn.length, kind).toBe(n);
      }
    });

    it("colours shields and entrances by the planet's legal status", () => {
      const { container, f } = late;
      const board = boardOf(content(), f.view.board.sectors);
      for (const list of board.borders.values()) {
        for (const b of list) {
          if (b.kind !== 'shield' && b.kind !== 'entrance') continue;
          expect(b.region.legal).not.toBeNull();
        }
      }
      const shields = [
        ...container.querySelectorAll('[data-border="shield"], [data-border="entrance"]'),
      ];
      expect(shields.length).toBeGreaterThan(0);
      for (const el of shields)
        expect(el.getAttribute('class')).toMatch(/legal--(lawful|outlaw|neutral)/);
      const legal = new Set(shields.map((el) => el.getAttribute('data-legal')));
      expect(legal.size).toBeGreaterThan(1);
    });

    it('gives each kind its own shape, told apart without colour', () => {
      const edge = { from: { x: 0, y: 0 }, to: { x: 40, y: 0 }, inward: { x: 0, y: 1 } };
      const shapes = BORDER_KINDS.map((kind) =>
        borderPath({ kind, ...edge }).replace(/[^MLQAZ]/g, ''),
      );
      const paths = BORDER_KINDS.map((kind) => borderPath({ kind, ...edge }));
      expect(new Set(paths).size).toBe(BORDER_KINDS.length);
      // The drawing commands alone differ, except the gate's line, which carries beads instead.
      const withoutGate = shapes.filter((_, i) => BORDER_KINDS[i] !== 'gate');
      expect(new Set(withoutGate).size).toBe(withoutGate.length);
      const { container } = late;
      expect(
        container.querySelectorAll('[data-border="gate"] .border__bead').length,
      ).toBeGreaterThan(0);
    });

    it('names every kind of border in the panel of a hex it encloses', () => {
      const { container, f } = late;
      const board = boardOf(content(), f.view.board.sectors);
      const words: Record<BorderKind, RegExp> = {
        star: /Star border: crossing it destroys the ship/,
        asteroid: /Asteroid border: entering rolls a d20; 1-10/,
        nebula: /Nebula border: entering rolls a d20; 1-10 drains/,
        debris: /Debris border: entering rolls a d20; 1-3 destroys/,
        shield:
          /(Lawful|Outlaw|Neutral) planetary shield: crossing either way rolls a d20; 1-10 stops you/,
        entrance: /(Lawful|Outlaw|Neutral) entrance/,
        gate: /gate edge/i,
        ice: /Ice asteroid border: entering rolls a d20; 1-10 deals that much Ice damage/,
      };
      // The base game's board has no ice; element E's board test covers it.
      for (const kind of BORDER_KINDS.filter((k) => k !== 'ice')) {
        const border = [...board.borders.values()].flat().find((b) => b.kind === kind);
        expect(border, kind).toBeDefined();
        if (!border) continue;
        const el = hit(container, border.inside);
        expect(el, kind).not.toBeNull();
        if (el) fireEvent.focus(el);
        expect(panelText(container), kind).toMatch(words[kind]);
      }
    });
  });

  describe('what is on the board', () => {
    it('marks Spawn and Mission Points with their numbers', () => {
      const { container, f } = late;
      const board = boardOf(content(), f.view.board.sectors);
      const spawns = [...container.querySelectorAll('[data-badge="spawn"]')].map((el) =>
        Number(el.getAttribute('data-number')),
      );
      const missions = [...container.querySelectorAll('[data-badge="mission"]')].map((el) =>
        Number(el.getAttribute('data-number')),
      );
      expect(spawns.sort((a, b) => a - b)).toEqual([...board.spawns.keys()].sort((a, b) => a - b));
      expect(missions.sort((a, b) => a - b)).toEqual(
        [...board.missionPoints.keys()].sort((a, b) => a - b),
      );
      for (const el of container.querySelectorAll('[data-badge]'))
        expect(el.textContent).toBe(el.getAttribute('data-number'));
    });

    it('shows face-down tokens where the view has them, and taken ones as empty spaces', () => {
      const { container, f } = late;
      expect(container.querySelectorAll('[data-token]').length).toBe(f.view.board.tokens.length);
      const board = boardOf(content(), f.view.board.sectors);
      const spaces = [...board.hexes.values()].filter((h) => h.space?.exploration).length;
      expect(container.querySelectorAll('[data-exploration="space"]').length).toBe(spaces);
      expect(f.view.board.tokens.length).toBeLessThan(spaces); // some were taken in this game
    });

    it('draws each captain on the board in a ship with their number, and the NPCs', () => {
      const { container, f } = late;
      const onBoard = f.view.captains.filter((c) => c.at);
      const ships = [...container.querySelectorAll('.ship[data-seat]')];
      expect(ships.map((s) => Number(s.getAttribute('data-seat'))).sort()).toEqual(
        onBoard.map((c) => c.seat).sort(),
      );
      for (const s of ships)
        expect(s.querySelector('.ship__number')?.textContent).toBe(
          String(Number(s.getAttribute('data-seat')) + 1),
        );
      expect(container.querySelectorAll('.npc').length).toBe(
        f.view.npcs.filter((n) => n.at).length,
      );
    });

    it('draws the frontier: each side facing unexplored space with the symbol a new tile must match', () => {
      const { container, f, unmount } = renderBoard('early');
      const sectors = f.view.board.sectors;
      const sides = frontier(sectors.map((s) => s.slot));
      const expected = sides.map((side) => {
        const placed = sectors.find((s) => hexKey(s.slot) === hexKey(side.slot));
        if (!placed) throw new Error('no sector');
        return sideSymbol(
          content().sector(placed.id).edges as unknown as TileSymbols,
          placed.rotation,
          side.side,
        );
      });
      const drawn = [...container.querySelectorAll('[data-frontier]')].map((el) =>
        el.getAttribute('data-frontier'),
      );
      expect(drawn.sort()).toEqual(expected.sort());
      expect(drawn.length).toBeGreaterThan(6);
      unmount();
    });

    it('names sectors on their tiles', () => {
      const { container, f } = late;
      const names = [...container.querySelectorAll('.sector-name')].map((el) => el.textContent);
      expect(names.sort()).toEqual(
        f.view.board.sectors.map((s) => content().sector(s.id).name.toUpperCase()).sort(),
      );
    });

    it("explains a hex: a captain's ship, a market, a Spawn Point, an unexplored edge", () => {
      const { container, f } = late;
      const board = boardOf(content(), f.view.board.sectors);
      const captain = f.view.captains.find((c) => c.at && c.ship);
      if (!captain?.at || !captain.ship) throw new Error('no captain on the board');
      const shipEl = hit(container, captain.at);
      if (!shipEl) throw new Error('no hex under the ship');
      fireEvent.focus(shipEl);
      expect(panelText(container)).toContain(
        `${captainName(captain.seat)}'s ${content().ship(captain.ship).name}`,
      );
      expect(shipEl.getAttribute('aria-label')).toContain(`${captainName(captain.seat)}'s ship`);

      const market = [...board.hexes.values()].find((h) => h.space?.buy);
      const spawn = [...board.spawns.entries()][0];
      if (!market?.space?.buy || !spawn) throw new Error('no market or spawn');
      const marketEl = hit(container, market.hex);
      if (marketEl) fireEvent.focus(marketEl);
      expect(panelText(container)).toContain(`buy ${market.space.buy[0]}`);
      expect(panelText(container)).toContain('2 for 1,000 credits');
      const spawnEl = hit(container, spawn[1]);
      if (spawnEl) fireEvent.focus(spawnEl);
      expect(panelText(container)).toContain(`Spawn Point ${spawn[0]}:`);

      const edge = container.querySelector('[data-frontier]')?.getAttribute('data-frontier');
      const rim = [...container.querySelectorAll<SVGPolygonElement>('.hex-hit')].find((el) =>
        (el.getAttribute('aria-label') ?? '').includes('unexplored edge'),
      );
      if (!rim || !edge) throw new Error('no frontier hex');
      fireEvent.focus(rim);
      expect(panelText(container)).toMatch(
        /Unexplored edge \(the side shows .*\): Scan from here for 1 Energy/,
      );
    });
  });
});

describe('the Economy Board on the map (element C)', () => {
  afterEach(cleanup);

  it('a market says how many of its cubes the board has left, and a base game says nothing of it', () => {
    const f = fixture('late');
    const board = boardOf(content(), f.view.board.sectors);
    const market = [...board.hexes.values()].find((h) => h.space?.buy?.length === 1);
    const colour = market?.space?.buy?.[0];
    if (!market || !colour) throw new Error('no one-colour market');
    const stock = { spice: 2, holo: 3, terra: 4, plasma: 5, cyber: 6 };
    const withBoard = { ...f.view, economy: { stock, demand: { ...stock } } };
    const shown = render(<Board view={withBoard} content={content()} />);
    const el = hit(shown.container, market.hex);
    if (!el) throw new Error('no market hex');
    fireEvent.focus(el);
    expect(panelText(shown.container)).toContain(
      `From the Economy Board: ${stock[colour]} ${colour} left.`,
    );
    cleanup();
    const base = render(<Board view={f.view} content={content()} />);
    const plain = hit(base.container, market.hex);
    if (!plain) throw new Error('no market hex');
    fireEvent.focus(plain);
    expect(panelText(base.container)).toContain('Market: buy');
    expect(panelText(base.container)).not.toContain('Economy Board');
  });
});

describe('the hover panel', () => {
  afterEach(cleanup);

  it('follows the mouse and goes when it leaves the board; a keyboard focus stays', () => {
    const f = fixture('late');
    const { container } = render(<Board view={f.view} content={content()} />);
    const stage = container.querySelector('.board-stage');
    const hexes = [...container.querySelectorAll<SVGPolygonElement>('.hex-hit')];
    const [one, two] = hexes;
    if (!stage || !one || !two) throw new Error('no board');
    const empty = () => container.querySelector('.hex-panel--empty') !== null;
    expect(empty()).toBe(true);
    fireEvent.pointerOver(one, { pointerType: 'mouse', buttons: 0 });
    expect(empty()).toBe(false);
    fireEvent.pointerLeave(stage, { pointerType: 'mouse' });
    expect(empty()).toBe(true);
    fireEvent.focus(two);
    expect(empty()).toBe(false);
    fireEvent.pointerLeave(stage, { pointerType: 'mouse' });
    expect(empty()).toBe(false);
  });
});

describe('acting', () => {
  afterEach(cleanup);

  it('marks the hexes a move can reach and activates them by keyboard and click, others not', () => {
    const { container, f, highlights, onHexActivate } = renderBoard('early', true);
    const steps = new Set(f.legal.flatMap((c) => (c.type === 'Step' ? [hexKey(c.to)] : [])));
    expect(steps.size).toBeGreaterThan(0);
    const marked = [...container.querySelectorAll('.hex-hit[data-highlight="reach"]')].map((el) =>
      el.getAttribute('data-hex'),
    );
    expect(new Set(marked)).toEqual(steps);
    expect(container.querySelectorAll('[data-highlight="reach"].highlight').length).toBe(
      steps.size,
    );

    const first = highlights[0];
    if (!first) throw new Error('no highlight');
    const el = hit(container, first.hex);
    if (!el) throw new Error('no hex');
    // The board's one tab stop starts on the first highlighted hex.
    expect(el.getAttribute('tabindex')).toBe('0');
    expect(container.querySelectorAll('.hex-hit[tabindex="0"]').length).toBe(1);
    el.focus();
    fireEvent.keyDown(el, { key: 'Enter' });
    expect(onHexActivate).toHaveBeenCalledWith(first.hex);
    expect(el.getAttribute('aria-label')).toContain('Move here');

    onHexActivate.mockClear();
    const plain = [...container.querySelectorAll<SVGPolygonElement>('.hex-hit')].find(
      (x) => !x.hasAttribute('data-highlight'),
    );
    if (!plain) throw new Error('no plain hex');
    fireEvent.keyDown(plain, { key: 'Enter' });
    fireEvent.click(plain);
    expect(onHexActivate).not.toHaveBeenCalled();
    fireEvent.click(el);
    expect(onHexActivate).toHaveBeenCalledWith(first.hex);
  });

  it('moves the one tab stop with the arrow keys, east with ArrowRight', async () => {
    const { container, highlights } = renderBoard('early', true);
    const first = highlights[0];
    if (!first) throw new Error('no highlight');
    const start = hit(container, first.hex);
    if (!start) throw new Error('no hex');
    // Walk west until a hex has an east neighbour on the board (it always has: we came from it).
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowLeft' });
    await act(async () => {});
    const west = container.querySelector('.hex-hit[tabindex="0"]');
    const westKey = west?.getAttribute('data-hex');
    expect(westKey).toBe(hexKey({ q: first.hex.q - 1, r: first.hex.r }));
    if (!west) throw new Error('no focus');
    fireEvent.keyDown(west, { key: 'ArrowRight' });
    await act(async () => {});
    expect(container.querySelector('.hex-hit[tabindex="0"]')?.getAttribute('data-hex')).toBe(
      hexKey(first.hex),
    );
    expect(container.querySelectorAll('.hex-hit[tabindex="0"]').length).toBe(1);
  });
});

describe('pan and zoom', () => {
  afterEach(cleanup);
  const scaleOf = (t: string | null | undefined) => Number(/scale\(([-\d.]+)\)/.exec(t ?? '')?.[1]);
  const translateOf = (t: string | null | undefined) =>
    (/translate\(([-\d.]+) ([-\d.]+)\)/.exec(t ?? '') ?? []).slice(1, 3).map(Number);

  it('wheel, keys and drags change the one transform and re-render nothing', async () => {
    let commits = 0;
    const f = fixture('late');
    const { container } = render(
      <Profiler id="board" onRender={() => commits++}>
        <Board view={f.view} content={content()} />
      </Profiler>,
    );
    await act(async () => {});
    await nextFrame();
    const g = container.querySelector<SVGSVGElement>('.board-svg');
    const svg = g;
    if (!g || !svg) throw new Error('no board');
    const fitted = g.getAttribute('data-view');
    const hexes = [...container.querySelectorAll('.hex')];
    const points = hexes.map((h) => h.getAttribute('points'));
    const before = commits;

    fireEvent.wheel(svg, { deltaY: -240, clientX: 100, clientY: 100 });
    await nextFrame();
    const zoomed = g.getAttribute('data-view');
    expect(scaleOf(zoomed)).toBeGreaterThan(scaleOf(fitted));

    const hex = container.querySelector<SVGPolygonElement>('.hex-hit[tabindex="0"]');
    if (!hex) throw new Error('no focus');
    fireEvent.keyDown(hex, { key: '-' });
    await nextFrame();
    expect(scaleOf(g.getAttribute('data-view'))).toBeLessThan(scaleOf(zoomed));

    const [x0, y0] = translateOf(g.getAttribute('data-view'));
    fireEvent.keyDown(hex, { key: 'ArrowLeft', shiftKey: true });
    await nextFrame();
    const [x1, y1] = translateOf(g.getAttribute('data-view'));
    expect(x1).toBeCloseTo((x0 ?? 0) + 80, 3);
    expect(y1).toBeCloseTo(y0 ?? 0, 3);

    fireEvent.pointerDown(svg, {
      pointerId: 1,
      button: 0,
      clientX: 300,
      clientY: 300,
      pointerType: 'mouse',
    });
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 340, clientY: 320, pointerType: 'mouse' });
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 360, clientY: 330, pointerType: 'mouse' });
    fireEvent.pointerUp(svg, { pointerId: 1, clientX: 360, clientY: 330, pointerType: 'mouse' });
    await nextFrame();
    const [x2, y2] = translateOf(g.getAttribute('data-view'));
    // The first move passes the click slop and starts the drag; the map follows from there.
    expect((x2 ?? 0) - (x1 ?? 0)).toBeCloseTo(60, 3);
    expect((y2 ?? 0) - (y1 ?? 0)).toBeCloseTo(30, 3);

    fireEvent.keyDown(hex, { key: '0' });
    await nextFrame();
    expect(g.getAttribute('data-view')).toBe(fitted);

    expect(commits).toBe(before);
    expect([...container.querySelectorAll('.hex')]).toEqual(hexes);
    expect(hexes.map((h) => h.getAttribute('points'))).toEqual(points);
  });

  it('a pan only moves the board layer; a zoom scales it, then lays it out sharp when it rests', async () => {
    const f = fixture('late');
    const { container } = render(<Board view={f.view} content={content()} />);
    await nextFrame();
    const svg = container.querySelector<SVGSVGElement>('.board-svg');
    const stage = container.querySelector<HTMLDivElement>('.board-stage');
    if (!svg || !stage) throw new Error('no board');
    const view = () => svg.getAttribute('data-view');
    const layer = () => svg.style.transform;
    const size = () => [Number(svg.getAttribute('width')), Number(svg.getAttribute('height'))];
    const [w0, h0] = size();
    const k0 = scaleOf(view());
    // The svg is the whole padded board at the view's zoom, placed by a translation alone.
    const box = svg.getAttribute('viewBox')?.split(' ').map(Number) ?? [];
    const [minX = 0, minY = 0, bw = 0, bh = 0] = box;
    const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1);
    near(w0 ?? 0, bw * k0);
    near(h0 ?? 0, bh * k0);
    const placed = () =>
      (/translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(layer()) ?? []).slice(1, 3).map(Number);
    const [x0 = 0, y0 = 0] = translateOf(view());
    const [lx0 = 0, ly0 = 0] = placed();
    near(lx0, x0 + minX * k0);
    near(ly0, y0 + minY * k0);

    const hex = container.querySelector<SVGPolygonElement>('.hex-hit[tabindex="0"]');
    if (!hex) throw new Error('no focus');
    fireEvent.keyDown(hex, { key: 'ArrowUp', shiftKey: true });
    await nextFrame();
    expect(size()).toEqual([w0, h0]);
    expect(layer()).not.toContain('scale');
    const [lx1 = 0, ly1 = 0] = placed();
    expect(lx1).toBeCloseTo(lx0, 3);
    expect(ly1).toBeCloseTo(ly0 + 80, 3);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.wheel(stage, { deltaY: -240, clientX: 100, clientY: 100 });
      await nextFrame();
      const k1 = scaleOf(view());
      expect(k1).toBeGreaterThan(k0);
      // At once: the layer as laid out, scaled by the zoom's ratio; no new size yet.
      expect(size()).toEqual([w0, h0]);
      // The style writes the ratio to 3 decimals.
      expect(Number(/scale\(([\d.]+)\)/.exec(layer())?.[1])).toBeCloseTo(k1 / k0, 2);
      vi.advanceTimersByTime(200);
      // At rest: laid out at the new zoom, no scale left.
      near(size()[0] ?? 0, bw * k1);
      expect(layer()).not.toContain('scale');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with refit, frames the map again as it changes (a replay), until moved by hand', async () => {
    const early = fixture('early').view;
    const late = fixture('late').view;
    expect(late.board.sectors.length).toBeGreaterThan(early.board.sectors.length);
    const shown = (view: typeof early, refit: boolean) => (
      <div style={{ width: '960px', height: '640px' }}>
        <Board view={view} content={content()} refit={refit} />
      </div>
    );
    const transform = async (container: HTMLElement) => {
      await act(async () => {});
      await nextFrame();
      return container.querySelector('.board-svg')?.getAttribute('data-view');
    };
    const framed = render(shown(early, true));
    const atEarly = await transform(framed.container);
    framed.rerender(shown(late, true));
    const atLate = await transform(framed.container);
    expect(atLate).not.toBe(atEarly);
    framed.rerender(shown(early, true));
    expect(await transform(framed.container)).toBe(atEarly);
    // Moved by hand: it stays where the person put it.
    const svg = framed.container.querySelector<SVGSVGElement>('.board-svg');
    if (!svg) throw new Error('no board');
    fireEvent.wheel(svg, { deltaY: -240, clientX: 100, clientY: 100 });
    const zoomed = await transform(framed.container);
    framed.rerender(shown(late, true));
    expect(await transform(framed.container)).toBe(zoomed);
    cleanup();
    // Without refit (the match screen), a grown map keeps the first frame.
    const kept = render(shown(early, false));
    const first = await transform(kept.container);
    kept.rerender(shown(late, false));
    expect(await transform(kept.container)).toBe(first);
  });

  it('two pointers pinch to zoom', async () => {
    const f = fixture('early');
    const { container } = render(<Board view={f.view} content={content()} />);
    await nextFrame();
    const g = container.querySelector<SVGSVGElement>('.board-svg');
    const svg = g;
    if (!g || !svg) throw new Error('no board');
    const before = scaleOf(g.getAttribute('data-view'));
    fireEvent.pointerDown(svg, { pointerId: 1, clientX: 400, clientY: 300, pointerType: 'touch' });
    fireEvent.pointerDown(svg, { pointerId: 2, clientX: 500, clientY: 300, pointerType: 'touch' });
    fireEvent.pointerMove(svg, { pointerId: 2, clientX: 600, clientY: 300, pointerType: 'touch' });
    fireEvent.pointerUp(svg, { pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(svg, { pointerId: 2, pointerType: 'touch' });
    await nextFrame();
    expect(scaleOf(g.getAttribute('data-view'))).toBeCloseTo(before * 2, 2);
  });
});
