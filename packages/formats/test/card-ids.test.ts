/**
 * GAP-XW-01: Drift does not rebuild the miniatures rules; the formats name the few cards their
 * rules single out by XWS id, and every such id must be a card of the data file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardData, ESCORT_BANNED_UPGRADES, ESCORT_BLANKED_PILOTS } from '../src/index.ts';

describe('GAP-XW-01: card facts come from the data file', () => {
  it('GAP-XW-01, XW-PE-29, XW-PE-30, XW-AOA-33, XW-AOA-34: every card a rule singles out is in the data', () => {
    const upgrades = new Set(cardData.upgrades.map((u) => u.xws));
    const pilots = new Set(cardData.pilots.map((p) => p.xws));
    for (const xws of [...ESCORT_BANNED_UPGRADES, 'lonewolf'])
      expect(upgrades.has(xws), xws).toBe(true);
    for (const xws of [...ESCORT_BLANKED_PILOTS, 'felswrath'])
      expect(pilots.has(xws), xws).toBe(true);
  });

  it('GAP-XW-01: the formats package depends on the kernel and the matching library only', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies).sort()).toEqual([
      '@drift/engine',
      'edmonds-blossom-fixed',
    ]);
  });
});
