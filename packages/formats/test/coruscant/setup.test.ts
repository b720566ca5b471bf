import { describe, expect, it } from 'vitest';
import { coruscantEquipment, coruscantScoreTotal, createCoruscant } from '../../src/index.ts';
import {
  cardName,
  create,
  createRefused,
  FETT,
  fleet,
  genericFleet,
  LUKE,
  P,
  setupInput,
  squad,
  U,
  VADER,
} from './fixtures.ts';

const seat = (
  id: string,
  colour: string,
  cswFaction: string,
  side: 'rebel' | 'imperial' | 'scum',
  team?: string,
  full = false,
) => ({
  id,
  name: id.toUpperCase(),
  colour,
  cswFaction,
  side,
  ...(team ? { team } : {}),
  fleet: full ? fleet(side) : genericFleet(side),
});

describe('Coruscant campaign setup', () => {
  it('the fixtures name the cards they mean', () => {
    expect(cardName('pilot', P.wedge)).toBe('Wedge Antilles');
    expect(cardName('pilot', P.vader)).toBe('Darth Vader');
    expect(cardName('pilot', P.sabineTie)).toBe('Sabine Wren');
    expect(cardName('upgrade', U.r2d2)).toBe('R2-D2');
    expect(cardName('upgrade', U.shieldUpgrade)).toBe('Shield Upgrade');
    expect(cardName('upgrade', U.veteranInstincts)).toBe('Veteran Instincts');
  });

  it('XW-CC-04: pick a CSW colour and faction and a fleet; the CSW start tile is on the table', () => {
    const r = create();
    expect(r.state.players.map((p) => [p.id, p.colour, p.cswFaction, p.side])).toEqual([
      ['luke', 'red', 'rebel', 'rebel'],
      ['vader', 'black', 'imperial', 'imperial'],
      ['fett', 'orange', 'mercenary', 'scum'],
    ]);
    expect(r.state.tiles).toEqual({ placed: 1, last: false });
    expect(r.state.status).toBe('running');
    expect(r.state.players.every((p) => coruscantScoreTotal(p.score) === 0)).toBe(true);
    expect(r.history[0]?.lines[0]).toContain('Luke (red, rebel, rebel fleet)');
  });

  it('XW-CC-02: 2 to 5 players, 6 only with the CSW expansion', () => {
    expect(createRefused(setupInput({ players: [LUKE] })).code).toBe('PlayerCount');
    const six = [
      seat('a', 'black', 'imperial', 'imperial'),
      seat('b', 'white', 'imperial', 'imperial'),
      seat('c', 'red', 'rebel', 'rebel'),
      seat('d', 'green', 'rebel', 'rebel'),
      seat('e', 'orange', 'mercenary', 'scum'),
      seat('f', 'blue', 'first-order', 'imperial'),
    ];
    const e = createRefused({ name: 'Six', players: six });
    expect(e.code).toBe('PlayerCount');
    expect(e.message).toContain('6 with the CSW expansion');
    expect(
      createCoruscant(
        { name: 'Six', players: six, options: { expansion: true } },
        { now: 0, seed: 's' },
      ).ok,
    ).toBe(true);
    expect(createRefused({ name: 'Same', players: [LUKE, { ...VADER, colour: 'red' }] }).code).toBe(
      'DuplicateColour',
    );
  });

  it('XW-CC-02: teams of two follow the colour pairs (Black+White, Red+Green, Orange+Blue)', () => {
    const ok = createCoruscant(
      {
        name: 'Pairs',
        play: 'teams',
        players: [
          seat('a', 'black', 'imperial', 'imperial', 'empire'),
          seat('b', 'white', 'imperial', 'imperial', 'empire'),
          seat('c', 'red', 'rebel', 'rebel', 'alliance'),
          seat('d', 'green', 'rebel', 'rebel', 'alliance'),
        ],
      },
      { now: 0, seed: 's' },
    );
    expect(ok.ok && ok.value.state.teams).toEqual([
      { id: 'empire', players: ['a', 'b'] },
      { id: 'alliance', players: ['c', 'd'] },
    ]);
    const mixed = createRefused({
      name: 'Mixed',
      play: 'teams',
      players: [
        seat('a', 'black', 'imperial', 'imperial', 'x'),
        seat('c', 'red', 'imperial', 'imperial', 'x'),
        seat('b', 'white', 'imperial', 'imperial', 'y'),
        seat('d', 'green', 'rebel', 'rebel', 'y'),
      ],
    });
    expect(mixed.code).toBe('BadTeam');
    expect(mixed.message).toContain('black + white; red + green; orange + blue');
    const wrongFaction = createRefused({
      name: 'Wrong',
      play: 'teams',
      players: [
        seat('a', 'black', 'rebel', 'imperial', 'x'),
        seat('b', 'white', 'imperial', 'imperial', 'x'),
        seat('c', 'red', 'rebel', 'rebel', 'y'),
        seat('d', 'green', 'rebel', 'rebel', 'y'),
      ],
    });
    expect(wrongFaction.message).toBe('Team "x": A (black) must play imperial, not rebel.');
  });

  it('XW-CC-02: teams of three are Black+White+Blue and Red+Green+Orange', () => {
    const r = createCoruscant(
      {
        name: 'Triples',
        play: 'teams',
        options: { expansion: true },
        players: [
          seat('a', 'black', 'imperial', 'imperial', 'dark'),
          seat('b', 'white', 'imperial', 'imperial', 'dark'),
          seat('f', 'blue', 'first-order', 'imperial', 'dark'),
          seat('c', 'red', 'rebel', 'rebel', 'light'),
          seat('d', 'green', 'rebel', 'rebel', 'light'),
          seat('e', 'orange', 'mercenary', 'rebel', 'light'),
        ],
      },
      { now: 0, seed: 's' },
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.teams.map((t) => t.players.length)).toEqual([3, 3]);
    expect(
      createRefused({
        name: 'Mix',
        play: 'teams',
        players: [
          seat('a', 'black', 'imperial', 'imperial', 'x'),
          seat('b', 'white', 'imperial', 'imperial', 'x'),
          seat('c', 'red', 'rebel', 'rebel', 'y'),
          seat('d', 'green', 'rebel', 'rebel', 'y'),
          seat('e', 'orange', 'mercenary', 'rebel', 'y'),
        ],
      }).message,
    ).toContain('all of two players or all of three');
    expect(createRefused({ ...setupInput(), players: [{ ...LUKE, team: 't' }, VADER] }).code).toBe(
      'NotTeamPlay',
    );
  });

  it('XW-CC-03: the coruscantEquipment list: CSW (+ expansion for six), a 3x3 mat per two players, the ship models', () => {
    const eq = coruscantEquipment(create().state);
    expect(eq.cswExpansion).toBe(false);
    expect(eq.mats).toBe(2);
    const count = (ship: string) => eq.ships.find((s) => s.ship === ship)?.count;
    expect(count('xwing')).toBe(7); // Wedge, Luke, a Rookie in squad 1 and four Rookies in squad 2
    expect(count('tiefighter')).toBe(6 + 8 + 7 + 7);
    expect(count('m3ainterceptor')).toBe(8);
  });

  it('XW-CC-05, XW-CC-09: a fleet is five squads numbered 1 to 5, each a meeple', () => {
    const r = create();
    expect(r.state.players[0]?.squads.map((s) => [s.number, s.place, s.lost])).toEqual([
      [1, null, false],
      [2, null, false],
      [3, null, false],
      [4, null, false],
      [5, null, false],
    ]);
    const four = { ...fleet('rebel'), squads: fleet('rebel').squads.slice(0, 4) };
    expect(createRefused(setupInput({ players: [{ ...LUKE, fleet: four }, VADER] })).code).toBe(
      'FleetSize',
    );
    const twice = fleet('rebel');
    const renumbered = {
      ...twice,
      squads: twice.squads.map((s) => (s.number === 5 ? { ...s, number: 4 } : s)),
    };
    const e = createRefused(setupInput({ players: [{ ...LUKE, fleet: renumbered }, VADER] }));
    expect(e).toEqual({
      code: 'SquadNumbers',
      message: "Luke's fleet has no squad 5; number them 1 to 5 (XW-CC-09).",
    });
  });

  it('XW-CC-05: the ships of a squad are cards from the data, points = pilot + upgrades', () => {
    const wedge = squad(create(), 'luke', 1).ships[0];
    expect(wedge).toEqual({
      id: 'luke.1.1',
      pilotId: P.wedge,
      name: 'Wedge Antilles',
      ship: 'xwing',
      unique: true,
      points: 29 + 3 + 4 + 4,
      upgrades: [
        { id: U.pushTheLimit, name: 'Push the Limit', slot: 'Elite', unique: false, points: 3 },
        { id: U.r2d2, name: 'R2-D2', slot: 'Astromech', unique: true, points: 4 },
        {
          id: U.protonTorpedoes,
          name: 'Proton Torpedoes',
          slot: 'Torpedo',
          unique: false,
          points: 4,
        },
      ],
    });
    const bad = fleet('rebel');
    bad.squads[2] = { ...bad.squads[2], ships: [{ pilot: 99_999 }] } as (typeof bad.squads)[number];
    expect(createRefused(setupInput({ players: [{ ...LUKE, fleet: bad }, VADER] })).message).toBe(
      "Luke's squad 3, ship 1: no pilot card has the id 99999.",
    );
  });

  it('XW-CC-06: every squad of a player flies for the fleet side; team-mates share it', () => {
    const wrong = fleet('rebel');
    wrong.squads[1] = {
      ...wrong.squads[1],
      ships: [{ pilot: P.academy }],
    } as (typeof wrong.squads)[number];
    const e = createRefused(setupInput({ players: [{ ...LUKE, fleet: wrong }, VADER] }));
    expect(e.code).toBe('WrongFaction');
    expect(e.message).toBe(
      "Luke's squad 2, ship 1: Academy Pilot flies for Galactic Empire, not the fleet's side (rebel) (XW-CC-06).",
    );
    // The CSW faction need not match the fleet: a Mercenary CSW player flies Imperials.
    expect(
      createCoruscant(
        setupInput({ players: [LUKE, { ...FETT, side: 'imperial', fleet: fleet('imperial') }] }),
        { now: 0, seed: 's' },
      ).ok,
    ).toBe(true);
    const team = createRefused({
      name: 'T',
      play: 'teams',
      players: [
        seat('a', 'black', 'imperial', 'imperial', 'x'),
        seat('b', 'white', 'imperial', 'scum', 'x'),
        seat('c', 'red', 'rebel', 'rebel', 'y'),
        seat('d', 'green', 'rebel', 'rebel', 'y'),
      ],
    });
    expect(team.code).toBe('TeamSides');
  });

  it('XW-CC-07: one large squad of up to 125 points and four of up to 100', () => {
    const r = create();
    expect(r.state.players[1]?.squads.map((s) => [s.size, s.limit])).toEqual([
      ['large', 125],
      ['small', 100],
      ['small', 100],
      ['small', 100],
      ['small', 100],
    ]);
    const heavy = fleet('imperial');
    heavy.squads[1] = {
      ...heavy.squads[1],
      ships: Array(9).fill({ pilot: P.academy }),
    } as (typeof heavy.squads)[number];
    expect(createRefused(setupInput({ players: [LUKE, { ...VADER, fleet: heavy }] })).message).toBe(
      "Vader's squad 2 costs 108 points; a small squad may cost 100 (XW-CC-07).",
    );
    const twoLarge = fleet('imperial');
    twoLarge.squads[1] = {
      ...twoLarge.squads[1],
      size: 'large',
    } as (typeof twoLarge.squads)[number];
    expect(createRefused(setupInput({ players: [LUKE, { ...VADER, fleet: twoLarge }] })).code).toBe(
      'LargeSquad',
    );
  });

  it('XW-CC-08: a unique card once per fleet, once per team in team play; generics repeat', () => {
    const again = fleet('rebel');
    again.squads[4] = {
      ...again.squads[4],
      ships: [{ pilot: P.rookie, upgrades: [U.r2d2] }],
    } as (typeof again.squads)[number];
    expect(createRefused(setupInput({ players: [{ ...LUKE, fleet: again }, VADER] })).message).toBe(
      "Luke: the unique card R2-D2 appears twice in Luke's fleet (XW-CC-08).",
    );
    const team = createRefused({
      name: 'T',
      play: 'teams',
      players: [
        seat('a', 'black', 'imperial', 'imperial', 'x', true),
        seat('b', 'white', 'imperial', 'imperial', 'x', true),
        seat('c', 'red', 'rebel', 'rebel', 'y'),
        seat('d', 'green', 'rebel', 'rebel', 'y'),
      ],
    });
    expect(team.message).toBe(
      'Team "x": the unique card Darth Vader appears in A\'s and B\'s fleets (XW-CC-08).',
    );
    // Generic squads repeat freely: squad 2 and squad 5 of the rebels are all generics.
    expect(
      create().state.players[0]?.squads[1]?.ships.every((s) => s.name === 'Rookie Pilot'),
    ).toBe(true);
  });

  it('XW-CC-10: an obstacle pool of up to 6, an Epic ship counting as 3', () => {
    expect(create().state.players[1]?.obstacles).toHaveLength(4); // 3 asteroids + a Gozanti = 6
    const tooMany = {
      ...VADER,
      fleet: fleet('imperial', [
        ...Array(4).fill({ kind: 'debris', name: 'd' }),
        { kind: 'epic', name: 'CR90' },
      ]),
    };
    expect(createRefused(setupInput({ players: [LUKE, tooMany] }))).toEqual({
      code: 'ObstaclePool',
      message: "Vader's obstacle pool counts 7; at most 6, an Epic ship counting as 3 (XW-CC-10).",
    });
  });

  it('XW-CC-31..36: the options are read, all off by default', () => {
    expect(create().state.options).toEqual({
      expansion: false,
      alderaan: false,
      variableTerrain: false,
      seizeCoruscant: false,
      hiddenBases: false,
      designatedBases: false,
      paidReinforcement: false,
      tiles: null,
    });
    const all = create(
      setupInput({
        options: {
          expansion: true,
          alderaan: true,
          variableTerrain: true,
          seizeCoruscant: true,
          hiddenBases: true,
          designatedBases: true,
          paidReinforcement: true,
          tiles: 40,
        },
      }),
    );
    expect(Object.values(all.state.options).every((v) => v !== false)).toBe(true);
    expect(createRefused(setupInput({ options: { alderan: true } })).message).toBe(
      'setup.options: has an unknown field "alderan"',
    );
  });

  it('bad setup input is refused with where and what, never thrown', () => {
    for (const bad of [null, 3, 'x', [], {}, { name: '' }, { name: 'x', players: 'no' }]) {
      const r = createCoruscant(bad, { now: 0, seed: 's' });
      expect(r.ok).toBe(false);
    }
    expect(
      createRefused({ name: 'x', players: [{ ...LUKE, colour: 'purple' }, VADER] }).message,
    ).toBe(
      'setup.players[0].colour: must be one of "black", "white", "red", "green", "orange", "blue", not "purple"',
    );
  });
});
