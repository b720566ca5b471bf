/**
 * Rikishi, the giant comet (element A's Event with element E, GAP-XE-01): it enters on a board
 * edge by the drawer's d6 and d20, flies a d6 board spaces straight on at each round boundary,
 * destroys everything on the spaces it enters as a star would (ships, NPCs, cubes, comets, The
 * Kiln with its docked ships) and leaves play when it flies off the board or its rounds are up.
 */
import { die, type SeatId } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import { eventIdsFor } from '../src/elements/a-events/content.ts';
import { entrySpaces, spacesAhead } from '../src/elements/a-events/giant-comet.ts';
import { eventViolations } from '../src/elements/a-events/invariants.ts';
import type { EventsState } from '../src/elements/a-events/state.ts';
import { KILN_INTERIOR } from '../src/elements/e-worlds/kiln/place.ts';
import { violations } from '../src/invariants.ts';
import type { XiaState } from '../src/model/state.ts';
import { viewFor } from '../src/view.ts';
import { ready } from './fixtures/game.ts';
import { onTile, tileHex, xiaE } from './fixtures/paths.ts';
import { readyE, startedE, xia } from './fixtures/worlds.ts';

const base = startedE(['A', 'E']); // seat 1 plays first; seat 0 closes each round
const events = base.events as EventsState;
const CLOSER = 0;
const h = (q: number, r: number): Hex => ({ q, r });
const KILN = h(0, -1); // Nyr's rules space: Nyr lies unrotated at the centre
const board = [...boardOf(xia.content, base.board.sectors).hexes.values()].map((i) => i.hex);
const SOUTH = 1; // heading (0, +1): down the q = 0 line through The Kiln

function place(s: XiaState, who: SeatId, at: Hex | null): XiaState {
  return { ...s, captains: s.captains.map((c) => (c.seat === who ? { ...c, at } : c)) };
}

/** Rikishi in play, drawn by the round's closer, its comet at `at` heading south. */
function inPlay(s: XiaState, at: Hex, rounds = 0): XiaState {
  return {
    ...s,
    events: {
      ...events,
      deck: events.deck.filter((e) => e !== 'rikishi'),
      inPlay: [{ id: 'rikishi', drawnBy: CLOSER, rounds }],
      markers: { [hexKey(at)]: 'rikishi' },
      giantComet: { event: 'rikishi', at, heading: SOUTH },
    },
  };
}

const END_ROUND = [
  { seat: CLOSER, command: { type: 'EndActions' as const } },
  { seat: CLOSER, command: { type: 'ArmMarkers' as const, count: 0 } },
];

describe('the deck (XE-EVENT-01, GAP-XE-01)', () => {
  it('Rikishi joins the Event deck only with E on: A alone deals the same 20 cards', () => {
    expect(eventIdsFor(false)).toHaveLength(20);
    expect(eventIdsFor(false)).not.toContain('rikishi');
    expect(eventIdsFor(true)).toEqual([...eventIdsFor(false), 'kiln-meltdown', 'rikishi']);
    expect(events.deck).toContain('rikishi');
    const aOnly = xia.setup({ seats: 3, preset: 'standard', fameTarget: 10, elements: ['A'] }, 'a');
    expect(aOnly.ok && aOnly.value.events?.deck).toHaveLength(20);
    expect(aOnly.ok && aOnly.value.events?.deck).not.toContain('rikishi');
    expect('giantComet' in events).toBe(false);
  });
});

describe('its line across the board', () => {
  it('enters on the first board space of a line and flies over board spaces only', () => {
    const south = entrySpaces(board, SOUTH);
    expect(south).toContainEqual(h(0, -2)); // the q = 0 line starts at Nyr's top edge
    expect(new Set(south.map((x) => x.q)).size).toBe(south.length); // one per line
    expect(spacesAhead(board, h(0, -2), SOUTH).slice(0, 3)).toEqual([h(0, -1), h(0, 0), h(0, 1)]);
  });
});

describe('drawn (XE-EVENT-02, XE-EVENT-05)', () => {
  const seat = 1;
  const entries = entrySpaces(board, SOUTH);
  const line = entries.findIndex((x) => x.q === 0 && x.r === -2);
  const home = base.captains[seat]?.at as Hex;
  const start = readyE(
    {
      ...base,
      events: { ...events, deck: ['rikishi', ...events.deck.filter((e) => e !== 'rikishi')] },
    },
    seat,
    home,
    0,
    [],
    {
      fame: 2,
    },
  );
  scenario('XE-EVENT-02 XE-EVENT-05: the drawer’s d6 and d20 bring it in on an edge, marked', {
    ruleset: xia,
    rules: ['XE-EVENT-02', 'XE-EVENT-05', 'GAP-XE-01'],
    start: { state: start },
    dice: [die(6, SOUTH + 1), die(20, line + 1)],
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        events: [
          { type: 'EventDrawn', event: 'rikishi' },
          { type: 'DieRolled', seat, die: 6, purpose: 'giant comet heading' },
          { type: 'DieRolled', seat, die: 20, purpose: 'giant comet entry' },
          { type: 'GiantCometEntered', event: 'rikishi', at: h(0, -2), heading: SOUTH },
        ],
        verify: (s) => {
          expect(s.events?.giantComet).toEqual({ event: 'rikishi', at: h(0, -2), heading: SOUTH });
          expect(s.events?.markers).toEqual({ '0,-2': 'rikishi' });
          expect(s.events?.inPlay.map((e) => e.id)).toEqual(['rikishi']);
          expect(viewFor(s, 'spectator').events?.giantComet).toEqual(s.events?.giantComet);
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });
});

describe('each round (XE-EVENT-04, XE-COMET-03, XE-KILN-10)', () => {
  // Captain 2 docked inside The Kiln; captain 1 on (0, 1); the Enforcer and 2 cubes on (0, 0).
  const start = (() => {
    let s = readyE(inPlay(base, h(0, -2)), CLOSER, h(6, -1));
    s = place(place(s, 2, KILN_INTERIOR[0] as Hex), 1, h(0, 1));
    s = { ...s, npcs: s.npcs.map((n) => (n.id === 'enforcer' ? { ...n, at: h(0, 0) } : n)) };
    const supply = { ...s.supply, cubes: { ...s.supply.cubes, spice: s.supply.cubes.spice - 2 } };
    return {
      ...s,
      supply,
      board: { ...s.board, cubes: { '0,0': ['spice', 'spice'] } },
    } as XiaState;
  })();
  scenario('XE-EVENT-04 XE-COMET-03 XE-KILN-10: it flies a d6 and destroys all it enters', {
    ruleset: xia,
    rules: ['XE-EVENT-04', 'XE-COMET-03', 'XE-KILN-10', 'GAP-XE-01'],
    start: { state: start },
    dice: [die(6, 3), die(20, 5)], // the flight; captain 1's respawn as its turn starts
    steps: [
      END_ROUND[0] as (typeof END_ROUND)[0],
      {
        ...(END_ROUND[1] as (typeof END_ROUND)[1]),
        events: [
          { type: 'EventTicked', event: 'rikishi', round: 1, of: 6 },
          { type: 'DieRolled', seat: CLOSER, die: 6, face: 3, purpose: 'giant comet' },
          {
            type: 'GiantCometMoved',
            event: 'rikishi',
            face: 3,
            from: h(0, -2),
            hexes: [KILN, h(0, 0), h(0, 1)],
            flownOff: false,
          },
          { type: 'GiantCometStruck', at: KILN, kiln: true, seats: [] },
          { type: 'KilnDestroyed', at: KILN },
          { type: 'ShipDestroyed', seat: 2, cause: 'kiln' },
          { type: 'GiantCometStruck', at: h(0, 0), cubes: ['spice', 'spice'], npcs: ['enforcer'] },
          { type: 'NpcDestroyed', npc: 'enforcer', by: null },
          { type: 'GiantCometStruck', at: h(0, 1), seats: [1] },
          { type: 'ShipDestroyed', seat: 1, cause: 'comet', cubesLost: false },
          // XE-KILN-10: the station is rebuilt as the next turn starts; captain 1 respawns
          { type: 'TurnStarted', seat: 1 },
          { type: 'KilnRespawned', at: KILN },
          { type: 'Respawned', seat: 1 },
        ],
        verify: (s) => {
          expect(s.events?.giantComet?.at).toEqual(h(0, 1));
          expect(s.events?.markers).toEqual({ '0,1': 'rikishi' });
          expect(s.board.cubes['0,0']).toBeUndefined();
          expect(s.captains[2]?.at).toBeNull(); // lost with The Kiln
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });
});

describe('a small comet in its way (XE-COMET-03, XE-COMET-07)', () => {
  // The Rimeward Belt laid unturned in slot 1, its comet on its rules space [1, 0].
  const rime = onTile('rimeward-belt');
  const R = (q: number, r: number): Hex => tileHex(rime, q, r);
  const closer = 1; // in the first game seat 2 plays first; seat 1 closes the round
  const start = (() => {
    const s = ready(rime, closer, rime.captains[closer]?.at as Hex);
    return {
      ...s,
      options: { ...s.options, elements: ['A', 'E'] },
      events: {
        deck: eventIdsFor(true).filter((e) => e !== 'rikishi'),
        inPlay: [{ id: 'rikishi', drawnBy: closer, rounds: 0 }],
        discard: [],
        spacesDrawn: [],
        markers: { [hexKey(R(1, -1))]: 'rikishi' },
        giantComet: { event: 'rikishi', at: R(1, -1), heading: SOUTH },
      },
    } as XiaState;
  })();
  scenario('XE-COMET-03 XE-COMET-07: a small comet it strikes is destroyed and returns next turn', {
    ruleset: xiaE,
    rules: ['XE-COMET-03', 'XE-COMET-07', 'GAP-XE-01'],
    start: { state: start },
    dice: [die(6, 1)],
    steps: [
      { seat: closer, command: { type: 'EndActions' } },
      {
        seat: closer,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'GiantCometMoved', hexes: [R(1, 0)], flownOff: false },
          { type: 'GiantCometStruck', at: R(1, 0), comets: ['rimeward-belt'] },
          { type: 'CometDestroyed', sector: 'rimeward-belt', at: R(1, 0) },
          { type: 'TurnStarted', seat: 2 },
          { type: 'CometPlaced', sector: 'rimeward-belt', at: R(1, 0), respawned: true },
        ],
        verify: (s) => {
          expect(s.comets?.['rimeward-belt']?.at).toEqual(R(1, 0));
          // The test pack has no Nyr, so no worlds: the whole-state check counts the deck
          // without E's cards; the Event state is checked with them.
          expect(eventViolations(s.events, true)).toEqual([]);
          const rest = violations(xiaE.content, s).filter((v) => !v.startsWith('Event cards'));
          expect(rest).toEqual([]);
        },
      },
    ],
  });
});

describe('leaving play (XE-EVENT-03)', () => {
  scenario('XE-EVENT-03: past the last board space ahead it flies off and its card leaves', {
    ruleset: xia,
    rules: ['XE-EVENT-03', 'XE-EVENT-04', 'GAP-XE-01'],
    start: { state: readyE(inPlay(base, h(0, 3)), CLOSER, h(6, -1)) },
    dice: [die(6, 6)],
    steps: [
      END_ROUND[0] as (typeof END_ROUND)[0],
      {
        ...(END_ROUND[1] as (typeof END_ROUND)[1]),
        events: [
          { type: 'EventTicked', event: 'rikishi', round: 1, of: 6 },
          {
            type: 'GiantCometMoved',
            event: 'rikishi',
            from: h(0, 3),
            hexes: [h(0, 4), h(0, 5)],
            flownOff: true,
          },
          { type: 'EventLeft', event: 'rikishi', reason: 'flownOff' },
        ],
        verify: (s) => {
          expect(s.events && 'giantComet' in s.events).toBe(false);
          expect(s.events?.markers).toEqual({});
          expect(s.events?.discard).toEqual(['rikishi']);
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario('XE-EVENT-03: when its rounds are up it leaves, its comet lifted', {
    ruleset: xia,
    rules: ['XE-EVENT-03', 'XE-EVENT-04'],
    start: { state: readyE(inPlay(base, h(0, -2), 5), CLOSER, h(6, -1)) },
    dice: [die(6, 1)],
    steps: [
      END_ROUND[0] as (typeof END_ROUND)[0],
      {
        ...(END_ROUND[1] as (typeof END_ROUND)[1]),
        events: [
          { type: 'EventTicked', event: 'rikishi', round: 6, of: 6 },
          { type: 'GiantCometMoved', hexes: [KILN], flownOff: false },
          { type: 'EventLeft', event: 'rikishi', reason: 'rounds' },
        ],
        verify: (s) => {
          expect(s.events && 'giantComet' in s.events).toBe(false);
          expect(s.events?.markers).toEqual({});
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });
});

describe('invariants', () => {
  it('a giant comet with no card in play, or a marker off it, is a violation', () => {
    const s = inPlay(base, h(0, -2)).events as EventsState;
    expect(eventViolations(s, true)).toEqual([]);
    expect(eventViolations({ ...s, markers: { '0,0': 'rikishi' } }, true)).toEqual([
      'the Event marker of rikishi at 0,0 is not on its giant comet',
    ]);
    const gone = { ...s, inPlay: [], discard: ['rikishi'], markers: {} };
    expect(eventViolations(gone, true)).toEqual([
      'the giant comet names rikishi, which is no giant comet card in play',
    ]);
  });
});
