import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContentIssue,
  formatIssue,
  formatPath,
  PACK_FILE_NAMES,
  validatePack,
} from '../../src/content/index.ts';
import { coreFiles, entries, entry, type Raw } from './files.ts';

/** Every issue of a pack that must fail. */
function issuesOf(files: Record<string, unknown>): ContentIssue[] {
  const result = validatePack(files);
  if (result.ok) throw new Error('expected the pack to fail');
  return result.error;
}

function spaces(sector: Raw): Raw[] {
  return sector.spaces as Raw[];
}

function regions(sector: Raw): Raw[] {
  return sector.regions as Raw[];
}

/** The index of a sector's planet region and its (mutable) entrance list. */
function planetOf(sector: Raw): { index: number; entrances: Raw[] } {
  const index = regions(sector).findIndex((r) => r.kind === 'planet');
  const planet = regions(sector)[index];
  if (planet === undefined) throw new Error('no planet');
  return { index, entrances: planet.entrances as Raw[] };
}

/** The index of the first space of a sector matching `test`. */
function spaceIndex(sector: Raw, test: (space: Raw) => boolean): number {
  const i = spaces(sector).findIndex(test);
  if (i < 0) throw new Error('no such space');
  return i;
}

describe('issues', () => {
  it('read as one line: file, entry, path, message', () => {
    expect(
      formatIssue({
        file: 'sectors.json',
        entry: 'kemplar-ii',
        path: 'spaces[2].mine',
        message: 'mining needs an asteroid-field hex',
      }),
    ).toBe('sectors.json [kemplar-ii] spaces[2].mine: mining needs an asteroid-field hex');
    expect(formatIssue({ file: 'titles.json', path: '', message: 'the file is missing' })).toBe(
      'titles.json: the file is missing',
    );
    expect(formatPath(['prices', 'repair', 1])).toBe('prices.repair[1]');
    expect(formatPath([3, 'spaces', 0, 'at'])).toBe('[3].spaces[0].at');
  });
});

describe('a broken copy of the core pack', () => {
  it('a duplicate id', () => {
    const files = coreFiles();
    const ships = entries(files, 'ships.json');
    const [first, second] = ships;
    if (first === undefined || second === undefined) throw new Error('too few ships');
    second.id = first.id;
    expect(issuesOf(files)).toContainEqual({
      file: 'ships.json',
      entry: first.id,
      path: 'id',
      message: 'the id is used twice (entries 0 and 1)',
    });
  });

  it('a mine outside an asteroid field', () => {
    const files = coreFiles();
    const kemplar = entry(files, 'sectors.json', 'kemplar-ii');
    const i = spaceIndex(kemplar, (s) => s.spawn !== undefined);
    const space = spaces(kemplar)[i];
    if (space) space.mine = 'spice';
    const issues = issuesOf(files);
    expect(issues).toContainEqual({
      file: 'sectors.json',
      entry: 'kemplar-ii',
      path: `spaces[${i}].mine`,
      message: 'mining needs an asteroid-field hex',
    });
    expect(issues.map(formatIssue)).toContain(
      `sectors.json [kemplar-ii] spaces[${i}].mine: mining needs an asteroid-field hex`,
    );
  });

  it('salvage, harvest, buy and sell on the wrong terrain', () => {
    const files = coreFiles();
    const kemplar = entry(files, 'sectors.json', 'kemplar-ii');
    const i = spaceIndex(kemplar, (s) => s.spawn !== undefined);
    Object.assign(spaces(kemplar)[i] ?? {}, {
      salvage: 'cyber',
      harvest: 'holo',
      buy: ['terra'],
      sell: ['terra'],
    });
    const messages = issuesOf(files)
      .filter((x) => x.entry === 'kemplar-ii')
      .map((x) => `${x.path}: ${x.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        `spaces[${i}].salvage: salvaging needs a debris-field hex`,
        `spaces[${i}].harvest: harvesting needs a nebula hex`,
        `spaces[${i}].buy: buying cubes needs a planet hex`,
        `spaces[${i}].sell: selling cubes needs a planet hex`,
      ]),
    );
  });

  it('an entrance facing into its own planet, into a star, off the tile, or not on the planet', () => {
    const files = coreFiles();
    const kemplar = entry(files, 'sectors.json', 'kemplar-ii');
    const { index: planet, entrances } = planetOf(kemplar);
    // [0, 0] side 4 faces [0, -1], another hex of Kemplar II.
    entrances[0] = { at: [0, 0], side: 4 };
    entrances.push({ at: [2, 0], side: 0 }, { at: [1, -1], side: 5 });
    regions(kemplar).push({ kind: 'star', hexes: [[2, -2]] });
    const doravin = entry(files, 'sectors.json', 'doravin-v');
    const { index: doravinPlanet, entrances: doravinEntrances } = planetOf(doravin);
    doravinEntrances.push({ at: [1, -2], side: 4 });
    const found = issuesOf(files);
    expect(found).toContainEqual({
      file: 'sectors.json',
      entry: 'kemplar-ii',
      path: `regions[${planet}].entrances[0].side`,
      message: 'the entrance faces [0, -1], inside the planet; it must face out of it',
    });
    expect(found.map(formatIssue)).toEqual(
      expect.arrayContaining([
        `sectors.json [kemplar-ii] regions[${planet}].entrances[2].at: [2, 0] is not a hex of this planet`,
        `sectors.json [kemplar-ii] regions[${planet}].entrances[3].side: the entrance faces [2, -2], inside a star`,
        `sectors.json [doravin-v] regions[${doravinPlanet}].entrances[2].side: the entrance faces [1, -3], off the tile`,
      ]),
    );
  });

  it('overlapping regions, a split region, a space in a star and two spaces on one hex', () => {
    const files = coreFiles();
    const xia = entry(files, 'sectors.json', 'xia');
    regions(xia).push({
      kind: 'nebula',
      hexes: [
        [0, 0],
        [2, 0],
      ],
    });
    spaces(xia).push({ at: [1, 0], exploration: true }, { at: [2, 0], spawn: 20 });
    const found = issuesOf(files)
      .filter((x) => x.entry === 'xia')
      .map((x) => `${x.path}: ${x.message}`);
    const r = regions(xia).length - 1;
    const s = spaces(xia).length - 1;
    expect(found).toEqual(
      expect.arrayContaining([
        `regions[${r}].hexes[0]: hex [0, 0] is already in regions[0] (a star); regions must not overlap`,
        `regions[${r}].hexes: the region falls apart into 2 separate pieces`,
        `spaces[${s - 1}].at: hex [1, 0] is in a star: nothing may be placed there`,
        `spaces[${s}].at: hex [2, 0] already has a space (spaces[${spaceIndex(xia, (x) => x.missionPoint !== undefined)}]); combine them`,
      ]),
    );
  });

  it('spawn and mission numbers used twice across the pack', () => {
    const files = coreFiles();
    const azure = entry(files, 'sectors.json', 'azure');
    const spawn = spaceIndex(azure, (s) => s.spawn !== undefined);
    const mission = spaceIndex(azure, (s) => s.missionPoint !== undefined);
    Object.assign(spaces(azure)[spawn] ?? {}, { spawn: 4 }); // Burning Horse's
    Object.assign(spaces(azure)[mission] ?? {}, { missionPoint: 1 }); // Burning Horse's
    const found = issuesOf(files).map(formatIssue);
    expect(found).toContain(
      `sectors.json [azure] spaces[${spawn}].spawn: spawn point 4 is also on burning-horse`,
    );
    expect(found).toContain(
      `sectors.json [azure] spaces[${mission}].missionPoint: mission point 1 is also on burning-horse`,
    );
  });

  it('a rare edge symbol, and more exploration spaces than tokens', () => {
    const files = coreFiles();
    entry(files, 'sectors.json', 'loath').edges = ['fin', 'arc', 'bar', 'bar', 'arc', 'dot'];
    entries(files, 'exploration.json').splice(0, 3);
    const found = issuesOf(files).map(formatIssue);
    expect(found).toContain(
      'sectors.json: the edge symbol "fin" is on only 1 sector with a spawn point; setup needs 5 so a dealt tile can always match it',
    );
    expect(found).toContain(
      'sectors.json: the sectors have 21 exploration spaces but exploration.json has only 18 tokens',
    );
  });

  it('a first-game sector that might not match the one before it', () => {
    const files = coreFiles();
    entry(files, 'sectors.json', 'neo-damascus').edges = ['dot', 'arc', 'dot', 'bar', 'dot', 'arc'];
    expect(issuesOf(files).map(formatIssue)).toEqual([
      'pack.json firstGameSectors[2]: "neo-damascus" shows no "ring", which "kemplar-ii" before it shows, so it might not match it',
    ]);
  });

  it('a sector role given twice, and a role the schema does not know', () => {
    const files = coreFiles();
    entry(files, 'sectors.json', 'quillon').role = 'xia';
    expect(issuesOf(files).map(formatIssue)).toEqual([
      'sectors.json [quillon] role: the role "xia" is already on "xia"; one sector has it at most',
    ]);
    entry(files, 'sectors.json', 'quillon').role = 'no-such-role';
    const unknown = issuesOf(files);
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({
      file: 'sectors.json',
      path: expect.stringContaining('role'),
    });
  });

  it('a missing ability, and an ability no ship carries', () => {
    const files = coreFiles();
    const ship = entry(files, 'ships.json', 'wayfarer');
    const old = ship.ability;
    ship.ability = 'no-such-card';
    const found = issuesOf(files);
    expect(found).toContainEqual({
      file: 'ships.json',
      entry: 'wayfarer',
      path: 'ability',
      message: expect.stringMatching(
        new RegExp(`^no ability "no-such-card" in abilities\\.json \\(it has: .*${old}`),
      ),
    });
    expect(found).toContainEqual({
      file: 'abilities.json',
      entry: old,
      path: '',
      message: 'no ship carries this ability',
    });
  });

  it('XE-RULE-07: a re-balanced card that is missing, or already another ship’s card', () => {
    const files = coreFiles();
    entry(files, 'ships.json', 'long-haul').streamlinedAbility = 'no-such-card';
    entry(files, 'ships.json', 'nightshade').streamlinedAbility = 'fire-solution';
    const found = issuesOf(files).map(formatIssue);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^ships\.json \[long-haul\] streamlinedAbility: no ability "no-such-card" in abilities\.json/,
        ),
        'ships.json [nightshade] streamlinedAbility: ability "fire-solution" is already the card of ship "manchester"',
        'abilities.json [bulk-contract]: no ship carries this ability',
        'abilities.json [shadow-step]: no ship carries this ability',
      ]),
    );
  });

  it('XE-2P-03: a two-player card must replace a card some ship carries, and only one may', () => {
    const files = coreFiles();
    const lone = entry(files, 'abilities.json', 'lone-drifter');
    lone.twoPlayerFor = 'no-such-card';
    const copy = { ...lone, id: 'second-drifter', twoPlayerFor: 'far-sight' };
    entries(files, 'abilities.json').push(copy, { ...copy, id: 'third-drifter' });
    const found = issuesOf(files).map(formatIssue);
    expect(found).toEqual(
      expect.arrayContaining([
        'abilities.json [lone-drifter] twoPlayerFor: no ship carries an ability "no-such-card" for this card to replace',
        'abilities.json [second-drifter] twoPlayerFor: another card already replaces "far-sight" in two-player games',
      ]),
    );
    // A two-player card is carried by no ship, and that is no fault.
    expect(found.filter((f) => f.includes('drifter]:'))).toEqual([]);
  });

  it('two ships sharing an ability, a missing tier, a broken hold and an impossible roll', () => {
    const files = coreFiles();
    for (const ship of entries(files, 'ships.json')) if (ship.tier === 3) ship.tier = 2;
    entry(files, 'ships.json', 'magpie').ability = 'far-sight';
    entry(files, 'ships.json', 'cobbler').hold = ['##..##'];
    const effect = entry(files, 'abilities.json', 'hot-burn').effect as Raw;
    effect.atLeast = 21;
    const found = issuesOf(files).map(formatIssue);
    expect(found).toEqual(
      expect.arrayContaining([
        'ships.json [magpie] ability: ability "far-sight" is already the card of ship "wayfarer"',
        'ships.json: there is no Tier 3 ship',
        'ships.json [cobbler] hold: the hold spaces are not all connected',
        'abilities.json [haggle]: no ship carries this ability',
        'abilities.json [hot-burn] effect.atLeast: a d20 never rolls 21',
      ]),
    );
  });

  it('a wrong die, a wrong sale price, a disconnected shape and a shape without a use space', () => {
    const files = coreFiles();
    entry(files, 'outfits.json', 'halon-engine').die = 6;
    entry(files, 'outfits.json', 'raptor-k-engine').sellPrice = 1500;
    entry(files, 'outfits.json', 'tempest-missile').shape = ['US.U'];
    entry(files, 'outfits.json', 'targe-shield').shape = ['S', 'S'];
    const found = issuesOf(files);
    expect(found).toContainEqual({
      file: 'outfits.json',
      entry: 'halon-engine',
      path: 'die',
      message: 'a Tier 2 outfit rolls a d8, not a d6',
    });
    expect(found.map(formatIssue)).toEqual(
      expect.arrayContaining([
        'outfits.json [raptor-k-engine] sellPrice: should be 2000: half the price 3000, rounded up to whole 1,000s',
        'outfits.json [tempest-missile] shape: the shape falls apart: its sections must be connected side to side',
        'outfits.json [targe-shield] shape: the shape needs at least one use space (U)',
      ]),
    );
  });

  it('first-game sectors that do not exist or have no spawn point; title spaces out of order', () => {
    const files = coreFiles();
    const info = files['pack.json'] as Raw;
    info.firstGameSectors = ['burning-horse', 'kemplar-ii', 'xia', 'nowhere', 'kemplar-ii'];
    info.titleSpaces = [3, 9, 6, 20];
    const found = issuesOf(files).map(formatIssue);
    expect(found).toEqual(
      expect.arrayContaining([
        'pack.json firstGameSectors[2]: sector "xia" has no spawn point',
        expect.stringMatching(
          /^pack\.json firstGameSectors\[3\]: no sector "nowhere" in sectors\.json \(it has: burning-horse, /,
        ),
        'pack.json firstGameSectors[4]: "kemplar-ii" is listed twice',
        'pack.json titleSpaces[2]: 6 does not come after 9',
        'pack.json titleSpaces[3]: 20 is not below the largest fame target 20',
      ]),
    );
  });

  it('a missing file is an issue, and the other files are still checked', () => {
    const files = coreFiles();
    delete files['titles.json'];
    entry(files, 'outfits.json', 'halon-engine').die = 12;
    const found = issuesOf(files);
    expect(found).toContainEqual({ file: 'titles.json', path: '', message: 'the file is missing' });
    expect(found.map((x) => x.entry)).toContain('halon-engine');
    expect(issuesOf({}).map(formatIssue)).toEqual(
      PACK_FILE_NAMES.map((name) => `${name}: the file is missing`),
    );
  });

  it('schema errors name the file, the entry and the path', () => {
    const files = coreFiles();
    ((files['pack.json'] as Raw).prices as Raw).cubePair = '1000';
    const neo = entry(files, 'sectors.json', 'neo-damascus');
    const s = spaceIndex(neo, (x) => x.spawn !== undefined);
    Object.assign(spaces(neo)[s] ?? {}, { spawn: 'fifteen' });
    entry(files, 'titles.json', 'ace').colour = 'red';
    entries(files, 'exploration.json').push(42 as unknown as Raw);
    const found = issuesOf(files);
    const line = (file: string) => found.filter((x) => x.file === file).map(formatIssue);
    // What was given, what is wanted, and for an unknown field the fields allowed.
    expect(line('pack.json')).toEqual(['pack.json prices.cubePair: must be a number, not "1000"']);
    expect(line('sectors.json')).toEqual([
      `sectors.json [neo-damascus] spaces[${s}].spawn: must be a number, not "fifteen"`,
    ]);
    expect(line('titles.json')).toEqual([
      expect.stringMatching(/^titles\.json \[ace\]: unknown field "colour" \(allowed: id, name, /),
    ]);
    expect(line('exploration.json')).toEqual(['exploration.json [21]: must be an object, not 42']);
  });

  it('says what is missing and which values are allowed', () => {
    const files = coreFiles();
    delete entry(files, 'ships.json', 'wayfarer').name;
    entry(files, 'ships.json', 'magpie').tier = 7;
    entry(files, 'npcs.json', 'merchant').behaviour = 'lazy';
    const found = issuesOf(files).map(formatIssue);
    expect(found).toEqual(
      expect.arrayContaining([
        'ships.json [wayfarer] name: missing (it must be text)',
        'ships.json [magpie] tier: 7 is not allowed: use 1, 2 or 3',
        'npcs.json [merchant] behaviour: "lazy" is not allowed: use "enforcer", "scoundrel", "merchant" or "sellsword"',
      ]),
    );
  });

  it('reports several problems in several files at once', () => {
    const files = coreFiles();
    entries(files, 'ships.json')[1] = { ...entry(files, 'ships.json', 'wayfarer') };
    const kemplar = entry(files, 'sectors.json', 'kemplar-ii');
    const i = spaceIndex(kemplar, (s) => s.spawn !== undefined);
    Object.assign(spaces(kemplar)[i] ?? {}, { mine: 'spice' });
    entry(files, 'outfits.json', 'halon-engine').die = 6;
    entry(files, 'outfits.json', 'targe-shield').shape = ['U.S'];
    delete files['exploration.json'];
    ((files['pack.json'] as Raw).prices as Raw).fame = 'lots';
    const found = issuesOf(files).map((x) => `${x.file} ${x.entry ?? ''} ${x.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'ships.json wayfarer id',
        'ships.json wayfarer ability',
        'abilities.json hot-burn ',
        `sectors.json kemplar-ii spaces[${i}].mine`,
        'outfits.json halon-engine die',
        'outfits.json targe-shield shape',
        'exploration.json  ',
        'pack.json  prices.fame',
      ]),
    );
  });

  it('never throws, whatever JSON each file holds', () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(PACK_FILE_NAMES.map((n) => [n, fc.jsonValue()]))),
        (files) => {
          const result = validatePack(files);
          expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never throws when one value deep inside the real files is replaced', () => {
    const real = coreFiles();
    const paths: { file: string; path: (string | number)[] }[] = [];
    const walk = (file: string, value: unknown, path: (string | number)[]) => {
      paths.push({ file, path });
      if (Array.isArray(value)) {
        value.forEach((v, i) => {
          walk(file, v, [...path, i]);
        });
      } else if (typeof value === 'object' && value !== null) {
        for (const [k, v] of Object.entries(value)) walk(file, v, [...path, k]);
      }
    };
    for (const name of PACK_FILE_NAMES) walk(name, real[name], []);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths.filter((p) => p.path.length > 0)),
        fc.jsonValue(),
        ({ file, path }, replacement) => {
          const files = coreFiles();
          let parent = files[file] as Record<string | number, unknown>;
          for (const step of path.slice(0, -1)) {
            parent = parent[step] as Record<string | number, unknown>;
          }
          const last = path[path.length - 1];
          if (last !== undefined) parent[last] = replacement;
          const result = validatePack(files);
          if (!result.ok) {
            for (const issue of result.error) expect(formatIssue(issue)).not.toContain('\n');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
