import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFleet, parseSquad } from '../../src/index.ts';
import { arbitrarySquad } from './arbitrary.ts';

describe('squads sent as JSON', () => {
  it('reads back any squad it would store', () => {
    fc.assert(
      fc.property(arbitrarySquad, (s) => {
        expect(parseSquad(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
      }),
      { numRuns: 200 },
    );
  });

  it('names the field at fault', () => {
    const cases: [unknown, string][] = [
      [null, 'squad: must be an object'],
      [{ side: 'jedi', pilots: [] }, 'side: "jedi" is not rebel, imperial or scum'],
      [{ side: 'rebel', pilots: {} }, 'pilots: must be a list'],
      [{ side: 'rebel', pilots: [{ pilot: -1 }] }, 'pilots[0].pilot: -1 is not a card id'],
      [
        { side: 'rebel', pilots: [{ pilot: 0, upgrades: [1, 'x'] }] },
        'pilots[0].upgrades[1]: "x" is not a card id',
      ],
      [
        { side: 'rebel', pilots: [{ pilot: 0 }], aceOfAces: { primary: 1, alternates: [] } },
        'aceOfAces.primary: 1 is not the index of one of the 1 pilots',
      ],
      [{ side: 'rebel', pilots: [], objectives: [''] }, 'objectives[0]: must be a name'],
      [{ side: 'rebel', pilots: [], shuttle: [] }, 'shuttle: must be an object with upgrades'],
    ];
    for (const [input, message] of cases)
      expect(parseSquad(input)).toEqual({ ok: false, error: { code: 'BadSquad', message } });
  });

  it('never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => parseSquad(value)).not.toThrow();
        expect(() => parseFleet(value)).not.toThrow();
      }),
    );
  });

  it('reads a fleet, naming the squad field at fault', () => {
    const squad = { side: 'rebel', pilots: [{ pilot: 0, upgrades: [] }] };
    const fleet = {
      player: 'Ann',
      side: 'rebel',
      squads: [{ number: 1, meeple: 'large', squad }],
      obstacles: ['a'],
    };
    expect(parseFleet(fleet)).toEqual({
      ok: true,
      value: {
        player: 'Ann',
        side: 'rebel',
        squads: [
          {
            number: 1,
            meeple: 'large',
            squad: { name: '', side: 'rebel', pilots: [{ pilot: 0, upgrades: [] }] },
          },
        ],
        obstacles: ['a'],
      },
    });
    expect(parseFleet({ ...fleet, squads: [{ number: 1, meeple: 'huge', squad }] })).toEqual({
      ok: false,
      error: { code: 'BadFleet', message: 'squads[0].meeple: "huge" is not large or small' },
    });
    expect(
      parseFleet({ ...fleet, squads: [{ number: 1, meeple: 'small', squad: { side: 'rebel' } }] }),
    ).toEqual({
      ok: false,
      error: { code: 'BadFleet', message: 'squads[0].squad: pilots: must be a list' },
    });
  });
});
