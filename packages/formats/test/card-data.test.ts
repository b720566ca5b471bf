import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trimCardData } from '../../../tools/xwing-data/trim.ts';
import { cardData, pilotById, shipByXws, upgradeById } from '../src/index.ts';

describe('the committed card data (xwing-data@1.0.1, trimmed)', () => {
  it('keeps the source and its notice', () => {
    expect(cardData.source).toEqual({
      package: 'xwing-data',
      version: '1.0.1',
      license: 'MIT',
      copyright: '© Guido Kessels',
    });
  });

  it('holds every ship, pilot and upgrade of the release, without images or card texts', () => {
    expect([cardData.ships.length, cardData.pilots.length, cardData.upgrades.length]).toEqual([
      56, 297, 367,
    ]);
    const text = readFileSync(new URL('../data/xwing-data.json', import.meta.url), 'utf8');
    expect(text).not.toMatch(/"(image|text)"/);
  });

  it('ids are unique among pilots and among upgrades; every pilot flies a known ship', () => {
    expect(new Set(cardData.pilots.map((p) => p.id)).size).toBe(cardData.pilots.length);
    expect(new Set(cardData.upgrades.map((u) => u.id)).size).toBe(cardData.upgrades.length);
    for (const p of cardData.pilots) expect(shipByXws(p.ship), p.name).toBeDefined();
  });

  it('reads printed "?" as null, keeps negative costs and both faces of a dual card', () => {
    const unknown = cardData.pilots.filter((p) => p.skill === null || p.points === null);
    expect(unknown.map((p) => p.name)).toEqual(['Nashtah Pup Pilot']);
    expect(cardData.upgrades.filter((u) => u.points < 0).length).toBe(5);
    const adaptability = cardData.upgrades.filter((u) => u.xws === 'adaptability');
    expect(adaptability.map((u) => [u.id, u.dual])).toEqual([
      [232, true],
      [233, true],
    ]);
  });

  it('looks cards up by id', () => {
    expect(pilotById(0)).toMatchObject({
      name: 'Wedge Antilles',
      ship: 'xwing',
      skill: 9,
      points: 29,
    });
    expect(upgradeById(99)).toMatchObject({ name: 'Lone Wolf', slot: 'Elite', unique: true });
    expect(pilotById(99_999)).toBeUndefined();
  });
});

describe('trimming raw card data', () => {
  const ships = [{ xws: 'xwing', name: 'X-wing', size: 'small', faction: ['Rebel Alliance'] }];
  const pilot = {
    id: 0,
    xws: 'a',
    name: 'A',
    ship: 'X-wing',
    faction: 'Rebel Alliance',
    skill: 2,
    points: 20,
    slots: [],
    image: 'x.png',
    text: 'long',
  };
  it('drops images and texts and maps ship names to XWS ids', () => {
    const data = trimCardData(ships, [pilot], [], '1.0.1');
    expect(data.pilots[0]).toEqual({
      id: 0,
      xws: 'a',
      name: 'A',
      ship: 'xwing',
      faction: 'Rebel Alliance',
      unique: false,
      skill: 2,
      points: 20,
      slots: [],
    });
  });
  it('refuses data it does not understand, saying where', () => {
    expect(() => trimCardData(ships, [{ ...pilot, ship: 'Nope' }], [], '1.0.1')).toThrow(
      'pilot 0: unknown ship Nope',
    );
    expect(() => trimCardData(ships, [{ ...pilot, faction: 'Jedi' }], [], '1.0.1')).toThrow(
      'pilot 0: unknown faction Jedi',
    );
  });
});
