/**
 * Nyr and The Kiln (XE-KILN-01..10, GAP-XE-09, XE-SETUP-06): docking for 1 movement onto one of
 * 3 interior spaces, the d6 orbit on each docking, moving inside and leaving, docked ships
 * adjacent to each other and out of reach from outside, the Business Phase docked, and the
 * station destroyed with its docked ships and rebuilt at the next turn.
 */
import { die, openDice, type SeatId, scripted } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import { destroyKiln } from '../src/elements/e-worlds/kiln/orbit.ts';
import { KILN_INTERIOR } from '../src/elements/e-worlds/kiln/place.ts';
import type { XiaEvent } from '../src/events.ts';
import { violations } from '../src/invariants.ts';
import { cloneState } from '../src/model/clone.ts';
import type { Draft } from '../src/model/draft.ts';
import type { XiaState } from '../src/model/state.ts';
import { destroyShip } from '../src/rules/destruction.ts';
import { adjacent, occupiedHexes } from '../src/rules/occupancy.ts';
import type { Ctx } from '../src/rules/rule.ts';
import { readyE, startedE, xia } from './fixtures/worlds.ts';

const base = startedE();
const seat = 0;
const h = (q: number, r: number): Hex => ({ q, r }); // Nyr lies unrotated at the centre
const KILN = h(0, -1); // Nyr's rules space, the orbit's first hex
const BESIDE = h(0, -2); // open space next to it
const inside = (i: number) => KILN_INTERIOR[i] as Hex;

function place(s: XiaState, who: SeatId, at: Hex | null): XiaState {
  return { ...s, captains: s.captains.map((c) => (c.seat === who ? { ...c, at } : c)) };
}

describe('setup (XE-SETUP-06, XE-KILN-01)', () => {
  it('The Kiln starts on Nyr’s rules space, a station of its own, no NPC card', () => {
    expect(base.worlds?.kiln.at).toEqual(KILN);
    expect(base.npcs.some((n) => n.id === 'the-kiln')).toBe(false);
    expect(base.board.sectors[0]).toMatchObject({ id: 'nyr', rotation: 0 });
  });
});

describe('docking (XE-KILN-02, XE-KILN-03, GAP-XE-09)', () => {
  scenario(
    'XE-KILN-02 XE-KILN-03: 1 movement from beside it onto a free interior space; d6 moves the station',
    {
      ruleset: xia,
      rules: ['XE-KILN-02', 'XE-KILN-03', 'GAP-XE-09'],
      start: { state: readyE(base, seat, BESIDE, 2) },
      dice: [die(6, 2)],
      steps: [
        {
          seat,
          command: { type: 'DockKiln', space: 1 },
          events: [
            { type: 'KilnDocked', seat, from: BESIDE, space: 1 },
            { type: 'DieRolled', seat, die: 6, face: 2, purpose: 'orbit' },
            { type: 'KilnOrbited', from: KILN, to: h(1, 0), roll: 2, moved: 2 },
          ],
          state: { turn: { movement: 1 } },
          verify: (s) => {
            expect(s.captains[seat]?.at).toEqual(inside(1));
            expect(s.worlds?.kiln.at).toEqual(h(1, 0));
            expect(violations(xia.content, s)).toEqual([]);
          },
        },
      ],
    },
  );

  scenario('XE-KILN-03: an occupied end space shortens the move by 1 until a free one', {
    ruleset: xia,
    rules: ['XE-KILN-03'],
    start: { state: place(place(readyE(base, seat, BESIDE, 1), 1, h(1, 0)), 2, h(1, -1)) },
    dice: [die(6, 2)],
    steps: [
      {
        seat,
        command: { type: 'DockKiln', space: 0 },
        events: [{ type: 'KilnOrbited', from: KILN, to: KILN, roll: 2, moved: 0 }],
      },
    ],
  });

  scenario('XE-KILN-03: a roll past the end of the path goes round the loop', {
    ruleset: xia,
    rules: ['XE-KILN-03', 'GAP-XE-09'],
    start: { state: readyE(base, seat, BESIDE, 1) },
    dice: [die(6, 6)],
    steps: [
      {
        seat,
        command: { type: 'DockKiln', space: 0 },
        events: [{ type: 'KilnOrbited', from: KILN, to: KILN, roll: 6, moved: 6 }],
      },
    ],
  });

  scenario('XE-KILN-02: refused from afar, without movement, onto a taken space', {
    ruleset: xia,
    rules: ['XE-KILN-02'],
    start: {
      state: {
        ...place(readyE(base, seat, h(2, -2), 1), 1, inside(2)),
      },
    },
    steps: [{ seat, command: { type: 'DockKiln', space: 0 }, rejects: 'NotBesideKiln' }],
  });

  it('XE-KILN-02: no movement, or the space taken, is refused', () => {
    const noMove = readyE(base, seat, BESIDE, 0);
    const r1 = xia.apply(noMove, seat, { type: 'DockKiln', space: 0 });
    expect(r1.ok ? '' : r1.error.code).toBe('NoMovement');
    const taken = place(readyE(base, seat, BESIDE, 1), 1, inside(0));
    const r2 = xia.apply(taken, seat, { type: 'DockKiln', space: 0 });
    expect(r2.ok ? '' : r2.error.code).toBe('SpaceOccupied');
    expect(xia.legal(taken, seat).filter((c) => c.type === 'DockKiln')).toEqual([
      { type: 'DockKiln', space: 1 },
      { type: 'DockKiln', space: 2 },
    ]);
  });
});

describe('inside and leaving (XE-KILN-07, GAP-XE-09)', () => {
  scenario(
    'moves like a planet, 1 movement a space; leaves for 1 onto a space beside the station as it stands now',
    {
      ruleset: xia,
      rules: ['XE-KILN-07', 'GAP-XE-09'],
      start: {
        state: {
          ...readyE(base, seat, inside(0), 3),
          worlds: { ...(base.worlds as NonNullable<XiaState['worlds']>), kiln: { at: h(1, 0) } },
        },
      },
      steps: [
        {
          seat,
          command: { type: 'KilnMove', space: 2 },
          events: [{ type: 'KilnMoved', seat, from: 0, to: 2 }],
          state: { turn: { movement: 2 } },
        },
        // Beside where it stood before the orbit no longer counts; the star is no place to leave to.
        { seat, command: { type: 'UndockKiln', to: BESIDE }, rejects: 'NotBesideKiln' },
        { seat, command: { type: 'UndockKiln', to: h(0, 0) }, rejects: 'NotBesideKiln' },
        {
          seat,
          command: { type: 'UndockKiln', to: h(2, -1) },
          events: [{ type: 'KilnUndocked', seat, space: 2, to: h(2, -1) }],
          state: { turn: { movement: 1 } },
          verify: (s) => expect(s.captains[seat]?.at).toEqual(h(2, -1)),
        },
      ],
    },
  );

  it('XE-KILN-07: inside, a board Step goes nowhere; KilnMove onto a taken space is refused', () => {
    const s = place(readyE(base, seat, inside(0), 2), 1, inside(1));
    expect(xia.legal(s, seat).some((c) => c.type === 'Step')).toBe(false);
    const r = xia.apply(s, seat, { type: 'KilnMove', space: 1 });
    expect(r.ok ? '' : r.error.code).toBe('SpaceOccupied');
  });
});

describe('docked ships (XE-KILN-05, XE-KILN-09)', () => {
  it('XE-KILN-05: 2 or 3 docked ships are all adjacent; none is adjacent to a ship outside', () => {
    const board = boardOf(xia.content, base.board.sectors);
    for (const a of KILN_INTERIOR)
      for (const b of KILN_INTERIOR) if (a !== b) expect(adjacent(board, a, b)).toBe(true);
    for (const a of KILN_INTERIOR) expect(adjacent(board, a, BESIDE)).toBe(false);
    for (const a of KILN_INTERIOR) expect(adjacent(board, a, KILN)).toBe(false);
  });

  it('XE-KILN-05: a docked ship and one outside cannot fight; two docked ones can', () => {
    const blaster = { uid: 50, kind: 'saker-v-blaster', at: [0, 0] as const, turns: 0 as const };
    const armed = (s: XiaState) => ({
      ...s,
      captains: s.captains.map((c) =>
        c.seat === seat
          ? { ...c, hold: { ...c.hold, outfits: [{ ...blaster, at: [0, 0] as [number, number] }] } }
          : c,
      ),
    });
    const outside = armed(place(readyE(base, seat, inside(0), 0), 1, BESIDE));
    expect(xia.legal(outside, seat).some((c) => c.type === 'Attack')).toBe(false);
    const both = armed(place(readyE(base, seat, inside(0), 0), 1, inside(2)));
    expect(
      xia
        .legal(both, seat)
        .some((c) => c.type === 'Attack' && 'seat' in c.target && c.target.seat === 1),
    ).toBe(true);
  });

  it('XE-KILN-09: The Kiln is no target and takes no turn; its hex is occupied (no ending a move there)', () => {
    const s = readyE(base, seat, BESIDE, 1);
    const r = xia.apply(s, seat, {
      type: 'Attack',
      target: { npc: 'the-kiln' },
      use: [{ outfit: 1, space: 0 }],
    });
    expect(r.ok).toBe(false);
    const step = xia.apply(s, seat, { type: 'Step', to: KILN });
    expect(step.ok ? '' : step.error.code).toBe('SpaceOccupied');
    const ended = xia.apply(s, seat, { type: 'EndActions' });
    expect(ended.ok && ended.value.state.worlds?.kiln.at).toEqual(KILN);
  });

  it('XE-KILN-06: an NPC inside takes its interior space like a ship; the station’s hex is occupied to NPCs too', () => {
    const s = readyE(base, seat, BESIDE, 1);
    const npc = s.npcs[0]?.id ?? '';
    const withNpc = { ...s, npcs: s.npcs.map((n) => (n.id === npc ? { ...n, at: inside(0) } : n)) };
    const r = xia.apply(withNpc, seat, { type: 'DockKiln', space: 0 });
    expect(r.ok ? '' : r.error.code).toBe('SpaceOccupied');
    expect(violations(xia.content, withNpc)).toEqual([]);
    expect(occupiedHexes(s).has(hexKey(KILN))).toBe(true);
  });
});

describe('Business Phase docked (XE-KILN-08)', () => {
  scenario('ending the Action Phase docked gives a normal Business Phase, Ice melting there', {
    ruleset: xia,
    rules: ['XE-KILN-08', 'XE-ICE-02'],
    start: {
      state: readyE(base, seat, inside(0), 0, [], {
        hold: { outfits: [], cargo: [], damage: [[0, 0]], ice: [[0, 0]] },
      }),
    },
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        events: [{ type: 'PhaseStarted', seat, phase: 'Business' }],
      },
      { seat, command: { type: 'MeltIce' }, events: [{ type: 'IceMelted', seat, removed: 1 }] },
    ],
  });
});

describe('destroyed (XE-KILN-10)', () => {
  function destroyed(s: XiaState): { state: XiaState; events: XiaEvent[] } {
    const draft = cloneState(s) as Draft<XiaState>;
    const events: XiaEvent[] = [];
    const ctx: Ctx = {
      s: draft,
      seat,
      content: xia.content,
      dice: openDice(scripted([])),
      events,
      board: () => boardOf(xia.content, draft.board.sectors),
    };
    destroyKiln(ctx);
    return { state: draft, events };
  }

  it('a ship destroyed inside The Kiln (in a fight there) leaves its cubes to the supply, not floating', () => {
    const s = readyE(base, seat, inside(0), 0, [{ kind: 'cube', colour: 'terra', at: [0, 0] }]);
    const draft = cloneState({
      ...s,
      supply: { ...s.supply, cubes: { ...s.supply.cubes, terra: s.supply.cubes.terra - 1 } },
    }) as Draft<XiaState>;
    const ctx: Ctx = {
      s: draft,
      seat,
      content: xia.content,
      dice: openDice(scripted([])),
      events: [],
      board: () => boardOf(xia.content, draft.board.sectors),
    };
    destroyShip(ctx, seat, 'combat');
    expect(draft.board.cubes).toEqual(base.board.cubes);
    expect(draft.supply.cubes.terra).toBe(s.supply.cubes.terra);
    expect(violations(xia.content, draft)).toEqual([]);
  });

  it('every docked ship is destroyed with it; it respawns on Nyr’s rules space at the next turn', () => {
    const docked = place(readyE(base, seat, BESIDE, 0), 1, inside(1));
    const { state, events } = destroyed({
      ...docked,
      worlds: { ...(docked.worlds as NonNullable<XiaState['worlds']>), kiln: { at: h(1, 0) } },
    });
    expect(events.map((e) => e.type)).toContain('KilnDestroyed');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ShipDestroyed', seat: 1, cause: 'kiln' }),
    );
    expect(state.captains[1]?.at).toBeNull();
    expect(state.captains[seat]?.at).toEqual(BESIDE);
    expect(state.worlds?.kiln.at).toBeNull();
    expect(violations(xia.content, state)).toEqual([]);
    const next = xia.apply(state, seat, { type: 'EndActions' });
    if (!next.ok) throw new Error(next.error.message);
    let s = next.value.state;
    const arm = xia.apply(s, seat, { type: 'ArmMarkers', count: 0 });
    if (!arm.ok) throw new Error(arm.error.message);
    s = arm.value.state;
    expect(arm.value.events).toContainEqual({ type: 'KilnRespawned', at: KILN });
    expect(s.worlds?.kiln.at).toEqual(KILN);
  });
});

describe('the Event that destroys it (XE-KILN-10, element A)', () => {
  const withA = startedE(['A', 'E']);
  const events = withA.events as NonNullable<XiaState['events']>;

  it('its card joins the Event deck only with E on', () => {
    expect(events.deck).toContain('kiln-meltdown');
    const aOnly = xia.setup({ seats: 3, preset: 'standard', fameTarget: 10, elements: ['A'] }, 'a');
    expect(aOnly.ok && aOnly.value.events?.deck).not.toContain('kiln-meltdown');
  });

  scenario(
    'drawn, it destroys The Kiln and the ships docked there; the station is rebuilt at the next turn',
    {
      ruleset: xia,
      rules: ['XE-KILN-10', 'XE-EVENT-02'],
      start: {
        state: place(
          {
            ...readyE(withA, seat, BESIDE, 0, [], { fame: 2 }),
            events: {
              ...events,
              deck: ['kiln-meltdown', ...events.deck.filter((e) => e !== 'kiln-meltdown')],
            },
          },
          1,
          inside(0),
        ),
      },
      dice: [die(20, 5)], // captain 1's respawn at its turn
      steps: [
        {
          seat,
          command: { type: 'EndActions' },
          events: [
            { type: 'EventDrawn', event: 'kiln-meltdown' },
            { type: 'KilnDestroyed', at: KILN },
            { type: 'ShipDestroyed', seat: 1, cause: 'kiln' },
          ],
          verify: (s) => {
            expect(s.worlds?.kiln.at).toBeNull();
            expect(violations(xia.content, s)).toEqual([]);
          },
        },
        {
          seat,
          command: { type: 'ArmMarkers', count: 0 },
          events: [
            { type: 'TurnStarted', seat: 1 },
            { type: 'KilnRespawned', at: KILN },
            { type: 'Respawned', seat: 1 },
          ],
        },
      ],
    },
  );
});
