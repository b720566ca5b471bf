import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSquadText, type Squad, squadText } from '../../src/index.ts';
import { arbitrarySquad } from './arbitrary.ts';
import { pilotId, ship, squad, upgradeId } from './cards.ts';

/** The problems of a list that does not read, as [line, word]. */
function faults(text: string): [number, string][] {
  const r = readSquadText(text);
  if (r.ok) throw new Error('the list was read');
  return r.error.problems.map((p) => [p.line, p.word]);
}

function read(text: string): Squad {
  const r = readSquadText(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('plain-text lists', () => {
  it('reads one pilot a line, with or without costs, and infers the ship and side', () => {
    const withCosts = read(
      'Wedge Antilles (29) + Push the Limit (3) + R2-D2 (4)\nBiggs Darklighter (25)',
    );
    const without = read('Wedge Antilles + Push the Limit + R2-D2\nBiggs Darklighter');
    const expected = squad(
      'rebel',
      [ship('Wedge Antilles', 'Push the Limit', 'R2-D2'), ship('Biggs Darklighter')],
      {
        name: '',
      },
    );
    expect(withCosts).toEqual(expected);
    expect(without).toEqual(expected);
  });

  it('skips blank lines, comments, bullets and the total line; 2x repeats a line', () => {
    const s = read(
      [
        '# my list',
        '',
        '- 2x Academy Pilot (12)',
        '* "Howlrunner" (18) + Push the Limit (3)',
        '   ',
        'Total: 45/100',
        '45 points',
      ].join('\n'),
    );
    expect(s.side).toBe('imperial');
    expect(s.pilots).toEqual([
      ship('Academy Pilot'),
      ship('Academy Pilot'),
      ship('"Howlrunner"', 'Push the Limit'),
    ]);
  });

  it('takes the ship in brackets when a name is shared, and the XWS id for a shared name on one ship', () => {
    const s = read(
      'Boba Fett (Firespray-31) + Veteran Instincts\nKath Scarlet (firespray31)\nFaction: scum',
    );
    expect(s.side).toBe('scum');
    expect(s.pilots).toEqual([
      ship(pilotId('Boba Fett', 'firespray31', 'Scum and Villainy'), 'Veteran Instincts'),
      ship(pilotId('Kath Scarlet', 'firespray31', 'Scum and Villainy')),
    ]);
    const resistance = read('hansolo-swx57 + Chewbacca');
    expect(resistance.pilots[0]?.pilot).toBe(219);
    // R2-D2 on an X-wing is the astromech; on a YT-1300 the crew.
    expect(read('Luke Skywalker + R2-D2').pilots[0]?.upgrades).toEqual([upgradeId('r2d2')]);
    expect(read('Outer Rim Smuggler + R2-D2').pilots[0]?.upgrades).toEqual([
      upgradeId('r2d2-swx22'),
    ]);
    // A dual card by its face's name, or the first face by its id.
    expect(read('Luke Skywalker + Adaptability (+1)').pilots[0]?.upgrades).toEqual([233]);
    expect(read('Luke Skywalker + Adaptability (0)').pilots[0]?.upgrades).toEqual([232]);
  });

  it('names the line and the word of every line it cannot read', () => {
    const r = readSquadText(
      [
        'Wedge Antiles (29) + Push the Limit (4)',
        'Luke Skywalker (28) + Push the Limitt',
        '',
        'Biggs Darklighter (26)',
        'Han Solo + Chewbacca',
        'Luke Skywalker (TIE Fighter)',
        'Faction: jedi',
        'Objectives: Minefield, Treasure Hunt',
      ].join('\n'),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('UnreadableList');
    expect(r.error.problems.map((p) => [p.line, p.word])).toEqual([
      [1, 'Wedge Antiles'],
      [1, '(4)'],
      [2, 'Push the Limitt'],
      [4, '(26)'],
      [5, 'Han Solo'],
      [6, 'TIE Fighter'],
      [7, 'jedi'],
      [8, 'Treasure Hunt'],
    ]);
    expect(r.error.problems[3]?.message).toBe('line 4: Biggs Darklighter costs 25, not 26');
    expect(r.error.problems[5]?.message).toBe(
      'line 6: Luke Skywalker does not fly the TIE Fighter',
    );
    expect(r.error.message).toMatch(
      /^7 lines of the list could not be read: line 1: no pilot called "Wedge Antiles"; /,
    );
  });

  it('says so when a list names no pilot', () => {
    expect(faults('\n# nothing\nTotal: 0\n')).toEqual([[0, '']]);
  });

  it('reads the format parts: primary, Wingman, alternates, shuttle, objectives, obstacles', () => {
    const s = read(
      [
        'Name: Mauler and friend',
        'Primary: "Mauler Mithel" + Predator + Shield Upgrade',
        'Wingman: Academy Pilot',
        'Alternates: "Youngster", Obsidian Squadron Pilot, Academy Pilot',
        'Obstacles: coreasteroid0, vt49decimatordebris1',
        'Shuttle: Emperor Palpatine (8) + Engine Upgrade',
        'Objectives: Bounty Hunter, death-star-plans, Spice Run',
      ].join('\n'),
    );
    expect(s).toEqual({
      name: 'Mauler and friend',
      side: 'imperial',
      pilots: [ship('"Mauler Mithel"', 'Predator', 'Shield Upgrade'), ship('Academy Pilot')],
      obstacles: ['coreasteroid0', 'vt49decimatordebris1'],
      objectives: ['bounty-hunter', 'death-star-plans', 'spice-run'],
      aceOfAces: {
        primary: 0,
        wingman: 1,
        alternates: [
          pilotId('"Youngster"'),
          pilotId('Obsidian Squadron Pilot'),
          pilotId('Academy Pilot'),
        ],
      },
      shuttle: { upgrades: [upgradeId('Emperor Palpatine'), upgradeId('Engine Upgrade')] },
    });
  });

  it('writes any squad as text that reads back to the same squad', () => {
    fc.assert(
      fc.property(arbitrarySquad, (s) => {
        expect(readSquadText(squadText(s))).toEqual({ ok: true, value: s });
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any text', () => {
    const words = fc.constantFrom(
      'Wedge Antilles',
      '+',
      '(',
      ')',
      '(3)',
      'R2-D2',
      ':',
      'Primary:',
      ',',
      '\n',
      '2x ',
      'Shuttle:',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(words).map((w) => w.join(' ')),
        ),
        (text) => {
          const r = readSquadText(text);
          if (!r.ok)
            for (const p of r.error.problems) expect(p.message).toMatch(/^line \d+: |^the list/);
        },
      ),
    );
  });
});
