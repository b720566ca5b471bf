/**
 * Real Ace of Aces squads for the table helper's tests, as a table would paste them: Anna's
 * Wedge Antilles as a text list, Ben's Soontir Fel (the seed's example) as XWS, Cy's Mauler
 * Mithel with a Wingman (the seed's other example). `ANNA_WRONG` flies a PS 2 Rookie where the
 * X-wing's lowest pilot (PS 1) must be among the alternates.
 */

export const ANNA_TEXT = `Name: Anna's X-wing
Primary: Wedge Antilles + Push the Limit + R2 Astromech + Targeting Computer
Alternates: Garven Dreis, Biggs Darklighter, Cavern Angels Zealot
Obstacles: Small asteroid, Debris cloud`;

export const ANNA_WRONG = `Primary: Wedge Antilles + Push the Limit + R2 Astromech + Targeting Computer
Alternates: Garven Dreis, Biggs Darklighter, Rookie Pilot
Obstacles: Small asteroid, Debris cloud`;

export const BEN_XWS = {
  faction: 'imperial',
  name: "Glenn's Interceptor",
  pilots: [
    {
      name: 'soontirfel',
      ship: 'tieinterceptor',
      upgrades: {
        title: ['royalguardtie'],
        ept: ['pushthelimit'],
        mod: ['stealthdevice', 'autothrusters'],
      },
      points: 35,
    },
  ],
  version: '1.0.0',
  points: 35,
  vendor: {
    drift: {
      builder: 'Drift',
      obstacles: ['Small asteroid', 'Large asteroid'],
      aceOfAces: {
        primary: 0,
        alternates: [
          { name: 'turrphennir', ship: 'tieinterceptor' },
          { name: 'felswrath', ship: 'tieinterceptor' },
          { name: 'alphasquadronpilot', ship: 'tieinterceptor' },
        ],
      },
    },
  },
};

export const BEN_TEXT = JSON.stringify(BEN_XWS, null, 2);

export const CY_TEXT = `Primary: Mauler Mithel + Predator + Shield Upgrade
Wingman: Academy Pilot
Alternates: Youngster, Obsidian Squadron Pilot, Academy Pilot
Obstacles: Small asteroid, Debris cloud`;

export const DEE_TEXT = `Primary: Talonbane Cobra + Push the Limit + Targeting Computer
Alternates: Viktor Hel, Graz the Hunter, Cartel Marauder
Obstacles: Small asteroid, Debris cloud`;
