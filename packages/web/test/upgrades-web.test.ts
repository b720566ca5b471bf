/** The campaign upgrades' commands in words and in the actions panel (XC-UPG-04..11). */
import type { XiaCommand, XiaView } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { panelGroups } from '../src/play/actions.ts';
import { commandWords } from '../src/play/words.ts';
import { content, fixture } from './helpers.ts';

/** The late fixture as a campaign game with these tiers. */
function campaignView(upgrades: Record<string, 1 | 2 | 3>): XiaView {
  const view = fixture('late').view;
  return {
    ...view,
    options: { ...view.options, campaign: { goal: 'g', upgrades, rewards: [], shipUses: {} } },
  };
}

describe('campaign upgrade commands in the web client', () => {
  const view = campaignView({ rearm: 2, ability: 2 });
  const me = view.captains[0];
  const words = (c: XiaCommand) => commandWords(c, { view, content: content(), me });

  it('XC-UPG-04, XC-UPG-05, XC-UPG-06, XC-UPG-11: each has a label and says which upgrade', () => {
    expect(words({ type: 'ImpulseAction', gain: 'energy' })).toEqual({
      label: 'Gain 1 Energy',
      detail: 'Impulse upgrade',
    });
    expect(words({ type: 'ImpulseAction', gain: 'heal', at: [1, 0] }).label).toBe(
      'Heal the damage at column 2, row 1',
    );
    expect(words({ type: 'RearmMarker', use: { outfit: 999, space: 0 } }).detail).toBe(
      'Re-arm upgrade: 5 Energy, once a turn',
    );
    expect(words({ type: 'ScanSector', side: 0 }).detail).toMatch(/^Mission upgrade: 1 Energy/);
    expect(words({ type: 'BuyCubes', cubes: { spice: 2 }, extra: 'spice' }).label).toMatch(
      /^Buy .* and take 1 .* more$/,
    );
  });

  it('XC-UPG-08: a Tier 3 ship shows its price less the 2,000', () => {
    const tier3 = content().pack.ships.find((s) => s.tier === 3);
    if (!tier3) throw new Error('no Tier 3 ship');
    expect(words({ type: 'BuyShip', ship: tier3.id }).detail).toContain('6,000');
  });

  it('the new actions land in the panel: Scan beyond a side under exploring, the rest under other', () => {
    const groups = panelGroups(
      [
        { type: 'ScanSector', side: 1 },
        { type: 'ImpulseAction', gain: 'energy' },
        { type: 'RearmMarker', use: { outfit: 999, space: 0 } },
      ],
      { view, content: content(), me },
      'playing',
    );
    const labels = (id: string) =>
      (groups.find((g) => g.id === id)?.items ?? []).flatMap((i) =>
        i.kind === 'command' ? [i.words.label] : [],
      );
    expect(labels('explore')).toHaveLength(1);
    expect(labels('other')).toEqual(['Gain 1 Energy', expect.stringMatching(/^Re-arm the marker/)]);
  });
});
