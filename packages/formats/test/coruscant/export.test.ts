import { describe, expect, it } from 'vitest';
import { coruscantCsv, coruscantDocument, coruscantExports } from '../../src/index.ts';
import { as, create, meeple, ORG, route, run, setupInput, tile } from './fixtures.ts';

const PUBLIC = { kind: 'public' } as const;
const destroyed = (ship: string, by: string | null) => ({ ship, fate: 'destroyed', by });
const withdrawn = (ship: string) => ({ ship, fate: 'withdrawn', by: null });

/**
 * Vader wipes out Luke's squad 1 (Wedge 40, Luke 29, Rookie 21) on a trade route and loses
 * Howlrunner (18); his Black Squadron pilot withdraws.
 */
function afterBattle(input: unknown = setupInput()) {
  return run(
    create(input),
    [ORG, tile(route('r1', 'Hydian Way'))],
    [as('luke'), meeple('luke', 1, 'r1')],
    [as('vader'), meeple('vader', 1, 'r1')],
    [as('luke'), { type: 'StartBattle', place: 'r1', participants: null, completion: null }],
    [
      ORG,
      {
        type: 'EnterBattleResult',
        battle: 'b1',
        ships: [
          destroyed('luke.1.1', 'vader'),
          destroyed('luke.1.2', 'vader'),
          destroyed('luke.1.3', 'vader'),
          destroyed('vader.1.2', 'luke'),
          withdrawn('vader.1.3'),
        ],
        winner: 'vader',
      },
    ],
  );
}

describe('the Coruscant exports', () => {
  it('XW-CC-19, XW-CC-24: the CSV has one row per player, ranked, with squads left and ships lost', () => {
    const r = afterBattle();
    expect(coruscantCsv(r, PUBLIC).split('\r\n')).toEqual([
      'Rank,Player,Colour,CSW faction,Fleet side,Team,Score,Squads left,Ships lost',
      // Vader: Wedge, Luke and the Rookie (90) and the winner's 10.
      '1,Vader,black,imperial,imperial,Vader,100,5,1',
      '2,Luke,red,rebel,rebel,Luke,18,4,3',
      '3,Fett,orange,mercenary,scum,Fett,0,5,0',
      '',
    ]);
  });

  it('XW-CC-30: the JSON adds the team totals and the winner', () => {
    const r = run(
      afterBattle(),
      [ORG, { type: 'PlaceTile', tile: null, places: [], last: true }],
      [
        ORG,
        { type: 'FinalScoring', places: [{ place: 'r1', scoring: { points: 0, symbols: [] } }] },
      ],
    );
    const doc = coruscantDocument(r, PUBLIC);
    expect(doc).toMatchObject({ campaign: 'Galaxy', status: 'finished', play: 'individual' });
    expect(doc.players.map((p) => [p.rank, p.player, p.score, p.squadsLeft, p.shipsLost])).toEqual([
      [1, 'vader', 100, 5, 1],
      [2, 'luke', 18, 4, 3],
      [3, 'fett', 0, 5, 0],
    ]);
    expect(doc.teams).toEqual([
      { team: 'vader', name: 'Vader', total: 100, rank: 1 },
      { team: 'luke', name: 'Luke', total: 18, rank: 2 },
      { team: 'fett', name: 'Fett', total: 0, rank: 3 },
    ]);
    expect(doc.winner).toEqual({ teams: ['vader'], names: ['Vader'], how: 'points' });
    expect(coruscantDocument(afterBattle(), PUBLIC).winner).toBeNull();
  });

  it('XW-CC-34: a Hidden Base is in the export only for whom the view shows it', () => {
    const r = afterBattle(
      setupInput({
        options: { hiddenBases: true },
        secretBases: [{ player: 'vader', planet: 'Hoth' }],
      }),
    );
    const bases = (actor: Parameters<typeof coruscantDocument>[1]) =>
      coruscantDocument(r, actor).secretBases;
    expect(bases(ORG)).toEqual([{ team: 'Vader', role: 'death-star', planet: 'Hoth' }]);
    expect(bases(as('vader'))).toHaveLength(1);
    expect(bases(as('luke'))).toEqual([]);
    expect(bases(PUBLIC)).toEqual([]);
    for (const actor of [PUBLIC, as('luke')]) {
      expect(JSON.stringify(coruscantExports.json(r, actor))).not.toMatch(/Hoth/);
      expect(coruscantExports.csv(r, actor)).not.toMatch(/Hoth/);
    }
  });

  it('XW-CC-02: names a spreadsheet would run as a formula are kept as text', () => {
    const players = setupInput().players.map((p) =>
      p.id === 'fett' ? { ...p, name: '=HYPERLINK("x")' } : p,
    );
    const csv = coruscantCsv(create(setupInput({ players })), PUBLIC);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
