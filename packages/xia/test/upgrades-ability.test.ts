/**
 * The Ability upgrade track (XC-UPG-07..10): free ability cards of Tier 1-2 ships, then of Tier
 * 3 ships too with 2,000 off Tier 3 ships, then a Tier 3 ship traded on for a Tier 1 ship; the
 * rulebook's example of a whole chain as a scenario with the core pack.
 */
import { die } from '@drift/engine';
import { localToBoard } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { abilityEnergy, abilityTier } from '../src/campaign/upgrades/ability.ts';
import type { XiaCommand } from '../src/commands.ts';
import { corePack } from '../src/content/core.ts';
import type { ContentPack } from '../src/content/schema.ts';
import type { HeldAbility, XiaState } from '../src/model/state.ts';
import { createXia } from '../src/ruleset.ts';
import { ARMED, base, combatPack, cx, duel, H, ZAP } from './fixtures/combat.ts';
import { ready } from './fixtures/game.ts';
import { upgraded } from './fixtures/upgrades.ts';

const seat = 2;
const held = (...ids: string[]): HeldAbility[] => ids.map((id) => ({ id, exhausted: false }));
const use = (ability: string): XiaCommand => ({ type: 'UseAbility', ability });

// Burn is the Skiff's card (Tier 1), Sneak the Hauler's (Tier 2), Second Try the Titan's (Tier
// 3), each 1 Energy; Aim (1 Energy) is no ship's card.
const cards = (tier: 1 | 2, energy: number) =>
  upgraded(
    ready(base, seat, H.betaCentre, 0, {
      abilities: held('burn', 'sneak', 'luck', 'aim'),
      energy,
      markers: ARMED,
    }),
    { ability: tier },
  );

describe('XC-UPG-07: Tier 1, the cards of Tier 1 and 2 ships are free', () => {
  it("XC-UPG-07: a card is of its ship's tier; a card of no ship has none", () => {
    expect(abilityTier(cx.content, 'burn')).toBe(1);
    expect(abilityTier(cx.content, 'sneak')).toBe(2);
    expect(abilityTier(cx.content, 'luck')).toBe(3);
    expect(abilityTier(cx.content, 'aim')).toBeUndefined();
  });

  scenario('XC-UPG-07: with no Energy, Burn and Sneak are used; Second Try and Aim are not', {
    ruleset: cx,
    rules: ['XC-UPG-07'],
    start: { state: cards(1, 0) },
    dice: [die(20, 11), die(20, 9)],
    steps: [
      {
        seat,
        command: use('burn'),
        events: [
          { type: 'UpgradeBonus', seat, track: 'ability', on: 'ability', amount: 1 },
          { type: 'AbilityUsed', seat, ability: 'burn', success: true },
        ],
      },
      {
        seat,
        command: use('sneak'),
        events: [{ type: 'AbilityUsed', seat, ability: 'sneak', success: true }],
      },
      { seat, command: use('luck'), rejects: 'NotEnoughEnergy' },
      { seat, command: use('aim'), rejects: 'NotEnoughEnergy' },
    ],
    expect: { captains: [{}, {}, { energy: 0 }] },
  });

  scenario('XC-UPG-07: a Tier 3 card still costs its Energy at Tier 1', {
    ruleset: cx,
    rules: ['XC-UPG-07'],
    start: { state: cards(1, 2) },
    steps: [
      {
        seat,
        command: use('luck'),
        events: [{ type: 'EnergyChanged', seat, amount: -1, energy: 1 }],
      },
    ],
  });

  // A pack where the Hauler (Tier 2) brings the evasion card Dodge (2 Energy).
  const dodgePack: ContentPack = {
    ...combatPack,
    ships: combatPack.ships.map((s) => (s.id === 'hauler' ? { ...s, ability: 'dodge' } : s)),
  };
  const dx = createXia(dodgePack);
  const defended = (tier: 1 | undefined) => {
    const s = duel(H.southOfBeta, H.betaCentre, {}, { abilities: held('dodge'), energy: 0 });
    return tier ? upgraded(s, { ability: tier }) : s;
  };
  const dodge: XiaCommand = { type: 'Defend', use: [], ability: 'dodge' };
  const blast: XiaCommand = {
    type: 'Attack',
    target: { seat: 1 },
    use: [{ outfit: ZAP, space: 0 }],
  };

  scenario('XC-UPG-07: a free evasion card is played in a defence with no Energy', {
    ruleset: dx,
    rules: ['XC-UPG-07'],
    start: { state: defended(1) },
    dice: [die(6, 5), die(20, 12)],
    steps: [
      { seat, command: blast },
      {
        seat: 1,
        command: dodge,
        events: [
          { type: 'UpgradeBonus', seat: 1, track: 'ability', on: 'ability', amount: 2 },
          { type: 'AbilityUsed', seat: 1, ability: 'dodge', success: true },
          { type: 'AttackResolved', attack: 5, defence: 3, damage: 2 },
        ],
      },
    ],
  });

  scenario('XC-UPG-07: without the track the same card needs its 2 Energy', {
    ruleset: dx,
    rules: ['XC-UPG-07'],
    start: { state: defended(undefined) },
    steps: [
      { seat, command: blast },
      { seat: 1, command: dodge, rejects: 'NotEnoughEnergy' },
    ],
  });
});

describe('XC-UPG-08: Tier 2, Tier 3 cards free and Tier 3 ships 2,000 less', () => {
  scenario('XC-UPG-08: Second Try is free at Tier 2', {
    ruleset: cx,
    rules: ['XC-UPG-08'],
    start: { state: cards(2, 0) },
    steps: [
      {
        seat,
        command: use('luck'),
        events: [
          { type: 'UpgradeBonus', seat, track: 'ability', on: 'ability', amount: 1 },
          { type: 'AbilityUsed', seat, ability: 'luck' },
        ],
      },
    ],
  });

  const hauler = (tier: 1 | 2) =>
    upgraded(
      {
        ...ready(base, seat, H.planet, 0, { ship: 'hauler', credits: 6000 }),
        turn: { ...base.turn, seat, phase: 'Business' },
      } satisfies XiaState,
      { ability: tier },
    );
  scenario('XC-UPG-08: the Titan (8,000) costs 6,000 at Tier 2', {
    ruleset: cx,
    rules: ['XC-UPG-08'],
    start: { state: hauler(2) },
    steps: [
      {
        seat,
        command: { type: 'BuyShip', ship: 'titan' },
        events: [
          { type: 'UpgradeBonus', seat, track: 'ability', on: 'ship', amount: 2000 },
          { type: 'CreditsChanged', seat, amount: -6000, credits: 0 },
          { type: 'ShipBought', seat, ship: 'titan' },
        ],
      },
    ],
  });

  scenario('XC-UPG-08: at Tier 1 the Titan still costs 8,000', {
    ruleset: cx,
    rules: ['XC-UPG-08'],
    start: { state: hauler(1) },
    steps: [{ seat, command: { type: 'BuyShip', ship: 'titan' }, rejects: 'NotEnoughCredits' }],
  });
});

describe('XC-UPG-09: Tier 3, from a Tier 3 ship on to a Tier 1 ship', () => {
  const titan = (tier: 2 | 3) =>
    upgraded(
      {
        ...ready(base, seat, H.planet, 0, {
          ship: 'titan',
          credits: 2000,
          abilities: held('mend', 'sneak', 'luck'),
        }),
        turn: { ...base.turn, seat, phase: 'Business' },
      } satisfies XiaState,
      { ability: tier },
    );
  scenario(
    "XC-UPG-09: the Titan goes on to the Wren at the Wren's price, 1 Fame, every card kept",
    {
      ruleset: cx,
      rules: ['XC-UPG-09'],
      start: { state: titan(3) },
      steps: [
        // Seats 0 and 1 fly the Skiff and the Dart: each mat exists once.
        { seat, command: { type: 'BuyShip', ship: 'skiff' }, rejects: 'ShipTaken' },
        { seat, command: { type: 'BuyShip', ship: 'hauler' }, rejects: 'NotNextTier' },
        {
          seat,
          command: { type: 'BuyShip', ship: 'wren' },
          events: [
            { type: 'CreditsChanged', seat, amount: -1000, credits: 1000 },
            { type: 'ShipBought', seat, ship: 'wren' },
            { type: 'FameGained', seat, amount: 1, source: 'ship' },
          ],
          state: {
            captains: [{}, {}, { ship: 'wren', abilities: held('mend', 'sneak', 'luck', 'peek') }],
          },
        },
        // From the Wren (Tier 1), on to Tier 2 as usual.
        { seat, command: { type: 'BuyShip', ship: 'kite' }, rejects: 'NotNextTier' },
        { seat, command: { type: 'BuyShip', ship: 'hauler' }, rejects: 'NotEnoughCredits' },
      ],
    },
  );

  scenario('XC-UPG-09: below Tier 3 a Tier 3 ship is as far as ships go', {
    ruleset: cx,
    rules: ['XC-UPG-09', 'XB-SHIPBUY-01'],
    start: { state: titan(2) },
    steps: [{ seat, command: { type: 'BuyShip', ship: 'wren' }, rejects: 'NotNextTier' }],
  });
});

describe("XC-UPG-10: the rulebook's example, with the core pack", () => {
  const core = createXia(corePack());
  const options = core.parseOptions({
    seats: 1,
    solo: { difficulty: 'hard' },
    campaign: { goal: 'pathfinder', upgrades: { ability: 3 } },
  });
  if (!options.ok) throw new Error(options.error.message);
  const made = core.setup(options.value, 'ability-example');
  if (!made.ok) throw new Error(made.error.message);
  const s0 = made.value;
  const me = s0.captains[0];
  const sector = s0.board.sectors[1];
  if (!me || !sector) throw new Error('no captain or sector');
  // A Tier 3 ship (the Nightshade) with 13,000 and three cards: the Cobbler's (Tier 1), the
  // Ironbark's (Tier 2) and the Nightshade's own (streamlined with element G, Tier 3).
  const start: XiaState = {
    ...s0,
    stage: 'playing',
    turn: { ...s0.turn, seat: 0, number: 1, phase: 'Business' },
    captains: [
      {
        ...me,
        ship: 'nightshade',
        at: localToBoard({ q: 0, r: 0 }, sector),
        credits: 13000,
        energy: 11,
        abilities: held('jury-rig', 'brace', 'shadow-step'),
      },
    ],
  };
  const buy = (ship: string): XiaCommand => ({ type: 'BuyShip', ship });
  scenario(
    'XC-UPG-10: Tier 3 to 1, 2, 3 and 1 again for 1,000 + 5,000 + 6,000 + 1,000: 4 Fame; 3 Tier 1, 2 Tier 2 and 2 Tier 3 cards, all free',
    {
      ruleset: core,
      rules: ['XC-UPG-10', 'XC-UPG-09', 'XC-UPG-08', 'XC-UPG-07'],
      start: { state: start },
      steps: [
        { seat: 0, command: buy('wayfarer'), events: [{ type: 'CreditsChanged', amount: -1000 }] },
        { seat: 0, command: buy('caravel'), events: [{ type: 'CreditsChanged', amount: -5000 }] },
        {
          seat: 0,
          command: buy('manchester'),
          events: [{ type: 'CreditsChanged', amount: -6000 }],
        },
        {
          seat: 0,
          command: buy('sparrowhawk'),
          events: [{ type: 'CreditsChanged', amount: -1000 }],
        },
      ],
      expect: { captains: [{ ship: 'sparrowhawk', credits: 0, fame: 4 }] },
      verify: (s) => {
        const cards = s.captains[0]?.abilities.map((a) => a.id) ?? [];
        const byTier = [1, 2, 3].map(
          (t) => cards.filter((id) => abilityTier(core.content, id) === t).length,
        );
        expect(byTier).toEqual([3, 2, 2]);
        for (const id of cards) expect(abilityEnergy(core.content, s.options, id)).toBe(0);
      },
    },
  );
});
