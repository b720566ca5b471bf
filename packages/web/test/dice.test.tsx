// @vitest-environment happy-dom
/**
 * The dice tray over a real frame of the seeded game: one die per roll in its own shape, a
 * tumble that lands on the rolled face (announced only then), reduced motion showing faces at
 * once, and a fixed set of slots whatever the number of dice.
 */
import type { XiaEvent } from '@drift/xia';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DiceTray, ROLL_MS, STAGGER_MS } from '../src/dice/DiceTray.tsx';
import { rollSummary, rollsOf, tumbleFaces } from '../src/dice/rolls.ts';
import { GAME_TIMEOUT, game } from './game.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The frame of the seeded game with the most dice of different kinds. */
let frame: readonly XiaEvent[] = [];
beforeAll(() => {
  const score = (events: readonly XiaEvent[]) => {
    const r = rollsOf(events);
    return new Set(r.map((x) => x.die)).size * 10 + r.length;
  };
  frame = [...game().events].sort((a, b) => score(b) - score(a))[0] ?? [];
}, GAME_TIMEOUT);

const dice = (c: HTMLElement) => [...c.querySelectorAll('svg.die')];

describe('dice tray', () => {
  it('rolls each die of the frame in its shape and lands on the rolled face', () => {
    vi.useFakeTimers();
    const rolls = rollsOf(frame);
    expect(rolls.length).toBeGreaterThan(1);
    const { container } = render(<DiceTray events={frame} rollKey={7} slots={8} />);
    const shown = rolls.slice(-8);
    expect(dice(container).map((d) => Number(d.getAttribute('data-die')))).toEqual(
      shown.map((r) => r.die),
    );
    // Each kind of die has its own outline.
    for (const d of dice(container)) {
      const kind = d.getAttribute('data-die');
      const body = d.querySelector('.die__body');
      const expected = { '6': 'rect', '8': 'polygon', '12': 'polygon', '20': 'polygon' }[
        kind ?? ''
      ];
      expect(body?.tagName.toLowerCase()).toBe(expected);
    }
    // Mid-roll: nothing has landed, nothing is announced.
    act(() => vi.advanceTimersByTime(100));
    expect(container.querySelector('.die--rolling')).not.toBeNull();
    expect(container.querySelector('[data-face]')).toBeNull();
    expect(container.querySelector('.dice__said')?.textContent).toBe('');
    // The result line keeps its place but stays hidden until the dice land.
    expect(container.querySelector('.dice__summary--waiting')).not.toBeNull();
    act(() => vi.advanceTimersByTime(ROLL_MS + STAGGER_MS * shown.length + 200));
    expect(dice(container).map((d) => Number(d.getAttribute('data-face')))).toEqual(
      shown.map((r) => r.face),
    );
    expect(dice(container).map((d) => d.querySelector('.die__face')?.textContent)).toEqual(
      shown.map((r) => String(r.face)),
    );
    expect(container.querySelector('.dice__summary--waiting')).toBeNull();
    const said = container.querySelector('.dice__said')?.textContent ?? '';
    for (const r of shown) expect(said).toContain(`d${r.die} for ${r.purpose}: ${r.face}`);
    expect(said.endsWith(container.querySelector('.dice__summary')?.textContent ?? '-')).toBe(true);
  });

  it('tumbles through other faces and always ends on the rolled one', () => {
    for (const die of [6, 8, 12, 20])
      for (let face = 1; face <= die; face++) {
        const faces = tumbleFaces(die, face, 10);
        expect(faces.at(-1)).toBe(face);
        for (const f of faces) expect(f >= 1 && f <= die).toBe(true);
        for (let i = 1; i < faces.length - 1; i++) expect(faces[i]).not.toBe(faces[i - 1]);
      }
  });

  it('shows the faces at once when the player asks for reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { container } = render(<DiceTray events={frame} slots={8} />);
    expect(container.querySelector('.die--rolling, .die--waiting')).toBeNull();
    expect(dice(container).every((d) => d.hasAttribute('data-face'))).toBe(true);
  });

  it('keeps the same slots for no dice, a few, or more than fit', () => {
    const one: XiaEvent[] = [{ type: 'DieRolled', seat: 2, die: 20, face: 17, purpose: 'nebula' }];
    const many: XiaEvent[] = Array.from({ length: 9 }, (_, i) => ({
      type: 'DieRolled',
      seat: 0,
      die: 6,
      face: (i % 6) + 1,
      purpose: 'shield',
    }));
    for (const [events, count] of [
      [[], 0],
      [one, 1],
      [many, 6],
    ] as const) {
      const { container, unmount } = render(<DiceTray events={events} slots={6} />);
      expect(container.querySelectorAll('.dice__slot').length).toBe(6);
      expect(dice(container).length).toBe(count);
      if (events === many) {
        expect(container.textContent).toContain('3 earlier dice not shown');
        // The newest dice are the ones kept.
        expect(dice(container).at(-1)?.getAttribute('aria-label')).toMatch(/^d6/);
      }
      if (events.length === 0) expect(container.textContent).toContain('No dice this time.');
      unmount();
    }
  });

  it('rolls again when a new frame brings the same faces', () => {
    vi.useFakeTimers();
    const one: XiaEvent[] = [{ type: 'DieRolled', seat: 1, die: 8, face: 3, purpose: 'engine' }];
    const { container, rerender } = render(<DiceTray events={one} rollKey={1} />);
    act(() => vi.advanceTimersByTime(ROLL_MS + 300));
    expect(container.querySelector('[data-face="3"]')).not.toBeNull();
    rerender(<DiceTray events={one} rollKey={2} />);
    act(() => vi.advanceTimersByTime(100));
    expect(container.querySelector('[data-face]')).toBeNull();
    act(() => vi.advanceTimersByTime(ROLL_MS + 300));
    expect(container.querySelector('[data-face="3"]')).not.toBeNull();
  });

  it('says under the dice what they decided, unless the host says otherwise', () => {
    const hazard: XiaEvent[] = [
      { type: 'DieRolled', seat: 2, die: 20, face: 4, purpose: 'debris field' },
      {
        type: 'HazardResolved',
        seat: 2,
        hazard: 'debris field',
        face: 4,
        outcome: 'damage',
        amount: 2,
      },
    ];
    const { container, rerender } = render(<DiceTray events={hazard} />);
    expect(container.querySelector('.dice__summary')?.textContent).toBe(
      'Captain 3, debris field: 4, damage.',
    );
    // The attack is what matters, whatever else the frame rolled.
    const attack = frame.findLast((e) => e.type === 'AttackResolved');
    expect(attack?.type).toBe('AttackResolved');
    if (attack?.type !== 'AttackResolved') return;
    rerender(<DiceTray events={frame} rollKey={3} slots={8} />);
    expect(container.querySelector('.dice__summary')?.textContent).toContain(
      `Attack ${attack.attack} against defence ${attack.defence}: ${attack.damage} damage.`,
    );
    rerender(<DiceTray events={hazard} rollKey={4} summary="Your move." />);
    expect(container.querySelector('.dice__summary')?.textContent).toBe('Your move.');
  });
});

describe('rollSummary', () => {
  const move = (points: number): XiaEvent[] => [
    { type: 'MoveStarted', seat: 2, source: 'engine', points },
  ];
  it('says how many spaces an engine roll gives, one space in the singular', () => {
    expect(rollSummary(move(1))).toBe('Captain 3 has 1 space to fly.');
    expect(rollSummary(move(4))).toBe('Captain 3 has 4 spaces to fly.');
  });
});
