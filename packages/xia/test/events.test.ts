/**
 * Element A's machinery: the Event deck shuffled at setup and kept secret, Events drawn by the
 * first captain to reach or pass each Event space, ticked at each round boundary and leaving
 * play when their rounds are up (XE-SETUP-03, XE-EVENT-01..05, GAP-XE-02).
 */
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { embersEvents } from '../src/elements/a-events/content.ts';
import type { XiaState } from '../src/model/state.ts';
import { describe as describeEvent, namerFor } from '../src/report.ts';
import { viewFor } from '../src/view.ts';
import { withEvents } from './fixtures/events.ts';
import { options, ready, started, xia } from './fixtures/game.ts';

const base = started(); // 3 seats; seat 2 picked last and plays first, so seat 1 closes a round
const at = (s: XiaState, seat: number) => {
  const h = s.captains[seat]?.at;
  if (!h) throw new Error('no ship');
  return h;
};
/** `seat` in its Action Phase on its own (non-planet) Spawn Point, with this much Fame. */
const acting = (s: XiaState, seat: number, fame: number) =>
  ready(s, seat, at(s, seat), 0, { fame });
const endTurn = (seat: number) => [
  { seat, command: { type: 'EndActions' as const } },
  { seat, command: { type: 'ArmMarkers' as const, count: 0 } },
];

describe('the Event deck at setup', () => {
  it('XE-SETUP-03: with A the Event deck is shuffled after everything else; without A there is none', () => {
    const plain = options({ seats: 3 });
    const a = xia.setup({ ...plain, elements: ['A'] }, 'seed-1');
    const b = xia.setup({ ...plain, elements: ['A'] }, 'seed-2');
    const off = xia.setup(plain, 'seed-1');
    if (!a.ok || !b.ok || !off.ok) throw new Error('setup failed');
    const ids = embersEvents().events.map((e) => e.id);
    expect([...(a.value.events?.deck ?? [])].sort()).toEqual([...ids].sort());
    expect(a.value.events?.deck).not.toEqual(b.value.events?.deck);
    expect(a.value.events).toMatchObject({ inPlay: [], discard: [], spacesDrawn: [], markers: {} });
    expect('events' in off.value).toBe(false);
    // The base game's draws come first, so everything else is dealt exactly as without A.
    const { events: _e, random: _r, options: _o, ...rest } = a.value;
    const { random: _r2, options: _o2, ...plainRest } = off.value;
    expect(rest).toEqual({
      ...plainRest,
      captains: plainRest.captains.map((c) => ({ ...c, credits: 4000 })), // XE-SETUP-05
    });
  });

  it('XE-ELEM-01: element A is built: a lobby may ask for it and the match deals the Event deck', () => {
    const made = xia.setup(options({ seats: 3, elements: ['A'] }), 'seed-a');
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.options.elements).toEqual(['A']);
    expect(made.value.events?.deck).toHaveLength(embersEvents().events.length);
  });

  it('XE-SETUP-03: a view counts the face-down Event deck and never shows its order', () => {
    const s = withEvents(base, { deck: ['trade-boom', 'ion-storm', 'blackout'] });
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const view = viewFor(s, viewer === 'spectator' ? 'spectator' : { seat: viewer });
      expect(view.events?.deck).toBe(3);
      const text = JSON.stringify(view);
      for (const id of ['trade-boom', 'ion-storm', 'blackout']) expect(text).not.toContain(id);
    }
    expect(viewFor(base, 'spectator').events).toBeUndefined();
  });
});

describe('drawing Events', () => {
  it('GAP-XE-02: Event spaces lie every 3 Fame from 2, never on a core Title space', () => {
    expect(embersEvents().eventSpaces).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
  });

  scenario('the first captain to reach an Event space draws one Event in their Status Phase', {
    ruleset: xia,
    rules: ['XE-EVENT-01', 'XE-EVENT-02'],
    start: { state: acting(withEvents(base, { deck: ['trade-boom', 'ion-storm'] }), 2, 2) },
    steps: [
      {
        seat: 2,
        command: { type: 'EndActions' },
        events: [
          { type: 'PhaseStarted', phase: 'Status' },
          { type: 'EventDrawn', seat: 2, event: 'trade-boom', space: 2 },
        ],
        state: {
          events: { deck: ['ion-storm'], inPlay: [{ id: 'trade-boom', drawnBy: 2, rounds: 0 }] },
        },
      },
    ],
    expect: { events: { spacesDrawn: [2] } },
  });

  scenario('a space already drawn for draws nothing; passing two spaces draws two', {
    ruleset: xia,
    rules: ['XE-EVENT-02'],
    start: {
      state: acting(
        withEvents(
          { ...base, fameTarget: 20 },
          { deck: ['trade-boom', 'ion-storm', 'blackout'], spacesDrawn: [2] },
        ),
        2,
        8,
      ),
    },
    steps: [
      {
        seat: 2,
        command: { type: 'EndActions' },
        events: [
          { type: 'EventDrawn', event: 'trade-boom', space: 5 },
          { type: 'EventDrawn', event: 'ion-storm', space: 8 },
        ],
      },
    ],
    expect: { events: { spacesDrawn: [2, 5, 8], deck: ['blackout'] } },
  });

  scenario('with the deck empty the space is spent and nothing is drawn', {
    ruleset: xia,
    rules: ['XE-EVENT-02'],
    start: { state: acting(withEvents(base), 2, 2) },
    steps: [{ seat: 2, command: { type: 'EndActions' } }],
    expect: { events: { spacesDrawn: [2], inPlay: [] } },
  });

  it('XE-EVENT-02: below the first Event space nothing is drawn', () => {
    const s = acting(withEvents(base, { deck: ['trade-boom'] }), 2, 1);
    const applied = xia.apply(s, 2, { type: 'EndActions' });
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.events.some((e) => e.type === 'EventDrawn')).toBe(false);
    expect(applied.value.state.events?.deck).toEqual(['trade-boom']);
  });
});

describe('rounds', () => {
  const drawn = (s: XiaState) => withEvents(s, { deck: ['trade-boom'] });

  scenario('a round-based Event ticks at the round boundary, just before the First Player', {
    ruleset: xia,
    rules: ['XE-EVENT-04', 'XE-EVENT-03'],
    start: { state: acting(drawn(base), 2, 2) },
    steps: [
      ...endTurn(2),
      { seat: 0, command: { type: 'EndActions' } },
      {
        seat: 0,
        command: { type: 'ArmMarkers', count: 0 },
        state: { events: { inPlay: [{ id: 'trade-boom', rounds: 0 }] } },
      },
      { seat: 1, command: { type: 'EndActions' } },
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnEnded', seat: 1 },
          { type: 'EventTicked', event: 'trade-boom', round: 1, of: 2 },
          { type: 'TurnStarted', seat: 2 },
        ],
        state: { events: { inPlay: [{ id: 'trade-boom', rounds: 1 }] } },
      },
    ],
  });

  scenario('drawn by the last captain of the round, it ticks at once as the round ends', {
    ruleset: xia,
    rules: ['XE-EVENT-04'],
    start: { state: acting(drawn(base), 1, 2) },
    steps: [
      { seat: 1, command: { type: 'EndActions' }, events: [{ type: 'EventDrawn', seat: 1 }] },
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'EventTicked', event: 'trade-boom', round: 1, of: 2 },
          { type: 'TurnStarted', seat: 2 },
        ],
      },
    ],
  });

  scenario('an Event leaves play when its rounds are up', {
    ruleset: xia,
    rules: ['XE-EVENT-03', 'XE-EVENT-04'],
    start: {
      state: acting(
        withEvents(base, { inPlay: [{ id: 'trade-boom', drawnBy: 0, rounds: 1 }] }),
        1,
        0,
      ),
    },
    steps: [
      ...endTurn(1).slice(0, 1),
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'EventTicked', event: 'trade-boom', round: 2, of: 2 },
          { type: 'EventLeft', event: 'trade-boom', reason: 'rounds' },
          { type: 'TurnStarted', seat: 2 },
        ],
      },
    ],
    expect: { events: { inPlay: [], discard: ['trade-boom'] } },
  });

  scenario('a skipped turn that closes the round still ticks the Events', {
    ruleset: xia,
    rules: ['XE-EVENT-04'],
    start: {
      state: (() => {
        const s = acting(
          withEvents(base, { inPlay: [{ id: 'calm-lanes', drawnBy: 0, rounds: 0 }] }),
          0,
          0,
        );
        return {
          ...s,
          captains: s.captains.map((c) => (c.seat === 1 ? { ...c, skipsNextTurn: true } : c)),
        };
      })(),
    },
    steps: [
      { seat: 0, command: { type: 'EndActions' } },
      {
        seat: 0,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnSkipped', seat: 1 },
          { type: 'EventTicked', event: 'calm-lanes', round: 1, of: 3 },
          { type: 'TurnStarted', seat: 2 },
        ],
      },
    ],
  });
});

describe('Event log words', () => {
  it('XE-EVENT-02: draws, ticks, markers and leaving are told in plain words', () => {
    const names = namerFor(xia.content, base);
    const said = [
      { type: 'EventDrawn', seat: 1, event: 'trade-boom', space: 5 } as const,
      { type: 'EventTicked', event: 'trade-boom', round: 1, of: 2 } as const,
      { type: 'EventLeft', event: 'trade-boom', reason: 'rounds' } as const,
      { type: 'EventMarked', event: 'fesko-grand-prix', at: { q: 1, r: -2 } } as const,
      { type: 'EventWon', seat: 0, event: 'fesko-grand-prix' } as const,
    ].map((e) => describeEvent(e, names));
    expect(said[0]).toMatch(
      /^Captain 2 .*reaches the Event space at 5 Fame and draws the Event Trade Boom\.$/,
    );
    expect(said[1]).toBe('A round ends under Trade Boom: round 1 of 2.');
    expect(said[2]).toBe('Trade Boom leaves play: its rounds are up.');
    expect(said[3]).toBe('An Event marker for Fesko Grand Prix goes on [1, -2].');
    expect(said[4]).toMatch(/^Captain 1 .*wins Fesko Grand Prix\.$/);
  });
});
