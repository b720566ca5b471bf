/**
 * Squad lists for the squad page's tests (components and browser): real cards, as a player would
 * paste them. Each comment says what the checks find in it.
 */

/**
 * Ace of Aces with problems: Lone Wolf (no free Elite slot, and banned), two alternates (one
 * of another ship, none of the lowest skill), a Wingman on a 34-point ace, no obstacles, 46
 * points of 40.
 */
export const FEL_WITH_PROBLEMS = `Name: Fel's Wrath
Primary: Soontir Fel + Push the Limit + Lone Wolf + Autothrusters
Wingman: Academy Pilot
Alternates: Saber Squadron Pilot, Academy Pilot
`;

/** The same ace, legal for Ace of Aces: 32 points, three alternates, two obstacles. */
export const FEL_LEGAL = `Name: Fel's Wrath
Primary: Soontir Fel + Push the Limit + Autothrusters
Alternates: Saber Squadron Pilot, Avenger Squadron Pilot, Alpha Squadron Pilot
Obstacles: coreasteroid0, yt2400debris1
`;

/**
 * Political Escort, 95 points: Biggs's ability is blank (a note), the Twin Laser Turret is
 * banned (a problem), and Leia and an Engine Upgrade ride on the shuttle (notes).
 */
export const ESCORT = `Biggs Darklighter + R2-D2
Luke Skywalker + Push the Limit + R2-F2
Gold Squadron Pilot + Twin Laser Turret
Shuttle: Leia Organa + Engine Upgrade
`;

/** An XWS file of two rebel ships, as squad builders export it. */
export const WEDGE_XWS = JSON.stringify({
  name: 'Red and Gold',
  faction: 'rebel',
  pilots: [
    { name: 'wedgeantilles', ship: 'xwing', upgrades: { ept: ['pushthelimit'], amd: ['r2d2'] } },
    { name: 'goldsquadronpilot', ship: 'ywing', upgrades: { turret: ['ioncannonturret'] } },
  ],
  version: '1.0.0',
});

/** Eight Academy Pilots: 96 points, fit for any squad of an Imperial fleet. */
export const ACADEMY = '8x Academy Pilot';
/** Howlrunner, a unique pilot, and six Academy Pilots: 93 points. */
export const HOWLRUNNER = 'Howlrunner + Push the Limit\n6x Academy Pilot';
