/**
 * Element E's Anomaly and Ice Asteroid sectors as content (XE-ANOM-01, XE-COMET-01, XE-ICEA-01):
 * the embedded tiles are valid, and broken copies of their paths are refused, each with a
 * message that says what is wrong.
 */
import { describe, expect, it } from 'vitest';
import embersSectors from '../content/embers/sectors.json' with { type: 'json' };
import { corePack, formatIssue, validateEmbers } from '../src/content/index.ts';

type Raw = Record<string, unknown>;
const MINE = [
  'ferrens-call',
  'sallow-drift',
  'the-spindle',
  'rimeward-belt',
  'hoarfrost-reach',
  'glaciers-teeth',
];

function mine(id: string): Raw {
  const found = (embersSectors as Raw[]).find((s) => s.id === id);
  if (!found) throw new Error(`no sector ${id}`);
  return structuredClone(found);
}

/** The issues of an expansion file holding just this one sector. */
function issuesOf(sector: Raw): string[] {
  const result = validateEmbers(
    { 'sectors.json': [sector], 'missions.json': [], 'outfits.json': [] },
    corePack(),
  );
  return result.ok ? [] : result.error.map(formatIssue);
}

function paths(sector: Raw): Raw[] {
  return sector.gravityPaths as Raw[];
}

function comet(sector: Raw): Raw {
  return sector.comet as Raw;
}

describe('the Anomaly and Ice Asteroid tiles', () => {
  it('XE-ANOM-01 XE-COMET-01: all six are valid; three Anomalies, three Ice Asteroid sectors with one comet each', () => {
    for (const id of MINE) expect(issuesOf(mine(id)), id).toEqual([]);
    const tiles = MINE.map(mine);
    expect(tiles.filter((s) => s.gravityPaths).length).toBe(3);
    expect(tiles.filter((s) => s.comet).length).toBe(3);
    expect(tiles.filter((s) => (s.gravityPaths as Raw[] | undefined)?.length === 1).length).toBe(1);
    // Two Ice Asteroid sectors have a Quarry on an ice hex (XE-EMBER-01); none has a Spawn Point.
    expect(tiles.filter((s) => (s.spaces as Raw[]).some((sp) => sp.quarry === true)).length).toBe(
      2,
    );
    for (const s of tiles) expect((s.spaces as Raw[]).some((sp) => 'spawn' in sp)).toBe(false);
    for (const s of tiles)
      for (const sp of s.spaces as Raw[])
        if (sp.missionPoint !== undefined) {
          expect(sp.missionPoint).toBeGreaterThanOrEqual(25);
          expect(sp.missionPoint).toBeLessThanOrEqual(29);
        }
  });

  it("Ferren's Call: the outer purple d12 path pushes into the inner orange d6 path, which pushes into the star", () => {
    const [purple, orange] = paths(mine('ferrens-call'));
    expect([purple?.colour, purple?.die, orange?.colour, orange?.die]).toEqual([
      'purple',
      12,
      'orange',
      6,
    ]);
  });
});

describe('broken paths are refused', () => {
  const cases: [string, (s: Raw) => void, RegExp][] = [
    [
      'hexes not neighbours in order',
      (s) => {
        (paths(s)[0] as Raw).hexes = [
          [2, 0],
          [0, 2],
          [-1, 2],
        ];
        (paths(s)[0] as Raw).rules = [2, 0];
      },
      /gravityPaths\[0\]\.hexes\[1\]: \[0, 2\] does not neighbour \[2, 0\]/,
    ],
    [
      'a rules space off the path',
      (s) => {
        (paths(s)[1] as Raw).rules = [2, -2];
      },
      /gravityPaths\[1\]\.rules: the rules space \[2, -2\] is off the path/,
    ],
    [
      'an exit back onto the path',
      (s) => {
        (paths(s)[1] as Raw).exit = 0; // from [0, -1] east is [1, -1], its own first hex
      },
      /gravityPaths\[1\]\.exit: the exit leads back onto the path/,
    ],
    [
      'an exit off the tile',
      (s) => {
        (paths(s)[0] as Raw).exit = 4; // from [1, -2] north-west is [1, -3]
      },
      /gravityPaths\[0\]\.exit: the exit leads off the tile/,
    ],
    [
      'a path over the star',
      (s) => {
        (paths(s)[1] as Raw).hexes = [
          [1, -1],
          [0, 0],
          [-1, 1],
        ];
      },
      /gravityPaths\[1\]\.hexes\[1\]: \[0, 0\] lies in a star/,
    ],
    [
      'a hex twice',
      (s) => {
        (paths(s)[1] as Raw).hexes = [
          [1, -1],
          [1, 0],
          [1, -1],
          [0, -1],
        ];
      },
      /gravityPaths\[1\]\.hexes\[2\]: hex \[1, -1\] is on the path twice/,
    ],
    [
      'two paths over one hex',
      (s) => {
        (paths(s)[1] as Raw).hexes = [
          [1, -1],
          [1, 0],
          [2, 0],
        ];
        (paths(s)[1] as Raw).exit = 0;
      },
      /gravityPaths\[1\]\.hexes\[2\]: \[2, 0\] is also on gravityPaths\[0\]/,
    ],
    [
      'paths pushing round in a ring',
      (s) => {
        (paths(s)[1] as Raw).hexes = [
          [1, -1],
          [1, 0],
        ];
        (paths(s)[1] as Raw).exit = 0; // [1, 0] east is [2, 0], the purple path's start
      },
      /gravityPaths\[0\]\.exit: the paths push ships round in a ring/,
    ],
  ];
  for (const [what, breakIt, message] of cases) {
    it(`XE-ANOM-01: ${what}`, () => {
      const s = mine('ferrens-call');
      breakIt(s);
      expect(issuesOf(s).join('\n')).toMatch(message);
    });
  }

  it('XE-ANOM-01: a step of a path that crosses a border', () => {
    const s = mine('sallow-drift');
    (s.regions as Raw[]).push({ kind: 'nebula', hexes: [[0, 0]] });
    expect(issuesOf(s).join('\n')).toMatch(
      /gravityPaths\[1\]\.hexes\[1\]: the step from \[1, -1\] crosses a border/,
    );
  });

  it('XE-COMET-01: a comet path over a star, off its rules space, or a loop that does not close', () => {
    const s = mine('hoarfrost-reach');
    (s.regions as Raw[]).push({ kind: 'star', hexes: [[-1, 0]] });
    comet(s).rules = [0, 1];
    comet(s).loop = true;
    const text = issuesOf(s).join('\n');
    expect(text).toMatch(/comet\.hexes\[3\]: \[-1, 0\] lies in a star/);
    expect(text).toMatch(/comet\.rules: the rules space \[0, 1\] is off the path/);
    expect(text).toMatch(/comet\.loop: a looping path must end next to where it starts/);
  });

  it('XE-COMET-01: a comet path with a gap', () => {
    const s = mine('rimeward-belt');
    comet(s).hexes = [
      [1, 0],
      [0, 1],
      [-1, 0],
    ];
    comet(s).loop = false;
    expect(issuesOf(s).join('\n')).toMatch(
      /comet\.hexes\[2\]: \[-1, 0\] does not neighbour \[0, 1\]/,
    );
  });
});
