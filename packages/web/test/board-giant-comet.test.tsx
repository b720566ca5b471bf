// @vitest-environment happy-dom
/**
 * Rikishi's giant comet on the board (element A's Event with E): drawn on its hex while its card
 * is in play, its Event marker beside it; absent otherwise.
 */
import { hexKey } from '@drift/engine/hex';
import { eventCard, type XiaView } from '@drift/xia';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Board } from '../src/board/Board.tsx';
import { piecesByHex } from '../src/board/pieces.ts';
import { content, fixture } from './helpers.ts';

afterEach(cleanup);

function renderView(view: XiaView) {
  return render(
    <div style={{ width: '960px', height: '640px' }}>
      <Board view={view} content={content()} highlights={[]} onHexActivate={() => {}} />
    </div>,
  );
}

/** The late fixture with Rikishi in play, its comet on the first captain's hex. */
function withGiantComet(): { view: XiaView; key: string } {
  const base = fixture('late').view;
  const at = base.captains[0]?.at;
  if (!at) throw new Error('no ship');
  const view: XiaView = {
    ...base,
    options: { ...base.options, elements: ['A', 'E'] },
    events: {
      deck: 5,
      inPlay: [{ id: 'rikishi', drawnBy: 0, rounds: 1 }],
      discard: [],
      spacesDrawn: [2],
      markers: { [hexKey(at)]: 'rikishi' },
      giantComet: { event: 'rikishi', at, heading: 1 },
    },
  };
  return { view, key: hexKey(at) };
}

describe('the giant comet (Rikishi)', () => {
  it('XE-EVENT-05: is drawn on its hex, named, with its Event marker', () => {
    const { view, key } = withGiantComet();
    expect(piecesByHex(view).get(key as never)?.giantComet).toBe('rikishi');
    const { container } = renderView(view);
    const comets = container.querySelectorAll('.giant-comet');
    expect(comets).toHaveLength(1);
    expect(comets[0]?.getAttribute('data-giant-comet')).toBe('rikishi');
    expect(comets[0]?.querySelector('title')?.textContent).toBe(
      `The giant comet of ${eventCard('rikishi').name}`,
    );
    expect(container.querySelector('.event-marker')?.getAttribute('data-event')).toBe('rikishi');
  });

  it('is not drawn while Rikishi is not in play', () => {
    const { container } = renderView(fixture('late').view);
    expect(container.querySelectorAll('.giant-comet')).toHaveLength(0);
  });
});
