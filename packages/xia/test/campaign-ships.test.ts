/**
 * The campaign's ship-use rules (XC-CAMP-02, XC-CAMP-04): the starting Tier 1 ship and every
 * ship bought come from the least-used ships of their tier, counting this game's flights.
 */
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { leastUsed, shipUses } from '../src/campaign/ships.ts';
import type { XiaState } from '../src/model/state.ts';
import {
  acting,
  attempting,
  campaignSetup,
  cx,
  planetHex,
  withCampaign,
} from './fixtures/campaign.ts';

const chosen = (s: XiaState) =>
  cx.legal(s, 0).flatMap((c) => (c.type === 'ChooseShip' ? [c.ship] : []));

describe('XC-CAMP-02: the starting ship is among the least-used Tier 1 ships', () => {
  const fourUsed = { wayfarer: 1, sparrowhawk: 1, cobbler: 1, tinderbox: 1 };

  it('XC-CAMP-02: only the Tier 1 ships not used yet are offered', () => {
    expect(chosen(campaignSetup({ goal: 'pathfinder', shipUses: fourUsed }))).toEqual([
      'dustrunner',
      'magpie',
    ]);
  });

  scenario('a ship used more is refused, naming those that may be taken', {
    ruleset: cx,
    rules: ['XC-CAMP-02'],
    start: { state: campaignSetup({ goal: 'pathfinder', shipUses: fourUsed }) },
    steps: [
      {
        seat: 0,
        command: { type: 'ChooseShip', ship: 'wayfarer' },
        rejects: 'ShipUsedMore',
        verify: () => {
          const refused = cx.apply(campaignSetup({ goal: 'pathfinder', shipUses: fourUsed }), 0, {
            type: 'ChooseShip',
            ship: 'wayfarer',
          });
          expect(refused.ok ? '' : refused.error.message).toBe(
            'This campaign has used the Wayfarer once; take a Tier 1 ship not used yet: Dustrunner, Magpie.',
          );
        },
      },
      {
        seat: 0,
        command: { type: 'ChooseShip', ship: 'magpie' },
        state: { captains: [{ ship: 'magpie' }], campaign: { ships: ['magpie'] } },
      },
    ],
  });

  it('XC-CAMP-02: every ship used once: all are offered again; then those used once', () => {
    const once = Object.fromEntries(
      cx.content.pack.ships.filter((d) => d.tier === 1).map((d) => [d.id, 1]),
    );
    expect(chosen(campaignSetup({ goal: 'pathfinder', shipUses: once }))).toHaveLength(6);
    const more = { ...once, wayfarer: 2, magpie: 3 };
    expect(chosen(campaignSetup({ goal: 'pathfinder', shipUses: more }))).toEqual([
      'sparrowhawk',
      'cobbler',
      'tinderbox',
      'dustrunner',
    ]);
  });

  it('XC-CAMP-02: uses of ships of other tiers do not matter', () => {
    const s = campaignSetup({ goal: 'pathfinder', shipUses: { caravel: 4, 'long-haul': 2 } });
    expect(chosen(s)).toHaveLength(6);
  });
});

describe('XC-CAMP-04: a ship bought is among the least-used of its tier', () => {
  /** In a Business Phase on a planet with credits for any Tier 2 ship. */
  function shopping(shipUses: Record<string, number>): XiaState {
    const s = attempting('pathfinder', { shipUses });
    return acting(s, planetHex(s), { credits: 5000 }, 'Business');
  }
  const bought = (s: XiaState) =>
    cx.legal(s, 0).flatMap((c) => (c.type === 'BuyShip' ? [c.ship] : []));
  const used = { caravel: 1, ironbark: 1, gallowglass: 1, kingfisher: 2 };

  it('XC-CAMP-04: only the Tier 2 ships used least are offered', () => {
    expect(bought(shopping(used))).toEqual(['moth-queen', 'verity']);
    expect(bought(shopping({}))).toHaveLength(6);
  });

  scenario('a Tier 2 ship used more is refused; one used least is bought and counted', {
    ruleset: cx,
    rules: ['XC-CAMP-04'],
    start: { state: shopping(used) },
    steps: [
      { seat: 0, command: { type: 'BuyShip', ship: 'kingfisher' }, rejects: 'ShipUsedMore' },
      {
        seat: 0,
        command: { type: 'BuyShip', ship: 'verity' },
        events: [{ type: 'ShipBought', seat: 0, ship: 'verity' }],
        verify: (s) => {
          const start = s.campaign?.ships[0];
          expect(s.campaign?.ships).toEqual([start, 'verity']);
          expect(shipUses(s, 'verity')).toBe(1);
        },
      },
    ],
  });

  it('XC-CAMP-04: a ship flown earlier this game counts as used, as for the Ability track’s upgrade loop', () => {
    const s = withCampaign(campaignSetup({ goal: 'pathfinder' }), { ships: ['dustrunner'] });
    expect(shipUses(s, 'dustrunner')).toBe(1);
    expect(leastUsed(s, cx.content, 1)).toEqual([
      'wayfarer',
      'sparrowhawk',
      'cobbler',
      'tinderbox',
      'magpie',
    ]);
    const withUses = withCampaign(campaignSetup({ goal: 'pathfinder', shipUses: { magpie: 1 } }), {
      ships: ['magpie'],
    });
    expect(shipUses(withUses, 'magpie')).toBe(2);
  });

  it('XC-CAMP-04: outside a campaign any ship of the next tier may be bought', () => {
    const s = attempting('pathfinder', { shipUses: used });
    const { campaign: _c, ...plain } = acting(s, planetHex(s), { credits: 5000 }, 'Business');
    const options = { ...plain.options };
    delete options.campaign;
    expect(bought({ ...plain, options })).toHaveLength(6);
  });
});
