/**
 * A scenario for each behaviour of each Behavior card (XS-BEHV-01, GAP-XS-01): the NPC follows
 * it instead of its usual rules, step by step, with forced dice; every step tried is logged.
 */
import { die, type ScriptedDraw } from '@drift/engine';
import { distance, type Hex } from '@drift/engine/hex';
import { describe, expect, it } from 'vitest';
import type { XiaEvent } from '../../src/events.ts';
import type { Combatant, XiaState } from '../../src/model/state.ts';
import { behaviourOf, soloContent } from '../../src/solo/content/index.ts';
import {
  following,
  H,
  type NpcTurnRun,
  npcAt,
  playNpcTurn,
  SELLSWORD,
  soloGame,
  steps,
  withNpcs,
  withPlayer,
} from '../fixtures/solo-npcs.ts';

const plain = soloGame();
const withSellsword = soloGame({ sellsword: true });

/** The state with `who` the last to have attacked `victim` (an NPC id, or `player`). */
function attackedBy(state: XiaState, victim: string, who: Combatant): XiaState {
  const solo = state.solo;
  if (!solo) throw new Error('not solo');
  return { ...state, solo: { ...solo, attackers: { ...solo.attackers, [victim]: who } } };
}

const outlaw = (state: XiaState) => withPlayer(state, H.alphaSpawn, { bounty: 1000 });
const npc = (run: NpcTurnRun, id: string) => run.state.npcs.find((n) => n.id === id);
const attacks = (events: readonly XiaEvent[]) =>
  events.flatMap((e) => (e.type === 'AttackDeclared' ? [{ by: e.attacker, at: e.target }] : []));
const player = { seat: 0 };
/** Dice of an attack on the player's two shields: the NPC's die, then each shield's d6. */
const onShields = (size: 6 | 8 | 12, face: number, shields = [3, 3]) => [
  die(size, face),
  ...shields.map((f) => die(6, f)),
];

interface Case {
  readonly card: string;
  readonly behaviour: 0 | 1;
  readonly npc: string;
  readonly clauses: readonly string[];
  readonly what: string;
  readonly state: XiaState;
  readonly dice: readonly ScriptedDraw[];
  readonly steps: readonly string[];
  readonly verify: (run: NpcTurnRun) => void;
}

const CASES: readonly Case[] = [
  // ---- Merchant: trades, feeding the NPCs' round-end roll ----
  {
    card: 'merchant-market-circuit',
    behaviour: 0,
    npc: 'merchant',
    clauses: ['XS-BEHV-03', 'GAP-XS-03'],
    what: 'trades at two different markets, +2 each',
    state: withNpcs(plain, { merchant: { q: 1, r: 2 } }),
    dice: [],
    steps: ['0.0.1 reached', '1.0.1 done', '2.0.1 reached', '3.0.1 done'],
    verify: (run) => {
      expect(npcAt(run.state, 'merchant')).toEqual(H.eastMarket);
      expect(npc(run, 'merchant')?.credits).toBe(2000);
      expect(run.state.solo?.merchantBonus).toBe(4);
      expect(run.state.solo?.step).toMatchObject({ traded: ['1,3', '3,3'] });
    },
  },
  {
    card: 'merchant-market-circuit',
    behaviour: 1,
    npc: 'merchant',
    clauses: ['XS-BEHV-05', 'GAP-XS-03'],
    what: 'flies twice to the nearest market (round the planet to its entrance) and trades, +1',
    state: withNpcs(plain, { merchant: { q: -2, r: 1 } }),
    dice: [],
    steps: ['0.0.1 closer', '0.0.2 reached', '1.0.1 done'],
    verify: (run) => {
      expect(npcAt(run.state, 'merchant')).toEqual(H.alphaPlanet);
      expect(run.state.solo?.merchantBonus).toBe(1);
    },
  },
  {
    card: 'merchant-hard-bargain',
    behaviour: 0,
    npc: 'merchant',
    clauses: ['GAP-XS-03'],
    what: 'trades at the nearest market for 2,000, +1',
    state: withNpcs(plain, { merchant: { q: 1, r: 2 } }),
    dice: [],
    steps: ['0.0.1 reached', '1.0.1 done'],
    verify: (run) => {
      expect(npc(run, 'merchant')?.credits).toBe(2000);
      expect(run.state.solo?.merchantBonus).toBe(1);
      expect(run.events).toContainEqual({ type: 'NpcEarned', npc: 'merchant', amount: 2000 });
    },
  },
  {
    card: 'merchant-hard-bargain',
    behaviour: 1,
    npc: 'merchant',
    clauses: ['XS-BEHV-05', 'GAP-XS-03'],
    what: 'reaches a market on its first move, wastes the second, and trades for +3',
    state: withNpcs(plain, { merchant: { q: 1, r: 2 } }),
    dice: [],
    steps: ['0.0.1 reached', '0.0.2 wasted', '1.0.1 done'],
    verify: (run) => {
      expect(npcAt(run.state, 'merchant')).toEqual(H.westMarket);
      expect(run.state.solo?.merchantBonus).toBe(3);
    },
  },
  {
    card: 'merchant-armed-freighter',
    behaviour: 0,
    npc: 'merchant',
    clauses: ['XS-BEHV-02'],
    what: 'fires on the player who last attacked it, then trades',
    state: attackedBy(
      withPlayer(withNpcs(plain, { merchant: { q: 1, r: 2 } }), { q: 0, r: 2 }),
      'merchant',
      player,
    ),
    dice: onShields(6, 3),
    steps: ['0.0.1 done', '1.0.1 reached', '2.0.1 done'],
    verify: (run) => {
      expect(attacks(run.events)).toEqual([{ by: { npc: 'merchant' }, at: player }]);
      expect(run.state.solo?.merchantBonus).toBe(1);
    },
  },
  {
    card: 'merchant-armed-freighter',
    behaviour: 1,
    npc: 'merchant',
    clauses: ['XS-BEHV-05'],
    what: 'badly damaged, flies home twice and patches 4 damage there',
    state: withNpcs(plain, { merchant: { q: 2, r: 1 } }, { merchant: { damage: 5 } }),
    dice: [],
    steps: ['0.0.1 closer', '0.0.2 reached', '1.0.1 done'],
    verify: (run) => {
      expect(npcAt(run.state, 'merchant')).toEqual(H.bazaarSpawn);
      expect(npc(run, 'merchant')?.damage).toBe(1);
    },
  },
  {
    card: 'merchant-safe-harbour',
    behaviour: 0,
    npc: 'merchant',
    clauses: ['XS-BEHV-03', 'GAP-XS-03'],
    what: 'shelters at a Lawful planet, patches 2 damage and sells there, +2',
    state: withNpcs(plain, { merchant: { q: 2, r: 0 } }, { merchant: { damage: 3 } }),
    dice: [],
    steps: ['0.0.1 reached', '1.0.1 done', '2.0.1 done'],
    verify: (run) => {
      expect(npcAt(run.state, 'merchant')).toEqual(H.alphaPlanet);
      expect(npc(run, 'merchant')).toMatchObject({ damage: 1, credits: 1000 });
      expect(run.state.solo?.merchantBonus).toBe(2);
    },
  },
  {
    card: 'merchant-safe-harbour',
    behaviour: 1,
    npc: 'merchant',
    clauses: ['GAP-XS-03'],
    what: 'sells at the Outlaw planet for 2,000, +2',
    state: withNpcs(plain, { merchant: { q: 4, r: 0 } }),
    dice: [],
    steps: ['0.0.1 reached', '1.0.1 done'],
    verify: (run) => {
      expect(npcAt(run.state, 'merchant')).toEqual(H.epsilonPlanet);
      expect(npc(run, 'merchant')?.credits).toBe(2000);
      expect(run.state.solo?.merchantBonus).toBe(2);
    },
  },
  // ---- Enforcer: punishes Outlaws and whoever attacks the Merchant ----
  {
    card: 'enforcer-patrol-orders',
    behaviour: 0,
    npc: 'enforcer',
    clauses: ['XS-BEHV-03'],
    what: 'comes within missile range of the Outlaw player and fires',
    state: outlaw(withNpcs(plain, { enforcer: { q: 6, r: -1 } })),
    dice: onShields(6, 3),
    steps: ['0.0.1 reached', '1.0.1 done'],
    verify: (run) => {
      const d = distance(npcAt(run.state, 'enforcer') as Hex, H.alphaSpawn);
      expect(d).toBeGreaterThanOrEqual(2);
      expect(d).toBeLessThanOrEqual(6);
      expect(attacks(run.events)).toEqual([{ by: { npc: 'enforcer' }, at: player }]);
    },
  },
  {
    card: 'enforcer-patrol-orders',
    behaviour: 1,
    npc: 'enforcer',
    clauses: ['XS-BEHV-02', 'XS-BEHV-05'],
    what: 'with no Outlaw about, falls through to the player, twice, and fires',
    state: withNpcs(plain, { enforcer: { q: 6, r: -1 } }),
    dice: onShields(6, 3),
    steps: ['0.0.1 noTarget', '0.1.1 reached', '0.1.2 wasted', '1.0.1 done'],
    verify: (run) => expect(attacks(run.events)).toHaveLength(1),
  },
  {
    card: 'enforcer-merchants-guard',
    behaviour: 0,
    npc: 'enforcer',
    clauses: ['XS-BEHV-04'],
    what: "hunts down the Merchant's attacker and fires twice",
    state: attackedBy(withNpcs(plain, { enforcer: { q: 6, r: -1 } }), 'merchant', player),
    dice: [...onShields(6, 3), ...onShields(6, 3)],
    steps: ['0.0.1 reached', '1.0.1 done', '1.0.2 done'],
    verify: (run) => expect(attacks(run.events)).toHaveLength(2),
  },
  {
    card: 'enforcer-merchants-guard',
    behaviour: 1,
    npc: 'enforcer',
    clauses: ['XS-BEHV-02'],
    what: 'with nobody to punish, falls through twice to patrol, and has no one to fire on',
    state: withNpcs(plain, { enforcer: { q: 6, r: -1 } }),
    dice: [die(20, 10)], // two spaces equally far toward the planet
    steps: ['0.0.1 noTarget', '0.1.1 noTarget', '0.2.1 closer', '1.0.1 noTarget'],
    verify: (run) => {
      expect(npcAt(run.state, 'enforcer')).toEqual({ q: 3, r: -1 });
      expect(attacks(run.events)).toEqual([]);
    },
  },
  {
    card: 'enforcer-bounty-warrant',
    behaviour: 0,
    npc: 'enforcer',
    clauses: ['XS-BEHV-04'],
    what: 'serves the warrant: within range of the Outlaw, fires twice',
    state: outlaw(withNpcs(plain, { enforcer: { q: 6, r: -1 } })),
    dice: [...onShields(6, 3), ...onShields(6, 3)],
    steps: ['0.0.1 reached', '1.0.1 done', '1.0.2 done'],
    verify: (run) => expect(attacks(run.events)).toHaveLength(2),
  },
  {
    card: 'enforcer-bounty-warrant',
    behaviour: 1,
    npc: 'enforcer',
    clauses: ['XS-BEHV-03'],
    what: 'lays siege to an Innocent player: missile range, one shot',
    state: withNpcs(plain, { enforcer: { q: 6, r: -1 } }),
    dice: onShields(6, 3),
    steps: ['0.0.1 reached', '1.0.1 done'],
    verify: (run) => expect(npcAt(run.state, 'enforcer')).toEqual({ q: 4, r: -2 }),
  },
  {
    card: 'enforcer-crackdown',
    behaviour: 0,
    npc: 'enforcer',
    clauses: ['XS-BEHV-02'],
    what: 'fires on the Outlaw in range without moving',
    state: withPlayer(
      withNpcs(plain, { enforcer: { q: 2, r: -1 } }),
      { q: 0, r: -1 },
      {
        bounty: 1000,
      },
    ),
    dice: onShields(6, 3),
    steps: ['0.0.1 done'],
    verify: (run) => {
      expect(npcAt(run.state, 'enforcer')).toEqual({ q: 2, r: -1 });
      expect(attacks(run.events)).toHaveLength(1);
    },
  },
  {
    card: 'enforcer-crackdown',
    behaviour: 1,
    npc: 'enforcer',
    clauses: ['XS-BEHV-02'],
    what: 'the player being Innocent, goes after the weakest of their side instead',
    state: withNpcs(plain, { enforcer: { q: 6, r: -1 } }),
    dice: onShields(6, 3),
    steps: ['0.0.1 notNow', '0.1.1 reached', '1.0.1 done'],
    verify: (run) => expect(attacks(run.events)).toEqual([{ by: { npc: 'enforcer' }, at: player }]),
  },
  // ---- Scoundrel: hunts ----
  {
    card: 'scoundrel-ambush',
    behaviour: 0,
    npc: 'scoundrel',
    clauses: ['XS-BEHV-03', 'XS-BEHV-04'],
    what: 'moves next to the player and fires twice',
    state: withNpcs(plain, { scoundrel: { q: 1, r: -2 } }),
    dice: [die(20, 10), ...onShields(6, 3), ...onShields(6, 3)],
    steps: ['0.0.1 reached', '1.0.1 done', '1.0.2 done'],
    verify: (run) => {
      expect(distance(npcAt(run.state, 'scoundrel') as Hex, H.alphaSpawn)).toBe(1);
      expect(attacks(run.events)).toHaveLength(2);
    },
  },
  {
    card: 'scoundrel-ambush',
    behaviour: 1,
    npc: 'scoundrel',
    clauses: ['XS-BEHV-03'],
    what: 'strikes the weakest of the player’s side once, then runs for home',
    state: withNpcs(plain, { scoundrel: { q: 1, r: -2 } }),
    dice: [die(20, 10), ...onShields(6, 3), die(20, 10)],
    steps: ['0.0.1 reached', '1.0.1 done', '2.0.1 closer'],
    verify: (run) => expect(npcAt(run.state, 'scoundrel')).toEqual({ q: 3, r: -2 }),
  },
  {
    card: 'scoundrel-easy-prey',
    behaviour: 0,
    npc: 'scoundrel',
    clauses: ['XS-BEHV-03'],
    what: 'preys on the Innocent player',
    state: withNpcs(plain, { scoundrel: { q: 1, r: -2 } }),
    dice: [die(20, 10), ...onShields(6, 3)],
    steps: ['0.0.1 reached', '1.0.1 done'],
    verify: (run) => expect(attacks(run.events)).toHaveLength(1),
  },
  {
    card: 'scoundrel-easy-prey',
    behaviour: 1,
    npc: 'scoundrel',
    clauses: ['XS-BEHV-04'],
    what: 'pays the player back for an attack, twice',
    state: attackedBy(withNpcs(plain, { scoundrel: { q: 1, r: -2 } }), 'scoundrel', player),
    dice: [die(20, 10), ...onShields(6, 3), ...onShields(6, 3)],
    steps: ['0.0.1 reached', '1.0.1 done', '1.0.2 done'],
    verify: (run) => expect(attacks(run.events)).toHaveLength(2),
  },
  {
    card: 'scoundrel-raider',
    behaviour: 0,
    npc: 'scoundrel',
    clauses: ['XS-BEHV-05'],
    what: 'flies twice to reach the player and fires',
    state: withNpcs(plain, { scoundrel: { q: 5, r: -2 } }),
    dice: [die(20, 10), die(20, 10), die(20, 10), ...onShields(6, 3)],
    steps: ['0.0.1 closer', '0.0.2 reached', '1.0.1 done'],
    verify: (run) => expect(npcAt(run.state, 'scoundrel')).toEqual({ q: -1, r: -1 }),
  },
  {
    card: 'scoundrel-raider',
    behaviour: 1,
    npc: 'scoundrel',
    clauses: ['XS-BEHV-05'],
    what: 'badly damaged, lies low at home and patches 4 damage',
    state: withNpcs(plain, { scoundrel: { q: 3, r: -1 } }, { scoundrel: { damage: 6 } }),
    dice: [],
    steps: ['0.0.1 reached', '0.0.2 wasted', '1.0.1 done'],
    verify: (run) => {
      expect(npcAt(run.state, 'scoundrel')).toEqual(H.epsilonPlanet);
      expect(npc(run, 'scoundrel')?.damage).toBe(2);
    },
  },
  {
    card: 'scoundrel-pirate-code',
    behaviour: 0,
    npc: 'scoundrel',
    clauses: ['XS-BEHV-04'],
    what: 'goes for the battered Sellsword, the weakest of the player’s side, and fires twice',
    state: withNpcs(
      withSellsword,
      { scoundrel: { q: 1, r: -2 }, [SELLSWORD]: { q: 3, r: -2 } },
      { [SELLSWORD]: { damage: 6 } },
    ),
    dice: [die(6, 4), die(6, 1), die(6, 5), die(6, 1)],
    steps: ['0.0.1 reached', '1.0.1 done', '1.0.2 done'],
    verify: (run) => {
      expect(attacks(run.events)).toEqual([
        { by: { npc: 'scoundrel' }, at: { npc: SELLSWORD } },
        { by: { npc: 'scoundrel' }, at: { npc: SELLSWORD } },
      ]);
      expect(npc(run, SELLSWORD)).toMatchObject({ at: null, awaitingRespawn: true }); // 6+3+4
      expect(run.state.prompts).toEqual([]); // an NPC's kill asks the player nothing
    },
  },
  {
    card: 'scoundrel-pirate-code',
    behaviour: 1,
    npc: 'scoundrel',
    clauses: ['XS-BEHV-03'],
    what: 'calls at the Outlaw planet for repairs, then comes for the player and fires',
    state: withPlayer(
      withNpcs(plain, { scoundrel: { q: 3, r: -1 } }, { scoundrel: { damage: 3 } }),
      { q: 4, r: -2 },
    ),
    dice: [die(20, 10), ...onShields(6, 3)],
    steps: ['0.0.1 reached', '1.0.1 done', '2.0.1 reached', '3.0.1 done'],
    verify: (run) => {
      expect(npc(run, 'scoundrel')?.damage).toBe(1);
      expect(distance(npcAt(run.state, 'scoundrel') as Hex, { q: 4, r: -2 })).toBe(1);
    },
  },
  // ---- Sellsword: hunts the NPCs for the player ----
  {
    card: 'sellsword-bounty-hunter',
    behaviour: 0,
    npc: SELLSWORD,
    clauses: ['XS-NPC-05', 'XS-BEHV-04'],
    what: 'hunts the Scoundrel (Bounty) and destroys it: Fame and Bounty for the player',
    state: following(
      withNpcs(withSellsword, {
        scoundrel: { q: 3, r: -1 },
        enforcer: { q: 0, r: -1 },
        [SELLSWORD]: { q: -1, r: 1 },
      }),
      'scoundrel',
      'scoundrel-ambush',
      0,
    ),
    // Side A's Scoundrel goes down at 4: the first shot leaves it on 2, the second ends it.
    dice: [die(20, 10), die(8, 3), die(6, 1), die(8, 8), die(6, 1)],
    steps: ['0.0.1 reached', '1.0.1 done', '1.0.2 done'],
    verify: (run) => {
      expect(npc(run, 'scoundrel')).toMatchObject({ at: null, awaitingRespawn: true });
      const me = run.state.captains[0];
      expect(me).toMatchObject({ fame: 2, bounty: 0 });
      expect(me?.record).toMatchObject({ shipsDestroyed: 1, bountyClaimed: 2000 });
      expect(npc(run, SELLSWORD)?.bounty).toBe(0); // the Scoundrel was an Outlaw: no raid
      expect(run.answered.map((a) => a.prompt.kind)).toEqual(['RedrawBehaviour']);
    },
  },
  {
    card: 'sellsword-bounty-hunter',
    behaviour: 1,
    npc: SELLSWORD,
    clauses: ['XS-NPC-05'],
    what: 'finishes off the weakest NPC, the Merchant: its credits are the player’s, the raid Bounty the Sellsword’s',
    state: following(
      withNpcs(
        withSellsword,
        { merchant: { q: 1, r: 2 }, enforcer: { q: 0, r: -1 }, [SELLSWORD]: { q: -1, r: 1 } },
        { merchant: { damage: 8, credits: 2000 } },
      ),
      'merchant',
      'merchant-hard-bargain',
      0,
    ),
    dice: [die(20, 10), die(8, 8), die(6, 1)],
    steps: ['0.0.1 reached', '1.0.1 done'],
    verify: (run) => {
      expect(npc(run, 'merchant')).toMatchObject({ at: null, credits: 0 });
      const me = run.state.captains[0];
      expect(me).toMatchObject({ fame: 1, bounty: 0 });
      expect(me?.credits).toBe((plain.captains[0]?.credits ?? 0) + 3000); // On Kill 1,000 + 2,000
      // 1,000 for the attack on the Merchant (XS-BNTY-03), 1,000 for the raid.
      expect(npc(run, SELLSWORD)?.bounty).toBe(2000);
      expect(
        run.events.filter((e) => e.type === 'NpcBountyChanged' && e.npc === SELLSWORD),
      ).toHaveLength(2);
      expect(run.answered.map((a) => a.prompt)).toEqual([
        { kind: 'RedrawBehaviour', seat: 0, npc: 'merchant' },
      ]);
    },
  },
  {
    card: 'sellsword-bodyguard',
    behaviour: 0,
    npc: SELLSWORD,
    clauses: ['XS-BEHV-03'],
    what: 'goes after the Enforcer, which last attacked the player',
    state: attackedBy(
      withNpcs(withSellsword, { enforcer: { q: 2, r: -1 }, [SELLSWORD]: { q: -1, r: 1 } }),
      'player',
      { npc: 'enforcer' },
    ),
    dice: [die(8, 4), die(8, 4)],
    steps: ['0.0.1 reached', '1.0.1 done'],
    verify: (run) =>
      expect(attacks(run.events)).toEqual([{ by: { npc: SELLSWORD }, at: { npc: 'enforcer' } }]),
  },
  {
    card: 'sellsword-bodyguard',
    behaviour: 1,
    npc: SELLSWORD,
    clauses: ['XS-BEHV-03'],
    what: 'flies next to the player and fires on the NPC in range',
    state: withNpcs(withSellsword, { scoundrel: { q: -1, r: 0 }, [SELLSWORD]: { q: 2, r: -1 } }),
    dice: [die(8, 4), die(6, 3)],
    steps: ['0.0.1 reached', '1.0.1 done'],
    verify: (run) => {
      expect(distance(npcAt(run.state, SELLSWORD) as Hex, H.alphaSpawn)).toBe(1);
      expect(npc(run, 'scoundrel')?.damage).toBe(1);
    },
  },
  {
    card: 'sellsword-mercenary',
    behaviour: 0,
    npc: SELLSWORD,
    clauses: ['XS-BEHV-03'],
    what: 'goes after the nearest NPC and fires',
    state: withNpcs(withSellsword, { enforcer: { q: 2, r: -1 }, [SELLSWORD]: { q: -1, r: 1 } }),
    dice: [die(8, 4), die(8, 4)],
    steps: ['0.0.1 reached', '1.0.1 done'],
    verify: (run) => expect(npcAt(run.state, SELLSWORD)).toEqual({ q: 1, r: 0 }),
  },
  {
    card: 'sellsword-mercenary',
    behaviour: 1,
    npc: SELLSWORD,
    clauses: ['XS-BEHV-04', 'XS-BEHV-05'],
    what: 'flies twice at the Scoundrel and fires twice',
    state: withNpcs(withSellsword, { scoundrel: { q: 5, r: -1 }, [SELLSWORD]: { q: -1, r: 1 } }),
    dice: [die(20, 10), die(20, 10), die(8, 4), die(6, 3), die(8, 4), die(6, 3)],
    steps: ['0.0.1 closer', '0.0.2 reached', '1.0.1 done', '1.0.2 done'],
    verify: (run) => expect(npc(run, 'scoundrel')?.damage).toBe(2),
  },
  {
    card: 'sellsword-veteran',
    behaviour: 0,
    npc: SELLSWORD,
    clauses: ['XS-BEHV-02'],
    what: 'badly damaged, patches 3 damage where it is and so has no one to fire on',
    state: withNpcs(
      withSellsword,
      { scoundrel: { q: 5, r: -1 }, [SELLSWORD]: { q: -1, r: 1 } },
      { [SELLSWORD]: { damage: 6 } },
    ),
    dice: [],
    steps: ['0.0.1 done', '1.0.1 noTarget'],
    verify: (run) => {
      expect(npc(run, SELLSWORD)).toMatchObject({ at: { q: -1, r: 1 }, damage: 3 });
    },
  },
  {
    card: 'sellsword-veteran',
    behaviour: 1,
    npc: SELLSWORD,
    clauses: ['XS-BEHV-04'],
    what: 'turns on the Enforcer that last attacked it, twice, though the Merchant is weaker',
    state: attackedBy(
      withNpcs(
        withSellsword,
        { enforcer: { q: 2, r: -1 }, merchant: { q: 1, r: 2 }, [SELLSWORD]: { q: -1, r: 1 } },
        { merchant: { damage: 5 } },
      ),
      SELLSWORD,
      { npc: 'enforcer' },
    ),
    dice: [die(8, 4), die(8, 4), die(8, 4), die(8, 4)],
    steps: ['0.0.1 reached', '1.0.1 done', '1.0.2 done'],
    verify: (run) =>
      expect(attacks(run.events).map((a) => a.at)).toEqual([
        { npc: 'enforcer' },
        { npc: 'enforcer' },
      ]),
  },
];

describe('every behaviour of every Behavior card', () => {
  it('GAP-XS-01: the cases below cover each behaviour of each card exactly once', () => {
    const covered = CASES.map((c) => `${c.card}/${c.behaviour}`).sort();
    const all = soloContent()
      .cards.flatMap((c) => [`${c.id}/0`, `${c.id}/1`])
      .sort();
    expect(covered).toEqual(all);
  });

  for (const c of CASES) {
    const name = behaviourOf(c.card, c.behaviour).name;
    it(`XS-BEHV-01, ${c.clauses.join(', ')}: ${c.card} "${name}": ${c.what}`, () => {
      const run = playNpcTurn(following(c.state, c.npc, c.card, c.behaviour), c.npc, c.dice);
      expect(run.events[0]).toEqual({ type: 'NpcActs', npc: c.npc, card: c.card, name });
      expect(steps(run.events)).toEqual(c.steps);
      for (const e of run.events)
        if (e.type === 'NpcStep') expect(e).toMatchObject({ npc: c.npc, name });
      c.verify(run);
    });
  }
});
