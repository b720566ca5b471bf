/**
 * Solo play in the browser's words: an NPC on the board is described with its NPC Stats side's
 * numbers (XS-NPC-03), and the odds of attacking it use them too.
 */
import { createXia, statsSide } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { describe, expect, it } from 'vitest';
import { explainHex } from '../src/board/explain.ts';

const content = createXia(corePack()).content;

function story(solo?: { side: 'A' | 'B' }) {
  const scoundrel = {
    id: 'scoundrel',
    at: { q: 0, r: 0 },
    damage: 3,
    bounty: 2000,
    credits: 0,
    holder: null,
    awaitingRespawn: false,
    waypoint: 0,
  };
  return explainHex({
    cell: {
      key: '0,0',
      hex: { q: 0, r: 0 },
      center: { x: 0, y: 0 },
      sector: 'nyr',
      sectorName: 'Nyr',
      region: null,
      space: null,
    },
    content,
    pieces: {
      ships: [],
      npcs: [scoundrel],
      cubes: [],
      token: false,
      event: null,
      comet: null,
      giantComet: null,
    },
    borders: [],
    frontier: [],
    highlight: undefined,
    tokenPresent: false,
    ...(solo ? { solo } : {}),
  }).lines.map((l) => l.text);
}

describe('XS-NPC-03: the board tells an NPC by the Stats side in force', () => {
  it('XS-NPC-03: side B’s speed, dice and To Kill, not the card’s', () => {
    const b = statsSide('scoundrel', 'B');
    if (!b) throw new Error('no side B');
    const line = story({ side: 'B' }).find((t) => t.startsWith('The Scoundrel'));
    expect(line).toContain(`3 of ${b.toKill} damage`);
    expect(line).toContain(`flies ${b.speed}, attacks with a d${b.attack.die} ${b.attack.weapon}`);
    expect(line).toContain(`defends d${b.defence}`);
    const card = content.npc('scoundrel');
    expect(story().find((t) => t.startsWith('The Scoundrel'))).toContain(
      `3 of ${card.toKill} damage`,
    );
  });
});
