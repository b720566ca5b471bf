import { describe, expect, it } from 'vitest';
import {
  type CoruscantRecord,
  coruscantScoreTotal,
  coruscantTeamTotals,
  coruscantView,
  createCoruscant,
} from '../../src/index.ts';
import {
  as,
  create,
  genericFleet,
  LUKE,
  meeple,
  ORG,
  planet,
  player,
  refused,
  route,
  run,
  setupInput,
  tile,
  VADER,
} from './fixtures.ts';

const adjust = (p: string, points: number) => ({
  type: 'AdjustScore',
  player: p,
  points,
  reason: 'setup of the test',
});
const lastTile = { type: 'PlaceTile', tile: null, places: [], last: true };
const finalScoring = (places: unknown[] = []) => ({ type: 'FinalScoring', places });
const at = (place: string, points: number, symbols: unknown[] = []) => ({
  place,
  scoring: { points, symbols },
});

function tied(record: CoruscantRecord = create()): CoruscantRecord {
  return run(
    record,
    [ORG, adjust('luke', 50)],
    [ORG, adjust('vader', 50)],
    [ORG, adjust('fett', 20)],
    [ORG, lastTile],
    [ORG, finalScoring()],
  );
}

describe('the end of a Coruscant campaign', () => {
  it('XW-CC-27: the campaign ends after the last tile and the battles it caused', () => {
    const r = run(
      create(),
      [ORG, tile(route('r1'))],
      [ORG, meeple('luke', 1, 'r1')],
      [ORG, meeple('vader', 1, 'r1')],
    );
    expect(refused(r, ORG, finalScoring()).message).toBe(
      'Tiles are still to be placed (2 so far); the campaign ends after the last (XW-CC-27).',
    );
    const last = run(r, [ORG, lastTile]);
    expect(refused(last, ORG, finalScoring([at('r1', 2)])).code).toBe('Contested');
    const fighting = run(last, [
      ORG,
      { type: 'StartBattle', place: 'r1', participants: null, completion: null },
    ]);
    expect(refused(fighting, ORG, finalScoring([at('r1', 2)]))).toEqual({
      code: 'BattleRunning',
      message: 'Battle b1 must be resolved first (XW-CC-27).',
    });
    expect(refused(last, as('luke'), finalScoring()).code).toBe('OrganizerOnly');
  });

  it('XW-CC-28: the meeples left on the map score their features ×10 at the end', () => {
    const r = run(
      create(),
      [ORG, tile(route('r1'), planet('p1', 'Hoth'), route('r2'))],
      [ORG, meeple('luke', 1, 'r1')],
      [ORG, meeple('vader', 1, 'p1')],
      [ORG, lastTile],
    );
    expect(refused(r, ORG, finalScoring([at('r1', 2)])).message).toBe(
      'Final scoring: Hoth still holds meeples; enter its points (0 if none) (XW-CC-28).',
    );
    expect(refused(r, ORG, finalScoring([at('r1', 2), at('p1', 5), at('r2', 1)])).code).toBe(
      'NothingHeld',
    );
    expect(refused(r, ORG, finalScoring([at('r1', 2), at('r1', 2)])).code).toBe('PlaceTwice');
    const done = run(r, [
      ORG,
      finalScoring([
        at('r1', 2, [{ faction: 'rebel', points: 1 }]),
        at('p1', 5, [{ faction: 'rebel', points: 1 }]),
      ]),
    ]);
    expect(player(done, 'luke').score.finalScoring).toBe(30);
    expect(player(done, 'vader').score.finalScoring).toBe(50);
    expect(done.state.status).toBe('finished');
    expect(done.state.winner).toEqual({ teams: ['vader'], how: 'points' });
    expect(refused(done, ORG, tile()).code).toBe('CampaignOver');
  });

  it('XW-CC-29: the highest total wins', () => {
    const r = run(
      create(),
      [ORG, adjust('fett', 70)],
      [ORG, adjust('luke', 69)],
      [ORG, lastTile],
      [ORG, finalScoring()],
    );
    expect(r.state.winner).toEqual({ teams: ['fett'], how: 'points' });
    expect(coruscantView(r, ORG).standings).toEqual([
      { team: 'fett', total: 70, rank: 1 },
      { team: 'luke', total: 69, rank: 2 },
      { team: 'vader', total: 0, rank: 3 },
    ]);
    expect(r.history.at(-1)?.lines.at(-1)).toBe('Fett wins the campaign on points.');
  });

  it('XW-CC-29: a tie is settled by a final battle, each tied player fielding one squad', () => {
    const r = tied();
    expect(r.state.status).toBe('final-battle');
    expect(r.state.finalBattle).toEqual({ contenders: ['luke', 'vader'], picks: [], refought: 0 });
    expect(
      refused(r, as('fett'), { type: 'PickFinalBattleSquad', player: 'fett', squad: 1 }).code,
    ).toBe('NotTied');
    expect(refused(r, ORG, tile()).code).toBe('FinalBattleDue');
    const picked = run(r, [as('luke'), { type: 'PickFinalBattleSquad', player: 'luke', squad: 1 }]);
    expect(
      refused(picked, as('luke'), { type: 'PickFinalBattleSquad', player: 'luke', squad: 2 }).code,
    ).toBe('AlreadyPicked');
    expect(refused(picked, as('luke'), { type: 'EnterFinalBattle', winner: 'luke' })).toEqual({
      code: 'PicksMissing',
      message: 'Still to pick a squad: Vader.',
    });
    const both = run(picked, [
      as('vader'),
      { type: 'PickFinalBattleSquad', player: 'vader', squad: 3 },
    ]);
    // Mutual destruction: fought again with new picks.
    const again = run(both, [ORG, { type: 'EnterFinalBattle', winner: null }]);
    expect(again.state.finalBattle).toEqual({
      contenders: ['luke', 'vader'],
      picks: [],
      refought: 1,
    });
    const won = run(both, [as('vader'), { type: 'EnterFinalBattle', winner: 'vader' }]);
    expect(won.state).toMatchObject({
      status: 'finished',
      winner: { teams: ['vader'], how: 'final-battle' },
    });
    expect(refused(both, ORG, { type: 'EnterFinalBattle', winner: 'fett' }).code).toBe('BadWinner');
  });

  it('GAP-XW-11: three tied players fight one multi-sided final battle, one squad each', () => {
    const r = run(
      create(),
      [ORG, adjust('luke', 10)],
      [ORG, adjust('vader', 10)],
      [ORG, adjust('fett', 10)],
      [ORG, lastTile],
      [ORG, finalScoring()],
    );
    expect(r.state.finalBattle?.contenders).toEqual(['luke', 'vader', 'fett']);
    const picks = run(
      r,
      [as('luke'), { type: 'PickFinalBattleSquad', player: 'luke', squad: 2 }],
      [as('vader'), { type: 'PickFinalBattleSquad', player: 'vader', squad: 2 }],
      [as('fett'), { type: 'PickFinalBattleSquad', player: 'fett', squad: 2 }],
      [as('fett'), { type: 'EnterFinalBattle', winner: 'fett' }],
    );
    expect(picks.state.winner).toEqual({ teams: ['fett'], how: 'final-battle' });
  });

  it('XW-CC-30, GAP-XW-11: team scores are summed; tied teams field one squad per team', () => {
    const made = createCoruscant(
      {
        name: 'Teams',
        play: 'teams',
        players: [
          { ...LUKE, team: 'rebels' },
          {
            ...LUKE,
            id: 'leia',
            name: 'Leia',
            colour: 'green',
            team: 'rebels',
            fleet: genericFleet('rebel'),
          },
          { ...VADER, team: 'empire' },
          {
            ...VADER,
            id: 'tarkin',
            name: 'Tarkin',
            colour: 'white',
            team: 'empire',
            fleet: genericFleet('imperial'),
          },
        ],
      },
      { now: 0, seed: 's' },
    );
    if (!made.ok) throw new Error(made.error.message);
    const scored = run(
      made.value,
      [ORG, adjust('luke', 30)],
      [ORG, adjust('leia', 45)],
      [ORG, adjust('vader', 70)],
    );
    expect(coruscantTeamTotals(scored.state)).toEqual([
      { team: 'rebels', total: 75 },
      { team: 'empire', total: 70 },
    ]);
    const won = run(scored, [ORG, lastTile], [ORG, finalScoring()]);
    expect(won.state.winner).toEqual({ teams: ['rebels'], how: 'points' });
    const tie = run(scored, [ORG, adjust('tarkin', 5)], [ORG, lastTile], [ORG, finalScoring()]);
    expect(tie.state.finalBattle?.contenders).toEqual(['rebels', 'empire']);
    const one = run(tie, [as('leia'), { type: 'PickFinalBattleSquad', player: 'leia', squad: 4 }]);
    expect(
      refused(one, as('luke'), { type: 'PickFinalBattleSquad', player: 'luke', squad: 1 }).code,
    ).toBe('AlreadyPicked');
    const end = run(
      one,
      [as('tarkin'), { type: 'PickFinalBattleSquad', player: 'tarkin', squad: 1 }],
      [ORG, { type: 'EnterFinalBattle', winner: 'leia' }],
    );
    expect(end.state.winner).toEqual({ teams: ['rebels'], how: 'final-battle' });
    expect(end.history.at(-1)?.lines).toEqual([
      'Team rebels win the final battle and the campaign (XW-CC-29).',
    ]);
  });

  it('XW-CC-33: seizing Coruscant with full points ends the campaign at once', () => {
    const r = run(
      create(setupInput({ options: { seizeCoruscant: true } })),
      [ORG, tile(planet('c', 'Coruscant', 'imperial'))],
      [as('fett'), meeple('fett', 1, 'c')],
      [ORG, adjust('luke', 500)],
      [
        ORG,
        { type: 'CompleteFeature', place: 'c', scoring: { points: 9, symbols: [] }, scorers: null },
      ],
    );
    expect(r.state).toMatchObject({
      status: 'finished',
      winner: { teams: ['fett'], how: 'seizure' },
    });
    expect(refused(r, ORG, tile()).code).toBe('CampaignOver');
    // Without the option it is just a planet.
    const plain = run(
      create(),
      [ORG, tile(planet('c', 'Coruscant', 'imperial'))],
      [as('fett'), meeple('fett', 1, 'c')],
      [
        ORG,
        { type: 'CompleteFeature', place: 'c', scoring: { points: 9, symbols: [] }, scorers: null },
      ],
    );
    expect(plain.state.status).toBe('running');
  });

  it('XW-CC-33: with the seizure option the holder of Coruscant at the end wins, points aside', () => {
    const base = run(
      create(setupInput({ options: { seizeCoruscant: true } })),
      [ORG, tile(planet('c', 'Coruscant'))],
      [ORG, adjust('luke', 500)],
    );
    const held = run(
      base,
      [as('vader'), meeple('vader', 2, 'c')],
      [ORG, lastTile],
      [ORG, finalScoring([at('c', 3)])],
    );
    expect(held.state.winner).toEqual({ teams: ['vader'], how: 'coruscant-held' });
    const empty = run(base, [ORG, lastTile], [ORG, finalScoring()]);
    expect(empty.state.winner).toEqual({ teams: ['luke'], how: 'points' });
    expect(empty.history.at(-1)?.lines).toContain(
      'Nobody holds Coruscant at the end: the campaign is decided on points.',
    );
  });

  it('XW-CC-34: hidden bases are chosen in secret; the other side holding one at the end gains 50', () => {
    const options = { hiddenBases: true };
    const r = run(
      create(setupInput({ options })),
      [as('vader'), { type: 'ChooseSecretBase', player: 'vader', planet: 'Hoth' }],
      [as('luke'), { type: 'ChooseSecretBase', player: 'luke', planet: 'naboo moon' }],
    );
    expect(r.state.secretBases).toEqual([
      { team: 'vader', chosenBy: 'vader', role: 'death-star', planet: 'Hoth' },
      { team: 'luke', chosenBy: 'luke', role: 'rebel-base', planet: 'Endor Moon' },
    ]);
    // Nobody else learns the planet: not in the view, not in the log.
    expect(coruscantView(r, as('fett')).secretBases).toEqual([]);
    expect(coruscantView(r, { kind: 'public' }).secretBases).toEqual([]);
    expect(coruscantView(r, as('luke')).secretBases.map((b) => b.planet)).toEqual(['Endor Moon']);
    expect(coruscantView(r, ORG).secretBases).toHaveLength(2);
    expect(JSON.stringify(coruscantView(r, as('fett')))).not.toMatch(/Hoth|Endor/);
    expect(r.history.at(-2)?.lines).toEqual([
      "Vader writes down the Death Star's location in secret.",
    ]);
    expect(
      refused(r, as('fett'), { type: 'ChooseSecretBase', player: 'fett', planet: 'Hoth' }).code,
    ).toBe('NoSecretBase');
    const late = run(r, [ORG, tile(planet('hoth', 'Hoth'), planet('endor', 'Naboo Moon'))]);
    expect(
      refused(late, as('vader'), { type: 'ChooseSecretBase', player: 'vader', planet: 'Dagobah' })
        .code,
    ).toBe('TooLate');
    const end = run(
      late,
      [as('luke'), meeple('luke', 1, 'hoth')],
      [as('fett'), meeple('fett', 1, 'endor')],
      [ORG, lastTile],
      [ORG, finalScoring([at('hoth', 1), at('endor', 1)])],
    );
    expect(player(end, 'luke').score).toMatchObject({ finalScoring: 10, hiddenBases: 50 });
    // Fett holds the Rebel Base but is not Imperial: no bonus.
    expect(player(end, 'fett').score.hiddenBases).toBe(0);
    expect(coruscantScoreTotal(player(end, 'luke').score)).toBe(60);
    // Revealed at the end.
    expect(coruscantView(end, as('fett')).secretBases).toHaveLength(2);
    expect(
      refused(create(), as('vader'), { type: 'ChooseSecretBase', player: 'vader', planet: 'Hoth' })
        .code,
    ).toBe('OptionOff');
  });

  it('XW-CC-34: secret bases may come with the setup, and stay hidden from the others', () => {
    const r = create(
      setupInput({
        options: { hiddenBases: true },
        secretBases: [{ player: 'vader', planet: 'Yavin 4' }],
      }),
    );
    expect(coruscantView(r, as('vader')).secretBases).toHaveLength(1);
    expect(coruscantView(r, as('luke')).secretBases).toHaveLength(0);
  });
});
