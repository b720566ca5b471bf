/**
 * Element D, two captains: setup for two (XE-2P-01), NPCs seated for mission targets
 * (XE-2P-02) and the Lone Drifter card (XE-2P-03), with forced dice.
 */
import { die, type SeatId } from '@drift/engine';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { corePack } from '../src/content/index.ts';
import type { ContentPack, MissionDef } from '../src/content/schema.ts';
import { NOT_A_TARGET } from '../src/elements/d-two-players/seating.ts';
import type { ActiveMission, NpcState, XiaState } from '../src/model/state.ts';
import type { XiaOptionsInput } from '../src/options.ts';
import { missionAim } from '../src/rules/missions/draw.ts';
import { createXia } from '../src/ruleset.ts';
import { ARMED, combatPack, gunboat, H, ZAP } from './fixtures/combat.ts';
import { ready, started, withCaptain } from './fixtures/game.ts';

// ---- a pack with Thief and Assassin cards of every seat offset, and NPCs ---------------------

const thief = (offset: number): MissionDef => ({
  id: `lift-${offset}`,
  name: `Lift ${offset}`,
  text: `Steal from the captain ${offset} seats clockwise.`,
  type: 'thief',
  target: { seatOffset: offset },
  steal: 10,
  deliver: 1,
  payment: 3000,
  crime: { complete: 1000, fail: 1000 },
});

const hit = (offset: number): MissionDef => ({
  id: `hit-${offset}`,
  name: `Hit ${offset}`,
  text: `Destroy the captain ${offset} seats clockwise.`,
  type: 'assassin',
  target: { seatOffset: offset },
  deliver: 1,
  payByTier: [2000, 4000, 6000],
  crime: { complete: 2000, fail: 1000 },
});

const pack: ContentPack = {
  ...combatPack,
  info: { ...combatPack.info, id: 'test-two-players' },
  missions: [thief(1), thief(2), thief(3), thief(4), hit(1), hit(2), hit(3), hit(4)],
};
const dx = createXia(pack);

const TWO: XiaOptionsInput = { seats: 2, elements: ['D'], preset: 'firstGame' };
/** Alpha and beta, unrotated; ships chosen, the last picker to act. */
const base = started(TWO);

function npcAt(id: string, holder: SeatId | null, at: NpcState['at'] = null): NpcState {
  return { id, at, damage: 0, bounty: 0, credits: 0, holder, awaitingRespawn: false, waypoint: 0 };
}

/** Dealt as setup would with two captains: seat 0, seat 1, seat 0 again. */
const dealt = (merchantAt: NpcState['at'] = null): NpcState[] => [
  npcAt('scoundrel', 0),
  npcAt('merchant', 1, merchantAt),
  npcAt('enforcer', 0),
];

function withNpcs(state: XiaState, npcs: NpcState[]): XiaState {
  return { ...state, npcs };
}

/** `seat` on Mission Point 1 (Alpha Prime) with these cards on top of the mission deck. */
function drawing(state: XiaState, seat: SeatId, cards: string[]): XiaState {
  const s = ready(state, seat, H.planet, 0);
  return { ...s, decks: { ...s.decks, missions: cards, missionDiscard: [] } };
}

function mission(card: string, change: Partial<ActiveMission> = {}): ActiveMission {
  return { card, revealed: false, stage: 'objective', payment: 0, target: null, ...change };
}

// ---- XE-2P-01 -------------------------------------------------------------------------------

describe('two captains at the table (XE-2P-01)', () => {
  const core = createXia(corePack());

  it('XE-2P-01: two seats only with element D, which is built', () => {
    expect(core.parseOptions({ seats: 2 }).ok).toBe(false);
    const parsed = core.parseOptions({ seats: 2, elements: ['D'] });
    expect(parsed.ok && parsed.value).toMatchObject({ seats: 2, elements: ['D'] });
  });

  it('XE-2P-01: setup lays two sectors, seats two captains, orders both and deals every NPC round the table', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const parsed = core.parseOptions({ seats: 2, elements: ['D'] });
      if (!parsed.ok) throw new Error(parsed.error.message);
      const made = core.setup(parsed.value, seed);
      if (!made.ok) throw new Error(made.error.message);
      const s = made.value;
      expect(s.board.sectors).toHaveLength(2);
      expect(s.captains.map((c) => c.seat)).toEqual([0, 1]);
      expect([...s.pickOrder].sort()).toEqual([0, 1]);
      expect(s.turn.seat).toBe(s.pickOrder[0]);
      // Three NPC cards dealt one at a time from seat 0: the first seat gets two (XB-SETUP-07).
      expect(s.npcs.map((n) => n.holder)).toEqual([0, 1, 0]);
    }
  });

  it('XE-2P-01: the base game still leaves a card to nobody only when NPCs outnumber captains', () => {
    const parsed = core.parseOptions({ seats: 3 });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const made = core.setup(parsed.value, 'three');
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.npcs.map((n) => n.holder)).toEqual([0, 1, 2]);
  });

  it('XE-2P-01: turns alternate between the two captains, the last picker first', () => {
    let s = base;
    const first = s.pickOrder[s.pickOrder.length - 1];
    expect(s.turn.seat).toBe(first);
    const seen: SeatId[] = [s.turn.seat];
    const order = ['EndActions', 'EndBusiness', 'ArmMarkers'];
    for (let i = 0; i < 200 && seen.length < 4; i++) {
      const status = dx.status(s);
      const seat = status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
      const legal = dx.legal(s, seat);
      const command = order.flatMap((t) => legal.filter((c) => c.type === t))[0] ?? legal[0];
      if (!command) throw new Error('stuck');
      const applied = dx.apply(s, seat, command);
      if (!applied.ok) throw new Error(applied.error.message);
      s = applied.value.state;
      if (s.turn.seat !== seen[seen.length - 1]) seen.push(s.turn.seat);
    }
    expect(seen).toEqual([first, 1 - (first ?? 0), first, 1 - (first ?? 0)]);
  });
});

// ---- XE-2P-02 -------------------------------------------------------------------------------

describe('mission targets with two captains (XE-2P-02)', () => {
  for (const seat of [0, 1] as const) {
    for (const card of ['lift-1', 'lift-2', 'lift-3', 'lift-4', 'hit-3']) {
      scenario(`XE-2P-02: with no NPCs, ${card} kept by seat ${seat} aims at the opponent`, {
        ruleset: dx,
        rules: ['XE-2P-02', 'XB-MTYP-05', 'XB-MTYP-06'],
        start: { state: drawing(base, seat, [card, 'lift-1', 'hit-1']) },
        steps: [
          { seat, command: { type: 'DrawMissions' } },
          {
            seat,
            command: { type: 'KeepMission', card },
            verify: (s) =>
              expect(s.captains[seat]?.missions.active).toEqual([
                mission(card, { target: 1 - seat }),
              ]),
          },
        ],
      });
    }
  }

  // Ring: seat 0, the Scoundrel and the Enforcer (held by seat 0, in deal order), seat 1, the
  // Merchant (held by seat 1). NPCs count whether on the board yet or not.
  const ringCases: [SeatId, string, ActiveMission][] = [
    [0, 'lift-1', mission('lift-1', { targetNpc: 'scoundrel' })],
    [0, 'lift-2', mission('lift-2', { targetNpc: 'enforcer' })],
    [0, 'lift-3', mission('lift-3', { target: 1 })],
    [0, 'hit-4', mission('hit-4', { targetNpc: 'merchant' })],
    [1, 'lift-1', mission('lift-1', { targetNpc: 'merchant' })],
    [1, 'hit-2', mission('hit-2', { target: 0 })],
    [1, 'lift-3', mission('lift-3', { targetNpc: 'scoundrel' })],
    [1, 'lift-4', mission('lift-4', { targetNpc: 'enforcer' })],
  ];
  for (const [seat, card, kept] of ringCases) {
    scenario(
      `XE-2P-02: with NPCs seated by their holders, ${card} kept by seat ${seat} aims at ${kept.targetNpc ?? `seat ${kept.target}`}`,
      {
        ruleset: dx,
        rules: ['XE-2P-02', 'XB-MTYP-05', 'XB-MTYP-06'],
        start: { state: withNpcs(drawing(base, seat, [card, 'lift-1', 'hit-1']), dealt()) },
        steps: [
          { seat, command: { type: 'DrawMissions' } },
          {
            seat,
            command: { type: 'KeepMission', card },
            verify: (s) => expect(s.captains[seat]?.missions.active).toEqual([kept]),
          },
        ],
      },
    );
  }

  it('XE-2P-02: The Kiln never sits at the table; an NPC held by nobody sits after the last seat', () => {
    const table = (npcs: NpcState[]) => ({ options: base.options, captains: base.captains, npcs });
    const kiln = [...NOT_A_TARGET][0] ?? '';
    const withKiln = table([npcAt(kiln, 0), npcAt('merchant', null)]);
    expect(missionAim(withKiln, 0, 1)).toEqual({ seat: 1 });
    expect(missionAim(withKiln, 0, 2)).toEqual({ npc: 'merchant' });
    expect(missionAim(withKiln, 1, 1)).toEqual({ npc: 'merchant' });
    expect(missionAim(withKiln, 1, 2)).toEqual({ seat: 0 });
    // Only The Kiln in play: as if there were no NPCs, the opponent every time.
    for (const offset of [1, 2, 3, 4])
      expect(missionAim(table([npcAt(kiln, 1)]), 0, offset)).toEqual({ seat: 1 });
  });

  it('XB-MTYP-05: at a table of three, element D or not, NPCs are never targets', () => {
    const three = { captains: { length: 3 }, npcs: dealt() };
    for (const options of [base.options, { ...base.options, seats: 3 }]) {
      const targets = [1, 2, 3, 4].map((o) => missionAim({ ...three, options }, 0, o));
      expect(targets).toEqual([{ seat: 1 }, { seat: 2 }, { seat: 1 }, { seat: 2 }]);
    }
  });

  // Seat 0 south of beta's centre; the Merchant on beta's centre; seat 1 far off.
  const beside = (active: ActiveMission[], merchantAt: NpcState['at'] = H.betaCentre) =>
    withNpcs(
      withCaptain(
        ready(base, 0, H.southOfBeta, 0, {
          hold: gunboat,
          markers: ARMED,
          missions: { active, completed: [] },
        }),
        1,
        { at: H.westOfPlanet },
      ),
      dealt(merchantAt),
    );
  const stealFromMerchant = mission('lift-1', { targetNpc: 'merchant' });

  scenario('XE-2P-02: a Thief next to its NPC target steals on a d20', {
    ruleset: dx,
    rules: ['XE-2P-02', 'XB-MTYP-05', 'XB-MISS-02'],
    start: { state: beside([stealFromMerchant]) },
    dice: [die(20, 10)],
    steps: [
      {
        seat: 0,
        command: { type: 'WorkMission', card: 'lift-1' },
        events: [
          { type: 'DieRolled', purpose: 'steal' },
          { type: 'MissionRevealed', seat: 0, card: 'lift-1', payment: 3000 },
        ],
      },
    ],
  });

  scenario('XE-2P-02: a Thief away from its NPC target, or with it off the board, is refused', {
    ruleset: dx,
    rules: ['XE-2P-02', 'XB-MTYP-05'],
    start: { state: beside([stealFromMerchant], H.northOfBeta) },
    steps: [{ seat: 0, command: { type: 'WorkMission', card: 'lift-1' }, rejects: 'NotAdjacent' }],
  });

  scenario('XE-2P-02: a Thief whose NPC target is not on the board yet must wait for it', {
    ruleset: dx,
    rules: ['XE-2P-02', 'XB-MTYP-05'],
    start: { state: beside([stealFromMerchant], null) },
    steps: [{ seat: 0, command: { type: 'WorkMission', card: 'lift-1' }, rejects: 'TargetAway' }],
  });

  const fireAt = (npc: string) => ({
    type: 'Attack' as const,
    target: { npc },
    use: [{ outfit: ZAP, space: 0 }],
  });

  scenario(
    'XE-2P-02: destroying the NPC target does the Assassin objective, paid at the Tier 2 rate',
    {
      ruleset: dx,
      rules: ['XE-2P-02', 'XB-MTYP-06'],
      start: { state: beside([mission('hit-4', { targetNpc: 'merchant' })]) },
      dice: [die(6, 6), die(6, 1)],
      steps: [
        {
          seat: 0,
          command: fireAt('merchant'),
          events: [
            { type: 'NpcDestroyed', npc: 'merchant', by: { seat: 0 } },
            { type: 'MissionRevealed', seat: 0, card: 'hit-4', payment: 4000 },
          ],
        },
      ],
      expect: {
        captains: [
          {
            missions: {
              active: [
                mission('hit-4', {
                  targetNpc: 'merchant',
                  revealed: true,
                  stage: 'deliver',
                  payment: 4000,
                }),
              ],
            },
          },
          {},
        ],
      },
    },
  );

  scenario('XE-2P-02: destroying another NPC leaves the Assassin card as it was', {
    ruleset: dx,
    rules: ['XE-2P-02', 'XB-MTYP-06'],
    start: {
      state: {
        ...beside([mission('hit-1', { targetNpc: 'scoundrel' })]),
        npcs: [npcAt('scoundrel', 0, H.northOfBeta), npcAt('merchant', 1, H.betaCentre)],
      },
    },
    dice: [die(6, 6), die(6, 1)],
    steps: [
      {
        seat: 0,
        command: fireAt('merchant'),
        events: [{ type: 'NpcDestroyed', npc: 'merchant', by: { seat: 0 } }],
      },
    ],
    expect: {
      captains: [{ missions: { active: [mission('hit-1', { targetNpc: 'scoundrel' })] } }, {}],
    },
  });
});

// ---- XE-2P-03 -------------------------------------------------------------------------------

describe('Lone Drifter (XE-2P-03)', () => {
  const core = createXia(corePack());

  /** A core game past ship choice in which the first picker took the Sparrowhawk. */
  function coreStarted(input: XiaOptionsInput): { state: XiaState; seat: SeatId } {
    const parsed = core.parseOptions(input);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const made = core.setup(parsed.value, 'drifter');
    if (!made.ok) throw new Error(made.error.message);
    let s = made.value;
    const seat = s.turn.seat;
    for (const _ of s.pickOrder) {
      const legal = core.legal(s, s.turn.seat).filter((c) => c.type === 'ChooseShip');
      const pick = legal.find((c) => c.ship === 'sparrowhawk') ?? legal[0];
      if (!pick) throw new Error('no ship');
      const applied = core.apply(s, s.turn.seat, pick);
      if (!applied.ok) throw new Error(applied.error.message);
      s = applied.value.state;
    }
    return { state: s, seat };
  }

  /** The same game past outfitting, in the Sparrowhawk's Action Phase where it stands. */
  function coreFlying(): { state: XiaState; seat: SeatId } {
    let { state: s, seat } = coreStarted({ seats: 2, elements: ['D'] });
    for (const _ of s.pickOrder) {
      const applied = core.apply(s, s.turn.seat, { type: 'FinishOutfitting' });
      if (!applied.ok) throw new Error(applied.error.message);
      s = applied.value.state;
    }
    const at = s.captains[seat]?.at;
    if (!at) throw new Error('the Sparrowhawk is not on the board');
    return { state: ready(s, seat, at, 0), seat };
  }

  it('XE-2P-03: with two captains the Sparrowhawk brings Lone Drifter in place of Hot Burn', () => {
    const { state, seat } = coreStarted({ seats: 2, elements: ['D'] });
    expect(state.captains[seat]?.ship).toBe('sparrowhawk');
    expect(state.captains[seat]?.abilities).toEqual([{ id: 'lone-drifter', exhausted: false }]);
    const card = core.content.ability('lone-drifter');
    expect(card.effect).toEqual({ kind: 'afterburner', atLeast: 10, movement: 4 });
    expect(core.content.ability('hot-burn').effect).toMatchObject({ atLeast: 10, movement: 2 });
  });

  it('XE-2P-03: at a table of three, element D or not, the Sparrowhawk keeps Hot Burn', () => {
    for (const input of [{ seats: 3 }, { seats: 3, elements: ['D' as const] }]) {
      const { state, seat } = coreStarted(input);
      expect(state.captains[seat]?.abilities).toEqual([{ id: 'hot-burn', exhausted: false }]);
    }
  });

  const flying = coreFlying();

  scenario('XE-2P-03: a successful Lone Drifter roll gives 4 movement, Hot Burn’s 2 and 2 more', {
    ruleset: core,
    rules: ['XE-2P-03', 'XB-SHIP-02'],
    start: { state: flying.state },
    dice: [die(20, 10)],
    steps: [
      {
        seat: flying.seat,
        command: { type: 'UseAbility', ability: 'lone-drifter' },
        events: [
          { type: 'AbilityUsed', ability: 'lone-drifter', success: true },
          { type: 'MoveStarted', source: 'ability', points: 4 },
        ],
        state: { turn: { movement: 4, moveSource: 'ability' } },
      },
    ],
  });

  scenario('XE-2P-03: a failed Lone Drifter roll gives nothing', {
    ruleset: core,
    rules: ['XE-2P-03'],
    start: { state: flying.state },
    dice: [die(20, 9)],
    steps: [
      {
        seat: flying.seat,
        command: { type: 'UseAbility', ability: 'lone-drifter' },
        events: [{ type: 'AbilityUsed', ability: 'lone-drifter', success: false }],
        state: { turn: { movement: 0 } },
      },
    ],
  });
});
