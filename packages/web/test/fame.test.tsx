// @vitest-environment happy-dom
/**
 * The Fame track over the seeded game's end: a space per point to the target, the Title spaces
 * below the target marked and those already drawn told apart, every captain's marker on their
 * Fame (the viewer's own ringed), and the Titles still open listed by name.
 */
import { createXia, embersEvents, type XiaView } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FameTrack } from '../src/fame/FameTrack.tsx';
import { GAME_TIMEOUT, game } from './game.ts';

afterEach(cleanup);
const xia = createXia(corePack());
const content = xia.content;
let view: XiaView;
beforeAll(() => {
  view = xia.view(game().final, { seat: 0 });
}, GAME_TIMEOUT);

const space = (c: HTMLElement, n: number) => c.querySelector(`[data-fame="${n}"]`);

describe('Fame track', () => {
  it("puts every captain's marker on their Fame, the viewer's ringed", () => {
    const { container } = render(<FameTrack view={view} content={content} />);
    expect(container.querySelectorAll('.fame-space').length).toBe(view.fameTarget + 1);
    expect(container.querySelectorAll('.fame-marker').length).toBe(view.captains.length);
    for (const c of view.captains) {
      const marker = space(container, c.fame)?.querySelector(`[data-seat="${c.seat}"]`);
      expect(marker?.textContent, `Captain ${c.seat + 1}`).toBe(String(c.seat + 1));
      expect(marker?.classList.contains('fame-marker--me')).toBe(c.seat === 0);
    }
    const winner = game().final.winner ?? -1;
    expect(space(container, view.fameTarget)?.querySelector('.fame-sr')?.textContent).toContain(
      `Captain ${winner + 1}`,
    );
  });

  it('marks the Title spaces up to the target, drawn ones apart, and lists open Titles', () => {
    const { container } = render(<FameTrack view={view} content={content} />);
    const below = content.pack.info.titleSpaces.filter((n) => n <= view.fameTarget);
    expect(below.length).toBeGreaterThan(0);
    const marked = [...container.querySelectorAll('.fame-space--title')].map((e) =>
      Number(e.getAttribute('data-fame')),
    );
    expect(marked).toEqual(below);
    expect(view.titles.spacesDrawn.length).toBeGreaterThan(0);
    for (const n of below) {
      const drawn = view.titles.spacesDrawn.includes(n);
      expect(space(container, n)?.classList.contains('fame-space--drawn'), `space ${n}`).toBe(
        drawn,
      );
      expect(space(container, n)?.querySelector('.fame-sr')?.textContent).toContain(
        drawn ? 'already drawn' : 'reveals a Title',
      );
    }
    expect(space(container, view.fameTarget)?.classList.contains('fame-space--target')).toBe(true);
    const listed = [...container.querySelectorAll('.fame-title')].map((e) =>
      e.getAttribute('data-title'),
    );
    expect(listed).toEqual(view.titles.open);
    for (const t of view.titles.open)
      expect(container.textContent).toContain(content.title(t).name);
  });

  it('runs past the target when a captain went beyond it, and says when no Title is open', () => {
    const beyond: XiaView = {
      ...view,
      captains: view.captains.map((c, i) => (i === 1 ? { ...c, fame: view.fameTarget + 2 } : c)),
      titles: { open: [], spacesDrawn: [] },
    };
    const { container } = render(<FameTrack view={beyond} content={content} />);
    expect(container.querySelectorAll('.fame-space').length).toBe(view.fameTarget + 3);
    expect(space(container, view.fameTarget + 2)?.querySelector('[data-seat="1"]')).not.toBeNull();
    expect(container.querySelectorAll('.fame-space--drawn').length).toBe(0);
    expect(container.textContent).toContain('None yet');
  });

  it('XE-EVENT-01: with element A marks the pink Event spaces and lists the Events in play', () => {
    const withA: XiaView = {
      ...view,
      events: {
        deck: 12,
        inPlay: [
          { id: 'trade-boom', drawnBy: 0, rounds: 1 },
          { id: 'fesko-grand-prix', drawnBy: 1, rounds: 0 },
        ],
        discard: [],
        spacesDrawn: [2],
        markers: {},
      },
    };
    const { container } = render(<FameTrack view={withA} content={content} />);
    const events = [...container.querySelectorAll('.fame-space--event')].map((e) =>
      Number(e.getAttribute('data-fame')),
    );
    expect(events).toEqual(embersEvents().eventSpaces.filter((n) => n <= view.fameTarget));
    expect(space(container, 2)?.classList.contains('fame-space--event-drawn')).toBe(true);
    expect(space(container, 5)?.querySelector('.fame-sr')?.textContent).toContain('draws an Event');
    const listed = [...container.querySelectorAll('.fame-event')].map((e) => e.textContent);
    expect(listed[0]).toContain('Trade Boom');
    expect(listed[0]).toContain('round 1 of 2');
    expect(listed[1]).toContain('until won');
    expect(container.textContent).toContain('(12 in the deck)');
    // Without A nothing of the kind shows.
    const plain = render(<FameTrack view={view} content={content} />).container;
    expect(plain.querySelectorAll('.fame-space--event, .fame-event').length).toBe(0);
  });
});
