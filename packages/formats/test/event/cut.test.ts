import { ok } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { eventView, type FormatPlugin, standings, swissStandings } from '../../src/index.ts';
import { finishRound, lastRound, ORG, refused, run, seatsAt, withPlayers } from './helpers.ts';
import { duel, registry } from './plugins.ts';

/** Eight duel players after two Swiss rounds, all results in. */
function swissDone(input: Record<string, unknown> = {}) {
  let e = withPlayers(8, { rounds: 2, ...input });
  for (let i = 0; i < 2; i++) e = finishRound(run(e, ORG, { type: 'PairRound' }));
  return e;
}

/** The winner of a cut table: the first player listed or the second. */
function win(e: ReturnType<typeof swissDone>, table: number, pick: 0 | 1) {
  const round = lastRound(e).number;
  const players = seatsAt(e, table);
  const winner = players[pick] as string;
  return run(e, ORG, { type: 'SetResult', round, table, result: { winner } });
}

describe('the cut to a top N', () => {
  it('XW-AOA-29: a format seated in pods logs its cut round in pods', () => {
    let e = withPlayers(6, { format: 'pods', rounds: 1 }, registry);
    e = run(e, ORG, { type: 'PairRound' }, registry);
    const vp = Object.fromEntries(seatsAt(e, 1).map((p, i) => [p, 10 - i]));
    e = run(e, ORG, { type: 'SetResult', round: 1, table: 1, result: { vp } }, registry);
    const other = Object.fromEntries(seatsAt(e, 2).map((p, i) => [p, 5 - i]));
    e = run(e, ORG, { type: 'SetResult', round: 1, table: 2, result: { vp: other } }, registry);
    e = run(e, ORG, { type: 'StartCut', size: 4 }, registry);
    expect(e.log.at(-1)?.text).toBe('Cut round 1 paired: 1 pod.');
  });

  it('GAP-XW-12: seeds are the best N still in; 1 v N, 2 v N-1; cut rounds add nothing to totals', () => {
    let e = swissDone({ cut: 4 });
    const order = swissStandings(e).map((r) => r.player);
    e = run(e, ORG, { type: 'DropPlayer', player: order[1] as string });
    const seeds = order.filter((_, i) => i !== 1).slice(0, 4);
    e = run(e, ORG, { type: 'StartCut' });
    expect(e.status).toBe('cut');
    expect(e.cutSeeds).toEqual(seeds);
    expect(lastRound(e)).toMatchObject({ number: 3, stage: 'cut', byes: [] });
    expect(lastRound(e).tables.map((t) => t.players)).toEqual([
      [seeds[0], seeds[3]],
      [seeds[1], seeds[2]],
    ]);
    expect(e.log.slice(-2).map((l) => l.text)).toEqual([
      expect.stringMatching(/^Top 4 cut: .+, seeded in that order\.$/),
      'Cut round 1 paired: 2 tables.',
    ]);
    const totals = standings(e).map((r) => [r.player, r.totals]);
    e = win(win(e, 1, 1), 2, 1);
    expect(
      standings(e)
        .map((r) => [r.player, r.totals])
        .sort(),
    ).toEqual(totals.sort());
  });

  it('GAP-XW-12: winners go on; the final’s winner wins the event and it finishes', () => {
    let e = run(swissDone(), ORG, { type: 'StartCut', size: 4 });
    const [s1, s2, s3, s4] = e.cutSeeds as [string, string, string, string];
    e = win(e, 1, 1); // seed 4 beats seed 1
    expect(refused(e, ORG, { type: 'PairRound' }).code).toBe('RoundOpen');
    e = win(e, 2, 0); // seed 2 beats seed 3
    e = run(e, ORG, { type: 'PairRound' });
    expect(lastRound(e).tables.map((t) => t.players)).toEqual([[s2, s4]]);
    e = win(e, 1, 1);
    expect(e.status).toBe('finished');
    expect(e.log.at(-1)?.text).toBe(`${e.players.find((p) => p.id === s4)?.name} wins the event.`);
    expect(eventView(e, ORG).champion).toBe(s4);
    const top = standings(e).slice(0, 5);
    expect(top.map((r) => [r.rank, r.player, r.cut?.reach, r.cut?.out])).toEqual([
      [1, s4, 3, false],
      [2, s2, 2, true],
      [3, s1, 1, true],
      [4, s3, 1, true],
      [5, expect.any(String), undefined, undefined],
    ]);
    // Everyone once; those outside the cut follow in Swiss order, ties sharing a place.
    const all = standings(e);
    expect(all).toHaveLength(e.players.length);
    expect(new Set(all.map((r) => r.player)).size).toBe(e.players.length);
    const rest = all.slice(4);
    expect(rest.every((r) => r.cut === undefined)).toBe(true);
    rest.forEach((r, i) => {
      const prev = rest[i - 1];
      const expected = prev && prev.swissRank === r.swissRank ? prev.rank : 5 + i;
      expect(r.rank, r.name).toBe(expected);
    });
    expect(rest.map((r) => r.swissRank)).toEqual(
      [...rest.map((r) => r.swissRank)].sort((a, b) => a - b),
    );
    expect(refused(e, ORG, { type: 'PairRound' }).code).toBe('EventFinished');
  });

  it('GAP-XW-12: a top 6 gives the two best seeds a bye; the bracket stays fixed after upsets', () => {
    let e = run(swissDone(), ORG, { type: 'StartCut', size: 6 });
    const seeds = e.cutSeeds as string[];
    expect(lastRound(e).byes).toEqual(seeds.slice(0, 2));
    expect(lastRound(e).tables.map((t) => t.players)).toEqual([
      [seeds[2], seeds[5]],
      [seeds[3], seeds[4]],
    ]);
    e = win(win(e, 1, 1), 2, 1); // seeds 6 and 5 win
    e = run(e, ORG, { type: 'PairRound' });
    // Slots: bye 1, bye 2, table 1, table 2: slot 1 meets slot 4, slot 2 meets slot 3.
    expect(lastRound(e).tables.map((t) => t.players)).toEqual([
      [seeds[0], seeds[4]],
      [seeds[1], seeds[5]],
    ]);
  });

  it('GAP-XW-12: in a top 8, the winners of tables 1 and 4 meet, and of tables 2 and 3', () => {
    let e = run(swissDone(), ORG, { type: 'StartCut', size: 8 });
    const s = e.cutSeeds as string[];
    expect(lastRound(e).tables.map((t) => t.players)).toEqual([
      [s[0], s[7]],
      [s[1], s[6]],
      [s[2], s[5]],
      [s[3], s[4]],
    ]);
    e = win(win(win(win(e, 1, 1), 2, 0), 3, 0), 4, 0); // seed 8 beats seed 1
    e = run(e, ORG, { type: 'PairRound' });
    expect(lastRound(e).tables.map((t) => t.players)).toEqual([
      [s[3], s[7]],
      [s[1], s[2]],
    ]);
  });

  it('a correction that would change who went on is refused once the next cut round is paired', () => {
    let e = run(swissDone(), ORG, { type: 'StartCut', size: 4 });
    e = win(win(e, 1, 0), 2, 0);
    e = run(e, ORG, { type: 'PairRound' });
    const [a, b] = seatsAt(e, 1, 3) as [string, string];
    expect(
      refused(e, ORG, { type: 'SetResult', round: 3, table: 1, result: { winner: b } }),
    ).toEqual({
      code: 'CutAdvanced',
      message:
        'The next cut round is paired: this result would change who went on from Cut round 1, table 1.',
    });
    e = run(e, ORG, {
      type: 'SetResult',
      round: 3,
      table: 1,
      result: { winner: a, destroyed: { [a]: 99 } },
    });
    expect(e.rounds[2]?.tables[0]?.result?.scores).toContainEqual({
      player: a,
      measures: { wins: 1, destroyed: 99 },
    });
  });

  it('correcting the final names the new winner', () => {
    let e = run(swissDone(), ORG, { type: 'StartCut', size: 2 });
    const [a, b] = seatsAt(e, 1) as [string, string];
    e = run(e, ORG, { type: 'SetResult', round: 3, table: 1, result: { winner: a } });
    expect(eventView(e, ORG).champion).toBe(a);
    e = run(e, ORG, { type: 'SetResult', round: 3, table: 1, result: { winner: b } });
    expect(e.status).toBe('finished');
    expect(eventView(e, ORG).champion).toBe(b);
    expect(e.log.at(-1)?.text).toMatch(/now wins the event\.$/);
  });

  it('a player who drops in the cut goes no further: the one left going on wins', () => {
    let e = run(swissDone(), ORG, { type: 'StartCut', size: 4 });
    const [s1, , , s4] = e.cutSeeds as [string, string, string, string];
    e = win(e, 1, 0); // seed 1 beats seed 4, then drops
    e = run(e, ORG, { type: 'DropPlayer', player: s1 });
    expect(e.status).toBe('cut');
    e = win(e, 2, 1); // seed 3 beats seed 2
    const s3 = (e.cutSeeds as string[])[2] as string;
    expect(e.status).toBe('finished');
    expect(eventView(e, ORG).champion).toBe(s3);
    expect(standings(e)[0]?.player).toBe(s3);
    expect(standings(e).find((r) => r.player === s4)?.cut).toEqual({
      seed: 4,
      reach: 1,
      out: true,
    });
  });

  it('when every player going on has dropped, the organizer finishes the event', () => {
    let e = run(swissDone(), ORG, { type: 'StartCut', size: 2 });
    const [a] = seatsAt(e, 1) as [string, string];
    e = run(e, ORG, { type: 'DropPlayer', player: a });
    e = run(e, ORG, { type: 'SetResult', round: 3, table: 1, result: { winner: a } });
    expect(e.status).toBe('cut');
    expect(refused(e, ORG, { type: 'PairRound' }).code).toBe('CutComplete');
    e = run(e, ORG, { type: 'FinishEvent' });
    expect(e.status).toBe('finished');
    expect(eventView(e, ORG).champion).toBeNull();
  });

  it('refuses a cut the format does not play, a size it does not offer, an open round, too few players', () => {
    const { cut: _cut, ...plain } = duel;
    const noCut = { duel: plain as FormatPlugin };
    expect(refused(swissDone(), ORG, { type: 'StartCut', size: 4 }, noCut)).toEqual({
      code: 'NoCut',
      message: 'Duel plays no cut.',
    });
    expect(refused(swissDone(), ORG, { type: 'StartCut', size: 3 })).toEqual({
      code: 'BadCutSize',
      message: 'Duel offers a top 2, 4, 6, 8 cut, not a top 3.',
    });
    expect(refused(swissDone(), ORG, { type: 'StartCut' }).code).toBe('BadCutSize');
    expect(refused(withPlayers(8), ORG, { type: 'StartCut', size: 4 }).code).toBe('NotRunning');
    const open = run(swissDone({ rounds: 3 }), ORG, { type: 'PairRound' });
    expect(refused(open, ORG, { type: 'StartCut', size: 4 }).code).toBe('RoundOpen');
    let few = finishRound(run(withPlayers(4), ORG, { type: 'PairRound' }));
    few = run(few, ORG, { type: 'DropPlayer', player: 'p1' });
    expect(refused(few, ORG, { type: 'StartCut', size: 4 })).toEqual({
      code: 'TooFewPlayers',
      message: 'Only 3 players are still in: too few for a top 4.',
    });
    const cut = run(swissDone(), ORG, { type: 'StartCut', size: 4 });
    expect(refused(cut, ORG, { type: 'UpdateEvent', cut: 8 }).code).toBe('CutStarted');
    expect(refused(cut, ORG, { type: 'FinishEvent' }).code).toBe('CutNotDone');
    expect(refused(cut, ORG, { type: 'Register', name: 'Late' }).code).toBe('RegistrationClosed');
  });

  it('a pods format pairs its cut itself; the best VP of the final pod wins, a tie to the better seed', () => {
    let e = withPlayers(8, { format: 'pods', rounds: 1 });
    e = run(e, ORG, { type: 'PairRound' });
    for (const t of lastRound(e).tables) {
      const vp = Object.fromEntries(t.players.map((p, i) => [p, 10 + Number(p.slice(1)) + i]));
      e = run(e, ORG, { type: 'SetResult', round: 1, table: t.number, result: { vp } });
    }
    e = run(e, ORG, { type: 'StartCut', size: 4 });
    const seeds = e.cutSeeds as string[];
    expect(lastRound(e).tables.map((t) => t.players)).toEqual([seeds]);
    const [s1, s2, s3, s4] = seeds as [string, string, string, string];
    e = run(e, ORG, {
      type: 'SetResult',
      round: 2,
      table: 1,
      result: { vp: { [s1]: 5, [s2]: 20, [s3]: 20, [s4]: 0 } },
    });
    expect(e.status).toBe('finished');
    expect(eventView(e, ORG).champion).toBe(s2);
  });
});

describe('finishing an event without a cut', () => {
  it('GAP-XW-12: the organizer finishes once the last round is complete', () => {
    let e = run(withPlayers(4), ORG, { type: 'PairRound' });
    expect(refused(withPlayers(4), ORG, { type: 'FinishEvent' }).code).toBe('NotStarted');
    expect(refused(e, ORG, { type: 'FinishEvent' }).code).toBe('RoundOpen');
    e = run(finishRound(e), ORG, { type: 'FinishEvent' });
    expect(e.status).toBe('finished');
    expect(e.log.at(-1)?.text).toBe('The event is finished after 1 round.');
    expect(refused(e, ORG, { type: 'FinishEvent' }).code).toBe('EventFinished');
    expect(refused(e, ORG, { type: 'DropPlayer', player: 'p1' }).code).toBe('EventFinished');
    // A correction after the end still counts.
    const [, b] = seatsAt(e, 1) as [string, string];
    const before = standings(e).find((r) => r.player === b)?.totals.wins;
    e = run(e, ORG, { type: 'SetResult', round: 1, table: 1, result: { winner: b } });
    expect(standings(e).find((r) => r.player === b)?.totals.wins).toBe((before ?? 0) + 1);
  });
});

describe('cut pairing by a format', () => {
  it('a format’s own cut pairing gets the seeds in order', () => {
    let got: string[] = [];
    const spy = {
      duel: {
        ...duel,
        cut: {
          sizes: [4],
          pair: (input: { players: readonly { id: string }[] }) => {
            got = input.players.map((p) => p.id);
            return ok({
              tables: [
                [got[0], got[1]],
                [got[2], got[3]],
              ],
              byes: [],
            });
          },
        },
      } as FormatPlugin,
    };
    const e = run(swissDone(), ORG, { type: 'StartCut', size: 4 }, spy);
    expect(got).toEqual(e.cutSeeds);
    expect(lastRound(e).tables.map((t) => t.players)).toEqual([got.slice(0, 2), got.slice(2)]);
  });
});
