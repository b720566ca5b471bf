/**
 * Element E's log lines read as sentences with names: the Relic sifted and its reward by name,
 * The Kiln's spaces, cargo lost, Kei's trade, Cargo handed in, and a docked ship's place
 * (XE-KILN-05, XE-RELIC-03, XE-ECON-09, XE-MTYP-02).
 */
import { KILN_INTERIOR, type XiaEvent } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { buildLog } from '../src/log/lines.ts';
import { viewNamer } from '../src/log/names.ts';
import { placeNamer } from '../src/log/places.ts';
import { relicWords } from '../src/mat/relicText.ts';
import { content, fixture } from './helpers.ts';

function line(event: XiaEvent): string {
  const view = fixture('late').view;
  const c = content();
  const turns = buildLog([event], viewNamer(c, view.captains), placeNamer(c, view.board.sectors));
  // The namer adds each captain's ship ("Captain 1 (Tinderbox)"): left out here.
  return turns
    .flatMap((t) => t.lines.map((l) => l.text))
    .join(' | ')
    .replace(/(Captain \d) \([^)]*\)/g, '$1');
}

describe("element E's log lines", () => {
  it('name the Relic, its reward and what did not fit', () => {
    expect(line({ type: 'RelicSifted', seat: 0, relic: 'star-chart', at: [0, 0] })).toBe(
      'Captain 1 sifts a Relic at The Kiln: the Star Chart of the Old Lanes.',
    );
    expect(
      line({ type: 'RelicRewarded', seat: 0, relic: 'star-chart', reward: 'reward', forfeited: 0 }),
    ).toBe('Captain 1 takes 3,000 credits for the Star Chart of the Old Lanes.');
    expect(
      line({ type: 'RelicRewarded', seat: 0, relic: 'star-chart', reward: 'fame', forfeited: 2 }),
    ).toBe(
      'Captain 1 takes 1 Fame for the Star Chart of the Old Lanes (2 pieces do not fit the hold and are lost).',
    );
    expect(line({ type: 'RelicLost', seat: 1, at: [0, 0], cause: 'jettisoned' })).toBe(
      'Captain 2 loses a Relic thrown overboard.',
    );
  });

  it("name The Kiln's spaces, Kei's trade and the cubes handed in", () => {
    const at = fixture('late').view.captains[0]?.at;
    if (!at) throw new Error('no ship');
    expect(line({ type: 'KilnDocked', seat: 0, from: at, space: 2 })).toBe(
      'Captain 1 docks with The Kiln on space 3 (the Sell space).',
    );
    expect(
      line({ type: 'KeiTraded', seat: 0, gave: { spice: 2 }, took: { holo: 2 }, demand: 0 }),
    ).toBe('Captain 1 trades 2 Spice for 2 Holo with the Economy Board on Kei.');
    const card = content().embers.missions.find((m) => m.type === 'cargo');
    if (!card) throw new Error('no Cargo card');
    expect(
      line({ type: 'CargoHandedIn', seat: 0, card: card.id, cubes: ['spice', 'holo', 'spice'] }),
    ).toBe(`Captain 1 hands in 2 Spice and 1 Holo for ${card.name}.`);
  });

  it('names a space inside The Kiln as such, not as a place off the map', () => {
    const c = content();
    const place = placeNamer(c, fixture('late').view.board.sectors);
    const inside = KILN_INTERIOR[1];
    if (!inside) throw new Error('no interior');
    expect(place(inside)).toBe('space 2 inside The Kiln');
  });
});

describe("a Relic's reward in words", () => {
  it('names its Mod by the Mod’s name, not its id (XE-RELIC-04)', () => {
    expect(relicWords('piercer-husk').reward).toBe('2,000 credits and the Mod Piercer');
  });
});
