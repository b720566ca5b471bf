/**
 * Each Event card of content/embers/events.json, drawn or in play, with forced dice: what it
 * does while in play or once, its per-round effect, and how it leaves (XE-EVENT-02..05, XE-QR-02).
 */
import { die } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { MissionDef } from '../src/content/schema.ts';
import { embersEvents } from '../src/elements/a-events/content.ts';
import type { EventsState } from '../src/elements/a-events/state.ts';
import type { CargoCube, Hold, NpcState, XiaState } from '../src/model/state.ts';
import { createXia } from '../src/ruleset.ts';
import { bare, cx, duel, H } from './fixtures/combat.ts';
import { withEvents } from './fixtures/events.ts';
import { hexOf, ready, started, withCaptain, xia } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

const base = started(); // seat 2 plays first; seat 1 closes each round
const shipAt = (s: XiaState, seat: number): Hex => {
  const h = s.captains[seat]?.at;
  if (!h) throw new Error('no ship');
  return h;
};
const inPlay = (...ids: string[]): Partial<EventsState> => ({
  inPlay: ids.map((id) => ({ id, drawnBy: 0, rounds: 0 })),
});
/** Seat 2 reaches the first Event space with `card` on top of the deck. */
const drawing = (card: string, s: XiaState = base, seat = 2): XiaState =>
  ready(withEvents(s, { deck: [card] }), seat, shipAt(s, seat), 0, { fame: 2 });
/** Seat 1, closing the round, in its Action Phase with `card` in play. */
const closing = (card: string, s: XiaState = base): XiaState =>
  ready(withEvents(s, inPlay(card)), 1, shipAt(s, 1));
const END_ROUND = [
  { seat: 1, command: { type: 'EndActions' as const } },
  { seat: 1, command: { type: 'ArmMarkers' as const, count: 0 } },
];
const npc = (id: string, bounty: number): NpcState => ({
  id,
  at: null,
  damage: 0,
  bounty,
  credits: 0,
  holder: null,
  awaitingRespawn: false,
  waypoint: 0,
});

it('every card of events.json has a scenario here', () => {
  const tested = new Set([
    're-tethered',
    'fesko-grand-prix',
    'change-of-heart',
    'beacon-hunt',
    'trade-boom',
    'market-glut',
    'ion-storm',
    'calm-lanes',
    'solar-tailwind',
    'dust-drag',
    'open-contracts',
    'arms-race',
    'guild-dividend',
    'wanted-posters',
    'solar-bloom',
    'crowd-favourite',
    'blackout',
    'relief-fund',
    'open-season',
    'gold-rush',
    'kiln-meltdown', // element E's station: its scenario is in worlds-kiln.test.ts (XE-KILN-10)
    'rikishi', // element E's giant comet: its scenarios are in events-rikishi.test.ts
  ]);
  expect(
    embersEvents()
      .events.map((e) => e.id)
      .filter((id) => !tested.has(id)),
  ).toEqual([]);
});

describe('cube prices', () => {
  const alpha = hexOf(base, 0, 0, 0); // Alpha Prime sells holo
  const holo = (n: number): CargoCube[] =>
    Array.from({ length: n }, (_, i) => ({ kind: 'cube', colour: 'holo', at: [i, 0] }));
  const selling = (card: string): XiaState =>
    ready(withEvents(base, inPlay(card)), 0, alpha, 0, {
      ship: 'skiff',
      hold: { outfits: [], cargo: holo(2), damage: [] },
    });
  for (const [card, each] of [
    ['trade-boom', 1500],
    ['market-glut', 500],
    ['gold-rush', 2000],
  ] as const)
    scenario(`${card}: every cube sold fetches ${each}`, {
      ruleset: xia,
      rules: ['XE-EVENT-03'],
      start: { state: selling(card) },
      steps: [
        {
          seat: 0,
          command: { type: 'SellCubes', cubes: { holo: 1 } },
          events: [{ type: 'CubesSold', credits: each }],
        },
      ],
    });
});

describe('hazards', () => {
  const centre = hexOf(base, 1, 0, 0);
  const asteroid = hexOf(base, 1, 1, 0);
  const flying = (card: string) =>
    ready(withEvents(base, inPlay(card)), 2, centre, 1, { ship: 'titan', energy: 10 });
  scenario('ion-storm: a hazard d20 of 12 counts as 10, a hit', {
    ruleset: xia,
    rules: ['XE-EVENT-03'],
    start: { state: flying('ion-storm') },
    dice: [die(20, 12)],
    steps: [
      {
        seat: 2,
        command: { type: 'Step', to: asteroid },
        events: [{ type: 'HazardResolved', face: 10, outcome: 'damage', amount: 10 }],
      },
    ],
  });
  scenario('calm-lanes: a hazard d20 of 9 counts as 11, safe', {
    ruleset: xia,
    rules: ['XE-EVENT-03'],
    start: { state: flying('calm-lanes') },
    dice: [die(20, 9)],
    steps: [
      {
        seat: 2,
        command: { type: 'Step', to: asteroid },
        events: [{ type: 'HazardResolved', face: 11, outcome: 'safe' }],
      },
    ],
  });
});

describe('engines', () => {
  const engineHold: Hold = {
    outfits: [{ uid: 90, kind: 'kick', at: [0, 0], turns: 0 }],
    cargo: [],
    damage: [],
  };
  const engine = { type: 'ActivateEngine' as const, use: { outfit: 90, space: 0 } };
  const moving = (card: string) =>
    ready(withEvents(base, inPlay(card)), 2, hexOf(base, 1, 0, 1), 0, { hold: engineHold });
  scenario('solar-tailwind: an engine roll of 4 gives 5 movement', {
    ruleset: xia,
    rules: ['XE-EVENT-03'],
    start: { state: moving('solar-tailwind') },
    dice: [die(6, 4)],
    steps: [{ seat: 2, command: engine, events: [{ type: 'MoveStarted', points: 5 }] }],
  });
  scenario('dust-drag: an engine roll of 1 gives 0 movement, never less', {
    ruleset: xia,
    rules: ['XE-EVENT-03'],
    start: { state: moving('dust-drag') },
    dice: [die(6, 1)],
    steps: [{ seat: 2, command: engine, events: [{ type: 'MoveStarted', points: 0 }] }],
  });
});

describe('missions and combat', () => {
  const survey: MissionDef = {
    id: 'survey',
    name: 'Survey',
    text: 'At P1; 8+: 2,000; 15+: 4,000.',
    type: 'research',
    at: 1,
    deliver: 1,
    results: [
      { atLeast: 8, payment: 2000 },
      { atLeast: 15, payment: 4000 },
    ],
  };
  const mx = createXia({
    ...testPack,
    info: { ...testPack.info, id: 'test-events-missions' },
    missions: [...testPack.missions, survey],
  });
  scenario('open-contracts: a research d20 of 13 counts as 15 and pays the top band', {
    ruleset: mx,
    rules: ['XE-EVENT-03'],
    start: {
      state: ready(withEvents(base, inPlay('open-contracts')), 2, hexOf(base, 0, 0, 0), 0, {
        missions: {
          active: [
            { card: 'survey', revealed: false, stage: 'objective', payment: 0, target: null },
          ],
          completed: [],
        },
      }),
    },
    dice: [die(20, 13)],
    steps: [
      {
        seat: 2,
        command: { type: 'WorkMission', card: 'survey' },
        events: [{ type: 'MissionRevealed', payment: 4000 }],
      },
    ],
  });

  scenario('arms-race: a captain’s attack of 3 counts as 4', {
    ruleset: cx,
    rules: ['XE-EVENT-03'],
    start: {
      state: withEvents(duel(H.southOfBeta, H.betaCentre, {}, { hold: bare }), inPlay('arms-race')),
    },
    dice: [die(6, 3)],
    steps: [
      {
        seat: 2,
        command: { type: 'Attack', target: { seat: 1 }, use: [{ outfit: 1, space: 0 }] },
        events: [{ type: 'AttackResolved', attack: 4 }],
      },
    ],
  });
});

describe('a gate re-tethered', () => {
  const five = started({ seats: 5, preset: 'firstGame' });
  const s = five.turn.seat;
  const zeta: XiaState = {
    ...five,
    board: {
      ...five.board,
      sectors: [...five.board.sectors, { id: 'zeta', slot: { q: 0, r: -1 }, rotation: 0 }],
    },
  };
  const delta = hexOf(zeta, 3, 0, 0);
  const broken = hexOf(zeta, 5, 0, 0);

  scenario('re-tethered: drawn, it marks the malfunctioning gate (XE-EVENT-05)', {
    ruleset: xia,
    rules: ['XE-EVENT-05', 'XE-EVENT-02'],
    start: { state: ready(withEvents(zeta, { deck: ['re-tethered'] }), s, delta, 0, { fame: 2 }) },
    steps: [
      {
        seat: s,
        command: { type: 'EndActions' },
        events: [
          { type: 'EventDrawn', event: 're-tethered' },
          { type: 'EventMarked', event: 're-tethered', at: broken },
        ],
      },
    ],
    expect: { events: { markers: { [hexKey(broken)]: 're-tethered' } } },
  });

  scenario('re-tethered: a jump into the malfunctioning gate lands there, no d20', {
    ruleset: xia,
    rules: ['XE-EVENT-03'],
    start: { state: ready(withEvents(zeta, inPlay('re-tethered')), s, delta, 1) },
    steps: [
      {
        seat: s,
        command: { type: 'GateJump', to: broken },
        events: [{ type: 'GateJumped', seat: s, to: broken }],
      },
    ],
    verify: (state) => expect(state.captains[s]?.at).toEqual(broken),
  });
});

scenario('re-tethered: when its rounds are up it leaves play and its marker is lifted', {
  ruleset: xia,
  rules: ['XE-EVENT-03', 'XE-EVENT-05'],
  start: {
    state: ready(
      withEvents(base, {
        inPlay: [{ id: 're-tethered', drawnBy: 0, rounds: 2 }],
        markers: { '1,1': 're-tethered' },
      }),
      1,
      shipAt(base, 1),
    ),
  },
  steps: [
    ...END_ROUND.slice(0, 1),
    {
      seat: 1,
      command: { type: 'ArmMarkers', count: 0 },
      events: [
        { type: 'EventTicked', event: 're-tethered', round: 3, of: 3 },
        { type: 'EventLeft', event: 're-tethered', reason: 'rounds' },
      ],
    },
  ],
  expect: { events: { inPlay: [], markers: {}, discard: ['re-tethered'] } },
});

describe('races', () => {
  scenario('fesko-grand-prix: drawn, its marker goes on the free Spawn Point closest to a d20', {
    ruleset: xia,
    rules: ['XE-EVENT-02', 'XE-EVENT-05', 'GAP-XB-04'],
    // Seat 0 leaves Spawn Point 1; the other two ships stand on Spawn Points 2 and 3.
    start: {
      state: drawing('fesko-grand-prix', withCaptain(base, 0, { at: hexOf(base, 1, 0, 1) })),
    },
    dice: [die(20, 3)],
    steps: [
      {
        seat: 2,
        command: { type: 'EndActions' },
        events: [
          { type: 'EventDrawn', event: 'fesko-grand-prix' },
          { type: 'DieRolled', seat: 2, die: 20, face: 3, purpose: 'Event beacon' },
          { type: 'EventMarked', event: 'fesko-grand-prix', at: shipAt(base, 0) },
        ],
        verify: (s) => {
          const keys = Object.keys(s.events?.markers ?? {});
          expect(keys).toHaveLength(1);
          const ships = s.captains.flatMap((c) => (c.at ? [hexKey(c.at)] : []));
          expect(ships).not.toContain(keys[0]);
          expect(s.events?.inPlay.map((e) => e.id)).toEqual(['fesko-grand-prix']);
        },
      },
    ],
  });

  scenario('with no free Spawn Point the race is off and the card leaves at once', {
    ruleset: xia,
    rules: ['XE-EVENT-03'],
    start: { state: drawing('fesko-grand-prix') }, // every placed Spawn Point holds a ship
    dice: [die(20, 3)],
    steps: [
      {
        seat: 2,
        command: { type: 'EndActions' },
        events: [{ type: 'EventLeft', event: 'fesko-grand-prix', reason: 'atOnce' }],
      },
    ],
    expect: { events: { inPlay: [], markers: {} } },
  });

  const finish = hexOf(base, 1, 0, 1);
  const racing = (card: string) =>
    ready(withEvents(base, { ...inPlay(card), markers: { [hexKey(finish)]: card } }), 0, finish);
  scenario(
    'fesko-grand-prix: the first captain on the marker in their Status Phase wins 1 Fame and 2,000',
    {
      ruleset: xia,
      rules: ['XE-EVENT-03', 'XE-QR-02'],
      start: { state: racing('fesko-grand-prix') },
      steps: [
        {
          seat: 0,
          command: { type: 'EndActions' },
          events: [
            { type: 'EventWon', seat: 0, event: 'fesko-grand-prix' },
            { type: 'CreditsChanged', seat: 0, amount: 2000 },
            { type: 'FameGained', seat: 0, amount: 1, source: 'event' },
            { type: 'EventLeft', event: 'fesko-grand-prix', reason: 'claimed' },
          ],
        },
      ],
      expect: { events: { inPlay: [], markers: {}, discard: ['fesko-grand-prix'] } },
    },
  );
  scenario('beacon-hunt: salvaging the beacon pays 3,000 and no Fame', {
    ruleset: xia,
    rules: ['XE-EVENT-03'],
    start: { state: racing('beacon-hunt') },
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: [
          { type: 'EventWon', event: 'beacon-hunt' },
          { type: 'CreditsChanged', seat: 0, amount: 3000 },
          { type: 'EventLeft', reason: 'claimed' },
        ],
        verify: (s) => expect(s.captains[0]?.fame).toBe(0),
      },
    ],
  });
  it('XE-EVENT-03: a ship beside the marker wins nothing', () => {
    const s = ready(
      withEvents(base, { ...inPlay('beacon-hunt'), markers: { [hexKey(finish)]: 'beacon-hunt' } }),
      0,
      hexOf(base, 1, 0, 0),
    );
    const applied = xia.apply(s, 0, { type: 'EndActions' });
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.state.events?.inPlay.map((e) => e.id)).toEqual(['beacon-hunt']);
  });
});

describe('one-time Events, resolved when drawn', () => {
  scenario('change-of-heart: every captain’s Bounty is cleared, and the card leaves at once', {
    ruleset: xia,
    rules: ['XE-EVENT-02', 'XE-EVENT-03'],
    start: {
      state: drawing(
        'change-of-heart',
        withCaptain(withCaptain(base, 0, { bounty: 2000 }), 1, { bounty: 1000 }),
      ),
    },
    steps: [
      {
        seat: 2,
        command: { type: 'EndActions' },
        events: [
          { type: 'EventDrawn', event: 'change-of-heart' },
          { type: 'BountyChanged', seat: 0, amount: -2000, bounty: 0 },
          { type: 'BountyChanged', seat: 1, amount: -1000, bounty: 0 },
          { type: 'EventLeft', event: 'change-of-heart', reason: 'atOnce' },
        ],
      },
    ],
    expect: { events: { inPlay: [], discard: ['change-of-heart'] } },
  });
  scenario('guild-dividend: every captain gains 1,000', {
    ruleset: xia,
    rules: ['XE-EVENT-02'],
    start: { state: drawing('guild-dividend') },
    steps: [
      {
        seat: 2,
        command: { type: 'EndActions' },
        events: [
          { type: 'CreditsChanged', seat: 0, amount: 1000 },
          { type: 'CreditsChanged', seat: 1, amount: 1000 },
          { type: 'CreditsChanged', seat: 2, amount: 1000 },
          { type: 'EventLeft', event: 'guild-dividend' },
        ],
      },
    ],
  });
  scenario('wanted-posters: every NPC’s Bounty rises by 1,000', {
    ruleset: xia,
    rules: ['XE-EVENT-02'],
    start: {
      state: drawing('wanted-posters', {
        ...base,
        npcs: [npc('enforcer', 0), npc('scoundrel', 2000)],
      }),
    },
    steps: [
      {
        seat: 2,
        command: { type: 'EndActions' },
        events: [
          { type: 'NpcBountyRaised', npc: 'enforcer', amount: 1000, bounty: 1000 },
          { type: 'NpcBountyRaised', npc: 'scoundrel', amount: 1000, bounty: 3000 },
        ],
      },
    ],
    expect: { npcs: [{ bounty: 1000 }, { bounty: 3000 }] },
  });
  scenario('solar-bloom: every captain’s Energy is refilled', {
    ruleset: xia,
    rules: ['XE-EVENT-02'],
    start: { state: drawing('solar-bloom', withCaptain(base, 0, { energy: 0 })) },
    steps: [
      {
        seat: 2,
        command: { type: 'EndActions' },
        events: [{ type: 'EnergyChanged', seat: 0, reason: 'Event: Solar Bloom' }],
        verify: (s) => {
          const full = s.captains[0]?.energy ?? 0;
          expect(full).toBeGreaterThan(0);
          expect(full).toBe(base.captains[0]?.energy);
        },
      },
    ],
  });
  scenario('crowd-favourite: the captains with the least Fame each gain 1 (XE-QR-02)', {
    ruleset: xia,
    rules: ['XE-EVENT-02', 'XE-QR-02'],
    start: { state: drawing('crowd-favourite', withCaptain(base, 1, { fame: 1 })) },
    steps: [
      {
        seat: 2,
        command: { type: 'EndActions' },
        events: [{ type: 'FameGained', seat: 0, amount: 1, source: 'event', fame: 1 }],
        verify: (s) => expect(s.captains.map((c) => c.fame)).toEqual([1, 1, 2]),
      },
    ],
  });
});

describe('per-round effects, at each round boundary', () => {
  scenario('blackout: every captain loses 1 Energy as the round ends', {
    ruleset: xia,
    rules: ['XE-EVENT-04'],
    start: { state: closing('blackout') },
    steps: [
      ...END_ROUND.slice(0, 1),
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'EventTicked', event: 'blackout', round: 1, of: 2 },
          { type: 'EnergyChanged', seat: 0, amount: -1 },
          { type: 'EnergyChanged', seat: 1, amount: -1 },
          { type: 'EnergyChanged', seat: 2, amount: -1 },
          { type: 'TurnStarted', seat: 2 },
        ],
      },
    ],
  });
  scenario('gold-rush: its Energy drain fires at the boundary too', {
    ruleset: xia,
    rules: ['XE-EVENT-04'],
    start: { state: closing('gold-rush') },
    steps: [
      ...END_ROUND.slice(0, 1),
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'EventTicked', event: 'gold-rush', round: 1, of: 2 },
          { type: 'EnergyChanged', seat: 0, amount: -1 },
        ],
      },
    ],
  });
  scenario('relief-fund: every captain gains 500 as the round ends', {
    ruleset: xia,
    rules: ['XE-EVENT-04'],
    start: { state: closing('relief-fund') },
    steps: [
      ...END_ROUND.slice(0, 1),
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'EventTicked', event: 'relief-fund', round: 1, of: 3 },
          { type: 'CreditsChanged', seat: 0, amount: 500 },
          { type: 'CreditsChanged', seat: 1, amount: 500 },
          { type: 'CreditsChanged', seat: 2, amount: 500 },
        ],
      },
    ],
  });
  scenario('open-season: every NPC’s Bounty rises by 500 as the round ends', {
    ruleset: xia,
    rules: ['XE-EVENT-04'],
    start: { state: closing('open-season', { ...base, npcs: [npc('enforcer', 0)] }) },
    steps: [
      ...END_ROUND.slice(0, 1),
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'EventTicked', event: 'open-season', round: 1, of: 3 },
          { type: 'NpcBountyRaised', npc: 'enforcer', amount: 500, bounty: 500 },
        ],
      },
    ],
  });
});
