// @vitest-environment happy-dom
/**
 * The replay viewer over the seeded game: its timeline (each turn's first move found from the
 * events alone, stepping by turn and back, the move that told an event), its keys (which leave
 * the board, fields, buttons and the log their own), and the page: the log holds only what was
 * told up to the move shown and marks that move's lines, the dice show that move's roll (an
 * earlier one is noted with its move), a turn's heading goes to its first move, the address
 * follows the move shown, and the end offers the story.
 */
import { createXia, type XiaEvent } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseRoute, routeHash } from '../src/app/router.ts';
import { api } from '../src/net/http.ts';
import { ReplayPage } from '../src/pages/ReplayPage.tsx';
import { replayKey } from '../src/pages/replayKeys.ts';
import { rebuild } from '../src/pages/replayModel.ts';
import {
  lastStep,
  nextTurn,
  prevTurn,
  stepOfEvent,
  type Timeline,
  timeline,
  toldBy,
  turnStart,
} from '../src/pages/replaySteps.ts';
import { GAME_TIMEOUT, game } from './game.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
const xia = createXia(corePack());

let line: Timeline;
/** Each move's own events (omniscient), 1-based like the steps: moves[s - 1] is move s's. */
let moves: readonly (readonly XiaEvent[])[];
beforeAll(() => {
  const built = rebuild(game().file, xia);
  if (!built.ok) throw new Error(built.message);
  moves = built.value.events;
  line = timeline(built.value, xia);
}, GAME_TIMEOUT);

/** Found from the events alone: a turn's first move follows the move that started it. */
function firstMovesByEvents(): Map<number, number> {
  const out = new Map<number, number>();
  moves.forEach((events, i) => {
    const started = events.findLast((e) => e.type === 'TurnStarted');
    if (started?.type === 'TurnStarted' && i + 2 <= moves.length) out.set(started.number, i + 2);
  });
  return out;
}

describe('the replay timeline', () => {
  it("finds each turn's first move, as the events tell it", () => {
    const byEvents = firstMovesByEvents();
    expect(byEvents.size).toBeGreaterThan(20);
    for (const [turn, step] of byEvents) expect(turnStart(line, turn), `turn ${turn}`).toBe(step);
    // The setup's first move is the start.
    expect(line.starts[0]).toBe(0);
    expect(line.starts.length).toBe(byEvents.size + 1);
  });

  it('steps by turn: on to the next first move, back to this turn or the one before', () => {
    const byEvents = firstMovesByEvents();
    const t3 = byEvents.get(3) ?? -1;
    const t4 = byEvents.get(4) ?? -1;
    expect(nextTurn(line, t3)).toBe(t4);
    expect(nextTurn(line, t3 + 1)).toBe(t4);
    // From inside turn 3, back to its first move; from that move, back to turn 2's.
    expect(prevTurn(line, t3 + 1)).toBe(t3);
    expect(prevTurn(line, t3)).toBe(byEvents.get(2));
    // From the setup back is the start, past the last turn is the end.
    expect(prevTurn(line, 3)).toBe(0);
    expect(nextTurn(line, lastStep(line) - 1)).toBe(lastStep(line));
  });

  it("tells a spectator's events up to a step, and which move told each", () => {
    const step = turnStart(line, 5) ?? -1;
    const told = toldBy(line, step);
    const seen = moves.slice(0, step).flatMap((events) =>
      events.flatMap((e) => {
        const v = xia.visibleEvent(e, 'spectator');
        return v ? [v] : [];
      }),
    );
    expect(told.events).toEqual(seen);
    expect(told.from).toBe(line.ends[step - 1]);
    expect(stepOfEvent(line, told.from)).toBe(step);
    expect(stepOfEvent(line, told.from - 1)).toBeLessThan(step);
  });
});

describe('the replay keys', () => {
  const key = (k: string, target: EventTarget | null, shiftKey = false) =>
    replayKey({ key: k, shiftKey, ctrlKey: false, metaKey: false, altKey: false, target });

  it('steps by move, by turn with Shift, to the ends, and plays', () => {
    expect(key('ArrowRight', document.body)).toBe('next');
    expect(key('ArrowLeft', document.body)).toBe('prev');
    expect(key('ArrowRight', document.body, true)).toBe('nextTurn');
    expect(key('ArrowLeft', document.body, true)).toBe('prevTurn');
    expect(key('Home', document.body)).toBe('first');
    expect(key('End', document.body)).toBe('last');
    expect(key(' ', document.body)).toBe('play');
  });

  it("leaves the board's, a field's, a button's and the log's keys alone", () => {
    document.body.innerHTML = `
      <div class="board"><svg><g tabindex="0" id="hex"></g></svg></div>
      <select id="select"></select><button id="button">b</button>
      <input type="range" id="range">
      <div class="event-log__scroll" tabindex="0" id="log"></div>`;
    const el = (id: string) => document.getElementById(id);
    expect(key('ArrowRight', el('hex'))).toBeNull();
    expect(key('ArrowLeft', el('hex'), true)).toBeNull();
    expect(key(' ', el('hex'))).toBeNull();
    expect(key('ArrowRight', el('select'))).toBeNull();
    expect(key(' ', el('button'))).toBeNull();
    expect(key('ArrowRight', el('button'))).toBe('next');
    // The scrubber's own arrows move it; Shift and Space are the replay's.
    expect(key('ArrowRight', el('range'))).toBeNull();
    expect(key('ArrowRight', el('range'), true)).toBe('nextTurn');
    expect(key(' ', el('range'))).toBe('play');
    expect(key('End', el('log'))).toBeNull();
    expect(key('ArrowRight', el('log'))).toBe('next');
    document.body.innerHTML = '';
  });
});

describe('the replay page', () => {
  async function open(at?: number) {
    vi.spyOn(api, 'replay').mockResolvedValue({ ok: true, value: game().file });
    vi.spyOn(api, 'match').mockResolvedValue({
      ok: false,
      error: { code: 'NotFound', message: 'no such match' },
    });
    const page = render(<ReplayPage id="seeded-game" {...(at === undefined ? {} : { at })} />);
    await screen.findByRole('slider', { name: 'Move' }, { timeout: 20_000 });
    await act(async () => {});
    const where = () =>
      Number(page.container.querySelector('[data-step]')?.getAttribute('data-step'));
    const go = async (step: number) => {
      fireEvent.change(screen.getByRole('slider', { name: 'Move' }), {
        target: { value: String(step) },
      });
      await waitFor(() => expect(where()).toBe(step));
    };
    return { ...page, where, go };
  }
  const press = (key: string, shiftKey = false) =>
    act(() => {
      fireEvent.keyDown(window, { key, shiftKey });
    });

  it('shows the log up to the move, that move marked, and goes to a turn from its heading', async () => {
    const { container, where, go } = await open();
    expect(where()).toBe(0);
    expect(container.querySelector('.event-log')?.textContent).toContain('Nothing to show yet');

    // Shift+Right to turn 3's first move.
    const t3 = turnStart(line, 3) ?? -1;
    while (where() < t3) press('ArrowRight', true);
    expect(where()).toBe(t3);
    const ids = () =>
      [...container.querySelectorAll('.event-log-line')].map((l) =>
        Number(l.getAttribute('data-event')),
      );
    const end = line.ends[t3] ?? 0;
    expect(ids().length).toBeGreaterThan(3);
    expect(Math.max(...ids())).toBeLessThan(end);
    const turns = [...container.querySelectorAll('.event-log-turn')];
    expect(turns.at(-1)?.getAttribute('data-turn')).toBe('3');
    const marked = [...container.querySelectorAll('.event-log-line[aria-current="step"]')];
    expect(marked.length).toBeGreaterThan(0);
    for (const m of marked)
      expect(Number(m.getAttribute('data-event'))).toBeGreaterThanOrEqual(line.ends[t3 - 1] ?? 0);

    // One move on: that move's lines are new and marked, and nothing later shows.
    press('ArrowRight');
    expect(where()).toBe(t3 + 1);
    expect(Math.max(...ids())).toBeLessThan(line.ends[t3 + 1] ?? 0);

    // Back by a turn from inside it lands on its first move; Home and End go to the ends.
    press('ArrowLeft', true);
    expect(where()).toBe(t3);
    press('End');
    expect(where()).toBe(lastStep(line));
    press('Home');
    expect(where()).toBe(0);

    // A turn's heading in the log goes to that turn's first move.
    await go(turnStart(line, 6) ?? -1);
    const heading = container.querySelector<HTMLButtonElement>(
      '.event-log-turn[data-turn="4"] .event-log-turn__pick',
    );
    expect(heading).not.toBeNull();
    fireEvent.click(heading as HTMLButtonElement);
    expect(where()).toBe(turnStart(line, 4));
  }, 60_000);

  it("shows the move's own dice, and notes an earlier roll with its move", async () => {
    const { container, go } = await open();
    const dice = (s: number) =>
      toldBy(line, s)
        .events.slice(line.ends[s - 1])
        .filter((e) => e.type === 'DieRolled').length;
    const rolled = line.turnOf.findIndex((_, s) => s > 0 && dice(s) === 1);
    const quiet = line.turnOf.findIndex((_, s) => s > rolled && dice(s) === 0);
    expect(rolled).toBeGreaterThan(0);
    expect(quiet).toBeGreaterThan(rolled);
    const tray = () => container.querySelector('.match-hud__dice') as HTMLElement;

    await go(rolled);
    expect(tray().querySelectorAll('.die')).toHaveLength(1);
    expect(tray().hasAttribute('data-earlier')).toBe(false);

    await go(quiet);
    // The latest roll before it stays, said to be from its own move.
    const last = line.turnOf.findLastIndex((_, s) => s > 0 && s <= quiet && dice(s) > 0);
    expect(tray().hasAttribute('data-earlier')).toBe(true);
    expect(tray().querySelector('.dice__summary')?.textContent).toMatch(
      new RegExp(`^Move ${last}:`),
    );

    await go(0);
    expect(tray().querySelectorAll('.die')).toHaveLength(0);
    expect(tray().textContent).toContain('No dice rolled yet');
  }, 60_000);

  it("opens on the address's move and keeps the address on the move shown", async () => {
    expect(parseRoute('#/m/seeded-game/replay/42')).toEqual({
      page: 'replay',
      id: 'seeded-game',
      move: 42,
    });
    expect(routeHash({ page: 'replay', id: 'seeded-game', move: 42 })).toBe(
      '#/m/seeded-game/replay/42',
    );
    expect(routeHash({ page: 'replay', id: 'seeded-game', move: 0 })).toBe(
      '#/m/seeded-game/replay',
    );
    const { where } = await open(42);
    await waitFor(() => expect(where()).toBe(42));
    await waitFor(() => expect(location.hash).toBe('#/m/seeded-game/replay/42'));
    press('ArrowRight');
    await waitFor(() => expect(location.hash).toBe('#/m/seeded-game/replay/43'));
    press('Home');
    await waitFor(() => expect(location.hash).toBe('#/m/seeded-game/replay'));
  }, 60_000);

  it('offers the story of the match at the end', async () => {
    const { container, go } = await open();
    expect(screen.queryByRole('button', { name: 'Read the story' })).toBeNull();
    await go(lastStep(line));
    fireEvent.click(screen.getByRole('button', { name: 'Read the story' }));
    const story = container.querySelector('dialog[data-dialog="victory"]');
    expect(story?.getAttribute('data-story')).toBe('whole');
    const winner = xia.view(game().final, 'spectator').winner ?? -1;
    expect(story?.querySelector('.victory__title')?.textContent).toMatch(
      new RegExp(`Captain ${winner + 1}`),
    );
    // The story was told from the replay the page holds, not fetched again.
    expect(api.replay).toHaveBeenCalledTimes(1);
  }, 60_000);
});
