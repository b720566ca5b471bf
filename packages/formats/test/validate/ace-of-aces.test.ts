import { describe, expect, it } from 'vitest';
import { type Squad, type SquadReport, validateSquad } from '../../src/index.ts';
import { pilotId, ship, squad } from '../squads/cards.ts';

const checks = (r: SquadReport) => r.problems.map((p) => p.check);
const asteroids = ['coreasteroid1', 'coreasteroid4'];

/** Glenn's squad from the rules: Soontir Fel, 35 points, three alternates, two asteroids. */
const glenn: Squad = squad(
  'imperial',
  [ship('Soontir Fel', 'Royal Guard TIE', 'Push the Limit', 'Stealth Device', 'Autothrusters')],
  {
    obstacles: asteroids,
    aceOfAces: {
      primary: 0,
      alternates: [
        pilotId('Turr Phennir'),
        pilotId('"Fel\'s Wrath"'),
        pilotId('Alpha Squadron Pilot'),
      ],
    },
  },
);

/** James's squad: Mauler Mithel with Predator and a Shield Upgrade (24) and an Academy Pilot Wingman. */
const james: Squad = squad(
  'imperial',
  [ship('"Mauler Mithel"', 'Predator', 'Shield Upgrade'), ship('Academy Pilot')],
  {
    obstacles: asteroids,
    aceOfAces: {
      primary: 0,
      wingman: 1,
      alternates: [
        pilotId('"Youngster"'),
        pilotId('Obsidian Squadron Pilot'),
        pilotId('Academy Pilot'),
      ],
    },
  },
);

const withAoa = (s: Squad, change: Partial<NonNullable<Squad['aceOfAces']>>): Squad => ({
  ...s,
  aceOfAces: { primary: 0, alternates: [], ...s.aceOfAces, ...change },
});

describe('Ace of Aces squads', () => {
  it("XW-AOA-04, XW-AOA-05: passes Glenn's squad at 35 points; alternates cost nothing", () => {
    expect(validateSquad('ace-of-aces', glenn)).toEqual({
      ok: true,
      points: 35,
      problems: [],
      notes: [],
    });
  });

  it('XW-AOA-04: one small ship of at most 40 points', () => {
    const big = squad('rebel', [ship(pilotId('Han Solo', 'yt1300', 'Rebel Alliance'))], {
      obstacles: asteroids,
      aceOfAces: {
        primary: 0,
        alternates: [
          pilotId('Chewbacca', 'yt1300', 'Rebel Alliance'),
          pilotId('Lando Calrissian', 'yt1300'),
          pilotId('Outer Rim Smuggler'),
        ],
      },
    });
    const r = validateSquad('ace-of-aces', big);
    expect(checks(r)).toEqual(['aoa-small-ship', 'aoa-talent-slots', 'points-limit']);
    expect(r.problems[0]).toEqual({
      check: 'aoa-small-ship',
      message: 'Han Solo (pilot 1) flies the YT-1300, a large ship: an ace flies a small one',
      at: { pilot: 0 },
    });
    expect(r.problems[2]?.message).toBe('the squad costs 46 points; Ace of Aces allows 40');
    const two = { ...glenn, pilots: [...glenn.pilots, ship('Alpha Squadron Pilot')] };
    expect(validateSquad('ace-of-aces', two).problems).toEqual([
      {
        check: 'aoa-ships',
        message:
          'Alpha Squadron Pilot (pilot 2) is neither the primary pilot nor the Wingman: an ace flies one ship',
        at: { pilot: 1 },
      },
      { check: 'points-limit', message: 'the squad costs 53 points; Ace of Aces allows 40' },
    ]);
  });

  it('XW-AOA-05: three alternates of the same ship, below the primary, one the lowest skill', () => {
    const r = validateSquad(
      'ace-of-aces',
      withAoa(glenn, { alternates: [pilotId('Carnor Jax'), pilotId('Academy Pilot')] }),
    );
    expect(r.problems).toEqual([
      { check: 'aoa-alternates', message: 'the squad names 2 alternate pilots; an ace needs 3' },
      {
        check: 'aoa-alternate-ship',
        message:
          "alternate 2, Academy Pilot, flies the TIE Fighter for the Galactic Empire, not the primary's TIE Interceptor",
        at: { alternate: 1 },
      },
      {
        check: 'aoa-lowest-alternate',
        message: 'no alternate is a pilot skill 1 pilot, the lowest the TIE Interceptor has',
      },
    ]);
    const higher = withAoa(glenn, {
      alternates: [
        pilotId('Soontir Fel'),
        pilotId('Avenger Squadron Pilot'),
        pilotId('Alpha Squadron Pilot'),
      ],
    });
    expect(validateSquad('ace-of-aces', higher).problems).toEqual([
      {
        check: 'aoa-alternate-skill',
        message:
          "alternate 1, Soontir Fel, has pilot skill 9: alternates must be below the primary's 9",
        at: { alternate: 0 },
      },
      {
        check: 'aoa-unique-repeat',
        message: 'alternate 1, Soontir Fel, repeats a unique pilot of the squad',
        at: { alternate: 0 },
      },
    ]);
  });

  it('XW-AOA-05: generic alternates may repeat, unique ones may not', () => {
    const generics = withAoa(glenn, {
      alternates: [
        pilotId('Alpha Squadron Pilot'),
        pilotId('Alpha Squadron Pilot'),
        pilotId('Alpha Squadron Pilot'),
      ],
    });
    expect(validateSquad('ace-of-aces', generics).ok).toBe(true);
    const uniques = withAoa(glenn, {
      alternates: [
        pilotId('"Fel\'s Wrath"'),
        pilotId('"Fel\'s Wrath"'),
        pilotId('Alpha Squadron Pilot'),
      ],
    });
    expect(checks(validateSquad('ace-of-aces', uniques))).toEqual(['aoa-unique-repeat']);
  });

  it('XW-AOA-06: at most two pilots of the squad with an Elite Pilot Talent slot', () => {
    const r = validateSquad(
      'ace-of-aces',
      withAoa(glenn, {
        alternates: [
          pilotId('Turr Phennir'),
          pilotId('Saber Squadron Pilot'),
          pilotId('Alpha Squadron Pilot'),
        ],
      }),
    );
    expect(r.problems).toEqual([
      {
        check: 'aoa-talent-slots',
        message:
          '3 pilots have an Elite Pilot Talent slot (Soontir Fel, Turr Phennir, Saber Squadron Pilot); at most 2 may',
      },
    ]);
  });

  it('XW-AOA-07: two obstacles, asteroids or debris', () => {
    const { obstacles: _, ...none } = glenn;
    expect(validateSquad('ace-of-aces', none).problems).toEqual([
      {
        check: 'obstacle-count',
        message: 'the list brings 0 obstacles; in Ace of Aces a player brings 2',
      },
    ]);
    expect(
      validateSquad('ace-of-aces', { ...glenn, obstacles: ['coreasteroid0', 'gas cloud'] })
        .problems,
    ).toEqual([
      {
        check: 'aoa-obstacle-kind',
        message: 'obstacle 2, "gas cloud", is neither an asteroid nor a debris field',
        at: { obstacle: 1 },
      },
    ]);
  });

  it('XW-AOA-08: a Wingman of the lowest skill joins a primary of 25 or less, within 40 in all', () => {
    expect(validateSquad('ace-of-aces', james)).toEqual({
      ok: true,
      points: 36,
      problems: [],
      notes: [],
    });
    const notLowest = {
      ...james,
      pilots: [james.pilots[0] ?? ship('Academy Pilot'), ship('Obsidian Squadron Pilot')],
    };
    expect(validateSquad('ace-of-aces', notLowest).problems).toEqual([
      {
        check: 'aoa-wingman',
        message:
          "Obsidian Squadron Pilot (pilot 2) cannot be the Wingman: it must be a pilot skill 1 pilot of the primary's TIE Fighter",
        at: { pilot: 1 },
      },
    ]);
  });

  it('XW-AOA-08, GAP-XW-02: the Wingman threshold is 25 points (the rule), not under 24 (the example)', () => {
    const at25 = {
      ...james,
      pilots: [ship('"Howlrunner"', 'Push the Limit', 'Shield Upgrade'), ship('Academy Pilot')],
    };
    expect(validateSquad('ace-of-aces', at25)).toMatchObject({ ok: true, points: 37 });
    const at26 = {
      ...james,
      pilots: [ship('"Howlrunner"', 'Expose', 'Shield Upgrade'), ship('Academy Pilot')],
    };
    const r = validateSquad('ace-of-aces', at26);
    expect(r.problems).toEqual([
      {
        check: 'aoa-wingman',
        message: '"Howlrunner" (pilot 1) costs 26 with its upgrades: a Wingman needs 25 or less',
        at: { pilot: 1 },
      },
    ]);
    const at40 = {
      ...james,
      pilots: [
        ship('"Howlrunner"', 'Push the Limit', 'Shield Upgrade'),
        ship('Academy Pilot', 'Hull Upgrade'),
      ],
    };
    expect(validateSquad('ace-of-aces', at40)).toMatchObject({ ok: true, points: 40 });
    const over40 = {
      ...james,
      pilots: [
        ship('"Howlrunner"', 'Push the Limit', 'Shield Upgrade'),
        ship('Academy Pilot', 'Shield Upgrade'),
      ],
    };
    expect(validateSquad('ace-of-aces', over40).problems).toEqual([
      { check: 'points-limit', message: 'the squad costs 41 points; Ace of Aces allows 40' },
    ]);
  });

  it('XW-AOA-34: Lone Wolf may not be equipped', () => {
    const wolf = { ...glenn, pilots: [ship('Soontir Fel', 'Lone Wolf')] };
    expect(validateSquad('ace-of-aces', wolf).problems).toEqual([
      {
        check: 'aoa-lone-wolf',
        message: 'Lone Wolf on Soontir Fel (pilot 1): Lone Wolf may not be equipped',
        at: { pilot: 0, upgrade: 0 },
      },
    ]);
  });

  it('names the missing parts of a squad without them', () => {
    const bare = squad('imperial', [ship('Soontir Fel')], { obstacles: asteroids });
    expect(validateSquad('ace-of-aces', bare).problems).toEqual([
      { check: 'aoa-parts', message: 'the squad names no primary pilot and no alternate pilots' },
    ]);
  });
});
