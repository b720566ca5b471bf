import { describe, expect, it } from 'vitest';
import { validateSquad } from '../../src/index.ts';
import { ship, squad } from '../squads/cards.ts';

describe('Objective Play squads', () => {
  const base = squad('rebel', [ship('Wedge Antilles')]);

  it('XW-OBJ-01: the list names three objective cards from the objectives of the format', () => {
    const named = {
      ...base,
      objectives: ['bounty-hunter', 'station-defense', 'hyperspace-assault'],
    };
    expect(validateSquad('objective-play', named)).toEqual({
      ok: true,
      points: 29,
      problems: [],
      notes: [],
    });
    expect(validateSquad('objective-play', base).problems).toEqual([
      {
        check: 'objectives',
        message: 'the list names 0 objectives; an Objective Play list names 3',
      },
    ]);
    const wrong = { ...base, objectives: ['minefield', 'treasure-hunt', 'minefield'] };
    expect(validateSquad('objective-play', wrong).problems).toEqual([
      {
        check: 'unknown-objective',
        message: 'objective 2, "treasure-hunt", is no objective card',
        at: { objective: 1 },
      },
      {
        check: 'objective-repeated',
        message: 'objective 3, "minefield", is named twice',
        at: { objective: 2 },
      },
    ]);
  });

  it('XW-OBJ-03: an Objective Play squad is a standard 100-point squad', () => {
    const big = {
      ...squad(
        'rebel',
        Array.from({ length: 5 }, () => ship('Red Squadron Pilot')),
      ),
      objectives: ['minefield', 'graveyard', 'spice-run'],
    };
    expect(validateSquad('objective-play', big).problems).toEqual([
      { check: 'points-limit', message: 'the squad costs 115 points; Objective Play allows 100' },
    ]);
  });
});
