/**
 * Element E's four mission types (XE-MTYP-01..05) with forced dice: Cargo delivered cube by
 * cube, Private Eye intel from the deck, Arms Dealer outfits handed over, Coerce attacks paid by
 * the damage they deal.
 */
import { die, shuffled } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import { corePack } from '../src/content/index.ts';
import { cloneState, createXia, violations } from '../src/index.ts';
import type { Hold, XiaState } from '../src/model/state.ts';
import { isOutlawMission } from '../src/rules/missions/cards.ts';
import {
  ARMED,
  bare,
  base as fight,
  GUARD,
  gunboat,
  H,
  KICK,
  shielded,
  withNpc,
  ZAP,
} from './fixtures/combat.ts';
import { baseE, deckOf, E_CARDS, ex, holdingE, mission, withE } from './fixtures/missions-e.ts';

const seat = 2;
const MP1 = H.planet; // Alpha Prime
const MP2 = H.betaCentre;

const cube = (colour: 'spice' | 'holo' | 'terra', x: number, y: number) =>
  ({ kind: 'cube', colour, at: [x, y] }) as const;
const done = (card: string, payment: number) =>
  mission(card, { revealed: true, stage: 'deliver', payment });

// ---- XE-MTYP-01 -----------------------------------------------------------------------------

describe('XE-MTYP-01: four new types in 32 cards, dealt only with element E', () => {
  const core = createXia(corePack());
  const setupWith = (elements: readonly ('E' | 'G')[]) => {
    const made = core.setup({ seats: 3, preset: 'standard', fameTarget: 10, elements }, 'e-deck');
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  };

  it('XE-MTYP-01: with E the 32 cards join the shuffled deck; without, the deck is the base one', () => {
    const ours = core.content.embers.missions.map((m) => m.id);
    expect(ours).toHaveLength(32);
    const on = setupWith(['E']);
    expect([...on.decks.missions].sort()).toEqual(
      [...core.content.pack.missions.map((m) => m.id), ...ours].sort(),
    );
    expect(violations(core.content, on)).toEqual([]);
    const off = setupWith([]);
    expect(off.decks.missions).toHaveLength(core.content.pack.missions.length);
    expect(off.decks.missions.some((id) => ours.includes(id))).toBe(false);
    expect(violations(core.content, off)).toEqual([]);
  });

  it('XE-MTYP-01: Cargo and Private Eye are Lawful, Arms Dealer and Coerce Outlaw', () => {
    const legality = Object.fromEntries(
      E_CARDS.map((def) => [def.type, isOutlawMission(def) ? 'outlaw' : 'lawful']),
    );
    expect(legality).toEqual({
      cargo: 'lawful',
      privateEye: 'lawful',
      armsDealer: 'outlaw',
      coerce: 'outlaw',
    });
  });

  it('XE-MTYP-01: an element E card held with E off breaks an invariant', () => {
    const off = setupWith([]);
    const card = core.content.embers.missions[0]?.id ?? '';
    const s = {
      ...off,
      captains: off.captains.map((c) =>
        c.seat === 0 ? { ...c, missions: { active: [mission(card)], completed: [] } } : c,
      ),
    };
    expect(violations(core.content, s).join('\n')).toContain(`element E's card ${card} with E off`);
    expect(
      violations(core.content, { ...s, options: { ...s.options, elements: ['E'] } }).join('\n'),
    ).not.toContain('with E off');
  });
});

// ---- XE-MTYP-02 Cargo ----------------------------------------------------------------------

describe('Cargo (XE-MTYP-02)', () => {
  const hold = (cargo: Hold['cargo']): Partial<Hold> => ({ ...bare, cargo });
  const at = (where: Hex, cargo: Hold['cargo']) =>
    holdingE(seat, where, [mission('haul')], { hold: { ...bare, ...hold(cargo) } });
  const deliver: XiaCommand = { type: 'CompleteMission', card: 'haul' };

  scenario('XE-MTYP-02: at the Delivery point an action hands in every listed cube; paid for 3', {
    ruleset: ex,
    rules: ['XE-MTYP-02', 'XB-MISS-03', 'XB-FAME-03'],
    start: {
      state: at(MP1, [
        cube('holo', 0, 0),
        cube('spice', 1, 0),
        cube('terra', 2, 0),
        cube('spice', 0, 1),
        cube('spice', 1, 1),
      ]),
    },
    steps: [
      {
        seat,
        command: deliver,
        events: [
          { type: 'CargoHandedIn', seat, card: 'haul', cubes: ['spice', 'spice', 'holo'] },
          { type: 'MissionCompleted', seat, card: 'haul', payment: 5000 },
        ],
      },
    ],
    verify: (s) => {
      const c = s.captains[seat];
      // The first spice cubes in reading order go; the third spice and the terra stay.
      expect(c?.hold.cargo).toEqual([cube('terra', 2, 0), cube('spice', 1, 1)]);
      expect(c?.missions).toEqual({ active: [], completed: ['haul'] });
      expect(c?.record.missionsCompleted).toEqual({ lawful: 1, outlaw: 0 });
      expect(c?.credits).toBe((baseE.captains[seat]?.credits ?? 0) + 5000);
      expect(c?.fame).toBe((baseE.captains[seat]?.fame ?? 0) + 1);
      // XE-MTYP-02 (Drift's decision): back to the supply, no sale.
      expect(s.supply.cubes.spice).toBe(baseE.supply.cubes.spice + 2);
      expect(s.supply.cubes.holo).toBe(baseE.supply.cubes.holo + 1);
    },
  });

  it('XE-MTYP-02: with the Economy Board (C) a delivery is no sale: the board and its demand are untouched', () => {
    const economy = {
      stock: { spice: 0, holo: 2, terra: 3, plasma: 1, cyber: 4 },
      demand: { spice: 1000, holo: 0, terra: 0, plasma: 0, cyber: 0 },
    };
    const s0 = at(MP1, [cube('spice', 0, 0), cube('spice', 1, 0)]);
    const s = { ...s0, options: { ...s0.options, elements: ['C', 'E'] as never }, economy };
    const applied = ex.apply(s, seat, deliver);
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.state.economy).toEqual(economy);
    expect(applied.value.state.supply.cubes.spice).toBe(s.supply.cubes.spice + 2);
    const types = applied.value.events.map((e) => e.type);
    expect(types).not.toContain('CubesProduced');
    expect(types).not.toContain('DemandCollected');
    // The only Fame is the mission's own (XB-FAME-03), not a trade point.
    expect(applied.value.events.filter((e) => e.type === 'FameGained')).toEqual([
      expect.objectContaining({ amount: 1, source: 'mission' }),
    ]);
    expect(applied.value.state.captains[seat]?.record.cubesSold).toBe(
      s.captains[seat]?.record.cubesSold,
    );
  });

  scenario('XE-MTYP-02: fewer cubes delivered pay the card’s lower rate', {
    ruleset: ex,
    rules: ['XE-MTYP-02'],
    start: { state: at(MP1, [cube('spice', 0, 0), cube('terra', 1, 0)]) },
    steps: [
      {
        seat,
        command: deliver,
        events: [
          { type: 'CargoHandedIn', cubes: ['spice'] },
          { type: 'MissionCompleted', payment: 1500 },
        ],
      },
    ],
  });

  scenario(
    'XE-MTYP-02: with none of the listed cubes, elsewhere, or by the objective action: refused',
    {
      ruleset: ex,
      rules: ['XE-MTYP-02'],
      start: { state: at(MP1, [cube('terra', 0, 0)]) },
      steps: [
        { seat, command: deliver, rejects: 'NoMissionCargo' },
        { seat, command: { type: 'WorkMission', card: 'haul' }, rejects: 'DeliverOnly' },
        { seat, command: { ...deliver, outfit: ZAP }, rejects: 'NoOutfitWanted' },
      ],
    },
  );

  scenario('XE-MTYP-02: cubes carried away from the Delivery point cannot be delivered', {
    ruleset: ex,
    rules: ['XE-MTYP-02', 'XB-MISS-03'],
    start: { state: at(MP2, [cube('spice', 0, 0)]) },
    steps: [{ seat, command: deliver, rejects: 'WrongPlace' }],
  });
});

// ---- XE-MTYP-03 Private Eye ----------------------------------------------------------------

describe('Private Eye (XE-MTYP-03)', () => {
  const at = (where: Hex, cards: string[], discard: string[] = []) =>
    deckOf(holdingE(seat, where, [mission('snoop')]), cards, discard);
  const work: XiaCommand = { type: 'WorkMission', card: 'snoop' };

  scenario(
    'XE-MTYP-03: at the named point the top 3 are drawn and discarded; 2 Outlaw pay 3,500, then delivered',
    {
      ruleset: ex,
      rules: ['XE-MTYP-03', 'XB-MISS-02', 'XB-MISS-03'],
      start: { state: at(MP2, ['run', 'ferry', 'lift', 'hunt']) },
      steps: [
        {
          seat,
          command: work,
          events: [
            {
              type: 'IntelGathered',
              seat,
              card: 'snoop',
              drawn: ['run', 'ferry', 'lift'],
              outlaw: 2,
            },
            { type: 'MissionRevealed', seat, card: 'snoop', payment: 3500 },
          ],
          state: { decks: { missions: ['hunt'], missionDiscard: ['run', 'ferry', 'lift'] } },
        },
        { seat, command: work, rejects: 'ObjectiveDone' },
        { seat, command: { type: 'CompleteMission', card: 'snoop' }, rejects: 'WrongPlace' },
      ],
      expect: { captains: [{}, {}, { missions: { active: [done('snoop', 3500)] } }] },
    },
  );

  scenario('XE-MTYP-03: elsewhere the intel cannot be gathered, nor delivered before it is', {
    ruleset: ex,
    rules: ['XE-MTYP-03'],
    start: { state: at(MP1, ['run', 'ferry', 'lift']) },
    steps: [
      { seat, command: work, rejects: 'WrongPlace' },
      { seat, command: { type: 'CompleteMission', card: 'snoop' }, rejects: 'ObjectiveNotDone' },
    ],
  });

  scenario(
    'XE-MTYP-03: no Outlaw card pays the lowest rate; the deck runs out and the discard pile is reshuffled',
    {
      ruleset: ex,
      rules: ['XE-MTYP-03', 'GAP-XB-17'],
      start: { state: at(MP2, ['ferry'], ['hunt', 'haul']) },
      dice: [shuffled([1, 0])],
      steps: [
        {
          seat,
          command: work,
          events: [
            { type: 'IntelGathered', drawn: ['ferry', 'haul', 'hunt'], outlaw: 0 },
            { type: 'MissionRevealed', payment: 1000 },
          ],
          state: { decks: { missions: [], missionDiscard: ['ferry', 'haul', 'hunt'] } },
        },
      ],
    },
  );

  scenario('XE-MTYP-03: three Outlaw cards pay the top rate; delivered at its point for it', {
    ruleset: ex,
    rules: ['XE-MTYP-03', 'XB-MISS-03'],
    start: {
      state: deckOf(holdingE(seat, MP1, [done('snoop', 5000)]), ['run', 'lift', 'guns']),
    },
    steps: [
      {
        seat,
        command: { type: 'CompleteMission', card: 'snoop' },
        events: [{ type: 'MissionCompleted', card: 'snoop', payment: 5000 }],
      },
    ],
  });

  it('XE-MTYP-03: Outlaw cards are counted by type, element E’s own among them', () => {
    const s = at(MP2, ['guns', 'lean', 'run']);
    const applied = ex.apply(s, seat, work);
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.events).toContainEqual(
      expect.objectContaining({ type: 'IntelGathered', outlaw: 3 }),
    );
  });
});

// ---- XE-MTYP-04 Arms Dealer ----------------------------------------------------------------

describe('Arms Dealer (XE-MTYP-04)', () => {
  const armed = (change: Partial<Hold> = {}) =>
    holdingE(seat, MP2, [mission('guns'), mission('motors')], {
      hold: { ...gunboat, ...change },
      markers: [
        { at: 'used', outfit: ZAP, space: 0 },
        { at: 'armed' },
        { at: 'used', outfit: KICK, space: 0 },
        { at: 'disarmed' },
      ],
    });

  scenario(
    'XE-MTYP-04: an undamaged blaster is handed over: to the supply, its marker Disarmed, Tier 1 pay and crime',
    {
      ruleset: ex,
      rules: ['XE-MTYP-04', 'XB-MISS-03', 'XB-BNTY-03'],
      start: { state: armed() },
      steps: [
        {
          seat,
          command: { type: 'CompleteMission', card: 'guns', outfit: ZAP },
          events: [
            { type: 'OutfitHandedOver', seat, card: 'guns', kind: 'zap', uid: ZAP },
            { type: 'MissionCompleted', seat, card: 'guns', payment: 2000 },
          ],
        },
      ],
      verify: (s) => {
        const c = s.captains[seat];
        expect(c?.hold.outfits.some((o) => o.uid === ZAP)).toBe(false);
        expect(c?.markers).toEqual([
          { at: 'disarmed' },
          { at: 'armed' },
          { at: 'used', outfit: KICK, space: 0 },
          { at: 'disarmed' },
        ]);
        expect(s.supply.outfits.zap).toBe((baseE.supply.outfits.zap ?? 0) + 1);
        expect(c?.bounty).toBe(1000);
        expect(c?.record.missionsCompleted).toEqual({ lawful: 0, outlaw: 1 });
      },
    },
  );

  scenario('XE-MTYP-04: the pay follows the outfit’s tier', {
    ruleset: ex,
    rules: ['XE-MTYP-04'],
    start: {
      state: armed({
        outfits: [...gunboat.outfits, { uid: 40, kind: 'surge', at: [1, 2], turns: 0 }],
      }),
    },
    steps: [
      {
        seat,
        command: { type: 'CompleteMission', card: 'motors', outfit: 40 },
        events: [
          { type: 'OutfitHandedOver', kind: 'surge' },
          { type: 'MissionCompleted', payment: 3500 },
        ],
      },
    ],
  });

  scenario('XE-MTYP-04: a damaged outfit, another type, none named, or one not carried: refused', {
    ruleset: ex,
    rules: ['XE-MTYP-04'],
    start: { state: armed({ damage: [[0, 0]] }) },
    steps: [
      {
        seat,
        command: { type: 'CompleteMission', card: 'guns', outfit: ZAP },
        rejects: 'OutfitDamaged',
      },
      {
        seat,
        command: { type: 'CompleteMission', card: 'guns', outfit: KICK },
        rejects: 'WrongOutfit',
      },
      { seat, command: { type: 'CompleteMission', card: 'guns' }, rejects: 'NameAnOutfit' },
      {
        seat,
        command: { type: 'CompleteMission', card: 'guns', outfit: 99 },
        rejects: 'NoSuchOutfit',
      },
      { seat, command: { type: 'WorkMission', card: 'guns' }, rejects: 'DeliverOnly' },
    ],
  });

  it('XE-MTYP-04: legal lists one delivery per undamaged outfit of the type, none for a damaged one', () => {
    const deliveries = (s: XiaState) =>
      ex.legal(s, seat).filter((c) => c.type === 'CompleteMission');
    expect(deliveries(armed())).toEqual([
      { type: 'CompleteMission', card: 'guns', outfit: ZAP },
      { type: 'CompleteMission', card: 'motors', outfit: KICK },
    ]);
    expect(deliveries(armed({ damage: [[0, 0]] }))).toEqual([
      { type: 'CompleteMission', card: 'motors', outfit: KICK },
    ]);
  });
});

// ---- XE-MTYP-05 Coerce ---------------------------------------------------------------------

describe('Coerce (XE-MTYP-05)', () => {
  // Seat 2 (the gunboat) next to seat 1; 'lean' aims 2 seats on from seat 2: seat 1.
  const coercing = (
    active = [mission('lean', { target: 1 })],
    victim: Partial<Hold> = bare,
  ): XiaState => {
    const s = holdingE(seat, H.southOfBeta, active, { hold: gunboat, markers: ARMED });
    return {
      ...s,
      captains: s.captains.map((c) =>
        c.seat === 1
          ? { ...c, at: H.betaCentre, hold: { ...bare, ...victim }, markers: ARMED }
          : c.seat === 0
            ? { ...c, at: { q: -2, r: 0 } }
            : c,
      ),
    };
  };
  const zap = (
    mission?: string,
    target: { seat: number } | { npc: string } = { seat: 1 },
  ): XiaCommand => ({
    type: 'Attack',
    target,
    use: [{ outfit: ZAP, space: 0 }],
    ...(mission ? { mission } : {}),
  });

  scenario('XE-MTYP-05: the attack declares the card; 4 damage places 3,000 on it', {
    ruleset: ex,
    rules: ['XE-MTYP-05', 'XB-MISS-02', 'XB-CMBT-05'],
    start: { state: coercing() },
    dice: [die(6, 4)],
    steps: [
      {
        seat,
        command: zap('lean'),
        events: [
          { type: 'MissionDeclared', seat, card: 'lean', target: { seat: 1 } },
          { type: 'AttackDeclared' },
          { type: 'AttackResolved', damage: 4 },
          { type: 'MissionRevealed', seat, card: 'lean', payment: 3000 },
        ],
      },
    ],
    expect: {
      captains: [{}, {}, { missions: { active: [{ ...done('lean', 3000), target: 1 }] } }],
    },
  });

  scenario('XE-MTYP-05: the defence is declared first; 1 damage pays the lowest band', {
    ruleset: ex,
    rules: ['XE-MTYP-05', 'XB-CMBT-03', 'XB-MISS-03', 'XB-BNTY-03'],
    start: { state: coercing(undefined, shielded) },
    dice: [die(6, 5), die(6, 4)],
    steps: [
      {
        seat,
        command: zap('lean'),
        state: {
          prompts: [{ kind: 'Defend', seat: 1 }],
          captains: [
            {},
            {},
            { missions: { active: [{ card: 'lean', revealed: true, coercing: true }] } },
          ],
        },
      },
      {
        seat: 1,
        command: { type: 'Defend', use: [{ outfit: GUARD, space: 0 }], ability: null },
        events: [
          { type: 'AttackResolved', damage: 1 },
          { type: 'MissionRevealed', card: 'lean', payment: 1500 },
        ],
      },
    ],
    verify: (s) => {
      const m = s.captains[seat]?.missions.active[0];
      expect(m).toEqual({ ...done('lean', 1500), target: 1 });
      expect(violations(ex.content, s).filter((v) => v.includes('oerc'))).toEqual([]);
    },
  });

  scenario(
    'XE-MTYP-05: a Coerce card with its payment is delivered at its point, with its crime Bounty',
    {
      ruleset: ex,
      rules: ['XE-MTYP-05', 'XB-MISS-03', 'XB-BNTY-03'],
      start: { state: holdingE(seat, MP1, [{ ...done('lean', 3000), target: 1 }]) },
      steps: [
        {
          seat,
          command: { type: 'CompleteMission', card: 'lean' },
          events: [
            { type: 'MissionCompleted', seat, card: 'lean', payment: 3000 },
            { type: 'BountyChanged', seat, amount: 2000 },
          ],
        },
      ],
      verify: (s) => {
        expect(s.captains[seat]?.record.missionsCompleted).toEqual({ lawful: 0, outlaw: 1 });
        expect(s.captains[seat]?.missions.completed).toEqual(['lean']);
      },
    },
  );

  scenario('XE-MTYP-05: no damage fails the mission, with its crime Bounty', {
    ruleset: ex,
    rules: ['XE-MTYP-05', 'XB-BNTY-03'],
    start: { state: coercing(undefined, shielded) },
    dice: [die(6, 2), die(6, 5)],
    steps: [
      { seat, command: zap('lean') },
      {
        seat: 1,
        command: { type: 'Defend', use: [{ outfit: GUARD, space: 0 }], ability: null },
        events: [
          { type: 'AttackResolved', damage: 0 },
          { type: 'MissionFailed', seat, card: 'lean', bounty: 1000 },
        ],
      },
    ],
    expect: { captains: [{}, {}, { bounty: 1000, missions: { active: [] } }] },
  });

  scenario('XE-MTYP-05: damage below the lowest band fails too', {
    ruleset: ex,
    rules: ['XE-MTYP-05'],
    start: { state: coercing([mission('squeeze', { target: 1 })]) },
    dice: [die(6, 1)],
    steps: [
      {
        seat,
        command: zap('squeeze'),
        events: [
          { type: 'AttackResolved', damage: 1 },
          { type: 'MissionFailed', card: 'squeeze' },
        ],
      },
    ],
  });

  scenario(
    'XE-MTYP-05: a plain attack leaves the card face down; the wrong target, card or action is refused',
    {
      ruleset: ex,
      rules: ['XE-MTYP-05'],
      start: {
        state: coercing([mission('lean', { target: 0 }), mission('run'), done('squeeze', 2000)]),
      },
      steps: [
        { seat, command: zap('lean'), rejects: 'NotTheTarget' },
        { seat, command: zap('run'), rejects: 'NotCoerce' },
        { seat, command: zap('squeeze'), rejects: 'ObjectiveDone' },
        { seat, command: zap('nothing'), rejects: 'NotYourMission' },
        { seat, command: { type: 'WorkMission', card: 'lean' }, rejects: 'ObjectiveInCombat' },
      ],
    },
  );

  it('XE-MTYP-05: legal offers the attack with and without the card, only against its target', () => {
    const s = coercing([mission('lean', { target: 1 })]);
    const attacks = ex.legal(s, seat).filter((c) => c.type === 'Attack' || c.type === 'Ram');
    const declared = attacks.filter((c) => 'mission' in c);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.length * 2).toBe(attacks.length);
    for (const c of declared) expect(c).toMatchObject({ mission: 'lean', target: { seat: 1 } });
  });

  scenario('XE-MTYP-05: a ram is an attack too; a target destroyed by it counts the damage', {
    ruleset: ex,
    rules: ['XE-MTYP-05', 'XB-OTYP-02'],
    start: {
      state: coercing(undefined, {
        damage: [
          [0, 0],
          [1, 0],
          [2, 0],
          [0, 1],
          [1, 1],
          [2, 1],
          [0, 2],
          [1, 2],
        ],
      }),
    },
    dice: [die(6, 5)],
    steps: [
      {
        seat,
        command: {
          type: 'Ram',
          target: { seat: 1 },
          use: { outfit: KICK, space: 0 },
          mission: 'lean',
        },
        events: [
          { type: 'MissionDeclared', card: 'lean' },
          { type: 'AttackResolved', damage: 5 },
          { type: 'MissionRevealed', card: 'lean', payment: 5000 },
          { type: 'ShipDestroyed', seat: 1 },
        ],
      },
    ],
  });

  scenario(
    'XE-MTYP-05 XE-2P-02: with two captains the card may aim at an NPC, coerced the same way',
    {
      ruleset: ex,
      rules: ['XE-MTYP-05', 'XE-2P-02'],
      start: {
        state: withNpc(
          coercing([mission('lean', { targetNpc: 'merchant' })]),
          'merchant',
          H.betaCentre,
        ),
      },
      dice: [die(6, 6), die(6, 1)],
      steps: [
        { seat, command: zap('lean'), rejects: 'NotTheTarget' },
        {
          seat,
          command: zap('lean', { npc: 'merchant' }),
          events: [
            { type: 'MissionDeclared', target: { npc: 'merchant' } },
            { type: 'AttackResolved', damage: 5 },
            { type: 'MissionRevealed', card: 'lean', payment: 5000 },
          ],
        },
      ],
    },
  );

  scenario('XE-MTYP-05: the target is fixed when the card is kept, like a Thief’s', {
    ruleset: ex,
    rules: ['XE-MTYP-05', 'XB-MTYP-05', 'XB-MISS-01'],
    start: { state: deckOf(holdingE(seat, MP1, []), ['lean', 'squeeze', 'ferry']) },
    steps: [
      { seat, command: { type: 'DrawMissions' } },
      {
        seat,
        command: { type: 'KeepMission', card: 'lean' },
        verify: (s) =>
          expect(s.captains[seat]?.missions.active).toEqual([mission('lean', { target: 1 })]),
      },
    ],
  });
});

// ---- secrecy, death, Experience ------------------------------------------------------------

describe('element E cards among the other mission rules', () => {
  // Element G (XE-RULE-01, XE-RULE-02): sorting cards drawn face down, discarding at any time.
  const sorting = (): XiaState => {
    const s = holdingE(seat, MP1, [], {}, withE(fight, ['G']));
    return {
      ...deckOf(s, ['ferry']),
      prompts: [{ kind: 'KeepMission', seat, cards: ['lean', 'haul', 'run'] }],
    };
  };

  scenario(
    'XE-MTYP-05 XE-RULE-01 XE-RULE-02: with G a Coerce card sorted from the face-down draw aims like a Thief; it may be discarded at any time',
    {
      ruleset: ex,
      rules: ['XE-MTYP-05', 'XE-RULE-01', 'XE-RULE-02'],
      start: { state: sorting() },
      steps: [
        {
          seat,
          command: { type: 'KeepMission', card: 'lean' },
          state: {
            captains: [{}, {}, { missions: { active: [mission('lean', { target: 1 })] } }],
            decks: { missionDiscard: ['haul', 'run'] },
          },
        },
        {
          seat,
          command: { type: 'DiscardMission', card: 'lean' },
          state: {
            captains: [{}, {}, { missions: { active: [] } }],
            decks: { missionDiscard: ['haul', 'run', 'lean'] },
          },
        },
      ],
    },
  );

  it('XE-MTYP-05: a card declared with an attack under way survives the copy each command makes', () => {
    const s = holdingE(seat, MP1, [mission('lean', { target: 1, revealed: true, coercing: true })]);
    expect(cloneState(s)).toStrictEqual(s);
  });

  it('XE-MTYP-05: a card left declared with no attack under way breaks an invariant', () => {
    const s = holdingE(seat, MP1, [mission('lean', { target: 1, revealed: true, coercing: true })]);
    expect(violations(ex.content, s).join('\n')).toContain('coercing with no attack under way');
    const wrong = holdingE(seat, MP1, [mission('haul', { coercing: true })]);
    expect(violations(ex.content, wrong).join('\n')).toContain('is no Coerce card');
  });

  it('XE-MTYP-01: a held card stays hidden from others until declared or revealed', () => {
    const s = holdingE(seat, MP1, [mission('lean', { target: 1 }), mission('haul')]);
    const other = JSON.stringify(ex.view(s, { seat: 0 }));
    expect(other).not.toContain('"lean"');
    expect(other).not.toContain('"haul"');
    expect(JSON.stringify(ex.view(s, { seat }))).toContain('"lean"');
  });
});
