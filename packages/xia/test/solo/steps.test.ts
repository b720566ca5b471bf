/**
 * How an NPC runs its behaviour's steps (XS-BEHV-02..05): alternates tried in order, steps that
 * cannot be done passed over, "move to target" to the range its next action needs, doubled
 * moves and doubled attacks, the turn pausing for the player's defence and going on after.
 */
import { die, scripted } from '@drift/engine';
import { distance, type Hex } from '@drift/engine/hex';
import { describe, expect, it } from 'vitest';
import type { XiaEvent } from '../../src/events.ts';
import type { XiaState } from '../../src/model/state.ts';
import { npcTurn } from '../../src/solo/npc-turn.ts';
import {
  type Answer,
  defendFully,
  following,
  H,
  npcAt,
  playNpcTurn,
  rules,
  runEffect,
  SELLSWORD,
  soloGame,
  steps,
  withNpcs,
  withPlayer,
} from '../fixtures/solo-npcs.ts';

const plain = soloGame();
const types = (events: readonly XiaEvent[], keep: readonly XiaEvent['type'][]) =>
  events.filter((e) => keep.includes(e.type)).map((e) => e.type);

/** Damage goes clear of the two shields (columns 0 and 1, rows 0 and 1); the rest as defendFully. */
const spareShields: Answer = (prompt, legal) => {
  if (prompt.kind !== 'PlaceDamage') return defendFully(prompt, legal);
  const cell = legal.find((c) => c.type === 'PlaceDamage' && (c.at[0] === 2 || c.at[1] === 2));
  if (!cell) throw new Error('no cell clear of the shields');
  return cell;
};

describe('XS-BEHV-02: steps in order, alternates, steps passed over', () => {
  it('XS-BEHV-02: an attack out of range falls through to its alternate, a second approach', () => {
    const start = withPlayer(withNpcs(plain, { scoundrel: { q: 6, r: -3 } }), { q: 1, r: 5 });
    const run = playNpcTurn(following(start, 'scoundrel', 'scoundrel-ambush', 0), 'scoundrel', [
      die(20, 10),
      die(20, 10),
      die(20, 10),
    ]);
    expect(steps(run.events)).toEqual(['0.0.1 closer', '1.0.1 outOfRange', '1.1.1 reached']);
    expect(distance(npcAt(run.state, 'scoundrel') as Hex, { q: 1, r: 5 })).toBe(1);
    expect(types(run.events, ['AttackDeclared'])).toEqual([]);
  });

  it('XS-BEHV-02: a step that cannot be done, with no alternate, is passed over; the next one runs', () => {
    // Undamaged: nothing to repair, but it still trades.
    const start = withNpcs(plain, { merchant: { q: 2, r: 0 } });
    const run = playNpcTurn(
      following(start, 'merchant', 'merchant-safe-harbour', 0),
      'merchant',
      [],
    );
    expect(steps(run.events)).toEqual(['0.0.1 reached', '1.0.1 undamaged', '2.0.1 done']);
    expect(run.state.npcs.find((n) => n.id === 'merchant')?.credits).toBe(1000);
  });

  it('XS-BEHV-02: when nothing applies the turn ends, having done nothing', () => {
    // Healthy Sellsword, no NPC on the board: nothing to repair, to chase or to fire on.
    const start = withNpcs(soloGame({ sellsword: true }), { [SELLSWORD]: { q: -1, r: 1 } });
    const run = playNpcTurn(following(start, SELLSWORD, 'sellsword-veteran', 0), SELLSWORD, []);
    expect(steps(run.events)).toEqual(['0.0.1 notNow', '0.1.1 noTarget', '1.0.1 noTarget']);
    expect(npcAt(run.state, SELLSWORD)).toEqual({ q: -1, r: 1 });
    expect(run.state.solo?.step).toMatchObject({ next: 2, done: [0, 1] });
  });

  it('XS-BEHV-02: the alternates are tried in printed order, each logged with its place', () => {
    const start = withNpcs(plain, { enforcer: { q: 6, r: -1 } });
    const run = playNpcTurn(
      following(start, 'enforcer', 'enforcer-merchants-guard', 1),
      'enforcer',
      [die(20, 10)],
    );
    const tried = run.events.flatMap((e) => (e.type === 'NpcStep' ? [[e.alt, e.text]] : []));
    expect(tried).toEqual([
      [0, 'move within range of whoever last attacked it'],
      [1, 'move within range of whoever last attacked the Merchant'],
      [2, 'fly to the nearest Lawful planet'],
      [0, 'fire at the ship it went after if in range'],
    ]);
  });
});

describe('XS-BEHV-03: move to target', () => {
  it('XS-BEHV-03: the Scoundrel stops next to its target (blasters)', () => {
    const start = withNpcs(plain, { scoundrel: { q: 1, r: -2 } });
    const run = playNpcTurn(following(start, 'scoundrel', 'scoundrel-easy-prey', 0), 'scoundrel', [
      die(20, 10),
      die(6, 3),
      die(6, 3),
      die(6, 3),
    ]);
    expect(distance(npcAt(run.state, 'scoundrel') as Hex, H.alphaSpawn)).toBe(1);
    // It stops there: 2 of its 4 spaces flown.
    expect(run.events.filter((e) => e.type === 'NpcMoved')).toHaveLength(2);
  });

  it('XS-BEHV-03: the Enforcer stops within missile range, backing off when too close', () => {
    const start = withNpcs(plain, { enforcer: { q: -1, r: 0 } }); // adjacent: too close to fire
    const run = playNpcTurn(
      following(start, 'enforcer', 'enforcer-bounty-warrant', 1),
      'enforcer',
      [die(20, 10), die(6, 3), die(6, 3), die(6, 3)],
    );
    expect(steps(run.events)).toEqual(['0.0.1 reached', '1.0.1 done']);
    expect(npcAt(run.state, 'enforcer')).toEqual({ q: 0, r: -1 });
    expect(distance({ q: 0, r: -1 }, H.alphaSpawn)).toBe(2);
  });

  it('XS-BEHV-03: already in range, the NPC does not move at all', () => {
    const start = withNpcs(plain, { enforcer: { q: 0, r: -1 } });
    const run = playNpcTurn(
      following(start, 'enforcer', 'enforcer-bounty-warrant', 1),
      'enforcer',
      [die(6, 3), die(6, 3), die(6, 3)],
    );
    expect(steps(run.events)).toEqual(['0.0.1 there', '1.0.1 done']);
    expect(run.events.some((e) => e.type === 'NpcMoved')).toBe(false);
  });

  it('XS-BEHV-03: the Merchant moves onto the market, the action space', () => {
    const start = withNpcs(plain, { merchant: { q: 1, r: 2 } });
    const run = playNpcTurn(
      following(start, 'merchant', 'merchant-hard-bargain', 0),
      'merchant',
      [],
    );
    expect(npcAt(run.state, 'merchant')).toEqual(H.westMarket);
  });

  it('XS-BEHV-03: out of reach this turn, it gets as close as it can', () => {
    const start = withPlayer(withNpcs(plain, { scoundrel: { q: 6, r: -3 } }), { q: 1, r: 5 });
    const run = playNpcTurn(following(start, 'scoundrel', 'scoundrel-raider', 0), 'scoundrel', [
      die(20, 10),
      die(20, 10),
      die(20, 10),
      die(6, 3),
      die(6, 3),
      die(6, 3),
    ]);
    const first = run.events.findIndex((e) => e.type === 'NpcStep');
    expect(run.events[first]).toMatchObject({ outcome: 'closer', half: 1 });
    // The first move flew all 4 spaces of its speed toward the player, and got no nearer.
    expect(run.events.slice(0, first).filter((e) => e.type === 'NpcMoved')).toHaveLength(4);
  });

  it('XS-BEHV-03, XB-MOVE-04: with every market taken, the Merchant trades from beside one, 2 of its moves spent', () => {
    const start = withNpcs(withPlayer(soloGame({ sellsword: true }), H.westMarket), {
      merchant: { q: 1, r: 5 },
      [SELLSWORD]: H.eastMarket,
    });
    const run = playNpcTurn(following(start, 'merchant', 'merchant-hard-bargain', 0), 'merchant', [
      die(20, 5), // the two taken markets are as near: the first, the west one
    ]);
    expect(steps(run.events)).toEqual(['0.0.1 reached', '1.0.1 done']);
    expect(npcAt(run.state, 'merchant')).toEqual({ q: 1, r: 4 }); // 1 move, 2 left over
    expect(run.state.solo?.step).toMatchObject({ beside: '1,3', traded: ['1,3'] });
    expect(run.state.npcs.find((n) => n.id === 'merchant')?.credits).toBe(2000);
  });

  it('XS-BEHV-03, XB-MOVE-04: starting beside a taken market, the Merchant trades there without moving', () => {
    const start = withPlayer(withNpcs(plain, { merchant: { q: 1, r: 2 } }), H.westMarket);
    const run = playNpcTurn(
      following(start, 'merchant', 'merchant-hard-bargain', 0),
      'merchant',
      [],
    );
    expect(steps(run.events)).toEqual(['0.0.1 there', '1.0.1 done']);
    expect(npcAt(run.state, 'merchant')).toEqual({ q: 1, r: 2 });
  });

  it('XS-BEHV-03: a market traded at this turn is not traded at again', () => {
    // Standing on a market: "Usual Route" trades there, then finds no other within reach.
    const start = withNpcs(plain, { merchant: H.epsilonPlanet });
    const run = playNpcTurn(
      following(start, 'merchant', 'merchant-market-circuit', 0),
      'merchant',
      [die(20, 10)],
    );
    expect(steps(run.events)).toEqual([
      '0.0.1 there',
      '1.0.1 done',
      '2.0.1 closer',
      '3.0.1 noMarket',
    ]);
    expect(run.state.solo?.merchantBonus).toBe(2);
  });
});

describe('XS-BEHV-04, XS-BEHV-05: doubled attacks and moves', () => {
  it('XS-BEHV-04: a doubled attack is two attacks; between them the player places damage and re-arms shields', () => {
    const start = withNpcs(plain, { scoundrel: { q: 1, r: -2 } });
    const run = playNpcTurn(
      following(start, 'scoundrel', 'scoundrel-ambush', 0),
      'scoundrel',
      [die(20, 10), die(6, 6), die(6, 1), die(6, 1), die(6, 5), die(6, 3), die(6, 2)],
      spareShields,
    );
    expect(steps(run.events)).toEqual(['0.0.1 reached', '1.0.1 done', '1.0.2 done']);
    expect(run.answered.map((a) => a.prompt.kind)).toEqual([
      'Defend',
      'PlaceDamage',
      'PlaceDamage',
      'PlaceDamage',
      'PlaceDamage',
      'RearmShields',
      'Defend',
      'RearmShields',
    ]);
    const flow = types(run.events, ['AttackResolved', 'ShieldsRearmed', 'AttackDeclared']);
    expect(flow).toEqual([
      'AttackDeclared',
      'AttackResolved',
      'ShieldsRearmed', // between the two attacks
      'AttackDeclared',
      'AttackResolved',
      'ShieldsRearmed',
    ]);
    const resolved = run.events.filter((e) => e.type === 'AttackResolved');
    expect(resolved.map((e) => [e.attack, e.defence, e.damage])).toEqual([
      [6, 2, 4],
      [5, 5, 0], // the re-armed shields hold the second shot
    ]);
    expect(run.state.captains[0]).toMatchObject({ energy: 0 }); // 4 − 2 − 2 re-arming twice
  });

  it('XS-BEHV-04: with no Energy to re-arm, the shields stay spent and the second attack meets none', () => {
    const start = withPlayer(withNpcs(plain, { scoundrel: { q: 1, r: -2 } }), H.alphaSpawn, {
      energy: 0,
    });
    const run = playNpcTurn(
      following(start, 'scoundrel', 'scoundrel-ambush', 0),
      'scoundrel',
      [die(20, 10), die(6, 2), die(6, 1), die(6, 1), die(6, 2)],
      spareShields,
    );
    // Both shields' use spaces hold spent markers: nothing to defend with, nothing to ask.
    expect(run.answered.map((a) => a.prompt.kind)).toEqual([
      'Defend',
      'PlaceDamage',
      'PlaceDamage',
    ]);
    const resolved = run.events.filter((e) => e.type === 'AttackResolved');
    expect(resolved.map((e) => [e.attack, e.defence, e.damage])).toEqual([
      [2, 2, 0],
      [2, 0, 2],
    ]);
  });

  it('XS-BEHV-04: with its target destroyed by the first attack, the second is not fired', () => {
    const start = withNpcs(
      soloGame({ sellsword: true }),
      { scoundrel: { q: 1, r: -2 }, [SELLSWORD]: { q: 3, r: -2 } },
      { [SELLSWORD]: { damage: 9 } },
    );
    const run = playNpcTurn(
      following(start, 'scoundrel', 'scoundrel-pirate-code', 0),
      'scoundrel',
      [die(6, 4), die(6, 1)],
    );
    expect(steps(run.events)).toEqual(['0.0.1 reached', '1.0.1 done', '1.0.2 noTarget']);
    expect(run.events.filter((e) => e.type === 'AttackDeclared')).toHaveLength(1);
  });

  it('XS-BEHV-05: a doubled move that reaches its target on the first move wastes the second', () => {
    const start = withNpcs(plain, { scoundrel: { q: 3, r: -1 } }, { scoundrel: { damage: 6 } });
    const run = playNpcTurn(following(start, 'scoundrel', 'scoundrel-raider', 1), 'scoundrel', []);
    expect(steps(run.events).slice(0, 2)).toEqual(['0.0.1 reached', '0.0.2 wasted']);
    expect(run.events.filter((e) => e.type === 'NpcMoved')).toHaveLength(2); // not 2 + more
  });

  it('XS-BEHV-05: a doubled move that falls short moves again, toward the same ship', () => {
    const start = withNpcs(plain, { scoundrel: { q: 5, r: -2 } });
    const run = playNpcTurn(following(start, 'scoundrel', 'scoundrel-raider', 0), 'scoundrel', [
      die(20, 10),
      die(20, 10),
      die(20, 10),
      die(6, 3),
      die(6, 3),
      die(6, 3),
    ]);
    const legs = run.events.flatMap((e) => (e.type === 'NpcStep' && e.step === 0 ? [e] : []));
    expect(legs.map((e) => [e.half, e.outcome, e.target])).toEqual([
      [1, 'closer', { seat: 0 }],
      [2, 'reached', { seat: 0 }],
    ]);
  });
});

describe('the NPC turn pauses for the player and goes on (through the rules)', () => {
  it('XS-BEHV-04: after the player defends and re-arms, the rules run the second attack, which waits again', () => {
    const start = following(
      withNpcs(plain, { scoundrel: { q: 1, r: -2 }, enforcer: { q: 6, r: -1 } }),
      'scoundrel',
      'scoundrel-ambush',
      0,
    );
    const solo = start.solo;
    if (!solo) throw new Error('not solo');
    const round: XiaState = {
      ...start,
      random: scripted([die(20, 10)]),
      solo: { ...solo, step: { at: 'npcs', queue: ['scoundrel', 'enforcer'], next: 0, done: [] } },
    };
    const first = runEffect(round, 0, (ctx) => npcTurn(ctx, 'scoundrel'));
    expect(first.state.prompts).toEqual([
      {
        kind: 'Defend',
        seat: 0,
        attacker: { npc: 'scoundrel' },
        weapons: [],
        npcDie: 6,
        ram: false,
      },
    ]);
    expect(first.state.solo?.step).toMatchObject({ next: 1, part: { alt: 0, half: 1 } });
    const defend = rules
      .legal(first.state, 0)
      .find((c) => c.type === 'Defend' && c.use.length === 2 && c.ability === null);
    if (!defend) throw new Error('no full defence listed');
    const defended = rules.apply(
      { ...first.state, random: scripted([die(6, 1), die(6, 1), die(6, 1)]) },
      0,
      defend,
    );
    if (!defended.ok) throw new Error(defended.error.message);
    // The round waits on the re-arming decision, between the two attacks.
    expect(defended.value.state.prompts).toEqual([{ kind: 'RearmShields', seat: 0, count: 2 }]);
    expect(steps(defended.value.events)).toEqual([]);
    const rearmed = rules.apply(defended.value.state, 0, { type: 'RearmShields', count: 2 });
    if (!rearmed.ok) throw new Error(rearmed.error.message);
    expect(steps(rearmed.value.events)).toEqual(['1.0.2 done']);
    expect(rearmed.value.state.prompts.map((p) => p.kind)).toEqual(['Defend']);
    expect(rearmed.value.state.solo?.step).toMatchObject({
      queue: ['scoundrel', 'enforcer'],
      next: 2,
      done: [0, 1],
    });
  });
});
