/**
 * Element B, the new exploration tokens (XE-EXPL-01..09, XE-SETUP-02, GAP-XE-07, -08, -16):
 * the token file, setup, each face resolved at once, the captain in need and the pairs.
 */
import { die, openDice, scripted } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { create } from 'mutative';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import { formatIssue } from '../src/content/load.ts';
import type { MissionDef, SectorDef } from '../src/content/schema.ts';
import { collectToken, tokenFaces, validateTokens } from '../src/elements/b-tokens/index.ts';
import type { XiaEvent } from '../src/events.ts';
import { violations } from '../src/invariants.ts';
import type { Captain, XiaState } from '../src/model/state.ts';
import { namerFor, describe as sentence } from '../src/report.ts';
import { destroyShip } from '../src/rules/destruction.ts';
import type { Ctx } from '../src/rules/rule.ts';
import { objectiveMet } from '../src/rules/titles.ts';
import { createXia, type XiaRuleset } from '../src/ruleset.ts';
import { baseB, withMat, withTokens } from './fixtures/embers.ts';
import { hexOf, options, ready, xia } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

const seat = 2; // the Mule: Energy 5, impulse 2, 8 hold cells
const token = hexOf(baseB, 0, 2, -2); // Alpha's Exploration Space
const before = hexOf(baseB, 0, 1, -2); // next to it, open space
const key = hexKey(token);

function me(s: XiaState): Captain {
  const c = s.captains[seat];
  if (!c) throw new Error('no such captain');
  return c;
}

/** Seat 2 one step from a new token, with `movement` points and any captain changes. */
function nextTo(id: string, movement = 1, change: Partial<Captain> = {}, s = baseB): XiaState {
  return ready(withTokens(s, { [key]: id }), seat, before, movement, change);
}

const sound = (s: XiaState) => expect(violations(xia.content, s)).toEqual([]);

/** Runs an effect of the rules on a draft of `state`, with no dice. */
function inCtx(
  game: XiaRuleset,
  state: XiaState,
  act: (ctx: Ctx) => void,
): { state: XiaState; events: XiaEvent[] } {
  const events: XiaEvent[] = [];
  const dice = openDice(scripted([]));
  const next = create(state, (draft) => {
    act({
      s: draft,
      seat: state.turn.seat,
      content: game.content,
      dice,
      events,
      board: () => boardOf(game.content, draft.board.sectors),
    });
  });
  return { state: next, events };
}

describe('the token set and setup (XE-EXPL-01, XE-SETUP-02)', () => {
  it('XE-EXPL-01: 30 new tokens of our own mix: a cube of each colour, Energy, Ice, movement, captains in need', () => {
    const faces = [...tokenFaces().values()];
    expect(faces).toHaveLength(30);
    const kinds = new Set(faces.map((f) => f.effect.kind));
    expect(kinds).toEqual(new Set(['cube', 'energy', 'ice', 'movement', 'captainInNeed']));
    const colours = new Set(
      faces.flatMap((f) => (f.effect.kind === 'cube' ? [f.effect.colour] : [])),
    );
    expect(colours).toEqual(new Set(['spice', 'holo', 'terra', 'plasma', 'cyber']));
    for (const f of faces) if (f.effect.kind === 'movement') expect(f.effect.points).toBe(5);
    for (const f of faces) if (f.effect.kind === 'ice') expect(f.effect.amount).toBe(1);
  });

  it('XE-EXPL-01: a broken token file is refused with every problem, by file, entry and path', () => {
    const result = validateTokens([
      { id: 'e-a', name: 'A', text: 'a', effect: { kind: 'cube', colour: 'ember' } },
      { id: 'e-a', name: 'B', text: 'b', effect: { kind: 'movement' } },
    ]);
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.error.map(formatIssue);
    expect(lines.some((l) => l.startsWith('embers/exploration.json [e-a] effect.colour'))).toBe(
      true,
    );
    expect(lines.some((l) => l.startsWith('embers/exploration.json [e-a] effect.points'))).toBe(
      true,
    );
    const twice = validateTokens([
      { id: 'e-a', name: 'A', text: 'a', effect: { kind: 'energy' } },
      { id: 'e-a', name: 'B', text: 'b', effect: { kind: 'energy' } },
    ]);
    expect(twice.ok ? [] : twice.error.map(formatIssue)).toEqual([
      'embers/exploration.json [e-a] id: the id e-a is used twice',
    ]);
  });

  it('XE-SETUP-02 XE-EXPL-01: with element B only the new tokens seed the Exploration Spaces; without it, only the base ones', () => {
    const opts = options({ seats: 3, preset: 'firstGame' });
    const made = xia.setup({ ...opts, elements: ['B'] }, 'test');
    if (!made.ok) throw new Error(made.error.message);
    const s = made.value;
    const laid = [...Object.values(s.board.tokens), ...s.decks.exploration];
    expect(laid.sort()).toEqual([...tokenFaces().keys()].sort());
    expect(Object.keys(s.board.tokens).length).toBeGreaterThan(0);
    expect(s.exploration).toEqual({ spent: [], aboard: [] });
    sound(s);
    const plain = xia.setup(opts, 'test');
    if (!plain.ok) throw new Error(plain.error.message);
    expect(Object.values(plain.value.board.tokens).every((t) => t.startsWith('x-'))).toBe(true);
    expect(plain.value.exploration).toBeUndefined();
  });
});

describe('collecting a token (XE-EXPL-02..06, XE-EXPL-08)', () => {
  scenario('a crate: the cube goes into the hold; the token lies face up on the mat', {
    ruleset: xia,
    rules: ['XE-EXPL-02', 'XE-EXPL-03', 'XE-EXPL-08'],
    start: { state: nextTo('e-crate-spice-1') },
    steps: [
      {
        seat,
        command: { type: 'Step', to: token },
        events: [
          { type: 'TokenCollected', seat, token: 'e-crate-spice-1' },
          { type: 'CubesGained', seat, colour: 'spice', count: 1, via: 'exploration token' },
        ],
        verify: (s) => {
          expect(me(s).hold.cargo).toEqual([{ kind: 'cube', colour: 'spice', at: [0, 0] }]);
          expect(me(s).explorationTokens).toEqual(['e-crate-spice-1']);
          expect(s.board.tokens[key]).toBeUndefined();
          expect(s.supply.cubes.spice).toBe(baseB.supply.cubes.spice - 1);
          sound(s);
        },
      },
    ],
  });

  const full = (s: XiaState): XiaState => {
    const cells = xia.content.holdCells('mule');
    return {
      ...s,
      supply: { ...s.supply, cubes: { ...s.supply.cubes, terra: s.supply.cubes.terra - 8 } },
      captains: s.captains.map((c) =>
        c.seat === seat
          ? {
              ...c,
              hold: {
                ...c.hold,
                cargo: cells.map((at) => ({ kind: 'cube' as const, colour: 'terra' as const, at })),
              },
            }
          : c,
      ),
    };
  };

  scenario(
    'a crate with no room in the hold: the cube is left on the ship’s space, as if jettisoned',
    {
      ruleset: xia,
      rules: ['XE-EXPL-03'],
      start: { state: full(nextTo('e-crate-holo-2')) },
      steps: [
        {
          seat,
          command: { type: 'Step', to: token },
          events: [
            { type: 'TokenCollected' },
            { type: 'CubesDropped', seat, at: token, cubes: ['holo'] },
          ],
          verify: (s) => {
            expect(s.board.cubes[key]).toEqual(['holo']);
            expect(s.supply.cubes.holo).toBe(baseB.supply.cubes.holo - 1);
            sound(s);
          },
        },
      ],
    },
  );

  scenario('a fuel cache refills Energy to the maximum', {
    ruleset: xia,
    rules: ['XE-EXPL-04'],
    start: { state: nextTo('e-cache-3', 1, { energy: 1 }) },
    steps: [
      {
        seat,
        command: { type: 'Step', to: token },
        events: [
          { type: 'EnergyChanged', seat, amount: 4, energy: 5, reason: 'exploration token' },
        ],
      },
    ],
  });

  scenario('a frost pocket deals 1 Ice damage, placed by the captain', {
    ruleset: xia,
    rules: ['XE-EXPL-05', 'XE-ICE-01'],
    start: { state: nextTo('e-frost-1') },
    steps: [
      {
        seat,
        command: { type: 'Step', to: token },
        events: [{ type: 'TokenCollected' }, { type: 'DamageTaken', seat, amount: 1, ice: true }],
        state: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 1, ice: true }] },
      },
      {
        seat,
        command: { type: 'PlaceDamage', at: [1, 1] },
        events: [{ type: 'DamagePlaced', at: [1, 1], ice: true }],
        verify: (s) => {
          expect(me(s).hold.ice).toEqual([[1, 1]]);
          expect(me(s).hold.damage).toEqual([[1, 1]]);
          sound(s);
        },
      },
    ],
  });

  scenario('a frost pocket meets a raised shield: the shield may block the Ice', {
    ruleset: xia,
    rules: ['XE-EXPL-05'],
    start: {
      state: nextTo('e-frost-2', 1, {
        hold: {
          outfits: [{ uid: 91, kind: 'guard', at: [0, 0], turns: 0 }],
          cargo: [],
          damage: [],
        },
      }),
    },
    arrange: (s) => ({
      ...s,
      supply: {
        ...s.supply,
        outfits: { ...s.supply.outfits, guard: (s.supply.outfits.guard ?? 1) - 1 },
      },
    }),
    dice: [die(6, 2)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: token },
        state: { prompts: [{ kind: 'ShieldHazard', seat, hazard: 'ice', amount: 1 }] },
      },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] },
        events: [{ type: 'ShieldsRolled', total: 2, against: 1 }],
        verify: (s) => {
          expect(me(s).hold.damage).toEqual([]);
          expect(s.prompts).toEqual([]);
          sound(s);
        },
      },
    ],
  });

  scenario('a tailwind adds 5 movement to the move under way, flown at once', {
    ruleset: xia,
    rules: ['XE-EXPL-06', 'GAP-XE-07'],
    start: { state: nextTo('e-tailwind-1', 1) },
    steps: [
      {
        seat,
        command: { type: 'Step', to: token },
        events: [
          { type: 'Moved', left: 0 },
          { type: 'MovementGained', seat, points: 5, movement: 5 },
        ],
        state: { turn: { movement: 5 } },
      },
      { seat, command: { type: 'Step', to: before }, state: { turn: { movement: 4 } } },
      // A new move ends this one: the tailwind's points left are lost (GAP-XE-07).
      { seat, command: { type: 'UseImpulse' }, state: { turn: { movement: 2 } } },
    ],
  });

  it('GAP-XE-07: a tailwind met outside the captain’s own Action Phase is lost', () => {
    const s = nextTo('e-tailwind-2', 0);
    const theirs: XiaState = { ...s, turn: { ...s.turn, seat: 0, movement: 0 } };
    const { state, events } = inCtx(xia, theirs, (ctx) => collectToken(ctx, seat, 'e-tailwind-2'));
    expect(state.turn.movement).toBe(0);
    expect(events.map((e) => e.type)).not.toContain('MovementGained');
    expect(me(state).explorationTokens).toEqual(['e-tailwind-2']);
  });
});

// ---- the captain in need: a ruleset with missions and a second Mission Point ----------------

const ferry = (id: string, deliver: number): MissionDef => ({
  id,
  name: `Ferry ${id}`,
  text: `To P${deliver}.`,
  type: 'shuttle',
  pickup: 1,
  deliver,
  perSector: 1000,
});

const withPoint5 = (sector: SectorDef): SectorDef =>
  sector.id === 'alpha'
    ? { ...sector, spaces: [...sector.spaces, { at: [-1, 2], missionPoint: 5 }] }
    : sector;

const mxia = createXia({
  ...testPack,
  sectors: testPack.sectors.map(withPoint5),
  missions: [ferry('to-five', 5), ferry('to-one', 1), ferry('to-five-b', 5)],
});
const point5 = hexOf(baseB, 0, -1, 2);

/** The mission deck with `to-five` on top. */
function deck(s: XiaState): XiaState {
  return {
    ...s,
    decks: { ...s.decks, missions: ['to-five', 'to-one', 'to-five-b'], missionDiscard: [] },
  };
}

describe('the captain in need (XE-EXPL-07, GAP-XE-08)', () => {
  scenario(
    'the top mission card is read for its delivery point; taken aboard, the token stays on the mat',
    {
      ruleset: mxia,
      rules: ['XE-EXPL-07', 'XE-EXPL-08', 'GAP-XE-08'],
      start: { state: deck(nextTo('e-castaway-1')) },
      steps: [
        {
          seat,
          command: { type: 'Step', to: token },
          events: [
            { type: 'TokenCollected' },
            { type: 'CaptainInNeed', seat, point: 5, outcome: 'found' },
          ],
          state: { prompts: [{ kind: 'CaptainInNeed', seat, card: 'to-five', point: 5 }] },
        },
        { seat, command: { type: 'Step', to: before }, rejects: 'PromptPending' },
        {
          seat,
          command: { type: 'CaptainInNeed', accept: true },
          events: [{ type: 'CaptainInNeed', seat, point: 5, outcome: 'aboard' }],
          verify: (s) => {
            expect(s.exploration?.aboard).toEqual([{ seat, card: 'to-five', point: 5 }]);
            expect(me(s).explorationTokens).toEqual(['e-castaway-1']);
            expect(s.decks.missions).toEqual(['to-one', 'to-five-b']);
            expect(violations(mxia.content, s)).toEqual([]);
          },
        },
      ],
    },
  );

  scenario('declined: the card is discarded and the token still stays on the mat', {
    ruleset: mxia,
    rules: ['XE-EXPL-07'],
    start: { state: deck(nextTo('e-castaway-2')) },
    steps: [
      { seat, command: { type: 'Step', to: token } },
      {
        seat,
        command: { type: 'CaptainInNeed', accept: false },
        events: [{ type: 'CaptainInNeed', outcome: 'declined' }],
        verify: (s) => {
          expect(s.exploration?.aboard).toEqual([]);
          expect(s.decks.missionDiscard).toEqual(['to-five']);
          expect(me(s).explorationTokens).toEqual(['e-castaway-2']);
          expect(violations(mxia.content, s)).toEqual([]);
        },
      },
    ],
  });

  const holding = (s: XiaState): XiaState => ({
    ...s,
    decks: { ...s.decks, missions: ['to-five', 'to-five-b'] },
    captains: s.captains.map((c) =>
      c.seat === seat
        ? {
            ...c,
            missions: {
              ...c.missions,
              active: [
                { card: 'to-one', revealed: false, stage: 'objective', payment: 0, target: null },
              ],
            },
          }
        : c,
    ),
  });

  scenario('taking the captain aboard discards the mission that filled the slot', {
    ruleset: mxia,
    rules: ['XE-EXPL-07', 'GAP-XE-08'],
    start: { state: holding(deck(nextTo('e-castaway-3'))) },
    steps: [
      { seat, command: { type: 'Step', to: token } },
      {
        seat,
        command: { type: 'CaptainInNeed', accept: true },
        events: [
          { type: 'MissionDiscarded', seat, card: 'to-one' },
          { type: 'CaptainInNeed', outcome: 'aboard' },
        ],
        verify: (s) => {
          expect(me(s).missions.active).toEqual([]);
          expect(s.decks.missionDiscard).toEqual(['to-one']);
          expect(violations(mxia.content, s)).toEqual([]);
        },
      },
    ],
  });

  const aboardAt = (at: Hex): XiaState => {
    const s = ready(deck(baseB), seat, at);
    return {
      ...s,
      decks: { ...s.decks, missions: ['to-one', 'to-five-b'] },
      exploration: { spent: [], aboard: [{ seat, card: 'to-five', point: 5 }] },
    };
  };

  scenario('delivered by an action on the delivery point: 1 Fame and 1,000, the card discarded', {
    ruleset: mxia,
    rules: ['XE-EXPL-07', 'GAP-XE-08'],
    start: { state: aboardAt(point5) },
    steps: [
      {
        seat,
        command: { type: 'DeliverCaptain' },
        events: [
          { type: 'CaptainInNeed', seat, point: 5, outcome: 'delivered' },
          { type: 'FameGained', seat, amount: 1, source: 'exploration' },
          { type: 'CreditsChanged', seat, amount: 1000 },
        ],
        verify: (s) => {
          expect(s.exploration?.aboard).toEqual([]);
          expect(s.decks.missionDiscard).toEqual(['to-five']);
          expect(me(s).missions.completed).toEqual([]); // not a mission for Experience (GAP-XE-08)
          expect(violations(mxia.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario(
    'elsewhere the delivery is refused, and no missions are drawn while the captain fills the slot',
    {
      ruleset: mxia,
      rules: ['XE-EXPL-07', 'GAP-XE-08'],
      start: { state: aboardAt(hexOf(baseB, 0, 0, 0)) },
      steps: [
        { seat, command: { type: 'DeliverCaptain' }, rejects: 'WrongPlace' },
        { seat, command: { type: 'DrawMissions' }, rejects: 'MissionInHand' },
      ],
    },
  );

  it('GAP-XE-08: a ship destroyed loses the captain aboard with its missions; the card is discarded', () => {
    const { state, events } = inCtx(mxia, aboardAt(point5), (ctx) =>
      destroyShip(ctx, seat, 'combat'),
    );
    expect(events).toContainEqual({ type: 'CaptainInNeed', seat, point: 5, outcome: 'lost' });
    expect(state.exploration?.aboard).toEqual([]);
    expect(state.decks.missionDiscard).toEqual(['to-five']);
    expect(violations(mxia.content, state)).toEqual([]);
  });

  it('GAP-XE-08: a ship destroyed while the captain is being offered discards the card', () => {
    const s = deck(nextTo('e-castaway-4'));
    const offered: XiaState = {
      ...s,
      decks: { ...s.decks, missions: ['to-one', 'to-five-b'] },
      prompts: [{ kind: 'CaptainInNeed', seat, card: 'to-five', point: 5 }],
    };
    const { state } = inCtx(mxia, offered, (ctx) => destroyShip(ctx, seat, 'combat'));
    expect(state.prompts).toEqual([]);
    expect(state.decks.missionDiscard).toEqual(['to-five']);
  });
});

describe('pairs (XE-EXPL-09, GAP-XE-16)', () => {
  scenario(
    'a second token face up: both leave the game for 1 Fame, once the newer one is resolved',
    {
      ruleset: xia,
      rules: ['XE-EXPL-09', 'GAP-XE-16'],
      start: { state: withMat(nextTo('e-cache-1', 1, { energy: 2 }), seat, ['e-crate-cyber-1']) },
      steps: [
        {
          seat,
          command: { type: 'Step', to: token },
          events: [{ type: 'TokenCollected' }, { type: 'EnergyChanged', amount: 3 }],
          state: { prompts: [{ kind: 'TradeTokens', seat }] },
        },
        {
          seat,
          command: { type: 'TradeTokens', reward: 'fame' },
          events: [
            {
              type: 'TokensTraded',
              seat,
              tokens: ['e-crate-cyber-1', 'e-cache-1'],
              reward: 'fame',
            },
            { type: 'FameGained', seat, amount: 1, source: 'exploration', fame: 1 },
          ],
          verify: (s) => {
            expect(me(s).explorationTokens).toEqual([]);
            expect(s.exploration?.spent).toEqual([
              { seat, token: 'e-crate-cyber-1' },
              { seat, token: 'e-cache-1' },
            ]);
            sound(s);
          },
        },
      ],
    },
  );

  scenario('or for 2,000', {
    ruleset: xia,
    rules: ['XE-EXPL-09'],
    start: { state: withMat(nextTo('e-cache-2'), seat, ['e-cache-4']) },
    steps: [
      { seat, command: { type: 'Step', to: token } },
      {
        seat,
        command: { type: 'TradeTokens', reward: 'credits' },
        events: [
          { type: 'CreditsChanged', seat, amount: 2000, reason: 'exploration tokens traded' },
        ],
        verify: (s) => {
          expect(me(s).fame).toBe(0);
          expect(me(s).explorationTokens).toEqual([]);
        },
      },
    ],
  });

  scenario('the newer token is resolved first: its Ice is placed before the pair is traded', {
    ruleset: xia,
    rules: ['XE-EXPL-09', 'GAP-XE-16', 'XE-EXPL-05'],
    start: { state: withMat(nextTo('e-frost-3'), seat, ['e-tailwind-3']) },
    steps: [
      {
        seat,
        command: { type: 'Step', to: token },
        state: {
          prompts: [
            { kind: 'TradeTokens', seat },
            { kind: 'PlaceDamage', seat, remaining: 1, ice: true },
          ],
        },
      },
      { seat, command: { type: 'TradeTokens', reward: 'fame' }, rejects: 'NoSuchDecision' },
      { seat, command: { type: 'PlaceDamage', at: [0, 0] } },
      { seat, command: { type: 'TradeTokens', reward: 'fame' }, state: { prompts: [] } },
    ],
  });

  scenario('a pair is still traded when the newer token’s Ice destroys the ship', {
    ruleset: xia,
    rules: ['XE-EXPL-09', 'GAP-XE-16', 'XE-EXPL-05'],
    start: {
      state: withMat(
        nextTo('e-frost-4', 1, {
          hold: { outfits: [], cargo: [], damage: xia.content.holdCells('mule').slice(1) },
        }),
        seat,
        ['e-cache-5'],
      ),
    },
    steps: [
      {
        seat,
        command: { type: 'Step', to: token },
        events: [
          { type: 'DamageTaken', ice: true },
          { type: 'ShipDestroyed', seat },
          { type: 'TurnStarted', seat: 0 },
        ],
        state: { prompts: [{ kind: 'TradeTokens', seat }] },
      },
      { seat: 0, command: { type: 'EndActions' }, rejects: 'NotYourTurn' },
      {
        seat,
        command: { type: 'TradeTokens', reward: 'credits' },
        verify: (s) => {
          expect(me(s).explorationTokens).toEqual([]);
          expect(s.prompts).toEqual([]);
          sound(s);
        },
      },
    ],
  });

  scenario(
    'a pair waiting under a shield decision is offered again when the Ice gets through and destroys the ship',
    {
      ruleset: xia,
      rules: ['XE-EXPL-09', 'GAP-XE-16'],
      start: {
        state: withMat(
          nextTo('e-frost-5', 1, {
            hold: {
              outfits: [{ uid: 91, kind: 'guard', at: [0, 0], turns: 0 }],
              cargo: [],
              damage: xia.content.holdCells('mule').slice(1), // all but the shield's use space
            },
          }),
          seat,
          ['e-cache-5'],
        ),
      },
      arrange: (s) => ({
        ...s,
        supply: {
          ...s.supply,
          outfits: { ...s.supply.outfits, guard: (s.supply.outfits.guard ?? 1) - 1 },
        },
      }),
      steps: [
        {
          seat,
          command: { type: 'Step', to: token },
          state: {
            prompts: [
              { kind: 'TradeTokens', seat },
              { kind: 'ShieldHazard', seat, hazard: 'ice', amount: 1 },
            ],
          },
        },
        {
          seat,
          command: { type: 'ShieldHazard', use: [] },
          events: [
            { type: 'ShipDestroyed', seat },
            { type: 'TurnStarted', seat: 0 },
          ],
          state: { prompts: [{ kind: 'TradeTokens', seat }] },
        },
        {
          seat,
          command: { type: 'TradeTokens', reward: 'fame' },
          verify: (s) => {
            expect(me(s).explorationTokens).toEqual([]);
            expect(me(s).fame).toBe(1);
            sound(s);
          },
        },
      ],
    },
  );

  it('XE-EXPL-09: Titles still count the tokens traded in as collected', () => {
    const captain = me(withMat(baseB, seat, ['e-cache-1']));
    const objective = { kind: 'explorationTokens', count: 3 } as const;
    expect(objectiveMet(xia.content, captain, objective)).toBe(false);
    expect(objectiveMet(xia.content, captain, objective, 2)).toBe(true);
  });

  it('XE-EXPL-09: the report tells the trade and the tokens by name', () => {
    const names = namerFor(xia.content, baseB);
    expect(
      sentence(
        { type: 'TokensTraded', seat, tokens: ['e-cache-1', 'e-frost-1'], reward: 'credits' },
        names,
      ),
    ).toBe('Captain 3 (Mule) trades in 2 exploration tokens for 2,000 credits.');
    expect(sentence({ type: 'TokenCollected', seat, at: token, token: 'e-frost-1' }, names)).toBe(
      'Captain 3 (Mule) collects an exploration token: Frost pocket.',
    );
  });
});
