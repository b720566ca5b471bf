// @vitest-environment happy-dom
/**
 * The Coruscant fleet on the squad page: five numbered boxes, each a squad pasted in, one on the
 * large meeple, the fleet's side and obstacle pool, checked together by validateFleet; every
 * problem points at its box or at the pilot at fault inside it.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_FLEET, type FleetState, fleetOf, fleetTarget } from '../src/org/squads/fleet.ts';
import { readPasted } from '../src/org/squads/read.ts';
import { SquadsPage } from '../src/org/squads/SquadsPage.tsx';
import { ACADEMY, HOWLRUNNER } from './org-squads-fixtures.ts';

afterEach(cleanup);

type Page = ReturnType<typeof render>;

/** Pastes `text` into squad box `n` (1-5) and reads it. */
function fill(page: Page, n: number, text: string): void {
  fireEvent.change(page.getByLabelText(`Squad ${n}: paste XWS JSON or a list`), {
    target: { value: text },
  });
  const box = page.container.querySelector(`#fl${n - 1}-box`) as HTMLElement;
  fireEvent.click(box.querySelector('.sq-paste__acts .btn--primary') as HTMLElement);
}

function problems(page: Page): [string, string, string | null][] {
  return [...page.container.querySelectorAll('.sq-findings--problems .sq-finding')].map((el) => [
    el.querySelector('.sq-check')?.textContent ?? '',
    el.querySelector('.sq-finding__text')?.textContent ?? '',
    el.getAttribute('data-target'),
  ]);
}

const verdict = (page: Page) => page.container.querySelector('.sq-verdict')?.textContent ?? '';

describe('the Coruscant fleet', () => {
  it('XW-CC-05, XW-CC-07, XW-CC-09: five numbered squads, the large meeple 125 points and the rest 100; a missing squad is a problem', () => {
    const page = render(<SquadsPage format="coruscant" />);
    const heads = [...page.container.querySelectorAll('.fl-box__head')].map(
      (h) => `${h.querySelector('h3')?.textContent} ${h.querySelector('.fl-meeple')?.textContent}`,
    );
    expect(heads).toEqual([
      'Squad 1 Large meeple · 125 points',
      'Squad 2 Small meeple · 100 points',
      'Squad 3 Small meeple · 100 points',
      'Squad 4 Small meeple · 100 points',
      'Squad 5 Small meeple · 100 points',
    ]);
    fill(page, 1, ACADEMY);
    fill(page, 2, ACADEMY);
    expect(problems(page)).toEqual([
      ['fleet-size', 'The fleet has 2 squads; a fleet has 5.', 'fl-squads'],
    ]);
    for (const n of [3, 4, 5]) fill(page, n, ACADEMY);
    expect(problems(page)).toEqual([]);
    expect(verdict(page)).toBe(
      '✓Legal Coruscant campaign fleetSquads: 1: 96 · 2: 96 · 3: 96 · 4: 96 · 5: 96',
    );
    expect(page.container.querySelector('#fl0-box .fl-box__state')?.textContent).toBe(
      '✓ 96 of 125',
    );
  });

  it('XW-CC-07: a squad over 100 points points at its total, and moving the large meeple to it makes it legal', () => {
    const page = render(<SquadsPage format="coruscant" />);
    for (const n of [1, 2, 4, 5]) fill(page, n, ACADEMY);
    fill(page, 3, '10x Academy Pilot');
    expect(problems(page)).toEqual([
      [
        'points-limit',
        'Squad 3: it costs 120 points; a squad on a small meeple allows 100.',
        'fl2-total',
      ],
    ]);
    expect(page.container.querySelector('#fl2-total')?.classList.contains('is-bad')).toBe(true);
    fireEvent.change(page.getByLabelText('Large meeple (125 points)'), { target: { value: '2' } });
    expect(problems(page)).toEqual([]);
  });

  it('XW-CC-08: a unique pilot in two squads of the fleet points at the second one, and the problem leads to it', () => {
    const page = render(<SquadsPage format="coruscant" />);
    for (const n of [1, 4, 5]) fill(page, n, ACADEMY);
    fill(page, 2, HOWLRUNNER);
    fill(page, 3, HOWLRUNNER);
    expect(problems(page)).toEqual([
      [
        'fleet-unique',
        'Squad 3: "Howlrunner" (pilot 1): the unique "Howlrunner" is already in squad 2, "Howlrunner" (pilot 1).',
        'fl2-p0',
      ],
    ]);
    expect(page.container.querySelector('#fl2-p0')?.classList.contains('is-bad')).toBe(true);
    expect(page.container.querySelector('#fl1-p0')?.classList.contains('is-bad')).toBe(false);
    expect(page.container.querySelector('#fl2-box .fl-box__state')?.textContent).toBe(
      'one problem',
    );
    fireEvent.click(page.container.querySelector('.sq-finding--link') as HTMLElement);
    expect(document.activeElement?.id).toBe('fl2-p0');
  });

  it('XW-CC-06: every squad flies for the fleet’s side; a squad of another marks its box', () => {
    const page = render(<SquadsPage format="coruscant" />);
    for (const n of [1, 2, 3, 4]) fill(page, n, ACADEMY);
    fill(page, 5, 'Wedge Antilles');
    expect(problems(page)).toEqual([
      [
        'single-faction',
        "Squad 5: it is built for the rebel side, not the fleet's imperial.",
        'fl4-box',
      ],
    ]);
    expect(page.container.querySelector('#fl4-box')?.classList.contains('is-bad')).toBe(true);
    fireEvent.change(page.getByLabelText('Faction'), { target: { value: 'rebel' } });
    expect(problems(page).map(([c, , t]) => [c, t])).toEqual([
      ['single-faction', 'fl0-box'],
      ['single-faction', 'fl1-box'],
      ['single-faction', 'fl2-box'],
      ['single-faction', 'fl3-box'],
    ]);
  });

  it('XW-CC-10: an obstacle pool counts an Epic ship as three obstacles, up to six in all', () => {
    const page = render(<SquadsPage format="coruscant" />);
    for (const n of [1, 2, 3, 4, 5]) fill(page, n, ACADEMY);
    for (const k of [1, 2, 3, 4]) {
      fireEvent.change(page.getByLabelText(`Obstacle ${k}`), {
        target: { value: `coreasteroid${k}` },
      });
    }
    expect(problems(page)).toEqual([]);
    fireEvent.click(page.getByLabelText('Gozanti-class Cruiser'));
    expect(problems(page)).toEqual([
      [
        'fleet-obstacles',
        'The obstacle pool counts 7 (4 obstacles and 1 Epic ships at 3 each); it may count 6.',
        'fl-pool',
      ],
    ]);
    expect(page.container.querySelector('#fl-pool')?.classList.contains('is-bad')).toBe(true);
  });

  it('builds the fleet from the boxes that hold a squad, numbered by their box, and clears a box', () => {
    const read = readPasted(ACADEMY);
    if (!read.ok) throw new Error('unread');
    const boxes = EMPTY_FLEET.boxes.map((b, k) =>
      k === 1 || k === 3 ? { ...b, squad: read.squad } : b,
    );
    const state: FleetState = { ...EMPTY_FLEET, boxes, large: 3 };
    const { fleet, boxOf } = fleetOf(state);
    expect(fleet.squads.map((s) => [s.number, s.meeple])).toEqual([
      [2, 'small'],
      [4, 'large'],
    ]);
    expect(fleet.side).toBe('imperial');
    expect(boxOf).toEqual([1, 3]);
    expect(fleetTarget({ check: 'points-limit', message: '', at: { squad: 1 } }, boxOf)).toBe(
      'fl3-total',
    );
    expect(fleetTarget({ check: 'team-faction', message: '' }, boxOf)).toBeUndefined();
    const page = render(<SquadsPage format="coruscant" />);
    fill(page, 1, ACADEMY);
    fireEvent.click(page.getByRole('button', { name: 'Clear squad 1' }));
    expect(page.container.querySelector('#fl0-p0')).toBeNull();
    expect(page.container.querySelector('.sq-verdict')).toBeNull();
  });
});
