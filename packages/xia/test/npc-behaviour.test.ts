/**
 * What NPCs do when they act: fly the most direct way around hazards, stop short of other ships,
 * hunt, patrol, flee and trade (XB-NPC-04..08), settling ties with a d20 (XB-TIE-01).
 */
import { die, type SeatId } from '@drift/engine';
import { distance, edgeBetween, type Hex, hexKey, parseHexKey } from '@drift/engine/hex';
import { runScenario, scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { type Board, boardOf } from '../src/board/board.ts';
import type { NpcDef, SectorDef } from '../src/content/schema.ts';
import type { XiaEvent } from '../src/events.ts';
import type { Combatant, XiaState } from '../src/model/state.ts';
import { fleesAt } from '../src/rules/npcs/behaviour.ts';
import { readingOrder } from '../src/rules/npcs/move.ts';
import { chooseTargets } from '../src/rules/npcs/targets.ts';
import { distancesFrom, distancesTo } from '../src/rules/npcs/terrain.ts';
import { createXia, type XiaRuleset } from '../src/ruleset.ts';
import {
  END_TURN,
  endingTurn,
  NPC_CARDS,
  npcGame,
  npcPack,
  npcRules,
  withNpc,
} from './fixtures/npcs.ts';

const rules = npcRules();

/**
 * The state with the `acting` NPCs held by `seat` and put on hexes; every other NPC is held by
 * the next seat, so it stays put, on its hex in `idle` or where it was.
 */
function npcsAt(
  state: XiaState,
  seat: SeatId,
  acting: Record<string, Hex>,
  idle: Record<string, Hex | null> = {},
): XiaState {
  const other = (seat + 1) % state.captains.length;
  return {
    ...state,
    npcs: state.npcs.map((n) => {
      const at = acting[n.id];
      if (at) return { ...n, at, holder: seat };
      return { ...n, at: n.id in idle ? (idle[n.id] ?? null) : n.at, holder: other };
    }),
  };
}

/** The state with captains put on hexes, some with Bounty (Outlaws). */
function captainsAt(
  state: XiaState,
  where: Record<number, { at: Hex; bounty?: number }>,
): XiaState {
  return {
    ...state,
    captains: state.captains.map((c) => {
      const place = where[c.seat];
      return place ? { ...c, at: place.at, bounty: place.bounty ?? 0 } : c;
    }),
  };
}

/** The hexes NPC `id` flew through, start first. */
function flight(events: readonly XiaEvent[], id: string): Hex[] {
  const moves = events.flatMap((e) => (e.type === 'NpcMoved' && e.npc === id ? [e] : []));
  const first = moves[0];
  return first ? [first.from, ...moves.map((m) => m.to)] : [];
}

/** Every step of a flight goes to a neighbour and crosses no border an NPC avoids (XB-NPC-04). */
function expectSafeFlight(ruleset: XiaRuleset, state: XiaState, path: readonly Hex[]): void {
  const board = boardOf(ruleset.content, state.board.sectors);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Hex;
    const b = path[i] as Hex;
    expect(distance(a, b)).toBe(1);
    const edge = edgeBetween(a, b);
    if (!edge) throw new Error('not neighbours');
    const kinds = board.bordersOn(edge).map((x) => x.kind);
    expect(kinds.filter((k) => ['asteroid', 'debris', 'star', 'shield'].includes(k))).toEqual([]);
    expect(board.info(b)).toBeDefined();
  }
}

/** Runs one NPC activation: `seat` ends its turn. Returns the events and the state after. */
function activation(
  ruleset: XiaRuleset,
  state: XiaState,
  seat: SeatId,
  dice: Parameters<typeof runScenario>[0]['dice'] = [],
) {
  const run = runScenario({
    ruleset,
    rules: ['XB-NPC-02'],
    start: { state: endingTurn(state, seat) },
    dice: dice ?? [],
    steps: [{ seat, command: END_TURN }],
  });
  return { state: run.state, events: run.events[0] ?? [] };
}

const npc = (state: XiaState, id: string) => state.npcs.find((n) => n.id === id);

// ---- Board A: Iota (at the centre), Alpha, Beta ----------------------------------------------
// Iota's west half and its Lawful planet (2,0) are split by a wall: asteroid (0,-2), (0,-1),
// star (0,0), debris (0,1); the only gap is (0,2). The planet is entered from (1,0).
const iotaGame = npcGame(rules, ['iota', 'alpha', 'beta']);
const walled = captainsAt(iotaGame, { 0: { at: { q: 3, r: 4 } }, 1: { at: { q: 5, r: -4 } } });
const behindWall = (s: XiaState) => npcsAt(s, 0, { enforcer: { q: -2, r: 0 } });

describe('flying (board with a wall of hazards)', () => {
  it('XB-NPC-04, XB-NPC-06: the Enforcer patrols toward the Lawful planet around the wall, as far as its speed', () => {
    const { state, events } = activation(rules, behindWall(walled), 0);
    const path = flight(events, 'enforcer');
    expect(path).toHaveLength(5);
    expect(path[4]).toEqual({ q: 0, r: 2 }); // the gap, 4 steps on; 3 more to the planet
    expectSafeFlight(rules, state, path);
    expect(npc(state, 'enforcer')).toMatchObject({ at: { q: 0, r: 2 }, waypoint: 0 });
  });

  it('XB-EXPL-03: an NPC never takes an exploration token, passing through or stopping on its space', () => {
    const first = flight(activation(rules, behindWall(walled), 0).events, 'enforcer');
    const passed = first[2] as Hex;
    const stop = first[4] as Hex;
    const start = behindWall(walled);
    const tokens = { [hexKey(passed)]: 'x-credits-1', [hexKey(stop)]: 'x-fame-1' };
    const seeded = { ...start, board: { ...start.board, tokens } };
    const { state, events } = activation(rules, seeded, 0);
    expect(flight(events, 'enforcer')).toEqual(first);
    expect(events.some((e) => e.type === 'TokenCollected')).toBe(false);
    expect(state.board.tokens).toEqual(tokens);
  });

  it('XB-NPC-04, XB-NPC-06: fast enough, it enters the planet through its entrance and heads for the next Lawful planet', () => {
    const fast = npcRules({ enforcer: { speed: 8 } });
    const { state, events } = activation(fast, behindWall(walled), 0);
    const path = flight(events, 'enforcer');
    expect(path).toHaveLength(8); // 7 steps: the shortest flight around the wall
    expect(path.slice(-2)).toEqual([
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ]);
    expectSafeFlight(fast, state, path);
    expect(npc(state, 'enforcer')).toMatchObject({ at: { q: 2, r: 0 }, waypoint: 1 });
  });

  it('XB-NPC-04, XB-SHIP-01: it never ends on another ship: it stops earlier on the way', () => {
    const blocked = captainsAt(behindWall(walled), { 2: { at: { q: 0, r: 2 } } });
    const { state, events } = activation(rules, blocked, 0);
    expect(flight(events, 'enforcer')).toHaveLength(4);
    expect(npc(state, 'enforcer')?.at).toEqual({ q: -1, r: 2 });
  });

  it('XB-NPC-04, XB-MOVE-03: it flies through a space another ship holds', () => {
    const fast = npcRules({ enforcer: { speed: 8 } });
    const blocked = captainsAt(behindWall(walled), { 2: { at: { q: 0, r: 2 } } });
    const { state, events } = activation(fast, blocked, 0);
    expect(flight(events, 'enforcer')).toContainEqual({ q: 0, r: 2 });
    expect(npc(state, 'enforcer')?.at).toEqual({ q: 2, r: 0 });
  });

  it('XB-NPC-04, XB-BNTY-02: an NPC with Bounty may not enter a Lawful planet', () => {
    const board = boardOf(rules.content, walled.board.sectors);
    expect(distancesFrom(board, { q: -2, r: 0 }, false).get(hexKey({ q: 2, r: 0 }))).toBe(7);
    expect(distancesFrom(board, { q: -2, r: 0 }, true).has(hexKey({ q: 2, r: 0 }))).toBe(false);
  });
});

describe('flight distances over a growing board', () => {
  type Placed = XiaState['board']['sectors'][number];
  const ALPHA: Placed = { id: 'alpha', slot: { q: 0, r: 0 }, rotation: 0 };
  const BETA: Placed = { id: 'beta', slot: { q: 1, r: 0 }, rotation: 0 };
  const EPSILON: Placed = { id: 'epsilon', slot: { q: 0, r: 1 }, rotation: 3 };
  const GAMMA: Placed = { id: 'gamma', slot: { q: -1, r: 0 }, rotation: 0 };

  /** Every flight on a board, each as its reached hexes and steps in visiting order. */
  function allFlights(board: Board): string[] {
    const out: string[] = [];
    for (const key of board.hexes.keys()) {
      const h = parseHexKey(key) as Hex;
      for (const outlaw of [false, true]) {
        for (const found of [distancesFrom(board, h, outlaw), distancesTo(board, h, outlaw)]) {
          const seen: string[] = [];
          found.forEach((steps, k) => {
            seen.push(`${k}:${steps}`);
          });
          out.push(`${key} ${outlaw} ${seen.join(' ')}`);
        }
      }
    }
    return out;
  }

  it('XB-NPC-04, XB-BNTY-02: a board grown sector by sector flies exactly like one built whole', () => {
    const whole = npcRules().content;
    distancesFrom(boardOf(whole, [GAMMA]), { q: -4, r: 2 }, false); // not where the next grew from
    distancesFrom(boardOf(whole, [GAMMA]), { q: -4, r: 2 }, true);
    const expected = allFlights(boardOf(whole, [ALPHA, BETA, EPSILON]));
    const grown = npcRules().content;
    for (const sectors of [[ALPHA], [ALPHA, BETA]]) {
      distancesFrom(boardOf(grown, sectors), { q: 0, r: 0 }, false);
      distancesFrom(boardOf(grown, sectors), { q: 0, r: 0 }, true);
    }
    expect(allFlights(boardOf(grown, [ALPHA, BETA, EPSILON]))).toEqual(expected);
  });

  it('XB-NPC-04: a board of another pack never borrows the steps of a same-named sector', () => {
    const plain = npcRules().content;
    const rocky = createXia({
      ...npcPack(),
      sectors: npcPack().sectors.map((d) =>
        d.id === 'alpha'
          ? { ...d, regions: [...d.regions, { kind: 'asteroid', hexes: [[1, 0]] }] }
          : d,
      ),
    }).content;
    expect(distancesFrom(boardOf(plain, [ALPHA]), { q: 2, r: 0 }, false).get('1,0')).toBe(1);
    const board = boardOf(rocky, [ALPHA, GAMMA]);
    expect(distancesFrom(board, { q: 2, r: 0 }, false).has('1,0')).toBe(false);
  });

  it('XB-NPC-04, XB-BNTY-02: an NPC with Bounty inside a Lawful planet may still fly out', () => {
    const board = boardOf(rules.content, [ALPHA]);
    expect(distancesFrom(board, { q: 0, r: 0 }, true).get('1,0')).toBe(1);
    expect(distancesTo(board, { q: 0, r: 0 }, true).has('1,0')).toBe(false);
    expect(distancesTo(board, { q: 0, r: 0 }, false).get('1,0')).toBe(1);
  });

  it('XB-NPC-04: from off the board an NPC reaches only where it is', () => {
    const far = distancesFrom(boardOf(rules.content, [ALPHA]), { q: 40, r: 0 }, false);
    expect(far.get('40,0')).toBe(0);
    expect(far.has('0,0')).toBe(false);
    const seen: string[] = [];
    far.forEach((steps, key) => {
      seen.push(`${key}:${steps}`);
    });
    expect(seen).toEqual(['40,0:0']);
    // And from the board, a space off it is out of reach.
    const near = distancesFrom(boardOf(rules.content, [ALPHA]), { q: 0, r: 0 }, false);
    expect(near.get('40,0')).toBeUndefined();
    expect(near.has('40,0')).toBe(false);
  });

  it('XB-NPC-04: a gate is open space to an NPC: it flies into the gate and on through it', () => {
    // Delta's gate at its centre; the straight way across the tile runs through it.
    const DELTA: Placed = { id: 'delta', slot: { q: 0, r: 0 }, rotation: 0 };
    const board = boardOf(rules.content, [DELTA]);
    expect(board.bordersAt({ q: -1, r: 0 }, 0).map((b) => b.kind)).toEqual(['gate']);
    const across = distancesFrom(board, { q: -1, r: 0 }, false);
    expect(across.get('0,0')).toBe(1);
    expect(across.get('1,0')).toBe(2);
  });

  it('XB-NPC-04: flights from one space are worked out once per board and remembered', () => {
    const board = boardOf(rules.content, [ALPHA, BETA]);
    const from = distancesFrom(board, { q: 2, r: 0 }, false);
    expect(distancesFrom(board, { q: 2, r: 0 }, false)).toBe(from);
    expect(distancesFrom(board, { q: 2, r: 0 }, true)).not.toBe(from);
    expect(distancesTo(board, { q: 2, r: 0 }, false)).not.toBe(from);
  });
});

// ---- Board B: Alpha (at the centre), Beta, Gamma ---------------------------------------------
// Alpha's Lawful planet (0,0) is entered from (1,0). Beta: nebula (3,-2), (4,-2), asteroid (6,-2).
const openGame = npcGame(rules, ['alpha', 'beta', 'gamma']);

describe('hunting', () => {
  // Seat 2 is the only Innocent captain, at (1,-2); the others carry Bounty.
  const prey = captainsAt(openGame, {
    0: { at: { q: -2, r: 0 }, bounty: 1000 },
    1: { at: { q: 5, r: 0 }, bounty: 1000 },
    2: { at: { q: 1, r: -2 } },
  });
  const raider = npcsAt(prey, 1, { scoundrel: { q: 5, r: -2 } }, { enforcer: { q: -1, r: -1 } });

  it('XB-NPC-04, XB-NPC-07: a nebula costs an NPC nothing: the Scoundrel flies straight through it', () => {
    const slow = npcRules({ scoundrel: { speed: 2 } });
    const { state, events } = activation(slow, raider, 1);
    expect(flight(events, 'scoundrel')).toEqual([
      { q: 5, r: -2 },
      { q: 4, r: -2 },
      { q: 3, r: -2 },
    ]);
    expect(events.filter((e) => e.type === 'EnergyChanged' || e.type === 'HazardResolved')).toEqual(
      [],
    );
    expect(npc(state, 'scoundrel')?.at).toEqual({ q: 3, r: -2 });
  });

  scenario('the Scoundrel flies next to the nearest Innocent captain and fires its blaster', {
    ruleset: rules,
    rules: ['XB-NPC-07', 'XB-CMBT-01', 'XB-OTYP-04'],
    start: { state: endingTurn(raider, 1) },
    dice: [die(8, 3)],
    steps: [
      {
        seat: 1,
        command: END_TURN,
        events: [
          { type: 'NpcMoved', npc: 'scoundrel', to: { q: 2, r: -2 } },
          { type: 'AttackDeclared', attacker: { npc: 'scoundrel' }, target: { seat: 2 } },
          { type: 'AttackResolved', attack: 3, damage: 3 },
        ],
      },
    ],
  });

  // Seat 0, Innocent now, was destroyed and waits off the board to respawn.
  const gone = {
    ...raider,
    captains: raider.captains.map((c) => (c.seat === 0 ? { ...c, at: null, bounty: 0 } : c)),
  };

  scenario('a destroyed captain off the board is nobody’s quarry: it hunts the one on the board', {
    ruleset: rules,
    rules: ['XB-NPC-07', 'XB-DEATH-01'],
    start: { state: endingTurn(gone, 1) },
    dice: [die(8, 3)],
    steps: [
      {
        seat: 1,
        command: END_TURN,
        events: [
          { type: 'NpcMoved', npc: 'scoundrel', to: { q: 2, r: -2 } },
          { type: 'AttackDeclared', attacker: { npc: 'scoundrel' }, target: { seat: 2 } },
        ],
      },
    ],
  });

  const targets = (state: XiaState, id: string): Combatant[] =>
    chooseTargets(rules.content, boardOf(rules.content, state.board.sectors), state, id);

  it('XB-NPC-06, XB-BNTY-01: the Enforcer hunts the nearest Outlaw, captain or Scoundrel, never an Innocent', () => {
    const s = captainsAt(openGame, {
      0: { at: { q: 2, r: 5 }, bounty: 1000 }, // out of missile range
      1: { at: { q: 4, r: 0 }, bounty: 1000 }, // in range now, 4 steps away
      2: { at: { q: 2, r: 0 } }, // Innocent, in range
    });
    const enforcer = { enforcer: { q: 2, r: -2 } };
    expect(targets(npcsAt(s, 0, enforcer), 'enforcer')).toEqual([{ seat: 1 }]);
    const withScoundrel = npcsAt(s, 0, enforcer, { scoundrel: { q: 3, r: -1 } });
    expect(targets(withScoundrel, 'enforcer')).toEqual([{ npc: 'scoundrel' }]);
    const lawful = captainsAt(s, { 0: { at: { q: 2, r: 5 } }, 1: { at: { q: 4, r: 0 } } });
    expect(targets(npcsAt(lawful, 0, enforcer), 'enforcer')).toEqual([]);
  });

  it('XB-NPC-07: the Scoundrel hunts the nearest Innocent ship, the Merchant too, never the Enforcer', () => {
    const s = captainsAt(openGame, {
      0: { at: { q: -2, r: 0 }, bounty: 1000 },
      1: { at: { q: 5, r: 0 }, bounty: 1000 },
      2: { at: { q: 2, r: 5 } },
    });
    const scoundrel = { scoundrel: { q: 2, r: -1 } };
    const enforcer = { enforcer: { q: 2, r: -2 } }; // beside it
    expect(targets(npcsAt(s, 0, scoundrel, enforcer), 'scoundrel')).toEqual([{ seat: 2 }]);
    const merchant = npcsAt(s, 0, scoundrel, { ...enforcer, merchant: { q: 3, r: 0 } });
    expect(targets(merchant, 'scoundrel')).toEqual([{ npc: 'merchant' }]);
    expect(targets(merchant, 'merchant')).toEqual([]); // the Merchant hunts nobody
  });

  const standoff = npcsAt(
    captainsAt(openGame, {
      0: { at: { q: 2, r: 0 }, bounty: 1000 },
      1: { at: { q: 0, r: -2 }, bounty: 1000 },
      2: { at: { q: 2, r: 5 } },
    }),
    2,
    { enforcer: { q: 2, r: -2 } },
  );

  it('XB-NPC-06: two Outlaws equally near are both candidates', () => {
    expect(targets(standoff, 'enforcer')).toEqual([{ seat: 0 }, { seat: 1 }]);
  });

  scenario('equally near Outlaws: a d20 picks the target, then the Enforcer fires its missile', {
    ruleset: rules,
    rules: ['XB-TIE-01', 'GAP-XB-18', 'XB-NPC-06', 'XB-OTYP-03'],
    start: { state: endingTurn(standoff, 2) },
    dice: [die(20, 15), die(8, 2)],
    steps: [
      {
        seat: 2,
        command: END_TURN,
        events: [
          { type: 'NpcDecided', npc: 'enforcer', options: 2, roll: 15, chosen: 'Captain 2' },
          { type: 'AttackDeclared', attacker: { npc: 'enforcer' }, target: { seat: 1 } },
        ],
      },
    ],
    verify: (s) => expect(npc(s, 'enforcer')?.at).toEqual({ q: 2, r: -2 }), // in range: it stays
  });
});

// ---- Board C: Epsilon (at the centre), Alpha, Beta -------------------------------------------
// Epsilon's outlaw planet (0,0) is the Scoundrel's home, entered from the west, (-1,0).
const denGame = npcGame(rules, ['epsilon', 'alpha', 'beta']);

describe('the Scoundrel at home', () => {
  const hurt = (damage: number) =>
    withNpc(
      npcsAt(captainsAt(denGame, { 0: { at: { q: -2, r: 1 } }, 1: { at: { q: 3, r: -3 } } }), 0, {
        scoundrel: { q: -2, r: 0 },
      }),
      'scoundrel',
      { damage },
    );

  it('XB-NPC-07: badly damaged, it flees home without firing and mends there', () => {
    expect(fleesAt(NPC_CARDS.scoundrel)).toBe(4);
    const { state, events } = activation(rules, hurt(4), 0);
    expect(flight(events, 'scoundrel')).toEqual([
      { q: -2, r: 0 },
      { q: -1, r: 0 },
      { q: 0, r: 0 },
    ]);
    expect(events.filter((e) => e.type === 'AttackDeclared')).toEqual([]);
    expect(events).toContainEqual({ type: 'NpcRepaired', npc: 'scoundrel', amount: 4 });
    expect(npc(state, 'scoundrel')).toMatchObject({ at: { q: 0, r: 0 }, damage: 0 });
  });

  scenario('less hurt, it fires on the Innocent captain beside it', {
    ruleset: rules,
    rules: ['XB-NPC-07', 'XB-OTYP-04'],
    start: { state: endingTurn(hurt(3), 0) },
    dice: [die(8, 1)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [{ type: 'AttackDeclared', attacker: { npc: 'scoundrel' }, target: { seat: 0 } }],
      },
    ],
  });

  it('XB-DEATH-03, XB-NPC-02: a captain destroyed by its own NPC after its turn: that turn ends once', () => {
    const start = hurt(3);
    const captain = start.captains[0];
    if (!captain?.ship) throw new Error('no ship for seat 0');
    // Every hold space but one damaged: the Scoundrel's shot destroys the ship.
    const damage = rules.content.holdCells(captain.ship).slice(1);
    const doomed = {
      ...start,
      captains: start.captains.map((c) =>
        c.seat === 0 ? { ...c, hold: { outfits: [], cargo: [], damage: [...damage] } } : c,
      ),
    };
    const { events } = activation(rules, doomed, 0, [die(8, 8)]);
    expect(
      events.flatMap((e) =>
        ['TurnEnded', 'ShipDestroyed', 'TurnStarted'].includes(e.type) && 'seat' in e
          ? [`${e.type} ${e.seat}`]
          : [],
      ),
    ).toEqual(['TurnEnded 0', 'ShipDestroyed 0', 'TurnStarted 1']);
  });

  it('XB-NPC-07: half an odd To Kill is rounded up: with 9, it still fights at 4 damage, flees at 5', () => {
    const tough = npcRules({ scoundrel: { toKill: 9 } });
    const at4 = activation(tough, hurt(4), 0, [die(8, 1)]).events;
    expect(at4.filter((e) => e.type === 'AttackDeclared')).toHaveLength(1);
    const at5 = activation(tough, hurt(5), 0).events;
    expect(at5.filter((e) => e.type === 'AttackDeclared')).toEqual([]);
    expect(at5).toContainEqual({ type: 'NpcRepaired', npc: 'scoundrel', amount: 5 });
  });

  it('XB-NPC-07: with nobody Innocent to hunt, it goes home', () => {
    const calm = {
      ...hurt(0),
      captains: hurt(0).captains.map((c) => ({ ...c, bounty: 1000 })),
    };
    const { state, events } = activation(rules, calm, 0);
    expect(events.filter((e) => e.type === 'NpcRepaired')).toEqual([]); // nothing to mend
    expect(npc(state, 'scoundrel')?.at).toEqual({ q: 0, r: 0 });
  });
});

// ---- Board D: Alpha (at the centre), Beta, Epsilon -------------------------------------------
// The Merchant's route is Eta (not on the board), Alpha (sells at (0,0)), Epsilon (sells at
// (2,3), entered from (1,3)).
const tradeGame = npcGame(rules, ['alpha', 'beta', 'epsilon']);

describe('the Merchant', () => {
  const trader = (at: Hex, waypoint = 0) =>
    withNpc(npcsAt(tradeGame, 0, { merchant: at }), 'merchant', { waypoint });

  scenario('it skips a route sector not on the board, docks at the next, and earns 1,000', {
    ruleset: rules,
    rules: ['XB-NPC-08', 'GAP-XB-19'],
    start: { state: endingTurn(trader({ q: 3, r: 0 }), 0) },
    dice: [],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [
          { type: 'NpcMoved', npc: 'merchant', from: { q: 3, r: 0 }, to: { q: 2, r: 0 } },
          { type: 'NpcMoved', npc: 'merchant', to: { q: 1, r: 0 } },
          { type: 'NpcMoved', npc: 'merchant', to: { q: 0, r: 0 } },
          { type: 'NpcEarned', npc: 'merchant', amount: 1000 },
        ],
      },
    ],
    verify: (s) =>
      expect(npc(s, 'merchant')).toMatchObject({ at: { q: 0, r: 0 }, credits: 1000, waypoint: 2 }),
  });

  scenario('on its way to the next market it earns nothing', {
    ruleset: rules,
    rules: ['XB-NPC-08', 'XB-NPC-04'],
    start: {
      state: endingTurn(withNpc(trader({ q: 0, r: 0 }, 2), 'merchant', { credits: 1000 }), 0),
    },
    dice: [],
    steps: [{ seat: 0, command: END_TURN }],
    verify: (s) =>
      expect(npc(s, 'merchant')).toMatchObject({ at: { q: 1, r: 2 }, credits: 1000, waypoint: 2 }),
  });

  scenario('a market held by a ship: it waits beside it and earns nothing', {
    ruleset: rules,
    rules: ['XB-NPC-08', 'XB-SHIP-01'],
    start: {
      state: endingTurn(captainsAt(trader({ q: 3, r: 0 }), { 0: { at: { q: 0, r: 0 } } }), 0),
    },
    dice: [],
    steps: [{ seat: 0, command: END_TURN }],
    verify: (s) =>
      expect(npc(s, 'merchant')).toMatchObject({ at: { q: 1, r: 0 }, credits: 0, waypoint: 1 }),
  });

  scenario('a market held by another NPC: it waits beside it, as for a captain', {
    ruleset: rules,
    rules: ['XB-NPC-08', 'XB-SHIP-01'],
    start: {
      state: endingTurn(
        npcsAt(tradeGame, 0, { merchant: { q: 3, r: 0 } }, { enforcer: { q: 0, r: 0 } }),
        0,
      ),
    },
    dice: [],
    steps: [{ seat: 0, command: END_TURN }],
    verify: (s) => {
      expect(npc(s, 'merchant')).toMatchObject({ at: { q: 1, r: 0 }, credits: 0, waypoint: 1 });
      expect(npc(s, 'enforcer')?.at).toEqual({ q: 0, r: 0 });
    },
  });

  scenario('two spaces equally far along the way: a d20 picks where it stops', {
    ruleset: npcRules({ merchant: { speed: 2 } }),
    rules: ['XB-NPC-04', 'XB-TIE-01', 'GAP-XB-19'],
    start: { state: endingTurn(trader({ q: 4, r: -1 }, 1), 0) },
    dice: [die(20, 15)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [{ type: 'NpcDecided', npc: 'merchant', options: 2, roll: 15, chosen: '2,0' }],
      },
    ],
    verify: (s) => expect(npc(s, 'merchant')?.at).toEqual({ q: 2, r: 0 }),
  });

  // On Iota's market (2, 0), whose only way out, (1, 0), holds a captain; one step a turn.
  scenario('boxed in on a market, it stays and earns nothing more', {
    ruleset: npcRules({ merchant: { speed: 1, route: ['iota', 'alpha'] } }),
    rules: ['XB-NPC-08', 'XB-NPC-04', 'XB-SHIP-01'],
    start: {
      state: endingTurn(
        withNpc(
          npcsAt(captainsAt(iotaGame, { 0: { at: { q: 1, r: 0 } } }), 0, {
            merchant: { q: 2, r: 0 },
          }),
          'merchant',
          { waypoint: 1 },
        ),
        0,
      ),
    },
    dice: [],
    steps: [{ seat: 0, command: END_TURN }],
    verify: (s) =>
      expect(npc(s, 'merchant')).toMatchObject({ at: { q: 2, r: 0 }, credits: 0, waypoint: 1 }),
  });
});

describe('patrolling Lawful planets', () => {
  // Iota's planet (2, 0) comes first, Alpha Prime (5, -2) second.
  const patrolling = (at: Hex, waypoint: number, state = walled) =>
    withNpc(npcsAt(state, 0, { enforcer: at }), 'enforcer', { waypoint });

  it('XB-NPC-06: standing on the planet its waypoint names, it heads for the next one at once', () => {
    const { state, events } = activation(rules, patrolling({ q: 2, r: 0 }, 0), 0);
    expect(flight(events, 'enforcer')).toEqual([
      { q: 2, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: -1 },
      { q: 3, r: -1 },
      { q: 4, r: -1 },
    ]);
    expect(npc(state, 'enforcer')).toMatchObject({ at: { q: 4, r: -1 }, waypoint: 1 });
  });

  it('XB-NPC-06: it flies to the planet its waypoint names, not the nearest one', () => {
    expect(flight(activation(rules, patrolling({ q: 1, r: 0 }, 0), 0).events, 'enforcer')).toEqual([
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ]);
    const { state, events } = activation(rules, patrolling({ q: 1, r: 0 }, 1), 0);
    expect(flight(events, 'enforcer')[1]).toEqual({ q: 2, r: -1 });
    expect(npc(state, 'enforcer')).toMatchObject({ at: { q: 5, r: -1 }, waypoint: 1 });
  });

  // Nu Keep, a Lawful planet on Nu's west edge, opens onto unexplored space: no NPC reaches it.
  const nu: SectorDef = {
    id: 'nu',
    name: 'Nu',
    edges: ['arc', 'bar', 'dot', 'arc', 'bar', 'dot'],
    regions: [
      {
        kind: 'planet',
        name: 'Nu Keep',
        legal: 'lawful',
        hexes: [[-2, 0]],
        entrances: [{ at: [-2, 0], side: 3 }],
      },
    ],
    spaces: [],
  };
  const nuRules = createXia({ ...npcPack(), sectors: [...npcPack().sectors, nu] });
  const nuGame = (() => {
    const s = captainsAt(npcGame(nuRules, ['alpha', 'beta', 'gamma']), {
      0: { at: { q: 2, r: -2 } },
    });
    const sectors = [...s.board.sectors, { id: 'nu', slot: { q: -1, r: 0 }, rotation: 0 as const }];
    return { ...s, board: { ...s.board, sectors } };
  })();

  it('XB-NPC-06: a planet it cannot reach is passed over; standing on the only other, it stays', () => {
    const { state, events } = activation(nuRules, patrolling({ q: 0, r: 0 }, 0, nuGame), 0);
    expect(flight(events, 'enforcer')).toEqual([]);
    expect(npc(state, 'enforcer')).toMatchObject({ at: { q: 0, r: 0 }, waypoint: 0 });
    const onward = activation(nuRules, patrolling({ q: 2, r: 0 }, 1, nuGame), 0);
    expect(flight(onward.events, 'enforcer')).toEqual([
      { q: 2, r: 0 },
      { q: 1, r: 0 },
      { q: 0, r: 0 },
    ]);
    expect(npc(onward.state, 'enforcer')).toMatchObject({ at: { q: 0, r: 0 }, waypoint: 1 });
  });

  it('XB-NPC-06: an Outlaw it can neither reach nor fire on is no quarry: it patrols', () => {
    const hidden = captainsAt(nuGame, { 1: { at: { q: -7, r: 2 }, bounty: 1000 } });
    const { state } = activation(nuRules, patrolling({ q: 2, r: 0 }, 0, hidden), 0);
    expect(npc(state, 'enforcer')).toMatchObject({ at: { q: 0, r: 0 }, waypoint: 1 });
  });

  it('XB-NPC-06, XB-LOS-02: an Outlaw docked at a Lawful planet: it waits at the entrance, unable to fire', () => {
    const docked = captainsAt(walled, {
      0: { at: { q: 5, r: -2 }, bounty: 1000 },
      1: { at: { q: 5, r: -4 } },
    });
    const { state, events } = activation(rules, patrolling({ q: 1, r: 0 }, 0, docked), 0);
    expect(flight(events, 'enforcer').slice(-1)).toEqual([{ q: 5, r: -1 }]);
    expect(events.filter((e) => e.type === 'AttackDeclared')).toEqual([]);
    expect(npc(state, 'enforcer')?.waypoint).toBe(0);
  });
});

describe('choosing whom to hunt', () => {
  const board = boardOf(rules.content, openGame.board.sectors);
  const enforcerAt = (where: Record<number, { at: Hex; bounty?: number }>) =>
    npcsAt(captainsAt(openGame, where), 0, { enforcer: { q: 2, r: -2 } });
  const chosen = (state: XiaState, id: string, ruleset = rules) =>
    chooseTargets(ruleset.content, board, state, id);

  it('XB-NPC-06: fewer steps to a firing space wins over a shorter flight to the ship', () => {
    // Seat 0 is beside it, too close for its missile (1 step away); seat 1 is in range now.
    const s = enforcerAt({
      0: { at: { q: 2, r: -1 }, bounty: 1000 },
      1: { at: { q: 4, r: 0 }, bounty: 1000 },
      2: { at: { q: 2, r: 5 } },
    });
    expect(chosen(s, 'enforcer')).toEqual([{ seat: 1 }]);
  });

  it('XB-NPC-06: with equal steps, the shorter flight to the ship wins, without a d20', () => {
    const s = enforcerAt({
      0: { at: { q: 4, r: -2 }, bounty: 1000 },
      1: { at: { q: 4, r: 0 }, bounty: 1000 },
      2: { at: { q: 2, r: 5 } },
    });
    expect(chosen(s, 'enforcer')).toEqual([{ seat: 0 }]);
  });

  it('XB-NPC-07: a Scoundrel card without Bounty never hunts itself', () => {
    const innocent = npcRules({ scoundrel: { legal: 'neutral', bounty: 0 } });
    const s = withNpc(
      npcsAt(
        captainsAt(openGame, {
          0: { at: { q: -2, r: 0 }, bounty: 1000 },
          1: { at: { q: 5, r: 0 }, bounty: 1000 },
          2: { at: { q: 2, r: 5 }, bounty: 1000 },
        }),
        0,
        { scoundrel: { q: 2, r: -1 } },
      ),
      'scoundrel',
      { bounty: 0 },
    );
    expect(chosen(s, 'scoundrel', innocent)).toEqual([]);
  });

  it('XB-NPC-07, XB-SHIP-01: its nearest firing space held by a ship, it fires from the next free one', () => {
    // Seat 2, the one Innocent captain, at (1, -2); the Scoundrel at (5, -2) would fire from
    // (2, -2) (see 'hunting'), but seat 0 holds it.
    const blocked = npcsAt(
      captainsAt(openGame, {
        0: { at: { q: 2, r: -2 }, bounty: 1000 },
        1: { at: { q: 5, r: 0 }, bounty: 1000 },
        2: { at: { q: 1, r: -2 } },
      }),
      1,
      { scoundrel: { q: 5, r: -2 } },
      { enforcer: { q: -1, r: -1 } },
    );
    const { state, events } = activation(rules, blocked, 1, [die(8, 6)]);
    expect(npc(state, 'scoundrel')?.at).toEqual({ q: 1, r: -1 });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'AttackDeclared', target: { seat: 2 } }),
    );
  });

  scenario(
    'a captain and the Merchant equally near: the d20 names the Merchant, and it is fired on',
    {
      ruleset: rules,
      rules: ['XB-NPC-07', 'XB-TIE-01', 'GAP-XB-18'],
      start: {
        state: endingTurn(
          npcsAt(
            captainsAt(openGame, {
              0: { at: { q: -2, r: 0 }, bounty: 1000 },
              1: { at: { q: 1, r: 0 } },
              2: { at: { q: 2, r: 5 }, bounty: 1000 },
            }),
            0,
            { scoundrel: { q: 2, r: -1 } },
            { merchant: { q: 3, r: -1 }, enforcer: { q: -1, r: -1 } },
          ),
          0,
        ),
      },
      dice: [die(20, 20), die(8, 5), die(8, 2)],
      steps: [
        {
          seat: 0,
          command: END_TURN,
          events: [
            { type: 'NpcDecided', npc: 'scoundrel', options: 2, roll: 20, chosen: 'merchant' },
            { type: 'AttackDeclared', attacker: { npc: 'scoundrel' }, target: { npc: 'merchant' } },
            { type: 'NpcDamaged', npc: 'merchant', amount: 3 },
          ],
        },
      ],
    },
  );

  it('XB-NPC-06: an NPC off the board hunts nobody', () => {
    const s = enforcerAt({
      0: { at: { q: 4, r: -2 }, bounty: 1000 },
      1: { at: { q: 4, r: 0 }, bounty: 1000 },
    });
    expect(chosen(s, 'enforcer')).toEqual([{ seat: 0 }]);
    expect(chosen(withNpc(s, 'enforcer', { at: null }), 'enforcer')).toEqual([]);
  });

  it('an NPC the match does not hold is a programming error, named as such', () => {
    expect(() => chosen(openGame, 'nobody')).toThrow('No NPC "nobody" in this match');
  });

  scenario('the Enforcer fires on the Scoundrel, an Outlaw NPC, as on a captain', {
    ruleset: rules,
    rules: ['XB-NPC-06', 'XB-NPC-05', 'XB-OTYP-03'],
    start: {
      state: endingTurn(
        npcsAt(
          captainsAt(openGame, {
            0: { at: { q: 2, r: 5 } },
            1: { at: { q: 4, r: 2 } },
            2: { at: { q: -2, r: 2 } },
          }),
          0,
          { enforcer: { q: 2, r: -2 } },
          { scoundrel: { q: 3, r: 0 } },
        ),
        0,
      ),
    },
    dice: [die(8, 6), die(6, 4)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [
          { type: 'AttackDeclared', attacker: { npc: 'enforcer' }, target: { npc: 'scoundrel' } },
          { type: 'NpcDamaged', npc: 'scoundrel', amount: 2, damage: 2 },
        ],
      },
    ],
  });
});

describe('hunting a ship docked at a planet', () => {
  // Nobody can fire into a planet (XB-LOS-02): a hunter can only wait at its entrance.
  const docked = (ruleset: XiaRuleset, planet: Hex, scoundrel: Hex) =>
    activation(
      ruleset,
      npcsAt(
        captainsAt(denGame, {
          0: { at: planet },
          1: { at: { q: 3, r: -3 }, bounty: 1000 },
          2: { at: { q: 2, r: 5 }, bounty: 1000 },
        }),
        0,
        { scoundrel: scoundrel },
      ),
      0,
    );

  it('XB-NPC-07, XB-LOS-02: the Scoundrel flies to the entrance of the Outlaw planet its prey docks at', () => {
    // Its home is Beta here: going home would take it elsewhere.
    const { state, events } = docked(
      npcRules({ scoundrel: { home: 'beta' } }),
      { q: 0, r: 0 },
      {
        q: -2,
        r: 0,
      },
    );
    expect(npc(state, 'scoundrel')?.at).toEqual({ q: -1, r: 0 });
    expect(events.filter((e) => e.type === 'AttackDeclared')).toEqual([]);
  });

  it('XB-NPC-07, XB-BNTY-02: prey docked at a Lawful planet it may not enter is no quarry: it goes home', () => {
    const { state } = docked(rules, { q: 5, r: -2 }, { q: 2, r: -2 });
    expect(npc(state, 'scoundrel')?.at).toEqual({ q: 0, r: 0 });
  });
});

describe('the Scoundrel’s way home', () => {
  const fleeing = (where: Record<number, { at: Hex; bounty?: number }> = {}) =>
    withNpc(
      npcsAt(
        captainsAt(denGame, { 0: { at: { q: -2, r: 1 } }, 1: { at: { q: 3, r: -3 } }, ...where }),
        0,
        { scoundrel: { q: -2, r: 0 } },
      ),
      'scoundrel',
      { damage: 4 },
    );
  const home = (changes: Partial<NpcDef>) => npcRules({ scoundrel: { speed: 10, ...changes } });

  it('XB-NPC-07, XB-BNTY-02: with Bounty, a Lawful home planet is closed: it goes to a home Spawn Point', () => {
    const { state, events } = activation(home({ home: 'alpha' }), fleeing(), 0);
    expect(npc(state, 'scoundrel')).toMatchObject({ at: { q: 3, r: -2 }, damage: 0 });
    expect(events).toContainEqual({ type: 'NpcRepaired', npc: 'scoundrel', amount: 4 });
  });

  it('XB-NPC-07: without Bounty, it goes to that Lawful home planet', () => {
    const innocent = home({ home: 'alpha', legal: 'neutral', bounty: 0 });
    const { state } = activation(innocent, withNpc(fleeing(), 'scoundrel', { bounty: 0 }), 0);
    expect(npc(state, 'scoundrel')).toMatchObject({ at: { q: 5, r: -2 }, damage: 0 });
  });

  it('GAP-XB-19: a home without a planet: its own Spawn Point, not a nearer one elsewhere', () => {
    const ruleset = home({ home: 'beta' });
    const { state } = activation(ruleset, fleeing({ 2: { at: { q: 4, r: 4 } } }), 0);
    expect(npc(state, 'scoundrel')).toMatchObject({ at: { q: 2, r: 5 }, damage: 0 });
  });

  it('GAP-XB-19: a home with neither: its nearest space, where it mends', () => {
    const ruleset = npcRules({ scoundrel: { home: 'zeta' } });
    const s = fleeing();
    const zeta = { id: 'zeta', slot: { q: -1, r: 0 }, rotation: 0 as const };
    const withZeta = { ...s, board: { ...s.board, sectors: [...s.board.sectors, zeta] } };
    // (-3, 0) and (-3, 1) are Zeta's, both beside it; the d20 picks the first.
    const { state, events } = activation(ruleset, withZeta, 0, [die(20, 1)]);
    expect(flight(events, 'scoundrel')).toEqual([
      { q: -2, r: 0 },
      { q: -3, r: 0 },
    ]);
    expect(events).toContainEqual({ type: 'NpcRepaired', npc: 'scoundrel', amount: 4 });
    expect(npc(state, 'scoundrel')?.damage).toBe(0);
  });

  scenario('GAP-XB-18: equal goals go to the d20 in reading order, however their tile is turned', {
    // Zeta turned half round lists (-3, 1) before (-3, 0); the d20's 1 still names (-3, 0).
    ruleset: npcRules({ scoundrel: { home: 'zeta' } }),
    rules: ['GAP-XB-18', 'GAP-XB-19', 'XB-TIE-01'],
    start: {
      state: endingTurn(
        (() => {
          const s = fleeing();
          const zeta = { id: 'zeta', slot: { q: -1, r: 0 }, rotation: 3 as const };
          return { ...s, board: { ...s.board, sectors: [...s.board.sectors, zeta] } };
        })(),
        0,
      ),
    },
    dice: [die(20, 1)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [
          { type: 'NpcDecided', npc: 'scoundrel', options: 2, roll: 1, chosen: '-3,0' },
          { type: 'NpcMoved', npc: 'scoundrel', from: { q: -2, r: 0 }, to: { q: -3, r: 0 } },
        ],
      },
    ],
  });
});

describe('the Merchant’s route', () => {
  const merchantAt = (at: Hex, waypoint: number, state = tradeGame) =>
    withNpc(npcsAt(state, 0, { merchant: at }), 'merchant', { waypoint });

  it('XB-NPC-08: a route sector with no sell space trades at any of its spaces, the nearest free one', () => {
    const viaBeta = npcRules({ merchant: { route: ['beta', 'epsilon'] } });
    // Beta's (3, -2) is beside it but held; three of its spaces lie 2 steps away.
    const held = captainsAt(merchantAt({ q: 2, r: -2 }, 0), { 1: { at: { q: 3, r: -2 } } });
    const { state, events } = activation(viaBeta, held, 0, [die(20, 8)]);
    expect(events).toContainEqual({
      type: 'NpcDecided',
      npc: 'merchant',
      options: 3,
      roll: 8,
      chosen: '4,-2',
    });
    expect(npc(state, 'merchant')).toMatchObject({ at: { q: 4, r: -2 }, waypoint: 1, credits: 0 });
  });

  it('XB-NPC-08: standing on the market its waypoint names, it sets off for the next at once', () => {
    const { state } = activation(rules, merchantAt({ q: 0, r: 0 }, 1), 0);
    expect(npc(state, 'merchant')).toMatchObject({ at: { q: 1, r: 2 }, waypoint: 2, credits: 0 });
  });

  it('XB-NPC-08: one step from a market it docks and earns', () => {
    const { state } = activation(rules, merchantAt({ q: 1, r: 0 }, 1), 0);
    expect(npc(state, 'merchant')).toMatchObject({
      at: { q: 0, r: 0 },
      waypoint: 2,
      credits: 1000,
    });
  });

  it('GAP-XB-19: a route with no sector on the board: it stays, its waypoint unchanged', () => {
    const lost = npcRules({ merchant: { route: ['eta', 'zeta'] } });
    const { state } = activation(lost, merchantAt({ q: 3, r: 0 }, 1), 0);
    expect(npc(state, 'merchant')).toMatchObject({ at: { q: 3, r: 0 }, waypoint: 1 });
  });

  it('XB-NPC-08, GAP-XB-19: on a market, with no route sector on the board, it stays and earns nothing', () => {
    const lost = npcRules({ merchant: { route: ['eta', 'zeta'] } });
    const { state, events } = activation(lost, merchantAt({ q: 0, r: 0 }, 0), 0);
    expect(events.filter((e) => e.type === 'NpcMoved' || e.type === 'NpcEarned')).toEqual([]);
    expect(npc(state, 'merchant')).toMatchObject({ at: { q: 0, r: 0 }, credits: 0, waypoint: 0 });
  });

  it('XB-NPC-08, XB-BNTY-02: a Merchant with Bounty passes over a market on a Lawful planet', () => {
    const outlaw = npcRules({ merchant: { legal: 'outlaw', bounty: 1000 } });
    const s = withNpc(merchantAt({ q: 3, r: 0 }, 1), 'merchant', { bounty: 1000 });
    const { state } = activation(outlaw, s, 0);
    expect(npc(state, 'merchant')).toMatchObject({ at: { q: 1, r: 3 }, waypoint: 2 });
  });
});

describe('reading order', () => {
  it('GAP-XB-18: ties are listed by row, top to bottom, then left to right', () => {
    const hexes: Hex[] = [
      { q: 2, r: 0 },
      { q: 1, r: 1 },
      { q: 0, r: 0 },
      { q: 3, r: -1 },
    ];
    expect([...hexes].sort(readingOrder)).toEqual([
      { q: 3, r: -1 },
      { q: 0, r: 0 },
      { q: 2, r: 0 },
      { q: 1, r: 1 },
    ]);
  });
});
