/**
 * The Sellsword (XS-NPC-05, XS-NPC-06): the player's automated ally. It acts right after the
 * player's turn, before the NPCs; comes into play, and back after being destroyed, at a random
 * Spawn Point; the NPCs it destroys are the player's kills, the Bounty is its own.
 */
import { die, scripted } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { corePack } from '../../src/content/core.ts';
import type { XiaState } from '../../src/model/state.ts';
import { createXia } from '../../src/ruleset.ts';
import { actingOrder } from '../../src/solo/npc-turn.ts';
import { resumeSolo } from '../../src/solo/round.ts';
import { ARMED, gunboat, ZAP } from '../fixtures/combat.ts';
import {
  following,
  H,
  playNpcTurn,
  rules,
  runEffect,
  SELLSWORD,
  soloGame,
  steps,
  withNpcs,
  withPlayer,
} from '../fixtures/solo-npcs.ts';

const withSellsword = soloGame({ sellsword: true });

function seated(state: XiaState, seating: string[]): XiaState {
  const solo = state.solo;
  if (!solo) throw new Error('not solo');
  return { ...state, solo: { ...solo, seating } };
}

describe('XS-NPC-06: the Sellsword acts right after the player', () => {
  it('XS-NPC-06: it acts first, then the NPCs in their seats, then any not seated yet', () => {
    let out: string[] = [];
    runEffect(seated(withSellsword, ['merchant', 'enforcer']), 0, (ctx) => {
      out = actingOrder(ctx);
    });
    expect(out).toEqual([SELLSWORD, 'merchant', 'enforcer', 'scoundrel']);
    runEffect(soloGame(), 0, (ctx) => {
      out = actingOrder(ctx);
    });
    expect(out).toEqual(soloGame().npcs.map((n) => n.id)); // nobody seated: as they were dealt
  });

  it('XS-NPC-06, GAP-XS-04: in the round, the Sellsword plays before any NPC', () => {
    // The Sellsword destroys the Scoundrel at once: the round waits on the player's decision,
    // the NPCs still to come in the queue behind it.
    const start = following(
      following(
        withNpcs(
          seated(withSellsword, ['scoundrel', 'enforcer', 'merchant']),
          { [SELLSWORD]: { q: 4, r: -1 }, scoundrel: { q: 5, r: -1 } },
          { scoundrel: { damage: 9 } },
        ),
        SELLSWORD,
        'sellsword-mercenary',
        0,
      ),
      'scoundrel',
      'scoundrel-ambush',
      0,
    );
    const solo = start.solo;
    if (!solo) throw new Error('not solo');
    const round: XiaState = {
      ...start,
      random: scripted([die(8, 5), die(6, 1)]),
      solo: { ...solo, step: { at: 'expanse' } },
    };
    const { state, events } = runEffect(round, 0, resumeSolo);
    expect(events.find((e) => e.type === 'NpcActs')).toMatchObject({ npc: SELLSWORD });
    expect(state.solo?.step).toMatchObject({
      at: 'npcs',
      queue: [SELLSWORD, 'scoundrel', 'enforcer', 'merchant'],
    });
    expect(state.prompts).toEqual([{ kind: 'RedrawBehaviour', seat: 0, npc: 'scoundrel' }]);
  });

  it('XS-NPC-06: a solo game with the Sellsword deals it among the NPCs, waiting to come in; without it, none', () => {
    const xia = createXia(corePack());
    const make = (sellsword: boolean) => {
      const options = xia.parseOptions({ seats: 1, solo: { difficulty: 'normal', sellsword } });
      if (!options.ok) throw new Error(options.error.message);
      const made = xia.setup(options.value, 'sellsword');
      if (!made.ok) throw new Error(made.error.message);
      return made.value;
    };
    expect(make(true).npcs.filter((n) => n.id === SELLSWORD)).toEqual([
      {
        id: SELLSWORD,
        at: null,
        damage: 0,
        bounty: 0,
        credits: 0,
        holder: null,
        awaitingRespawn: true,
        waypoint: 0,
      },
    ]);
    expect(make(false).npcs.some((n) => n.id === SELLSWORD)).toBe(false);
  });

  it('XS-NPC-06: on its first turn it comes in at a random Spawn Point (a d20) and draws its behaviour', () => {
    const waiting = withNpcs(
      withSellsword,
      { [SELLSWORD]: null, scoundrel: { q: 3, r: -1 } },
      { [SELLSWORD]: { awaitingRespawn: true } },
    );
    const run = playNpcTurn(following(waiting, 'scoundrel', 'scoundrel-ambush', 0), SELLSWORD, [
      die(20, 12), // Spawn Points 1, 5 and 7: 7 is the closest to 12
      die(20, 3), // the first behaviour of the top card
      die(20, 10),
    ]);
    expect(run.events.slice(0, 5)).toEqual([
      { type: 'DieRolled', seat: 0, die: 20, face: 12, purpose: 'Sellsword respawn' },
      { type: 'NpcSpawned', npc: SELLSWORD, at: H.bazaarSpawn },
      { type: 'DieRolled', seat: 0, die: 20, face: 3, purpose: 'Sellsword behaviour' },
      expect.objectContaining({ type: 'NpcBehaviourDrawn', npc: SELLSWORD, reason: 'entered' }),
      expect.objectContaining({ type: 'NpcActs', npc: SELLSWORD }),
    ]);
    expect(steps(run.events)).toEqual(['0.0.1 closer', '1.0.1 outOfRange']);
  });

  it('XS-NPC-06: destroyed, it comes back at a random Spawn Point, still the player’s, with its behaviour', () => {
    const destroyed = following(
      withNpcs(
        withSellsword,
        { [SELLSWORD]: null, scoundrel: { q: 3, r: -1 } },
        { [SELLSWORD]: { awaitingRespawn: true, bounty: 0 } },
      ),
      SELLSWORD,
      'sellsword-mercenary',
      0,
    );
    const run = playNpcTurn(destroyed, SELLSWORD, [die(20, 4), die(20, 10), die(8, 4), die(6, 3)]);
    expect(run.events[1]).toEqual({ type: 'NpcSpawned', npc: SELLSWORD, at: H.epsilonSpawn });
    expect(run.events.some((e) => e.type === 'NpcBehaviourDrawn')).toBe(false);
    expect(run.state.solo?.behaviours[SELLSWORD]).toEqual({
      card: 'sellsword-mercenary',
      behaviour: 0,
    });
  });
});

describe('XS-NPC-05: its kills are the player’s, its Bounty its own', () => {
  it('XS-NPC-05 XS-BNTY-03: an Innocent NPC it destroys puts the raid Bounty on the Sellsword, never on the player', () => {
    const start = following(
      withNpcs(
        withSellsword,
        { [SELLSWORD]: { q: 4, r: -1 }, merchant: { q: 5, r: -1 } },
        { merchant: { damage: 9 } },
      ),
      SELLSWORD,
      'sellsword-mercenary',
      0,
    );
    const run = playNpcTurn(following(start, 'merchant', 'merchant-hard-bargain', 0), SELLSWORD, [
      die(8, 5),
      die(6, 1),
    ]);
    // 1,000 for attacking the Merchant (XS-BNTY-03), 1,000 for raiding an Innocent ship.
    expect(run.state.npcs.find((n) => n.id === SELLSWORD)?.bounty).toBe(2000);
    expect(run.state.captains[0]).toMatchObject({ bounty: 0, fame: 1 });
    expect(run.state.captains[0]?.record.shipsDestroyed).toBe(1);
    expect(run.events).toContainEqual({
      type: 'NpcDestroyed',
      npc: 'merchant',
      by: { npc: SELLSWORD },
    });
  });

  it('XS-NPC-05: with Bounty, the Sellsword is an Outlaw: the Enforcer hunts it', () => {
    const start = following(
      withNpcs(
        withSellsword,
        { [SELLSWORD]: { q: 0, r: -1 }, enforcer: { q: 6, r: -1 } },
        { [SELLSWORD]: { bounty: 1000 } },
      ),
      'enforcer',
      'enforcer-patrol-orders',
      0,
    );
    const run = playNpcTurn(start, 'enforcer', [die(6, 3), die(6, 3)]);
    expect(run.events).toContainEqual(
      expect.objectContaining({
        type: 'AttackDeclared',
        attacker: { npc: 'enforcer' },
        target: { npc: SELLSWORD },
      }),
    );
  });

  it('XS-NPC-05: the player cannot attack their own Sellsword', () => {
    const s = withNpcs(
      withPlayer(withSellsword, { q: 4, r: -1 }, { hold: gunboat, markers: ARMED }),
      { [SELLSWORD]: { q: 5, r: -1 } },
    );
    const acting: XiaState = {
      ...s,
      turn: { ...s.turn, phase: 'Action', movement: 0, moveSource: null },
    };
    const command = {
      type: 'Attack' as const,
      target: { npc: SELLSWORD },
      use: [{ outfit: ZAP, space: 0 }],
    };
    const refused = rules.apply(acting, 0, command);
    expect(refused.ok ? null : refused.error).toEqual({
      code: 'OwnSellsword',
      message: 'The Sellsword flies for you: you cannot attack it.',
    });
    expect(rules.legal(acting, 0).some((c) => c.type === 'Attack' && 'npc' in c.target)).toBe(
      false,
    );
  });

  it("XS-NPC-05: an NPC's kill of the Sellsword gives nobody anything, and asks nothing", () => {
    const start = following(
      withNpcs(
        withSellsword,
        { scoundrel: { q: 4, r: -1 }, [SELLSWORD]: { q: 5, r: -1 } },
        { [SELLSWORD]: { damage: 9 } },
      ),
      'scoundrel',
      'scoundrel-easy-prey',
      0,
    );
    const before = start.captains[0];
    const run = playNpcTurn(start, 'scoundrel', [die(6, 6), die(6, 1)]);
    expect(run.state.npcs.find((n) => n.id === SELLSWORD)).toMatchObject({
      at: null,
      awaitingRespawn: true,
    });
    expect(run.state.captains[0]).toMatchObject({ fame: before?.fame, credits: before?.credits });
    expect(run.answered).toEqual([]);
  });
});
