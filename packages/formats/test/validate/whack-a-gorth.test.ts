import { describe, expect, it } from 'vitest';
import { validateSquad } from '../../src/index.ts';
import { ship, squad } from '../squads/cards.ts';

describe("Whack-a-'Gorth squads", () => {
  it('XW-WAG-01: a standard 100-point squad; its obstacles, when named, are its three of the six', () => {
    const s = squad('rebel', [ship('Wedge Antilles'), ship('Luke Skywalker')]);
    expect(validateSquad('whack-a-gorth', s).ok).toBe(true);
    expect(validateSquad('whack-a-gorth', { ...s, obstacles: ['a', 'b', 'c'] }).ok).toBe(true);
    expect(
      validateSquad('whack-a-gorth', { ...s, obstacles: ['a', 'b', 'c', 'd', 'e', 'f'] }).problems,
    ).toEqual([
      {
        check: 'obstacle-count',
        message:
          "the list brings 6 obstacles; in Whack-a-'Gorth a player brings 3, so that the table holds six obstacles, one Exogorth in each",
      },
    ]);
    const big = {
      ...s,
      pilots: [...s.pilots, ship('Red Squadron Pilot'), ship('Red Squadron Pilot')],
    };
    expect(validateSquad('whack-a-gorth', big).problems).toEqual([
      { check: 'points-limit', message: "the squad costs 103 points; Whack-a-'Gorth allows 100" },
    ]);
  });
});
