// @vitest-environment happy-dom
/**
 * The board with the expansion's elements: Event markers drawn and explained (XE-EVENT-05), and
 * the new exploration tokens' rewards in the panel of a face-down token (XE-EXPL-03..07).
 */
import { type Hex, hexKey } from '@drift/engine/hex';
import { eventCard, type XiaView } from '@drift/xia';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Board } from '../src/board/Board.tsx';
import { content, fixture } from './helpers.ts';

afterEach(cleanup);

function renderView(view: XiaView) {
  return render(
    <div style={{ width: '960px', height: '640px' }}>
      <Board view={view} content={content()} highlights={[]} onHexActivate={() => {}} />
    </div>,
  );
}

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
});
