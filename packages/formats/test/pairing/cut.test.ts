import { describe, expect, it } from 'vitest';
import { cutToTop, nextCutRound } from '../../src/pairing/index.ts';

const STANDINGS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10'];

function top8() {
  const cut = cutToTop(STANDINGS, 8);
  if (!cut.ok) throw new Error(cut.error.message);
  return cut.value;
}

describe('the cut to a top N', () => {
  it('GAP-XW-12: a top 8 seats seed 1 v 8, 2 v 7, 3 v 6, 4 v 5 from the standings', () => {
    expect(top8()).toEqual({
      players: 8,
      tables: [
        { table: 1, players: ['s1', 's8'], seeds: [1, 8] },
        { table: 2, players: ['s2', 's7'], seeds: [2, 7] },
        { table: 3, players: ['s3', 's6'], seeds: [3, 6] },
        { table: 4, players: ['s4', 's5'], seeds: [4, 5] },
      ],
    });
  });

  it('GAP-XW-12: later rounds follow the fixed bracket: winners of tables 1 and 4, 2 and 3', () => {
    const semis = nextCutRound(top8(), ['s8', 's2', 's3', 's5']);
    expect(semis).toEqual({
      ok: true,
      value: {
        players: 4,
        tables: [
          { table: 1, players: ['s5', 's8'], seeds: [5, 8] },
          { table: 2, players: ['s2', 's3'], seeds: [2, 3] },
        ],
      },
    });
    if (!semis.ok) return;
    const final = nextCutRound(semis.value, ['s3', 's8']);
    expect(final).toEqual({
      ok: true,
      value: { players: 2, tables: [{ table: 1, players: ['s3', 's8'], seeds: [3, 8] }] },
    });
    if (!final.ok) return;
    expect(nextCutRound(final.value, ['s8'])).toEqual({
      ok: false,
      error: { code: 'CutFinished', message: 'The final is played: s8 wins the cut.' },
    });
  });

  it('GAP-XW-12: the cut size is a power of two of at least 2, within the standings', () => {
    expect(cutToTop(STANDINGS, 2).ok && cutToTop(STANDINGS, 2)).toMatchObject({
      value: { tables: [{ players: ['s1', 's2'] }] },
    });
    expect(cutToTop(STANDINGS, 6)).toEqual({
      ok: false,
      error: { code: 'BadCutSize', message: 'A cut is to 2, 4, 8, 16... players, not 6.' },
    });
    expect(cutToTop(STANDINGS, 16)).toEqual({
      ok: false,
      error: {
        code: 'TooFewPlayers',
        message: 'A top 16 cut needs 16 players; the standings hold 10.',
      },
    });
    expect(cutToTop(['a', 'a'], 2)).toMatchObject({ ok: false, error: { code: 'BadStandings' } });
  });

  it('refuses winners that do not settle every table, naming the table', () => {
    expect(nextCutRound(top8(), ['s1', 's2', 's3'])).toEqual({
      ok: false,
      error: { code: 'BadWinners', message: 'Table 4 (s4 v s5) needs exactly one winner, got 0.' },
    });
    expect(nextCutRound(top8(), ['s1', 's8', 's2', 's3', 's4'])).toEqual({
      ok: false,
      error: { code: 'BadWinners', message: 'Table 1 (s1 v s8) needs exactly one winner, got 2.' },
    });
    expect(nextCutRound(top8(), ['s1', 's2', 's3', 's4', 's9'])).toEqual({
      ok: false,
      error: { code: 'BadWinners', message: '"s9" did not play in this round of the cut.' },
    });
  });
});
