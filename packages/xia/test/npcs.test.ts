/**
 * NPCs coming onto the board and when they act: spawning with the home sector at setup and by
 * exploring, respawning like a captain, acting after their holder's turn, and no NPCs in a
 * first game. Also the NPC checks of content packs.
 */
import { die, type SeatId } from '@drift/engine';
import { runScenario, scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { validatePack } from '../src/content/index.ts';
import type { SectorDef } from '../src/content/schema.ts';
import type { XiaEvent } from '../src/events.ts';
import type { XiaState } from '../src/model/state.ts';
import { npcGainsBounty, npcKillReward } from '../src/rules/npcs/world.ts';
import { createXia, type XiaRuleset } from '../src/ruleset.ts';
import { coreFiles, entries, entry, type Raw } from './content/files.ts';
import { ready } from './fixtures/game.ts';
import {
  END_TURN,
  endingTurn,
  npcGame,
  npcPack,
  npcRules,
  npcSetup,
  shipChoices,
  withNpc,
  withShipsAt,
} from './fixtures/npcs.ts';

const rules = npcRules();

function npc(state: XiaState, id: string) {
  const found = state.npcs.find((n) => n.id === id);
  if (!found) throw new Error(`no NPC ${id}`);
  return found;
}

describe('spawning', () => {
  const fresh = npcSetup(rules, ['alpha', 'beta', 'epsilon']);

  const choices = shipChoices(fresh);
  const [lastSeat, lastChoice] = choices[choices.length - 1] ?? [
    0,
    { type: 'ChooseShip', ship: '' },
  ];

  scenario('NPCs whose home is a starting sector appear when the ships are placed', {
    ruleset: rules,
    rules: ['XB-NPC-03', 'XB-SETUP-07', 'GAP-XB-19'],
    start: { state: fresh },
    steps: [
      ...choices.slice(0, -1).map(([seat, command]) => ({ seat, command })),
      {
        seat: lastSeat,
        command: lastChoice,
        // Alpha's Spawn Point (-2,0) holds seat 0's ship: the nearest free space, first in
        // reading order, is (-1,-1). Epsilon's (2,5) holds seat 2's: (2,4).
        events: [
          { type: 'ShipPlaced' },
          { type: 'NpcSpawned', npc: 'enforcer', at: { q: -1, r: -1 } },
        ],
      },
    ],
    verify: (s) => {
      expect(npc(s, 'enforcer').at).toEqual({ q: -1, r: -1 });
      expect(npc(s, 'scoundrel')).toMatchObject({ at: { q: 2, r: 4 }, bounty: 2000 });
      expect(npc(s, 'merchant').at).toBeNull(); // its home, Eta, is not on the board
    },
  });

  it('XB-SETUP-07: the NPC cards are dealt one per captain, from seat 0', () => {
    expect(fresh.npcs.map((n) => n.holder)).toEqual([0, 1, 2]);
    expect(fresh.npcs.map((n) => n.id).sort()).toEqual(['enforcer', 'merchant', 'scoundrel']);
    const four = npcSetup(rules, ['alpha', 'beta', 'gamma', 'delta']);
    expect(four.npcs.map((n) => n.holder)).toEqual([0, 1, 2]); // seat 3 gets none
  });

  it('XB-FIRST-01: a first game, or NPCs switched off, deals no NPC and none ever acts', () => {
    const first = npcGame(rules, ['alpha', 'beta', 'epsilon'], { preset: 'firstGame' });
    expect(first.npcs).toEqual([]);
    expect(npcSetup(rules, ['alpha', 'beta', 'epsilon'], { npcs: false }).npcs).toEqual([]);
    let s = first;
    const events: XiaEvent[] = [];
    for (let i = 0; i < 3; i++) {
      const seat = s.turn.seat;
      for (const command of [{ type: 'EndActions' }, END_TURN] as const) {
        const applied = rules.apply(s, seat, command);
        if (!applied.ok) throw new Error(applied.error.message);
        s = applied.value.state;
        events.push(...applied.value.events);
      }
    }
    expect(events.filter((e) => e.type.startsWith('Npc'))).toEqual([]);
  });

  const explorer = (deck: string[]) => {
    const s = npcGame(rules, ['alpha', 'beta', 'gamma']);
    const rest = s.decks.sectors.filter((id) => !deck.includes(id));
    const at = { q: -2, r: 0 }; // alpha's west edge, facing the empty slot around (-5,2)
    return ready({ ...s, decks: { ...s.decks, sectors: [...deck, ...rest] } }, 0, at, 0, {
      energy: 3,
    });
  };

  scenario('an NPC appears on its home Spawn Point when exploring places its home sector', {
    ruleset: rules,
    rules: ['XB-NPC-03', 'XB-EXPL-01'],
    start: { state: explorer(['epsilon']) },
    dice: [],
    steps: [
      { seat: 0, command: { type: 'Scan', direction: 3 } },
      {
        seat: 0,
        command: { type: 'PlaceSector', rotation: 0 },
        events: [
          { type: 'SectorPlaced', sector: 'epsilon' },
          { type: 'NpcSpawned', npc: 'scoundrel', at: { q: -5, r: 4 } },
        ],
      },
    ],
    verify: (s) => expect(npc(s, 'scoundrel').at).toEqual({ q: -5, r: 4 }),
  });

  scenario('a home without a Spawn Point: the free space nearest its centre', {
    ruleset: rules,
    rules: ['XB-NPC-03', 'GAP-XB-19'],
    start: { state: explorer(['eta']) },
    dice: [],
    steps: [
      { seat: 0, command: { type: 'Scan', direction: 3 } },
      {
        seat: 0,
        command: { type: 'PlaceSector', rotation: 0 },
        events: [{ type: 'NpcSpawned', npc: 'merchant', at: { q: -5, r: 2 } }],
      },
    ],
  });
});

describe('where an NPC first appears in its home sector', () => {
  const home = (id: string, parts: Pick<SectorDef, 'regions' | 'spaces'>): SectorDef => ({
    id,
    name: id,
    edges: ['arc', 'bar', 'dot', 'arc', 'bar', 'dot'],
    ...parts,
  });
  const homes: SectorDef[] = [
    // Spawn Point 9 comes before 8 on the tile, so the board lists it first.
    home('kappa', {
      regions: [],
      spaces: [
        { at: [-1, 0], spawn: 9 },
        { at: [1, 0], spawn: 8 },
      ],
    }),
    // A starting sector: its captain takes the first Spawn Point listed, 10.
    home('kappa-two', {
      regions: [],
      spaces: [
        { at: [-1, 0], spawn: 10 },
        { at: [1, 0], spawn: 11 },
      ],
    }),
    // A starting sector whose one Spawn Point lies on its north-west edge.
    home('mu', { regions: [], spaces: [{ at: [-2, 0], spawn: 12 }] }),
    // No Spawn Point: a star at the centre, an asteroid and debris on the first spaces around it.
    home('lambda', {
      regions: [
        { kind: 'star', hexes: [[0, 0]] },
        { kind: 'asteroid', hexes: [[0, -1]] },
        { kind: 'debris', hexes: [[1, -1]] },
      ],
      spaces: [],
    }),
  ];
  const homeRules = (sector: string) =>
    createXia({
      ...npcPack({ merchant: { home: sector } }),
      sectors: [...npcPack().sectors, ...homes],
    });
  /** Seat 0 on Alpha's west edge, about to explore the slot centred on (-5, 2) with `sector`. */
  const exploring = (ruleset: XiaRuleset, sector: string) => {
    const s = npcGame(ruleset, ['alpha', 'beta', 'gamma']);
    const deck = [sector, ...s.decks.sectors.filter((id) => id !== sector)];
    return ready({ ...s, decks: { ...s.decks, sectors: deck } }, 0, { q: -2, r: 0 }, 0, {
      energy: 3,
    });
  };
  const placing = (ruleset: XiaRuleset, sector: string, at: { q: number; r: number }) =>
    runScenario({
      ruleset,
      rules: ['XB-NPC-03', 'GAP-XB-19'],
      start: { state: exploring(ruleset, sector) },
      steps: [
        { seat: 0, command: { type: 'Scan', direction: 3 } },
        {
          seat: 0,
          command: { type: 'PlaceSector', rotation: 0 },
          events: [{ type: 'NpcSpawned', npc: 'merchant', at }],
        },
      ],
    });

  it('XB-NPC-03, GAP-XB-19: the lowest free Spawn Point of its home, whatever the listing or the other sectors’ numbers', () => {
    // Spawn Point 8 at local (1, 0); Alpha's Spawn Point 1 is free too.
    placing(homeRules('kappa'), 'kappa', { q: -4, r: 2 });
  });

  it('XB-NPC-03, GAP-XB-19: with a home Spawn Point taken, the next free one', () => {
    const ruleset = homeRules('kappa-two');
    const s = npcGame(ruleset, ['kappa-two', 'beta', 'gamma']);
    expect(s.captains[0]?.at).toEqual({ q: -1, r: 0 });
    expect(npc(s, 'merchant').at).toEqual({ q: 1, r: 0 });
  });

  it('GAP-XB-19: with every home Spawn Point taken, the nearest free space of the home sector itself', () => {
    const ruleset = homeRules('mu');
    const s = npcGame(ruleset, ['alpha', 'beta', 'mu']);
    expect(s.captains[2]?.at).toEqual({ q: 0, r: 3 });
    // Of the spaces beside it, Alpha's (0, 2) comes first in reading order; Mu's is (1, 2).
    expect(npc(s, 'merchant').at).toEqual({ q: 1, r: 2 });
  });

  it('GAP-XB-19: never in a star, asteroid or debris field, where it could not fly out', () => {
    // Local (0, 0), (0, -1) and (1, -1) are hazards; (-1, 0) is the first plain space.
    placing(homeRules('lambda'), 'lambda', { q: -6, r: 2 });
  });

  scenario('placing a sector moves no NPC already on the board, and brings back no destroyed one', {
    ruleset: rules,
    rules: ['XB-NPC-03', 'XB-RESP-01'],
    start: {
      state: withNpc(
        withNpc(
          {
            ...exploring(rules, 'epsilon'),
            npcs: exploring(rules, 'epsilon').npcs.map((n) => ({ ...n, holder: 2 })),
          },
          'scoundrel',
          { at: null, awaitingRespawn: true },
        ),
        'enforcer',
        { at: { q: 1, r: -1 } },
      ),
    },
    steps: [
      { seat: 0, command: { type: 'Scan', direction: 3 } },
      {
        seat: 0,
        command: { type: 'PlaceSector', rotation: 0 },
        verify: (s) => {
          expect(npc(s, 'scoundrel')).toMatchObject({ at: null, awaitingRespawn: true });
          expect(npc(s, 'enforcer').at).toEqual({ q: 1, r: -1 });
        },
      },
    ],
  });
});

// Spawn Points: 2 at (0,2) on beta, 3 at (5,0) on gamma, 4 at (2,5) on delta.
const spawns = { two: { q: 0, r: 2 }, three: { q: 5, r: 0 }, four: { q: 2, r: 5 } };

/**
 * Three sectors with no Lawful planet, so an NPC with nobody to hunt stays where it is. Seats 0
 * and 2 have left Spawn Points 2 and 4; seat 1 keeps Spawn Point 3.
 */
const quiet = withShipsAt(npcGame(rules, ['beta', 'gamma', 'delta']), {
  0: { q: 0, r: 0 },
  2: { q: 2, r: 3 },
});

/** Every captain an Outlaw, so a Scoundrel has nobody to hunt. */
function allOutlaws(state: XiaState): XiaState {
  return { ...state, captains: state.captains.map((c) => ({ ...c, bounty: 1000 })) };
}

/** Every NPC held by nobody but `holders`, off the board unless placed. */
function holders(state: XiaState, held: Record<string, SeatId | null>): XiaState {
  return {
    ...state,
    npcs: state.npcs.map((n) => ({ ...n, holder: held[n.id] ?? null, at: null })),
  };
}

describe('respawning', () => {
  const base = holders(quiet, { enforcer: 1, scoundrel: 0, merchant: 2 });
  const destroyed = withNpc(base, 'enforcer', { awaitingRespawn: true });

  scenario(
    'a destroyed NPC respawns at its holder’s next activation, closest number, ties higher',
    {
      ruleset: rules,
      rules: ['XB-NPC-03', 'XB-RESP-01', 'XB-RESP-02', 'GAP-XB-04'],
      start: { state: endingTurn(destroyed, 1) },
      dice: [die(20, 3)], // free: 2 and 4, equally close to 3
      steps: [
        {
          seat: 1,
          command: END_TURN,
          events: [
            { type: 'TurnEnded', seat: 1 },
            { type: 'DieRolled', seat: 1, die: 20, face: 3, purpose: 'Enforcer respawn' },
            { type: 'NpcSpawned', npc: 'enforcer', at: spawns.four },
            { type: 'TurnStarted', seat: 2 },
          ],
        },
      ],
      verify: (s) =>
        expect(npc(s, 'enforcer')).toMatchObject({ at: spawns.four, awaitingRespawn: false }),
    },
  );

  scenario('a 20 gives an NPC no choice and its holder no Luck: the highest free number', {
    ruleset: rules,
    rules: ['XB-NPC-03', 'XB-RESP-03', 'GAP-XB-09'],
    start: { state: endingTurn(destroyed, 1) },
    dice: [die(20, 20)],
    steps: [
      {
        seat: 1,
        command: END_TURN,
        events: [{ type: 'NpcSpawned', npc: 'enforcer', at: spawns.four }],
      },
    ],
    verify: (s) => {
      expect(s.prompts).toEqual([]);
      expect(s.captains[1]?.fame).toBe(0);
    },
  });

  // The Scoundrel has nobody to hunt, and its home is not on the board: it stays.
  const outlaws = allOutlaws(base);

  scenario('a respawned NPC comes back repaired and with its card’s Bounty', {
    ruleset: rules,
    rules: ['XB-NPC-03', 'XB-NPC-05'],
    start: {
      state: endingTurn(
        withNpc(outlaws, 'scoundrel', {
          awaitingRespawn: true,
          bounty: 0,
          damage: 3,
        }),
        0,
      ),
    },
    dice: [die(20, 1)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [{ type: 'NpcSpawned', npc: 'scoundrel', at: spawns.two }],
      },
    ],
    verify: (s) =>
      expect(npc(s, 'scoundrel')).toMatchObject({
        at: spawns.two,
        bounty: 2000,
        damage: 0,
      }),
  });
});

describe('respawning with every Spawn Point taken', () => {
  const full = withNpc(
    holders(withShipsAt(quiet, { 0: spawns.two, 2: spawns.four }), { enforcer: 1 }),
    'enforcer',
    { awaitingRespawn: true },
  );

  scenario('a destroyed NPC with no free Spawn Point rolls nothing and waits', {
    ruleset: rules,
    rules: ['XB-NPC-03', 'XB-RESP-01'],
    start: { state: endingTurn(full, 1) },
    dice: [],
    steps: [
      {
        seat: 1,
        command: END_TURN,
        events: [
          { type: 'TurnEnded', seat: 1 },
          { type: 'TurnStarted', seat: 2 },
        ],
      },
    ],
    verify: (s) => expect(npc(s, 'enforcer')).toMatchObject({ at: null, awaitingRespawn: true }),
  });
});

describe('when NPCs act', () => {
  const waiting = (s: XiaState) => withNpc(s, 'enforcer', { awaitingRespawn: true });

  scenario('only the NPCs the ending captain holds act, right after that turn', {
    ruleset: rules,
    rules: ['XB-NPC-02'],
    start: {
      state: endingTurn(
        withNpc(
          waiting(holders(allOutlaws(quiet), { enforcer: 2, scoundrel: 0, merchant: 1 })),
          'scoundrel',
          { awaitingRespawn: true },
        ),
        0,
      ),
    },
    dice: [die(20, 9)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [
          { type: 'TurnEnded', seat: 0 },
          { type: 'NpcSpawned', npc: 'scoundrel' },
          { type: 'TurnStarted', seat: 1 },
        ],
      },
    ],
    verify: (s) => expect(npc(s, 'enforcer')).toMatchObject({ at: null, awaitingRespawn: true }),
  });

  scenario('the NPCs of a captain whose turn is skipped still act once that round', {
    ruleset: rules,
    rules: ['XB-NPC-02', 'XB-DEATH-05'],
    start: {
      state: endingTurn(
        {
          ...waiting(holders(quiet, { enforcer: 1 })),
          captains: quiet.captains.map((c) => (c.seat === 1 ? { ...c, skipsNextTurn: true } : c)),
        },
        0,
      ),
    },
    dice: [die(20, 9)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [
          { type: 'TurnEnded', seat: 0 },
          { type: 'TurnSkipped', seat: 1 },
          { type: 'NpcSpawned', npc: 'enforcer' },
          { type: 'TurnStarted', seat: 2 },
        ],
      },
    ],
  });

  // The Merchant's route is not on the board and the Enforcer finds no Outlaw or Lawful planet:
  // both only respawn.
  scenario('in one command, the ending captain’s NPCs act and then a skipped captain’s', {
    ruleset: rules,
    rules: ['XB-NPC-02', 'XB-DEATH-05'],
    start: {
      state: endingTurn(
        {
          ...withNpc(waiting(holders(quiet, { merchant: 0, enforcer: 1 })), 'merchant', {
            awaitingRespawn: true,
          }),
          captains: quiet.captains.map((c) => (c.seat === 1 ? { ...c, skipsNextTurn: true } : c)),
        },
        0,
      ),
    },
    dice: [die(20, 1), die(20, 20)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [
          { type: 'TurnEnded', seat: 0 },
          { type: 'NpcSpawned', npc: 'merchant', at: spawns.two },
          { type: 'TurnSkipped', seat: 1 },
          { type: 'NpcSpawned', npc: 'enforcer', at: spawns.four },
          { type: 'TurnStarted', seat: 2 },
        ],
      },
    ],
  });

  const last = ((quiet.pickOrder[quiet.pickOrder.length - 1] ?? 0) + 2) % 3; // before the first player
  const before = (last + 2) % 3;

  scenario('an NPC nobody holds acts after the last turn of each round', {
    ruleset: rules,
    rules: ['XB-NPC-02', 'GAP-XB-19'],
    start: { state: endingTurn(waiting(holders(quiet, {})), before) },
    dice: [die(20, 9)],
    steps: [
      { seat: before, command: END_TURN },
      { seat: last, command: { type: 'EndActions' } },
      {
        seat: last,
        command: END_TURN,
        events: [
          { type: 'TurnEnded', seat: last },
          { type: 'DieRolled', seat: last, face: 9 },
          { type: 'NpcSpawned', npc: 'enforcer' },
        ],
      },
    ],
    verify: (s) => expect(npc(s, 'enforcer').awaitingRespawn).toBe(false),
  });

  it('XB-NPC-02, XB-TURN-04, GAP-XB-19: whoever plays first, nobody’s NPC acts after the seat before them', () => {
    for (const first of [0, 1, 2] as const) {
      const order = [0, 1, 2].filter((seat) => seat !== first).concat(first);
      const s = { ...waiting(holders(quiet, {})), pickOrder: order };
      for (const seat of [0, 1, 2] as const) {
        const closes = seat === (first + 2) % 3;
        const { events } = runScenario({
          ruleset: rules,
          rules: ['XB-NPC-02'],
          start: { state: endingTurn(s, seat) },
          dice: closes ? [die(20, 9)] : [],
          steps: [{ seat, command: END_TURN }],
        });
        const spawned = (events[0] ?? []).some((e) => e.type === 'NpcSpawned');
        expect({ first, seat, spawned }).toEqual({ first, seat, spawned: closes });
      }
    }
  });

  scenario('an NPC whose home is not on the board does nothing', {
    ruleset: rules,
    rules: ['XB-NPC-03'],
    start: { state: endingTurn(holders(quiet, { merchant: 0 }), 0) },
    dice: [],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        verify: (s) => expect(npc(s, 'merchant')).toMatchObject({ at: null, credits: 0 }),
      },
    ],
  });
});

describe('rewards', () => {
  it('XB-NPC-05, XB-NPC-08: the destroyer takes the On Kill reward plus the credits carried', () => {
    const merchant = { ...npc(quiet, 'merchant'), credits: 3000 };
    expect(npcKillReward(rules.content, merchant)).toEqual({ fame: 1, credits: 4000 });
    expect(npcKillReward(rules.content, npc(quiet, 'enforcer'))).toEqual({ fame: 2, credits: 0 });
  });

  it('XB-NPC-06: the Enforcer never gains Bounty; the others may', () => {
    expect(npcGainsBounty(rules.content, 'enforcer')).toBe(false);
    expect(npcGainsBounty(rules.content, 'scoundrel')).toBe(true);
  });
});

describe('content checks', () => {
  const issues = (change: (files: Record<string, unknown>) => void) => {
    const files = coreFiles();
    change(files);
    const result = validatePack(files);
    return result.ok ? [] : result.error.filter((i) => i.file === 'npcs.json');
  };

  it('XB-NPC-01, GAP-XB-19: the core pack passes with its three NPCs', () => {
    expect(issues(() => undefined)).toEqual([]);
    const npcs = entries(coreFiles(), 'npcs.json');
    expect(npcs.map((n) => [n.name, n.legal, n.home, n.bounty])).toEqual([
      ['Enforcer', 'lawful', 'kemplar-ii', 0],
      ['Scoundrel', 'outlaw', 'loath', 2000],
      ['Merchant', 'neutral', 'doravin-v', 0],
    ]);
  });

  it('XB-NPC-05: tougher than any Tier 1 ship, weaker than any Tier 3', () => {
    const files = coreFiles();
    const holds = (tier: number) =>
      entries(files, 'ships.json')
        .filter((s) => s.tier === tier)
        .map((s) => (s.hold as string[]).join('').split('#').length - 1);
    for (const n of entries(files, 'npcs.json')) {
      expect(n.toKill).toBeGreaterThan(Math.max(...holds(1)));
      expect(n.toKill).toBeLessThan(Math.min(...holds(3)));
      expect((n.attack as Raw).die).toBeLessThan(12);
    }
  });

  it('GAP-XB-19: a missing home or route sector, a twice-used id, a merchant with no route', () => {
    const found = issues((files) => {
      entry(files, 'npcs.json', 'enforcer').home = 'nowhere';
      const merchant = entry(files, 'npcs.json', 'merchant');
      merchant.route = [];
      const scoundrel = entry(files, 'npcs.json', 'scoundrel');
      scoundrel.route = ['loath', 'atlantis'];
      entries(files, 'npcs.json').push({ ...scoundrel, route: ['loath'] });
    });
    expect(found.map((i) => `${i.entry} ${i.path}: ${i.message}`)).toEqual([
      'scoundrel id: the id is used twice (entries 1 and 3)',
      // A reference that names nothing lists what it could name.
      expect.stringMatching(
        /^enforcer home: no sector "nowhere" in sectors\.json \(it has: .*loath/,
      ),
      expect.stringMatching(
        /^scoundrel route\[1\]: no sector "atlantis" in sectors\.json \(it has: /,
      ),
      'merchant route: a merchant needs at least one sector on its route',
    ]);
  });

  it('XB-NPC-06, XB-BNTY-01: Bounty must match the NPC: none for the Enforcer, some for an outlaw', () => {
    const found = issues((files) => {
      entry(files, 'npcs.json', 'enforcer').bounty = 1000;
      entry(files, 'npcs.json', 'scoundrel').bounty = 0;
      entry(files, 'npcs.json', 'merchant').bounty = 1000;
    });
    expect(found.map((i) => `${i.entry}: ${i.message}`)).toEqual([
      'enforcer: the Enforcer never carries Bounty',
      'scoundrel: an outlaw NPC needs Bounty, or it counts as Innocent',
      'merchant: a neutral NPC with Bounty would count as an Outlaw',
    ]);
  });

  it('GAP-XB-19: a home with neither a Spawn Point nor a space outside hazards', () => {
    const found = issues((files) => {
      const home = entry(files, 'sectors.json', 'doravin-v');
      const all: [number, number][] = [];
      for (let q = -2; q <= 2; q++)
        for (let r = -2; r <= 2; r++) if (Math.abs(q + r) <= 2) all.push([q, r]);
      home.regions = [{ kind: 'debris', hexes: all }];
      home.spaces = [];
    });
    expect(found.map((i) => `${i.entry} ${i.path}`)).toEqual(['merchant home']);
  });
});
