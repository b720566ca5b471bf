import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OBJECTIVE_IDS, objectiveCard, objectiveCards } from '../../src/objectives/cards.ts';
import { chooseObjective, readObjectiveList } from '../../src/objectives/choice.ts';
import {
  objectiveStandingKeys,
  parseObjectiveResult,
  scoreObjective,
} from '../../src/objectives/result.ts';

const table = ['ann', 'bob'] as const;

/** Ann has initiative (first player) unless said otherwise. */
function result(objective: string, facts: unknown, extra: object = {}) {
  const r = parseObjectiveResult(
    { first: 'ann', objective, destroyed: { ann: 30, bob: 30 }, facts, ...extra },
    table,
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function points(objective: string, facts: unknown, extra: object = {}): readonly number[] {
  return result(objective, facts, extra).objectivePoints;
}
function refusal(objective: string, facts: unknown, extra: object = {}): string {
  const r = parseObjectiveResult(
    { first: 'ann', objective, destroyed: { ann: 30, bob: 30 }, facts, ...extra },
    table,
  );
  return r.ok ? 'accepted' : `${r.error.code}: ${r.error.message}`;
}

describe('the objective cards', () => {
  it('every objective card of the seed is data, with our id, a one-line description and its clause', () => {
    expect(objectiveCards.map((c) => c.name)).toEqual([
      'Bounty Hunter',
      'Minefield',
      'Graveyard',
      'Death Star Plans',
      'Recon Mission',
      'Station Defense',
      'Hidden Jedi',
      'Capture the Flag',
      'Torpedo Run',
      'Spice Run',
      'Rescue Mission',
      'Escort Mission',
      'Homing Beacon',
      'Hyperspace Assault',
    ]);
    expect(objectiveCards.map((c) => c.id)).toEqual([...OBJECTIVE_IDS]);
    for (const c of objectiveCards) {
      expect(c.summary.length).toBeGreaterThan(20);
      expect(c.clauses.length).toBeGreaterThan(0);
    }
    const clauses = objectiveCards.flatMap((c) => c.clauses);
    expect(clauses).toEqual(
      Array.from({ length: 15 }, (_, i) => `XW-OBJ-${String(i + 4).padStart(2, '0')}`),
    );
  });
});

describe('choosing the objective', () => {
  it('XW-OBJ-01: a squad list names three objective cards', () => {
    expect(readObjectiveList(['bounty-hunter', 'recon-mission', 'minefield']).ok).toBe(true);
    const two = readObjectiveList(['bounty-hunter', 'recon-mission']);
    expect(two.ok ? '' : two.error.code).toBe('ThreeObjectives');
    const bad = readObjectiveList(['bounty-hunter', 'recon-mission', 'pod-race']);
    expect(bad.ok ? '' : bad.error.message).toContain('entry 3: "pod-race" is not an objective');
  });

  it('XW-OBJ-02: the first player picks one of the second player’s three; anything else is refused', () => {
    const list = ['spice-run', 'hidden-jedi', 'torpedo-run'];
    const pick = chooseObjective('ann', 'bob', list, 'hidden-jedi');
    expect(pick.ok && pick.value).toEqual({
      first: 'ann',
      second: 'bob',
      objective: 'hidden-jedi',
    });
    const other = chooseObjective('ann', 'bob', list, 'bounty-hunter');
    expect(other.ok ? '' : other.error.code).toBe('ObjectiveNotOffered');
    expect(other.ok ? '' : other.error.message).toContain('Spice Run, Hidden Jedi, Torpedo Run');
  });
});

describe('objective points', () => {
  it('XW-OBJ-03: objective points add to destroyed points, decide the winner at time and feed MOV', () => {
    // 30 destroyed each; Bob's Bounty died: Ann 40 against 30.
    const r = result('bounty-hunter', { bountyDestroyed: { ann: false, bob: true } });
    expect(r.winner).toBe('ann');
    expect(scoreObjective(r)).toEqual([
      { player: 'ann', measures: { tp: 1, mov: 110, destroyed: 30, objective: 10 } },
      { player: 'bob', measures: { tp: 0, mov: 90, destroyed: 30, objective: 0 } },
    ]);
    expect(objectiveStandingKeys.map((k) => k.key)).toEqual(['tp', 'mov']);
  });

  it('XW-OBJ-04: each destroyed Bounty gives its opponent +10', () => {
    expect(points('bounty-hunter', { bountyDestroyed: { ann: true, bob: true } })).toEqual([
      10, 10,
    ]);
  });

  it('XW-OBJ-05, XW-OBJ-06, XW-OBJ-12: Minefield, Graveyard and Torpedo Run score nothing and take no facts', () => {
    for (const id of ['minefield', 'graveyard', 'torpedo-run']) {
      expect(points(id, undefined)).toEqual([0, 0]);
      expect(objectiveCard(id)?.scores).toBe(false);
    }
    expect(refusal('minefield', { mines: 3 })).toContain('UnknownField');
  });

  it('XW-OBJ-07: Death Star Plans: found and kept +10 to the first player; never found +10 to the second; carrier lost 5 each', () => {
    expect(points('death-star-plans', { plans: 'carrier-survived' })).toEqual([10, 0]);
    expect(points('death-star-plans', { plans: 'not-found' })).toEqual([0, 10]);
    expect(points('death-star-plans', { plans: 'carrier-destroyed' })).toEqual([5, 5]);
    // Bob as first player: the roles follow initiative, not table order.
    expect(points('death-star-plans', { plans: 'carrier-survived' }, { first: 'bob' })).toEqual([
      0, 10,
    ]);
    expect(refusal('death-star-plans', { plans: 'stolen' })).toContain('BadValue');
  });

  it('XW-OBJ-08: Recon Mission: +2 per token, no more tokens than obstacles', () => {
    expect(points('recon-mission', { tokens: { ann: 2, bob: 3 } })).toEqual([4, 6]);
    expect(refusal('recon-mission', { tokens: { ann: 4, bob: 3 } })).toBe(
      'TooManyTokens: The Recon Mission facts: 7 Recon tokens collected, but only 6 exist (one per obstacle)',
    );
    expect(points('recon-mission', { tokens: { ann: 4, bob: 3 }, obstacles: 7 })).toEqual([8, 6]);
  });

  it('XW-OBJ-09: Station Defense: +12 to the first player for the kill, else +12 to the second', () => {
    expect(points('station-defense', { stationDestroyed: true })).toEqual([12, 0]);
    expect(points('station-defense', { stationDestroyed: false })).toEqual([0, 12]);
    expect(refusal('station-defense', {})).toContain('MissingFact');
  });

  it('XW-OBJ-10: Hidden Jedi: +5 to the opponent of each player whose Jedi ship died', () => {
    expect(points('hidden-jedi', { jediDestroyed: { ann: true, bob: false } })).toEqual([0, 5]);
  });

  it('XW-OBJ-11: Capture the Flag: +20 to the opponent when a flagship leaves the play area', () => {
    expect(points('capture-the-flag', { flagshipExited: { ann: false, bob: true } })).toEqual([
      20, 0,
    ]);
  });

  it('XW-OBJ-13: Spice Run: +2 per marker, at most one per obstacle for each runner', () => {
    expect(points('spice-run', { markers: { ann: 6, bob: 1 } })).toEqual([12, 2]);
    expect(refusal('spice-run', { markers: { ann: 7, bob: 1 } })).toContain('TooManyTokens');
  });

  it('XW-OBJ-14: Rescue Mission: rescued +5 second; transport lost first −5 to the second (and the prisoners never freed +5 first); not rescued +5 first', () => {
    expect(points('rescue-mission', { prisoners: 'rescued' })).toEqual([0, 5]);
    expect(points('rescue-mission', { prisoners: 'transport-destroyed' })).toEqual([5, -5]);
    expect(points('rescue-mission', { prisoners: 'not-rescued' })).toEqual([5, 0]);
  });

  it('XW-OBJ-15: Escort Mission: shuttle destroyed +10 first; out by the far side +10 second', () => {
    expect(points('escort-mission', { shuttle: 'destroyed' })).toEqual([10, 0]);
    expect(points('escort-mission', { shuttle: 'exited' })).toEqual([0, 10]);
    expect(points('escort-mission', { shuttle: 'neither' })).toEqual([0, 0]);
  });

  it('XW-OBJ-16: Homing Beacon: +3 per tagged enemy ship, never more than the enemy squad holds', () => {
    expect(points('homing-beacon', { beacons: { ann: 2, bob: 1 } })).toEqual([6, 3]);
    expect(
      refusal('homing-beacon', { beacons: { ann: 4, bob: 1 }, ships: { ann: 5, bob: 3 } }),
    ).toBe(
      'TooManyTokens: The Homing Beacon facts: ann tagged 4 ships, but the opposing squad has 3',
    );
  });

  it('XW-OBJ-17: the Hyperspace Assault force is worth fewer than 50 points', () => {
    expect(points('hyperspace-assault', { reservePoints: 49, reserve: 'deployed' })).toEqual([
      0, 0,
    ]);
    expect(refusal('hyperspace-assault', { reservePoints: 50, reserve: 'deployed' })).toContain(
      'BadNumber',
    );
  });

  it('XW-OBJ-18: a stranded assault force: the first player wins and counts it as destroyed', () => {
    const r = result(
      'hyperspace-assault',
      { reservePoints: 40, reserve: 'stranded' },
      { destroyed: { ann: 20, bob: 60 } },
    );
    expect(r.winner).toBe('ann');
    expect(r.automaticWinner).toBe('ann');
    expect(scoreObjective(r)[0]?.measures).toEqual({
      tp: 1,
      mov: 100,
      destroyed: 60,
      objective: 0,
    });
    expect(
      refusal(
        'hyperspace-assault',
        { reservePoints: 40, reserve: 'stranded' },
        { destroyed: { ann: 61, bob: 0 } },
      ),
    ).toContain('TooManyPoints');
  });

  it('refuses malformed results and never throws', () => {
    expect(refusal('pod-race', {})).toContain('BadValue');
    expect(refusal('bounty-hunter', { bountyDestroyed: { ann: 'yes', bob: false } })).toContain(
      'must be true or false',
    );
    expect(refusal('bounty-hunter', { bountyDestroyed: { ann: true } })).toContain('MissingPlayer');
    expect(
      refusal('bounty-hunter', { bountyDestroyed: { ann: true, bob: false } }, { first: 'cid' }),
    ).toContain('UnknownPlayer');
    const facts = fc.dictionary(
      fc.constantFrom(
        'tokens',
        'markers',
        'beacons',
        'plans',
        'prisoners',
        'shuttle',
        'reservePoints',
        'reserve',
        'bountyDestroyed',
        'obstacles',
      ),
      fc.oneof(
        fc.anything(),
        fc.record({ ann: fc.integer({ min: -1, max: 8 }), bob: fc.integer({ min: -1, max: 8 }) }),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...OBJECTIVE_IDS, 'nope'),
        facts,
        fc.anything(),
        (objective, f, junk) => {
          const r = parseObjectiveResult(
            { first: 'ann', objective, destroyed: { ann: 10, bob: 20 }, facts: f },
            table,
          );
          if (r.ok) {
            const [a, b] = scoreObjective(r.value);
            expect((a?.measures.mov ?? 0) + (b?.measures.mov ?? 0)).toBe(200);
          }
          parseObjectiveResult(junk, table);
        },
      ),
    );
  });
});
