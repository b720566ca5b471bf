// @vitest-environment happy-dom
/**
 * The board with the expansion's elements: Event markers drawn and explained (XE-EVENT-05), and
 * the new exploration tokens' rewards in the panel of a face-down token (XE-EXPL-03..07).
 */
import { type Hex, hex, hexKey, localToBoard } from '@drift/engine/hex';
import { type Content, createXia, eventCard, type XiaView } from '@drift/xia';
import { corePack, type SectorDef } from '@drift/xia/content';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Board } from '../src/board/Board.tsx';
import { trailsOf } from '../src/board/trails.ts';
import { content, fixture } from './helpers.ts';

afterEach(cleanup);

function renderView(view: XiaView, withContent: Content = content()) {
  return render(
    <div style={{ width: '960px', height: '640px' }}>
      <Board view={view} content={withContent} highlights={[]} onHexActivate={() => {}} />
    </div>,
  );
}

/** A test tile with each of element E's printed features. */
const anomaly: SectorDef = {
  id: 'test-anomaly',
  name: 'Test Anomaly',
  edges: ['arc', 'bar', 'dot', 'arc', 'bar', 'dot'],
  regions: [
    { kind: 'ice', hexes: [[2, -2]] },
    { kind: 'deadWorld', name: 'Old Cinder', hexes: [[-2, 2]] },
  ],
  spaces: [
    { at: [-2, 2], excavate: true },
    { at: [-1, 2], relics: 3 },
    { at: [2, -2], quarry: true },
  ],
  gravityPaths: [
    {
      colour: 'purple',
      die: 12,
      rules: [0, -2],
      hexes: [
        [0, -2],
        [1, -2],
        [1, -1],
      ],
      exit: 1,
    },
  ],
  comet: {
    rules: [-2, 0],
    hexes: [
      [-2, 0],
      [-1, 0],
      [-2, 1],
    ],
    loop: true,
  },
};

const panelOf = (container: HTMLElement, h: Hex) => {
  const el = container.querySelector(`.hex-hit[data-hex="${hexKey(h)}"]`);
  if (!el) throw new Error(`no hex ${hexKey(h)}`);
  fireEvent.focus(el);
  return container.querySelector('.hex-panel')?.textContent ?? '';
};

describe('the board with elements', () => {
  it('XE-EVENT-05: draws an Event marker where its Event applies and names it in the panel', () => {
    const base = fixture('late').view;
    const at = base.captains[0]?.at;
    if (!at) throw new Error('no ship');
    const view: XiaView = {
      ...base,
      options: { ...base.options, elements: ['A'] },
      events: {
        deck: 5,
        inPlay: [{ id: 'fesko-grand-prix', drawnBy: 0, rounds: 0 }],
        discard: [],
        spacesDrawn: [2],
        markers: { [hexKey(at)]: 'fesko-grand-prix' },
      },
    };
    const { container } = renderView(view);
    const markers = container.querySelectorAll('.event-marker');
    expect(markers).toHaveLength(1);
    expect(markers[0]?.getAttribute('data-event')).toBe('fesko-grand-prix');
    const card = eventCard('fesko-grand-prix');
    expect(panelOf(container, at)).toContain(`Event marker: ${card.name}. ${card.text}`);
  });

  it('has no Event marker without element A', () => {
    const { container } = renderView(fixture('late').view);
    expect(container.querySelectorAll('.event-marker')).toHaveLength(0);
  });

  it("XE-EXPL-03..07: a face-down token's panel lists the new tokens' rewards with element B", () => {
    const base = fixture('late').view;
    const token = base.board.tokens[0];
    if (!token) throw new Error('the late fixture has no token left');
    const plain = panelOf(renderView(base).container, token);
    expect(plain).toMatch(/first ship to enter takes it \(credits/);
    cleanup();
    const withB: XiaView = { ...base, options: { ...base.options, elements: ['B'] } };
    const text = panelOf(renderView(withB).container, token);
    expect(text).toContain('a cube, a full Energy refill, Ice damage, extra movement');
    expect(text).not.toMatch(/takes it \(credits/);
  });

  it("XE-ANOM-01, XE-COMET-01, XE-DEAD-01, XE-EMBER-02: draws element E's paths and spaces and explains them", () => {
    const embers = { sectors: [anomaly], missions: [], outfits: [] };
    const withE = createXia(corePack(), embers).content;
    const base = fixture('late').view;
    const [first, ...rest] = base.board.sectors;
    if (!first) throw new Error('no sector');
    const placed = { ...first, id: anomaly.id };
    const at = (q: number, r: number) => localToBoard(hex(q, r), placed);
    const view: XiaView = {
      ...base,
      board: { ...base.board, sectors: [placed, ...rest] },
      comets: { [anomaly.id]: { at: at(-1, 0), heading: 1 } },
    };
    const { container } = renderView(view, withE);
    const comets = container.querySelectorAll('.comet');
    expect([...comets].map((c) => c.getAttribute('data-comet'))).toEqual([anomaly.id]);
    expect(panelOf(container, at(-1, 0))).toContain(
      'The comet of Test Anomaly: flying into it destroys a ship',
    );
    const gravity = container.querySelectorAll('.path--gravity.path--purple');
    expect(gravity).toHaveLength(1);
    expect(gravity[0]?.querySelector('.path__die text')?.textContent).toBe('d12');
    expect(container.querySelectorAll('.path--comet')).toHaveLength(1);
    expect(container.querySelector('.path--comet .path__line')?.getAttribute('d')).toMatch(/Z$/);
    expect(panelOf(container, at(1, -2))).toContain('Gravity path (purple, d12)');
    expect(panelOf(container, at(-1, 0))).toContain('Comet path: a ship moving onto it rolls a d6');
    expect(panelOf(container, at(-2, 2))).toMatch(/Dead World Old Cinder.*Excavate: needs 2 free/);
    expect(panelOf(container, at(-1, 2))).toContain('Relic site (3 Relics when found)');
    expect(panelOf(container, at(2, -2))).toMatch(/Ice asteroid field.*Quarry: needs a free/);
    const words = [...container.querySelectorAll('.trade__word')].map((t) => t.textContent);
    expect(words).toEqual(expect.arrayContaining(['DIG', 'RELICS', 'QUARRY']));
    expect(container.querySelectorAll('.border--ice').length).toBe(6);
  });
});

describe('forced moves animated (XE-ANOM-02, XE-COMET-02)', () => {
  it('reads the trails of a gravity carry and a comet flight from one command, in order', () => {
    const a = hex(0, 0);
    const b = hex(1, 0);
    const c = hex(2, 0);
    const trails = trailsOf(7, [
      { type: 'TurnStarted', seat: 0, number: 3 },
      {
        type: 'GravityCarried',
        seat: 0,
        sector: 's',
        path: 0,
        colour: 'purple',
        die: 12,
        face: 2,
        hexes: [b, c],
        pushedOff: false,
        discarded: 0,
      },
      { type: 'CometMoved', sector: 's', seat: 0, face: 2, from: a, hexes: [b, c] },
    ]);
    expect(trails).toEqual([
      { key: '7:1', kind: 'gravity', hexes: [b, c] },
      { key: '7:2', kind: 'comet', hexes: [a, b, c] },
    ]);
  });

  it('draws each trail on the board with a dot that runs along it', () => {
    const base = fixture('late').view;
    const trails = trailsOf(3, [
      { type: 'CometMoved', sector: 's', seat: 0, face: 2, from: hex(0, 0), hexes: [hex(1, 0)] },
    ]);
    const { container } = render(
      <div style={{ width: '960px', height: '640px' }}>
        <Board view={base} content={content()} trails={trails} />
      </div>,
    );
    const drawn = container.querySelector('.trail--comet');
    expect(drawn?.querySelector('.trail__line')?.getAttribute('d')).toMatch(/^M[\d.-]+ [\d.-]+L/);
    expect(drawn?.querySelector('animateMotion')?.getAttribute('path')).toBe(
      drawn?.querySelector('.trail__line')?.getAttribute('d'),
    );
    cleanup();
    const none = render(<Board view={base} content={content()} />);
    expect(none.container.querySelectorAll('.trail')).toHaveLength(0);
  });
});
