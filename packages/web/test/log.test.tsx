// @vitest-environment happy-dom
/**
 * The event log over the seeded game: sentences with names and places and never a coordinate,
 * one group per turn, a run of steps as one line, a captain's filter and kind toggles that
 * narrow it, earlier turns on demand, and a seated viewer's log holding only what that seat may
 * know (other captains' secret missions never named).
 */
import type { SeatId } from '@drift/engine';
import { createXia, type XiaEvent } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EventLog } from '../src/log/EventLog.tsx';
import { buildLog } from '../src/log/lines.ts';
import { viewNamer } from '../src/log/names.ts';
import { placeNamer } from '../src/log/places.ts';
import { GAME_TIMEOUT, game } from './game.ts';

afterEach(cleanup);
const xia = createXia(corePack());
const content = xia.content;

let events: XiaEvent[] = [];
beforeAll(() => {
  events = game().events.flat();
}, GAME_TIMEOUT);

const finalView = (viewer: Parameters<typeof xia.view>[1]) => xia.view(game().final, viewer);
const seen = (seat: SeatId) =>
  events.flatMap((e) => {
    const v = xia.visibleEvent(e, { seat });
    return v ? [v] : [];
  });

function logOf(list: readonly XiaEvent[], viewer: Parameters<typeof xia.view>[1]) {
  const view = finalView(viewer);
  return buildLog(list, viewNamer(content, view.captains), placeNamer(content, view.board.sectors));
}

describe('log lines', () => {
  it('names places, never coordinates', () => {
    const lines = logOf(events, 'omniscient').flatMap((t) => t.lines);
    expect(lines.length).toBeGreaterThan(500);
    for (const l of lines)
      expect(l.text, l.text).not.toMatch(/\[-?\d+, ?-?\d+\]|\b-?\d{1,2},-?\d{1,2}\b/);
    const text = lines.map((l) => l.text).join('\n');
    // Planets, sectors and spawn points by name.
    expect(text).toMatch(/flies from .+ to .+\./);
    expect(text).toMatch(/starts at Spawn Point \d+ in [A-Z]/);
    expect(text).toMatch(/The (Enforcer|Scoundrel|Merchant) appears at /);
  });

  it('groups lines by turn, one group per turn started', () => {
    const turns = logOf(events, 'omniscient').filter((t) => t.number !== null);
    const started = events.flatMap((e) => (e.type === 'TurnStarted' ? [e] : []));
    expect(turns.map((t) => t.number)).toEqual(started.map((e) => e.number));
    expect(turns.map((t) => t.seat)).toEqual(started.map((e) => e.seat));
  });

  it("makes a ship's run of steps one line, counting every step", () => {
    const moves = logOf(events, 'omniscient')
      .flatMap((t) => t.lines)
      .filter((l) => l.kind === 'move' && /^Captain \d.* (flies from|moves)/.test(l.text));
    const steps = moves.reduce((n, l) => n + Number(/(\d+) spaces?/.exec(l.text)?.[1] ?? 1), 0);
    const moved = events.filter((e) => e.type === 'Moved').length;
    expect(steps).toBe(moved);
    expect(moves.length).toBeLessThan(moved);
  });
});

describe('the log component', () => {
  it('shows recent turns first and earlier ones on demand', () => {
    const view = finalView({ seat: 0 });
    const { container, getByText } = render(
      <EventLog events={seen(0)} content={content} view={view} recentTurns={5} />,
    );
    expect(container.querySelectorAll('.log-turn').length).toBe(5);
    fireEvent.click(getByText(/Show earlier turns/));
    expect(container.querySelectorAll('.log-turn').length).toBe(10);
    const last = [...container.querySelectorAll('.log-turn')].at(-1);
    expect(last?.getAttribute('data-turn')).toBe(String(game().final.turn.number));
    // The winner's line is there at the end.
    expect(container.textContent).toMatch(/wins the game!/);
  });

  it("narrows to one captain's lines and to chosen kinds", () => {
    const view = finalView({ seat: 0 });
    const { container, getByRole } = render(
      <EventLog events={seen(0)} content={content} view={view} recentTurns={25} />,
    );
    const lines = () => [...container.querySelectorAll('.log-line')];
    const all = lines().length;
    fireEvent.change(container.querySelector('select') as HTMLSelectElement, {
      target: { value: '2' },
    });
    const theirs = lines();
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(all);
    for (const l of theirs) expect(l.getAttribute('data-seats')?.split(' ')).toContain('2');
    fireEvent.change(container.querySelector('select') as HTMLSelectElement, {
      target: { value: 'all' },
    });
    // Combat off: no combat line stays; on again: they come back.
    const combat = getByRole('button', { name: 'Combat' });
    const before = container.querySelectorAll('[data-kind="combat"]').length;
    expect(before).toBeGreaterThan(0);
    fireEvent.click(combat);
    expect(combat.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelectorAll('[data-kind="combat"]').length).toBe(0);
    fireEvent.click(combat);
    expect(container.querySelectorAll('[data-kind="combat"]').length).toBe(before);
    // Dice are off at first and can be shown.
    expect(container.querySelectorAll('[data-kind="dice"]').length).toBe(0);
    fireEvent.click(getByRole('button', { name: 'Dice' }));
    expect(container.querySelectorAll('[data-kind="dice"]').length).toBeGreaterThan(0);
    // The viewer's own seat is "You".
    expect(container.querySelector('option[value="0"]')?.textContent).toBe('You (Captain 1)');
  });

  it("never names another captain's secret mission to a seated viewer", () => {
    const kept = events.flatMap((e) =>
      e.type === 'MissionKept' && e.card !== null ? [{ seat: e.seat, card: e.card }] : [],
    );
    expect(kept.length).toBeGreaterThan(0);
    const shown = new Set(
      events.flatMap((e) =>
        e.type === 'MissionRevealed' || e.type === 'MissionCompleted' || e.type === 'MissionFailed'
          ? [e.card]
          : [],
      ),
    );
    const secret = (viewer: SeatId) => kept.filter((k) => k.seat !== viewer && !shown.has(k.card));
    expect([0, 1, 2, 3, 4].some((v) => secret(v).length > 0)).toBe(true);
    for (const viewer of [0, 1, 2, 3, 4]) {
      const text = logOf(seen(viewer), { seat: viewer })
        .flatMap((t) => t.lines.map((l) => l.text))
        .join('\n');
      for (const k of kept.filter((x) => x.seat === viewer))
        expect(text).toContain(content.mission(k.card).name);
      for (const k of secret(viewer))
        expect(text, `Captain ${viewer + 1}`).not.toContain(content.mission(k.card).name);
    }
    // And on the page: the mission lines as Captain 1 sees them.
    const { container } = render(
      <EventLog
        events={seen(0)}
        content={content}
        view={finalView({ seat: 0 })}
        recentTurns={1000}
        initialKinds={['mission']}
      />,
    );
    const page = container.textContent ?? '';
    expect(page).toMatch(/keeps a mission\./);
    for (const k of secret(0)) expect(page).not.toContain(content.mission(k.card).name);
  });
});
