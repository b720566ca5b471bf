// @vitest-environment happy-dom
/**
 * Turn summaries and the victory screen over the seeded game: each other captain's latest turn
 * with numbers counted from the events, and the story of the whole game (length, Fame by source
 * adding up to each captain's Fame, the race, key moments in order ending with the win).
 */
import type { SeatId } from '@drift/engine';
import { createXia, namerFor, type XiaEvent, type XiaView } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { viewNamer } from '../src/log/names.ts';
import { placeNamer } from '../src/log/places.ts';
import { tellStory } from '../src/story/story.ts';
import { TurnSummaries } from '../src/story/TurnSummaries.tsx';
import { summariseTurn } from '../src/story/turns.ts';
import { VictoryScreen } from '../src/story/VictoryScreen.tsx';
import { GAME_TIMEOUT, game } from './game.ts';

afterEach(cleanup);
const xia = createXia(corePack());
const content = xia.content;

let events: XiaEvent[] = [];
let view: XiaView;
beforeAll(() => {
  events = game()
    .events.flat()
    .flatMap((e) => {
      const v = xia.visibleEvent(e, { seat: 0 });
      return v ? [v] : [];
    });
  view = xia.view(game().final, { seat: 0 });
}, GAME_TIMEOUT);

/** The events of a seat's last turn, found without the code under test. */
function lastTurnOf(seat: SeatId, list: readonly XiaEvent[]) {
  const start = list.findLastIndex((e) => e.type === 'TurnStarted' && e.seat === seat);
  const end = list.findIndex((e, i) => i > start && e.type === 'TurnStarted');
  const slice = list.slice(start, end < 0 ? list.length : end);
  const first = slice[0];
  return { number: first?.type === 'TurnStarted' ? first.number : -1, events: slice };
}

describe('turn summaries', () => {
  it("shows each other captain's latest turn, in turn order after the viewer", () => {
    const { container } = render(<TurnSummaries events={events} content={content} view={view} />);
    const cards = [...container.querySelectorAll('.turn-summary')];
    expect(cards.map((c) => c.getAttribute('data-seat'))).toEqual(['1', '2', '3', '4']);
    let lines = 0;
    for (const card of cards) {
      const seat = Number(card.getAttribute('data-seat'));
      const last = lastTurnOf(seat, events);
      expect(card.textContent).toContain(`Turn ${last.number}`);
      const moved = last.events.filter((e) => e.type === 'Moved' && e.seat === seat).length;
      const flew = card.querySelector('[data-chip="move"]')?.textContent ?? null;
      expect(flew).toBe(moved > 0 ? `Flew ${moved}` : null);
      const fame = last.events.reduce(
        (n, e) => n + (e.type === 'FameGained' && e.seat === seat ? e.amount : 0),
        0,
      );
      const chip = card.querySelector('[data-chip="fame"]')?.textContent ?? '';
      expect(chip.startsWith(fame > 0 ? `Fame +${fame}` : '')).toBe(true);
      if (fame === 0) expect(chip).toBe('');
      const items = [...card.querySelectorAll('.turn-summary__lines li')];
      expect(items.length).toBeLessThanOrEqual(4);
      for (const li of items) expect(li.textContent).not.toMatch(/\b-?\d{1,2},-?\d{1,2}\b/);
      lines += items.length;
    }
    expect(lines).toBeGreaterThan(0);
  });

  it('shows everyone to a spectator, and a captain yet to play as such', () => {
    const spectator = xia.view(game().final, 'spectator');
    const { container } = render(
      <TurnSummaries events={events} content={content} view={spectator} />,
    );
    expect(container.querySelectorAll('.turn-summary').length).toBe(5);
    cleanup();
    // Only the first turn has happened: everyone else has yet to play.
    const starts = events.flatMap((e, i) => (e.type === 'TurnStarted' ? [i] : []));
    const early = events.slice(0, starts[1]);
    const firstSeat = early.find((e) => e.type === 'TurnStarted')?.seat;
    const { container: c2 } = render(
      <TurnSummaries events={early} content={content} view={spectator} />,
    );
    for (const card of c2.querySelectorAll('.turn-summary')) {
      const seat = Number(card.getAttribute('data-seat'));
      expect(card.textContent?.includes('No turn yet')).toBe(seat !== firstSeat);
      // The first turn ended before the second began.
      expect(card.textContent?.includes('playing now')).toBe(false);
    }
    cleanup();
    // Cut inside the first turn: its captain is still playing it.
    const { container: c3 } = render(
      <TurnSummaries events={early.slice(0, -1)} content={content} view={spectator} />,
    );
    const playing = [...c3.querySelectorAll('.turn-summary')].filter((c) =>
      c.textContent?.includes('playing now'),
    );
    expect(playing.map((c) => Number(c.getAttribute('data-seat')))).toEqual([firstSeat]);
  });
});

describe('a turn in four lines', () => {
  it('keeps what mattered most (a mission done, Fame earned or bought, the win) over cards', () => {
    const names = viewNamer(content, view.captains);
    const place = placeNamer(content, view.board.sectors);
    const mission = content.pack.missions[0]?.id ?? '';
    const s = summariseTurn(
      {
        number: 40,
        seat: 2,
        events: [
          { type: 'TurnStarted', seat: 2, number: 40 },
          { type: 'MissionsDrawn', seat: 2, count: 3, cards: null },
          { type: 'MissionKept', seat: 2, kept: true, card: null },
          { type: 'MoveStarted', seat: 2, source: 'engine', points: 3 },
          { type: 'MissionCompleted', seat: 2, card: mission, payment: 1000 },
          { type: 'FameGained', seat: 2, amount: 1, source: 'mission', fame: 10 },
          { type: 'MissionsDrawn', seat: 2, count: 3, cards: null },
          { type: 'MissionKept', seat: 2, kept: true, card: null },
          { type: 'CreditsChanged', seat: 2, amount: -5000, reason: 'Fame', credits: 0 },
          { type: 'FameGained', seat: 2, amount: 1, source: 'wealth', fame: 11 },
          { type: 'GameWon', seat: 2, fame: 11 },
        ],
      },
      names,
      place,
    );
    expect(s.highlights).toEqual([
      // On the captain's own card, lines start with the verb; a bought Fame counts as Fame.
      expect.stringMatching(/^Completes .+ for 1,000 credits\.$/),
      'Gains 1 Fame (mission), now 10.',
      'Buys 1 Fame for 5,000 credits, now 11.',
      'Reaches 11 Fame and wins the game!',
    ]);
    expect(s.playing).toBe(false);
  });
});

describe('victory screen', () => {
  it('names the winner and the length of the game', () => {
    const winner = game().final.winner;
    expect(winner).not.toBeNull();
    const last = game().final.turn.number;
    const { container } = render(<VictoryScreen events={events} content={content} view={view} />);
    expect(container.querySelector('h2')?.textContent).toMatch(
      new RegExp(`^Captain ${(winner ?? 0) + 1} \\(.+\\) wins!$`),
    );
    expect(container.textContent).toContain(`${last} turns, ${Math.ceil(last / 5)} rounds`);
    cleanup();
    const theirs = xia.view(game().final, { seat: winner ?? 0 });
    const { container: c2 } = render(
      <VictoryScreen events={events} content={content} view={theirs} />,
    );
    expect(c2.querySelector('h2')?.textContent).toMatch(/^You win, Captain/);
  });

  it("shows each captain's Fame by source, adding up to their Fame, winner first", () => {
    const { container } = render(<VictoryScreen events={events} content={content} view={view} />);
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows.length).toBe(5);
    expect(rows[0]?.getAttribute('data-seat')).toBe(String(game().final.winner));
    const fames = rows.map((r) => Number(r.querySelector('[data-fame]')?.textContent));
    expect(fames.slice(1)).toEqual([...fames.slice(1)].sort((a, b) => b - a));
    for (const row of rows) {
      const seat = Number(row.getAttribute('data-seat'));
      const shown = new Map(
        [...row.querySelectorAll('[data-source]')].map((cell) => [
          cell.getAttribute('data-source'),
          Number(/(\d+)$/.exec(cell.textContent ?? '')?.[1]),
        ]),
      );
      const expected = new Map<string, number>();
      for (const e of events)
        if (e.type === 'FameGained' && e.seat === seat)
          expected.set(e.source, (expected.get(e.source) ?? 0) + e.amount);
      expect(shown, `Captain ${seat + 1}`).toEqual(expected);
      const sum = [...shown.values()].reduce((x, y) => x + y, 0);
      expect(sum).toBe(view.captains[seat]?.fame);
    }
    // One line per captain in the race.
    expect(container.querySelectorAll('.fame-race__line').length).toBe(5);
  });

  it('tells the key moments in order, Titles and missions included, ending with the win', () => {
    const { container } = render(<VictoryScreen events={events} content={content} view={view} />);
    const moments = [...container.querySelectorAll('.victory-moment')];
    expect(moments.length).toBeGreaterThan(3);
    expect(moments.length).toBeLessThanOrEqual(12);
    const turns = moments.map((m) => Number(/Turn (\d+)/.exec(m.textContent ?? '')?.[1] ?? 0));
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    expect(moments.at(-1)?.getAttribute('data-kind')).toBe('win');
    const kinds = new Set(moments.map((m) => m.getAttribute('data-kind')));
    expect(events.some((e) => e.type === 'TitleClaimed')).toBe(true);
    expect(kinds.has('title')).toBe(true);
    expect(events.some((e) => e.type === 'MissionCompleted')).toBe(true);
    expect(kinds.has('mission')).toBe(true);
  });

  it('credits a kill to the attacker whose attack destroyed the ship', () => {
    const names = namerFor(content, game().final);
    const at = { q: 0, r: 0 };
    const story = tellStory({
      events: [
        { type: 'TurnStarted', seat: 1, number: 12 },
        {
          type: 'AttackResolved',
          attacker: { seat: 1 },
          target: { seat: 2 },
          attack: 9,
          defence: 2,
          damage: 7,
        },
        { type: 'ShipDestroyed', seat: 2, at, cause: 'combat', cubesLost: true },
        { type: 'TurnStarted', seat: 2, number: 13 },
        { type: 'ShipDestroyed', seat: 3, at, cause: 'star', cubesLost: true },
      ],
      fame: [0, 0, 0, 0],
      names,
    });
    const bySeat = (s: number) => story.captains.find((c) => c.seat === s);
    expect(bySeat(1)?.kills).toBe(1);
    expect(bySeat(2)?.losses).toBe(1);
    expect(bySeat(3)?.losses).toBe(1);
    expect(bySeat(3)?.kills).toBe(0);
    expect(story.moments).toEqual([
      {
        turn: 12,
        seat: 1,
        kind: 'kill',
        text: `${names.captain(1)} destroys ${names.captain(2)}.`,
      },
    ]);
  });

  it('shows Fame the events do not explain apart, when the log starts late', () => {
    // The last 200 events only, as a page that joined late holds.
    const late = events.slice(-200);
    const { container } = render(<VictoryScreen events={late} content={content} view={view} />);
    for (const row of container.querySelectorAll('tbody tr')) {
      const seat = Number(row.getAttribute('data-seat'));
      const seen = late.reduce(
        (n, e) => n + (e.type === 'FameGained' && e.seat === seat ? e.amount : 0),
        0,
      );
      const missing = (view.captains[seat]?.fame ?? 0) - seen;
      const apart = row.querySelector('[data-source="unaccounted"]')?.textContent ?? null;
      expect(apart, `Captain ${seat + 1}`).toBe(missing > 0 ? `Before this log ${missing}` : null);
    }
    expect(container.querySelectorAll('[data-source="unaccounted"]').length).toBeGreaterThan(0);
  });
});
