import { ok } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { type FormatPlugin, standings, standingsCsv, standingsJson } from '../../src/index.ts';
import { ORG, run, withPlayers } from './helpers.ts';
import { duel } from './plugins.ts';

/** Players A-E; round 1 is p1-p2, p3-p4, bye p5 whatever the standings. */
const fixed = {
  duel: {
    ...duel,
    pair: () =>
      ok({
        tables: [
          ['p1', 'p2'],
          ['p3', 'p4'],
        ],
        byes: ['p5'],
      }),
  } as FormatPlugin,
};

function played() {
  let e = withPlayers(5, {}, fixed);
  e = run(e, ORG, { type: 'UpdatePlayer', player: 'p3', club: 'Yavin, "Red" Squadron' }, fixed);
  e = run(e, ORG, { type: 'UpdatePlayer', player: 'p4', name: '=cmd()' }, fixed);
  e = run(e, ORG, { type: 'PairRound' }, fixed);
  const set = (table: number, winner: string, destroyed: Record<string, number>) => {
    e = run(e, ORG, { type: 'SetResult', round: 1, table, result: { winner, destroyed } }, fixed);
  };
  set(1, 'p1', { p1: 50, p2: 20 });
  set(2, 'p3', { p3: 50, p4: 20 });
  return run(e, ORG, { type: 'DropPlayer', player: 'p2' }, fixed);
}

describe('standings', () => {
  it('GAP-XW-12: totals sorted by the format’s keys, then by name; equal totals share a rank', () => {
    const rows = standings(played());
    expect(rows.map((r) => [r.rank, r.name, r.totals, r.played, r.byes, r.dropped])).toEqual([
      [1, 'A', { wins: 1, destroyed: 50 }, 1, 0, false],
      [1, 'C', { wins: 1, destroyed: 50 }, 1, 0, false],
      [1, 'E', { wins: 1, destroyed: 50 }, 0, 1, false],
      [4, '=cmd()', { wins: 0, destroyed: 20 }, 1, 0, false],
      [4, 'B', { wins: 0, destroyed: 20 }, 1, 0, true],
    ]);
  });

  it('a later key breaks a tie of the first (a points total left out counts 0)', () => {
    let e = played();
    e = run(
      e,
      ORG,
      { type: 'SetResult', round: 1, table: 2, result: { winner: 'p3', destroyed: { p3: 51 } } },
      fixed,
    );
    expect(standings(e).map((r) => [r.rank, r.name])).toEqual([
      [1, 'C'],
      [2, 'A'],
      [2, 'E'],
      [4, 'B'],
      [5, '=cmd()'],
    ]);
  });

  it('exports CSV (RFC 4180 quoting, CRLF, formulas defused) and JSON', () => {
    const e = played();
    expect(standingsCsv(e)).toBe(
      [
        'Rank,Player,Club,Wins,Destroyed,Games,Byes,Dropped',
        '1,A,,1,50,1,0,no',
        '1,C,"Yavin, ""Red"" Squadron",1,50,1,0,no',
        '1,E,,1,50,0,1,no',
        "4,'=cmd(),,0,20,1,0,no",
        '4,B,,0,20,1,0,yes',
        '',
      ].join('\r\n'),
    );
    const json = JSON.parse(standingsJson(e));
    expect(json).toMatchObject({
      event: 'Test Cup',
      format: 'duel',
      status: 'running',
      rounds: 1,
      standingKeys: [
        { key: 'wins', label: 'Wins' },
        { key: 'destroyed', label: 'Destroyed' },
      ],
    });
    expect(json.standings).toEqual(standings(e));
  });
});

describe('standings order and places', () => {
  it('GAP-XW-12: equal totals are ordered by name without regard to case', () => {
    let e = withPlayers(5, {}, fixed);
    for (const [player, name] of [
      ['p1', 'Cy'],
      ['p3', 'bo'],
      ['p5', 'Al'],
    ] as const)
      e = run(e, ORG, { type: 'UpdatePlayer', player, name }, fixed);
    e = run(e, ORG, { type: 'PairRound' }, fixed);
    const set = (table: number, winner: string, destroyed: Record<string, number>) => {
      e = run(e, ORG, { type: 'SetResult', round: 1, table, result: { winner, destroyed } }, fixed);
    };
    set(1, 'p1', { p1: 50, p2: 20 });
    set(2, 'p3', { p3: 50, p4: 20 });
    // Cy, bo and Al (the bye) tie: by name whatever the case (Al, bo, Cy; not Al, Cy, bo).
    expect(standings(e).map((r) => [r.rank, r.name, r.player])).toEqual([
      [1, 'Al', 'p5'],
      [1, 'bo', 'p3'],
      [1, 'Cy', 'p1'],
      [4, 'B', 'p2'],
      [4, 'D', 'p4'],
    ]);
  });
});
