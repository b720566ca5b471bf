/**
 * Element G, the rule streamlines (XE-RULE-01..07, XE-QR-01): each rule with the element on,
 * against the same state with it off where the base rule differs.
 */

import { die, scripted } from '@drift/engine';
import { type Hex, localToBoard } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { corePack } from '../src/content/index.ts';
import type { ContentPack, CubeColour, MissionDef } from '../src/content/schema.ts';
import { shipAbility } from '../src/elements/g-streamlines/abilities.ts';
import { SIZE_PRICES } from '../src/elements/g-streamlines/prices.ts';
import type { ActiveMission, Captain, CargoCube, XiaState } from '../src/model/state.ts';
import { createXia } from '../src/ruleset.ts';
import { bare, duel, H, ZAP } from './fixtures/combat.ts';
import { actingAt, hexOf as hexAt, ready, started, withCaptain, xia } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

/** Mission cards for element G: an Assassin job and plain research jobs to draw. */
const research = (id: string): MissionDef => ({
  id,
  name: id,
  text: 'Research at P1.',
  type: 'research',
  at: 1,
  deliver: 1,
  results: [{ atLeast: 10, payment: 3000 }],
});
const gPack: ContentPack = {
  ...testPack,
  info: { ...testPack.info, id: 'test-streamlines' },
  // The Titan's re-balanced card for element G (XE-RULE-07).
  ships: testPack.ships.map((ship) =>
    ship.id === 'titan' ? { ...ship, streamlinedAbility: 'steady' } : ship,
  ),
  abilities: [
    ...testPack.abilities,
    {
      id: 'steady',
      name: 'Steady',
      energy: 1,
      text: 'Roll d20; 5+: your next attack gets +4.',
      effect: { kind: 'targeting', atLeast: 5, bonus: 4 },
    },
  ],
  // A second Mission Point, 2, on Beta's centre.
  sectors: testPack.sectors.map((sector) =>
    sector.id === 'beta'
      ? { ...sector, spaces: [...sector.spaces, { at: [0, 0], missionPoint: 2 }] }
      : sector,
  ),
  missions: [
    {
      id: 'hit',
      name: 'Hit',
      text: 'Next captain.',
      type: 'assassin',
      target: { seatOffset: 1 },
      deliver: 1,
      payByTier: [2000, 4000, 6000],
      crime: { complete: 2000, fail: 1000 },
    },
    ...['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'].map(research),
  ],
};
const gx = createXia(gPack);

function mission(card: string, change: Partial<ActiveMission> = {}): ActiveMission {
  return { card, revealed: false, stage: 'objective', payment: 0, target: null, ...change };
}

/** The same match with element G switched on. */
function withG(s: XiaState): XiaState {
  return { ...s, options: { ...s.options, elements: ['G'] } };
}

const base = started();
const g = withG(base);

function hexOf(s: XiaState, sector: string, q: number, r: number): Hex {
  const placed = s.board.sectors.find((p) => p.id === sector);
  if (!placed) throw new Error(`sector ${sector} not placed`);
  return localToBoard({ q, r }, placed);
}

function cargo(...items: [CubeColour, number, number][]): CargoCube[] {
  return items.map(([colour, x, y]) => ({ kind: 'cube', colour, at: [x, y] }));
}

/** Seat 0 in its Action Phase flying a Skiff (3×3 hold) at `at`, with these cubes. */
function trader(s: XiaState, at: Hex, cubes: CargoCube[], change: Partial<Captain> = {}): XiaState {
  return actingAt(
    withCaptain(s, 0, {
      ship: 'skiff',
      energy: 6,
      hold: { outfits: [], cargo: cubes, damage: [] },
      ...change,
    }),
    0,
    at,
  );
}

const alpha = hexOf(base, 'alpha', 0, 0); // lawful planet: captains buy spice, sell holo

describe('XE-RULE-04 trade Fame', () => {
  scenario('selling every cube this place buys, at least 2, earns Fame though others stay', {
    ruleset: xia,
    rules: ['XE-RULE-04'],
    start: { state: g },
    arrange: (s) => trader(s, alpha, cargo(['holo', 0, 0], ['holo', 1, 0], ['spice', 2, 0])),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 2 } },
        events: [
          { type: 'CubesSold', cubes: { holo: 2 }, credits: 2000 },
          { type: 'FameGained', seat: 0, amount: 1, source: 'trade', fame: 1 },
        ],
        state: { captains: [{ fame: 1, hold: { cargo: cargo(['spice', 2, 0]) } }, {}, {}] },
      },
    ],
  });

  scenario('with the element off the same sale earns nothing: the spice is still aboard', {
    ruleset: xia,
    rules: ['XB-FAME-05', 'XE-RULE-04'],
    start: { state: base },
    arrange: (s) => trader(s, alpha, cargo(['holo', 0, 0], ['holo', 1, 0], ['spice', 2, 0])),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 2 } },
        state: { captains: [{ fame: 0, credits: 5000 }, {}, {}] },
      },
    ],
  });

  scenario('keeping back a cube this place buys earns no Fame', {
    ruleset: xia,
    rules: ['XE-RULE-04'],
    start: { state: g },
    arrange: (s) => trader(s, alpha, cargo(['holo', 0, 0], ['holo', 1, 0], ['holo', 2, 0])),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 2 } },
        state: { captains: [{ fame: 0, credits: 5000 }, {}, {}] },
      },
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 1 } },
        // Every holo gone now, but this sale was a single cube.
        state: { captains: [{ fame: 0, credits: 6000, hold: { cargo: [] } }, {}, {}] },
      },
    ],
  });

  scenario('a single cube, even the only one this place buys, earns no Fame', {
    ruleset: xia,
    rules: ['XE-RULE-04'],
    start: { state: g },
    arrange: (s) => trader(s, alpha, cargo(['holo', 0, 0], ['spice', 1, 0])),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 1 } },
        state: { captains: [{ fame: 0, credits: 4000 }, {}, {}] },
      },
    ],
  });
});

describe('XE-RULE-05 Assassin jobs', () => {
  // Seat 1 flies into Gamma's star; seat 0 holds an Assassin job on seat 1.
  const gammaCentre = hexAt(base, 2, 0, 0);
  const star = hexAt(base, 2, -1, 0);
  const hunted = (s: XiaState) =>
    ready(
      withCaptain(s, 0, { missions: { active: [mission('hit', { target: 1 })], completed: [] } }),
      1,
      gammaCentre,
      1,
    );

  scenario('the target lost to a star completes the job, paid by its tier', {
    ruleset: gx,
    rules: ['XE-RULE-05', 'XB-MTYP-06'],
    start: { state: hunted(g) },
    steps: [
      {
        seat: 1,
        command: { type: 'Step', to: star },
        events: [
          { type: 'ShipDestroyed', seat: 1, cause: 'star' },
          { type: 'MissionRevealed', seat: 0, card: 'hit', payment: 2000 },
          { type: 'TurnEnded', seat: 1 },
        ],
        state: {
          captains: [
            {
              missions: {
                active: [
                  mission('hit', { target: 1, revealed: true, stage: 'deliver', payment: 2000 }),
                ],
              },
            },
            {},
            {},
          ],
        },
      },
    ],
  });

  it('XE-RULE-05 XB-MTYP-06: the holder’s own kill in combat completes the job once', () => {
    // Seat 2's gunboat fires on seat 1's Skiff, one damage from destruction.
    const eight: [number, number][] = [];
    for (let i = 0; i < 8; i++) eight.push([i % 3, Math.floor(i / 3)]);
    const fight = withG(
      duel(
        H.southOfBeta,
        H.betaCentre,
        { missions: { active: [mission('hit', { target: 1 })], completed: [] } },
        { ship: 'skiff', hold: { ...bare, damage: eight } }, // 9 cells, 8 damaged
      ),
    );
    const applied = gx.apply({ ...fight, random: scripted([die(6, 1)]) }, 2, {
      type: 'Attack',
      target: { seat: 1 },
      use: [{ outfit: ZAP, space: 0 }],
    });
    if (!applied.ok) throw new Error(applied.error.message);
    const { events, state } = applied.value;
    expect(events.filter((e) => e.type === 'ShipDestroyed')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'MissionRevealed')).toEqual([
      { type: 'MissionRevealed', seat: 2, card: 'hit', payment: 2000 },
    ]);
    expect(state.captains[2]?.missions.active).toEqual([
      mission('hit', { target: 1, revealed: true, stage: 'deliver', payment: 2000 }),
    ]);
  });

  scenario('with the element off the job stays undone', {
    ruleset: gx,
    rules: ['XB-MTYP-06', 'XE-RULE-05'],
    start: { state: hunted(base) },
    steps: [
      {
        seat: 1,
        command: { type: 'Step', to: star },
        events: [{ type: 'ShipDestroyed', seat: 1, cause: 'star' }],
        state: { captains: [{ missions: { active: [mission('hit', { target: 1 })] } }, {}, {}] },
      },
    ],
  });

  scenario('another ship lost leaves the job undone', {
    ruleset: gx,
    rules: ['XE-RULE-05'],
    start: {
      state: ready(
        withCaptain(g, 0, { missions: { active: [mission('hit', { target: 2 })], completed: [] } }),
        1,
        gammaCentre,
        1,
      ),
    },
    steps: [
      {
        seat: 1,
        command: { type: 'Step', to: star },
        state: { captains: [{ missions: { active: [mission('hit', { target: 2 })] } }, {}, {}] },
      },
    ],
  });
});

describe('XE-RULE-06 respawning', () => {
  const seat = 2;
  const gammaCentre = hexAt(base, 2, 0, 0);
  const star = hexAt(base, 2, -1, 0);
  const spawn3 = hexAt(base, 2, 0, 2);

  scenario('a Tier 2 ship lost costs no turn: it respawns on the next one carrying 2 damage', {
    ruleset: xia,
    rules: ['XE-RULE-06', 'XB-RESP-01'],
    start: { state: ready(withCaptain(g, seat, { ship: 'hauler' }), seat, gammaCentre, 1) },
    dice: [die(20, 3)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: star },
        events: [
          { type: 'ShipDestroyed', seat, cause: 'star' },
          { type: 'TurnStarted', seat: 0 },
        ],
        state: { captains: [{}, {}, { skipsNextTurn: false, awaitingRespawn: true }] },
      },
      { seat: 0, command: { type: 'EndActions' } },
      { seat: 0, command: { type: 'ArmMarkers', count: 0 } },
      { seat: 1, command: { type: 'EndActions' } },
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnStarted', seat },
          { type: 'DieRolled', seat, die: 20, face: 3, purpose: 'respawn' },
          { type: 'Respawned', seat, spawn: 3 },
          { type: 'DamageTaken', seat, amount: 2, unblockable: true },
          { type: 'PhaseStarted', seat, phase: 'Action' },
        ],
        state: {
          turn: { seat, phase: 'Action' },
          prompts: [{ kind: 'PlaceDamage', seat, remaining: 2 }],
          captains: [{}, {}, { at: spawn3 }],
        },
      },
      { seat, command: { type: 'EndActions' }, rejects: 'PromptPending' },
      { seat, command: { type: 'PlaceDamage', at: [0, 0] } },
      {
        seat,
        command: { type: 'PlaceDamage', at: [3, 2] },
        state: {
          prompts: [],
          captains: [
            {},
            {},
            {
              hold: {
                damage: [
                  [0, 0],
                  [3, 2],
                ],
              },
            },
          ],
        },
      },
    ],
  });

  const dead = (ship: string, s: XiaState = g): XiaState => {
    const d = withCaptain(s, seat, { ship, at: null, awaitingRespawn: true });
    return { ...d, turn: { ...d.turn, seat: 1, phase: 'Status' } };
  };
  const respawning = (ship: string, damage: number) =>
    scenario(`a Tier ${damage} ship respawns with ${damage} unblockable damage`, {
      ruleset: xia,
      rules: ['XE-RULE-06'],
      start: { state: dead(ship) },
      dice: [die(20, 3)],
      steps: [
        {
          seat: 1,
          command: { type: 'ArmMarkers', count: 0 },
          events: [
            { type: 'Respawned', seat },
            { type: 'DamageTaken', seat, amount: damage, unblockable: true },
          ],
          state: { prompts: [{ kind: 'PlaceDamage', seat, remaining: damage }] },
        },
      ],
    });
  respawning('mule', 1);
  respawning('hauler', 2);
  respawning('titan', 3);

  scenario('a respawn of 20 lets the captain choose first; the damage follows the choice', {
    ruleset: xia,
    rules: ['XE-RULE-06', 'XB-RESP-03'],
    // Captain 2 off Spawn Point 2, so two are free to choose from.
    start: { state: dead('titan', withCaptain(g, 1, { at: hexAt(base, 1, 1, 1) })) },
    dice: [die(20, 20)],
    steps: [
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        state: { prompts: [{ kind: 'ChooseSpawn', seat, reason: 'respawn' }] },
      },
      {
        seat,
        command: { type: 'ChooseSpawn', spawn: 3 },
        events: [
          { type: 'Respawned', seat, spawn: 3 },
          { type: 'DamageTaken', seat, amount: 3, unblockable: true },
        ],
        state: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 3 }] },
      },
    ],
  });

  scenario('with the element off a respawn carries no damage', {
    ruleset: xia,
    rules: ['XB-RESP-01', 'XE-RULE-06'],
    start: { state: dead('mule', base) },
    dice: [die(20, 3)],
    steps: [
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [{ type: 'Respawned', seat }],
        state: { prompts: [], captains: [{}, {}, { hold: { damage: [] } }] },
      },
    ],
  });
});

describe('XE-QR-01 outfit prices by size', () => {
  const planet = hexOf(base, 'alpha', 0, 0);
  /** Seat 0's Business Phase on Alpha Prime, flying a Skiff with these outfits. */
  const shop = (s: XiaState, outfits: Captain['hold']['outfits'] = []): XiaState => {
    const at = trader(s, planet, [], { hold: { outfits, cargo: [], damage: [] } });
    return { ...at, turn: { ...at.turn, phase: 'Business' } };
  };

  scenario('Small, Medium and Large outfits buy for 1,000, 2,000 and 3,000', {
    ruleset: xia,
    rules: ['XE-QR-01', 'GAP-XE-15'],
    start: { state: withCaptain(shop(g), 0, { credits: 6000, ship: 'titan' }) }, // a 4×4 hold
    steps: [
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'kick', at: [0, 0], turns: 0 },
        events: [{ type: 'CreditsChanged', seat: 0, amount: -1000, credits: 5000 }],
      },
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'surge', at: [0, 1], turns: 0 },
        events: [{ type: 'CreditsChanged', seat: 0, amount: -2000, credits: 3000 }],
      },
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'bulwark', at: [2, 2], turns: 0 },
        events: [{ type: 'CreditsChanged', seat: 0, amount: -3000, credits: 0 }],
      },
    ],
  });

  scenario('Small, Medium and Large outfits sell for 1,000, 1,000 and 2,000', {
    ruleset: xia,
    rules: ['XE-QR-01', 'GAP-XE-15'],
    start: {
      state: shop(g, [
        { uid: 1, kind: 'kick', at: [0, 0], turns: 0 },
        { uid: 2, kind: 'surge', at: [0, 1], turns: 0 },
        { uid: 3, kind: 'bulwark', at: [2, 0], turns: 1 },
      ]),
    },
    steps: [
      {
        seat: 0,
        command: { type: 'SellOutfit', outfit: 1 },
        events: [{ type: 'CreditsChanged', seat: 0, amount: 1000, credits: 4000 }],
      },
      {
        seat: 0,
        command: { type: 'SellOutfit', outfit: 2 },
        events: [{ type: 'CreditsChanged', seat: 0, amount: 1000, credits: 5000 }],
      },
      {
        seat: 0,
        command: { type: 'SellOutfit', outfit: 3 },
        events: [{ type: 'CreditsChanged', seat: 0, amount: 2000, credits: 7000 }],
      },
    ],
  });

  it('XE-QR-01 GAP-XE-15: the core pack already prices every outfit by its size', () => {
    for (const o of corePack().outfits)
      expect([o.price, o.sellPrice], o.id).toEqual(SIZE_PRICES[o.tier]);
  });

  it('XE-QR-01: a match with element G refuses a pack that prices outfits otherwise; without G it plays', () => {
    const dear: ContentPack = {
      ...testPack,
      info: { ...testPack.info, id: 'test-dear' },
      outfits: testPack.outfits.map((o) =>
        o.id === 'surge' ? { ...o, price: 2500, sellPrice: 2000 } : o,
      ),
    };
    const dx = createXia(dear);
    const options = { seats: 3, preset: 'firstGame' as const };
    expect(dx.setup(options, 'x').ok).toBe(true);
    expect(gx.setup({ ...options, elements: ['G'] }, 'x').ok).toBe(true);
    const refused = dx.setup({ ...options, elements: ['G'] }, 'x');
    expect(refused.ok ? null : refused.error).toEqual({
      code: 'BadOptions',
      message:
        'Element G prices outfits by size: Surge Engine is Medium (Tier 2), so it buys for 2,000 and sells for 1,000, but this pack asks 2,500 and pays 2,000.',
    });
  });
});

describe('XE-RULE-02 discarding active missions', () => {
  const holding = (s: XiaState, seat: number, active: ActiveMission[]) =>
    withCaptain(s, seat, { missions: { active, completed: [] } });
  const open = hexOf(base, 'alpha', 1, -1);

  scenario('an active mission is discarded in any phase of one’s own turn, face down and unseen', {
    ruleset: gx,
    rules: ['XE-RULE-02'],
    start: {
      state: trader(
        holding(g, 0, [
          mission('r1'),
          mission('r2', { revealed: true, stage: 'deliver', payment: 3000 }),
        ]),
        open,
        [],
      ),
    },
    steps: [
      {
        seat: 0,
        command: { type: 'DiscardMission', card: 'r1' },
        events: [{ type: 'MissionDiscarded', seat: 0, revealed: false, card: 'r1' }],
        verify: (s) => {
          expect(s.captains[0]?.missions.active.map((m) => m.card)).toEqual(['r2']);
          expect(s.decks.missionDiscard.at(-1)).toBe('r1');
          // Others learn that a card went, not which.
          const seen = xia.visibleEvent(
            { type: 'MissionDiscarded', seat: 0, revealed: false, card: 'r1' },
            { seat: 1 },
          );
          expect(seen).toEqual({ type: 'MissionDiscarded', seat: 0, revealed: false, card: null });
        },
      },
      { seat: 0, command: { type: 'DiscardMission', card: 'r1' }, rejects: 'NoSuchMission' },
      { seat: 0, command: { type: 'EndActions' } },
      {
        seat: 0,
        command: { type: 'DiscardMission', card: 'r2' },
        events: [{ type: 'MissionDiscarded', seat: 0, revealed: true, card: 'r2' }],
        state: { turn: { phase: 'Status' }, captains: [{ missions: { active: [] } }, {}, {}] },
      },
    ],
  });

  scenario('a captain waits for their turn, or a decision of theirs, to discard', {
    ruleset: gx,
    rules: ['XE-RULE-02'],
    start: {
      state: {
        ...trader(holding(g, 1, [mission('r1')]), open, []),
        prompts: [],
      },
    },
    steps: [{ seat: 1, command: { type: 'DiscardMission', card: 'r1' }, rejects: 'NotYourTurn' }],
  });

  scenario('answering a decision of their own in another’s turn, a captain may discard', {
    ruleset: gx,
    rules: ['XE-RULE-02'],
    start: {
      state: {
        ...trader(holding(g, 1, [mission('r1')]), open, []),
        prompts: [{ kind: 'PlaceDamage', seat: 1, remaining: 1 }],
      },
    },
    steps: [
      {
        seat: 1,
        command: { type: 'DiscardMission', card: 'r1' },
        state: {
          prompts: [{ kind: 'PlaceDamage', seat: 1 }],
          captains: [{}, { missions: { active: [] } }, {}],
        },
      },
    ],
  });

  scenario('the mission a re-roll decision is about is settled first', {
    ruleset: gx,
    rules: ['XE-RULE-02', 'XB-MISS-04'],
    start: {
      state: {
        ...trader(
          withCaptain(g, 0, {
            missions: {
              active: [mission('r1', { revealed: true }), mission('r2')],
              completed: ['r3'],
            },
          }),
          open,
          [],
        ),
        prompts: [{ kind: 'UseExperience', seat: 0, mission: 'r1', options: ['r3'] }],
      },
    },
    steps: [
      { seat: 0, command: { type: 'DiscardMission', card: 'r1' }, rejects: 'MissionInUse' },
      { seat: 0, command: { type: 'DiscardMission', card: 'r2' } },
    ],
  });

  scenario('with the element off nothing may be discarded', {
    ruleset: gx,
    rules: ['XE-RULE-02', 'XB-MISS-01'],
    start: { state: trader(holding(base, 0, [mission('r1')]), open, []) },
    steps: [{ seat: 0, command: { type: 'DiscardMission', card: 'r1' }, rejects: 'NotInPlay' }],
  });
});

describe('XE-RULE-01 XE-RULE-03 drawing missions face down', () => {
  const mp1 = hexOf(base, 'alpha', 0, 0);
  const mp2 = hexOf(base, 'beta', 0, 0);
  const DECK = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'hit'];
  const withDeck = (s: XiaState): XiaState => ({
    ...s,
    decks: { ...s.decks, missions: DECK, missionDiscard: [] },
  });
  /** Seat 0 at `at` with 2 movement in hand, G on, the deck in a known order. */
  const drawer = (at: Hex, change: Partial<Captain> = {}) =>
    withDeck(ready(g, 0, at, 2, { ship: 'skiff', ...change }));
  const seen = (s: XiaState, seat: number) => JSON.stringify(gx.view(s, { seat }));

  scenario('three cards go face down, unseen even by the drawer; once per Mission Point a turn', {
    ruleset: gx,
    rules: ['XE-RULE-01'],
    start: { state: drawer(mp1) },
    steps: [
      {
        seat: 0,
        command: { type: 'DrawMissions' },
        events: [{ type: 'MissionsDrawn', seat: 0, count: 3, cards: null }],
        state: {
          prompts: [],
          turn: { movement: 2 }, // a Minor action: the move goes on
          captains: [
            { missions: { active: [], unsorted: { cards: ['r1', 'r2', 'r3'], points: [1] } } },
            {},
            {},
          ],
        },
        verify: (s) => {
          for (const seat of [0, 1, 2])
            for (const card of ['r1', 'r2', 'r3']) expect(seen(s, seat)).not.toContain(`"${card}"`);
          expect(gx.view(s, { seat: 0 }).captains[0]?.missions.unsorted).toEqual({
            cards: 3,
            points: [1],
          });
        },
      },
      { seat: 0, command: { type: 'DrawMissions' }, rejects: 'AlreadyDrawnHere' },
    ],
  });

  scenario('after the turn ends the drawer sorts every card drawn, before the next turn goes on', {
    ruleset: gx,
    rules: ['XE-RULE-01'],
    start: {
      state: drawer(mp2, {
        missions: {
          active: [],
          completed: [],
          unsorted: { cards: ['r7', 'hit', 'r6'], points: [1] },
        },
      }),
    },
    steps: [
      {
        seat: 0,
        command: { type: 'DrawMissions' },
        state: {
          captains: [
            {
              missions: {
                unsorted: { cards: ['r7', 'hit', 'r6', 'r1', 'r2', 'r3'], points: [1, 2] },
              },
            },
            {},
            {},
          ],
        },
      },
      { seat: 0, command: { type: 'EndActions' } },
      {
        seat: 0,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnEnded', seat: 0 },
          { type: 'TurnStarted', seat: 1 },
        ],
        state: {
          turn: { seat: 1, phase: 'Action' },
          prompts: [{ kind: 'KeepMission', seat: 0, cards: ['r7', 'hit', 'r6', 'r1', 'r2', 'r3'] }],
        },
        verify: (s) => {
          expect(s.captains[0]?.missions.unsorted).toBeUndefined();
          expect(seen(s, 0)).toContain('"r7"'); // sorting is looking
          expect(seen(s, 1)).not.toContain('"r7"');
        },
      },
      { seat: 1, command: { type: 'EndActions' }, rejects: 'NotYourTurn' },
      {
        seat: 0,
        command: { type: 'KeepMission', card: 'hit' },
        events: [{ type: 'MissionKept', seat: 0, kept: true, card: 'hit' }],
        state: {
          prompts: [],
          captains: [{ missions: { active: [mission('hit', { target: 1 })] } }, {}, {}],
          decks: { missionDiscard: ['r7', 'r6', 'r1', 'r2', 'r3'] },
        },
      },
      { seat: 1, command: { type: 'EndActions' } },
    ],
  });

  scenario('drawing needs a free slot: discard a mission to draw', {
    ruleset: gx,
    rules: ['XE-RULE-01', 'XE-RULE-02'],
    start: {
      state: drawer(mp1, { missions: { active: [mission('hit', { target: 1 })], completed: [] } }),
    },
    steps: [
      { seat: 0, command: { type: 'DrawMissions' }, rejects: 'NoFreeSlot' },
      { seat: 0, command: { type: 'DiscardMission', card: 'hit' } },
      { seat: 0, command: { type: 'DrawMissions' }, events: [{ type: 'MissionsDrawn', count: 3 }] },
    ],
  });

  scenario('a card is kept only into a free slot; an active mission may be discarded first', {
    ruleset: gx,
    rules: ['XE-RULE-01', 'XE-RULE-02'],
    start: {
      state: {
        ...drawer(mp1, { missions: { active: [mission('r7')], completed: [] } }),
        prompts: [{ kind: 'KeepMission', seat: 0, cards: ['r1', 'r2'] }],
      },
    },
    steps: [
      { seat: 0, command: { type: 'KeepMission', card: 'r1' }, rejects: 'NoFreeSlot' },
      { seat: 0, command: { type: 'DiscardMission', card: 'r7' } },
      {
        seat: 0,
        command: { type: 'KeepMission', card: 'r1' },
        state: { captains: [{ missions: { active: [mission('r1')] } }, {}, {}] },
      },
    ],
  });

  const star = hexAt(base, 2, -1, 0);
  const gammaCentre = hexAt(base, 2, 0, 0);
  scenario('a ship destroyed with cards unsorted discards them unseen', {
    ruleset: gx,
    rules: ['XE-RULE-03', 'XB-DEATH-02'],
    start: {
      state: withDeck(
        ready(g, 0, gammaCentre, 1, {
          missions: { active: [], completed: [], unsorted: { cards: ['r1', 'r2'], points: [1] } },
        }),
      ),
    },
    steps: [
      {
        seat: 0,
        command: { type: 'Step', to: star },
        events: [
          { type: 'ShipDestroyed', seat: 0 },
          { type: 'MissionDiscarded', seat: 0, revealed: false, card: null },
          { type: 'MissionDiscarded', seat: 0, revealed: false, card: null },
          { type: 'TurnEnded', seat: 0 },
          { type: 'TurnStarted', seat: 1 },
        ],
        state: { prompts: [], decks: { missionDiscard: ['r1', 'r2'] } },
        verify: (s) => expect(s.captains[0]?.missions.unsorted).toBeUndefined(),
      },
    ],
  });

  scenario('with the element off a draw still shows the drawer its 3 cards at once', {
    ruleset: gx,
    rules: ['XB-MISS-01', 'XE-RULE-01'],
    start: { state: withDeck(ready(base, 0, mp1, 0)) },
    steps: [
      {
        seat: 0,
        command: { type: 'DrawMissions' },
        events: [{ type: 'MissionsDrawn', seat: 0, count: 3, cards: ['r1', 'r2', 'r3'] }],
        state: { prompts: [{ kind: 'KeepMission', seat: 0, cards: ['r1', 'r2', 'r3'] }] },
      },
    ],
  });
});

describe('XE-RULE-07 re-balanced Tier 3 cards', () => {
  const planet = hexOf(base, 'alpha', 0, 0);
  /** Seat 0's Business Phase on Alpha Prime, flying a Hauler (Tier 2) with credits to spare. */
  const upgrading = (s: XiaState): XiaState => {
    const at = actingAt(
      withCaptain(s, 0, {
        ship: 'hauler',
        credits: 20000,
        energy: 8,
        abilities: [{ id: 'sneak', exhausted: false }],
        hold: { outfits: [], cargo: [], damage: [] },
      }),
      0,
      planet,
    );
    return { ...at, turn: { ...at.turn, phase: 'Business' } };
  };

  scenario('with element G a Tier 3 ship comes with its re-balanced card, in place of its own', {
    ruleset: gx,
    rules: ['XE-RULE-07', 'XB-SHIP-04'],
    start: { state: upgrading(g) },
    steps: [
      {
        seat: 0,
        command: { type: 'BuyShip', ship: 'titan' },
        state: {
          captains: [
            {
              ship: 'titan',
              abilities: [
                { id: 'sneak', exhausted: false },
                { id: 'steady', exhausted: false },
              ],
            },
            {},
            {},
          ],
        },
      },
    ],
  });

  scenario('the re-balanced card is used like any other', {
    ruleset: gx,
    rules: ['XE-RULE-07'],
    start: {
      state: ready(g, 0, planet, 0, {
        ship: 'titan',
        energy: 5,
        abilities: [{ id: 'steady', exhausted: false }],
      }),
    },
    dice: [die(20, 5)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'steady' },
        events: [{ type: 'DieRolled', seat: 0, die: 20, face: 5 }],
        state: {
          turn: { boosts: { attackBonus: 4 } },
          captains: [{ energy: 4, abilities: [{ id: 'steady', exhausted: true }] }, {}, {}],
        },
      },
    ],
  });

  scenario('with the element off the ship keeps its own card', {
    ruleset: gx,
    rules: ['XB-SHIP-04', 'XE-RULE-07'],
    start: { state: upgrading(base) },
    steps: [
      {
        seat: 0,
        command: { type: 'BuyShip', ship: 'titan' },
        state: {
          captains: [
            {
              abilities: [
                { id: 'sneak', exhausted: false },
                { id: 'luck', exhausted: false },
              ],
            },
            {},
            {},
          ],
        },
      },
    ],
  });

  it('XE-RULE-07: with G the core pack’s Long Haul, Manchester and Nightshade carry the new cards', () => {
    const core = createXia(corePack());
    const cards = (ship: string, on: boolean) =>
      shipAbility({ options: on ? { ...g.options } : base.options }, core.content, ship);
    expect(['long-haul', 'manchester', 'nightshade'].map((s) => cards(s, true))).toEqual([
      'bulk-contract',
      'fire-solution',
      'shadow-step',
    ]);
    expect(['long-haul', 'manchester', 'nightshade'].map((s) => cards(s, false))).toEqual([
      'bulk-broker',
      'fire-control',
      'shadow-fold',
    ]);
    expect(cards('sovereign', true)).toBe('iron-wall');
  });
});
