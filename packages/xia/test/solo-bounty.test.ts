/**
 * Solo Bounty (XS-BNTY-01..03): every entry into an Outlaw planet by its Entrance adds 1,000,
 * Outlaw or not; Bounty moves to a new ship; each attack on the Merchant or the Enforcer by the
 * player or the Sellsword adds 1,000 to the attacker.
 */
import { die } from '@drift/engine';
import { edgeHexes, type Hex, hexEquals } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import type { NpcState, XiaState } from '../src/model/state.ts';
import { ATTACK_BOUNTY, attackBounty } from '../src/solo/bounty.ts';
import { runSolo, solo, soloStarted, withPlayer } from './fixtures/solo.ts';

const content = solo.content;
const started = soloStarted('solo-1'); // the player at (-5,7), the Merchant beside at (-5,6)

describe('Outlaw planets (XS-BNTY-01)', () => {
  // Loath laid beside the start; its Entrance faces (7,1) from its planet at (8,0).
  const sectors = [
    ...started.board.sectors,
    { id: 'loath', slot: { q: 1, r: 1 }, rotation: 0 as const },
  ];
  const entrance = (() => {
    for (const [edge, borders] of boardOf(content, sectors).borders)
      for (const b of borders)
        if (b.kind === 'entrance' && b.region.legal === 'outlaw') {
          const [x, y] = edgeHexes(edge);
          return { inside: b.inside, outside: hexEquals(x, b.inside) ? y : x };
        }
    throw new Error('no outlaw Entrance');
  })();
  const outlaw = (bounty: number, movement: number): XiaState => {
    const s = withPlayer(
      { ...started, board: { ...started.board, sectors } },
      { at: entrance.outside, bounty },
    );
    return { ...s, turn: { ...s.turn, movement, moveSource: 'impulse' } };
  };

  scenario('an Outlaw entering again and again gains 1,000 each time', {
    ruleset: solo,
    rules: ['XS-BNTY-01'],
    start: { state: outlaw(2000, 3) },
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'Step', to: entrance.inside },
        events: [
          { type: 'BountyChanged', seat: 0, amount: 1000, reason: 'entered Loath', bounty: 3000 },
        ],
      },
      { seat: 0, command: { type: 'Step', to: entrance.outside } },
      {
        seat: 0,
        command: { type: 'Step', to: entrance.inside },
        events: [{ type: 'BountyChanged', seat: 0, amount: 1000, bounty: 4000 }],
      },
    ],
    expect: { captains: [{ bounty: 4000 }] },
  });

  it('XS-BNTY-01: an Innocent ship becomes an Outlaw there as usual', () => {
    const applied = solo.apply(outlaw(0, 1), 0, { type: 'Step', to: entrance.inside });
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.state.captains[0]?.bounty).toBe(1000);
  });
});

describe('a new ship (XS-BNTY-02)', () => {
  const business = withPlayer(
    { ...started, turn: { ...started.turn, phase: 'Business' } },
    { credits: 10_000, bounty: 2000 },
  );
  scenario('the Bounty goes with the captain to the new ship', {
    ruleset: solo,
    rules: ['XS-BNTY-02'],
    start: { state: business },
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'BuyShip', ship: 'caravel' },
        events: [{ type: 'ShipBought', seat: 0, ship: 'caravel' }],
        state: { captains: [{ ship: 'caravel', bounty: 2000 }] },
      },
    ],
  });

  it('XS-BNTY-02: no Bounty is cleared by the purchase', () => {
    const applied = solo.apply(business, 0, { type: 'BuyShip', ship: 'caravel' });
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.events.filter((e) => e.type === 'BountyChanged')).toEqual([]);
  });
});

describe('attacking the Merchant or the Enforcer (XS-BNTY-03)', () => {
  const armed = withPlayer(started, {
    hold: {
      outfits: [{ uid: 900, kind: 'saker-v-blaster', at: [0, 0], turns: 0 }],
      cargo: [],
      damage: [],
    },
  });
  const fire = solo
    .legal(armed, 0)
    .find((c) => c.type === 'Attack' && 'npc' in c.target && c.target.npc === 'merchant');

  scenario('every attack on the Merchant adds 1,000 Bounty to the attacker, hit or miss', {
    ruleset: solo,
    rules: ['XS-BNTY-03'],
    start: { state: armed },
    // The Merchant defends with its NPC Stats die, side A's d6 on Normal (XS-NPC-03).
    dice: [die(6, 1), die(6, 6)],
    steps: [
      {
        seat: 0,
        command: fire ?? { type: 'EndActions' },
        events: [
          { type: 'AttackDeclared', attacker: { seat: 0 }, target: { npc: 'merchant' } },
          {
            type: 'BountyChanged',
            seat: 0,
            amount: ATTACK_BOUNTY,
            reason: 'attacked the Merchant',
            bounty: 1000,
          },
          { type: 'AttackResolved', damage: 0 },
        ],
      },
    ],
  });

  const sellsword: NpcState = {
    id: 'sellsword',
    at: { q: 0, r: 3 } as Hex,
    damage: 0,
    bounty: 0,
    credits: 0,
    holder: null,
    awaitingRespawn: false,
    waypoint: 0,
  };
  const withSellsword: XiaState = { ...started, npcs: [...started.npcs, sellsword] };

  it('XS-BNTY-03: the Enforcer too; the Sellsword gains it; never for the Scoundrel or between opponents', () => {
    const on = (attacker: Parameters<typeof attackBounty>[1], npc: string) =>
      runSolo(withSellsword, [], (ctx) => attackBounty(ctx, attacker, { npc }));
    expect(on({ seat: 0 }, 'enforcer').state.captains[0]?.bounty).toBe(1000);
    const hired = on({ npc: 'sellsword' }, 'enforcer');
    expect(hired.events).toEqual([
      {
        type: 'NpcBountyChanged',
        npc: 'sellsword',
        amount: 1000,
        reason: 'attacked the Enforcer',
        bounty: 1000,
      },
    ]);
    expect(on({ seat: 0 }, 'scoundrel').events).toEqual([]);
    expect(on({ npc: 'scoundrel' }, 'merchant').events).toEqual([]);
    // Outside a solo game nothing changes.
    const { solo: _solo, ...multi } = withSellsword;
    expect(
      runSolo(multi, [], (ctx) => attackBounty(ctx, { seat: 0 }, { npc: 'merchant' })).events,
    ).toEqual([]);
  });
});
