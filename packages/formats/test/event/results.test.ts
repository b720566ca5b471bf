import { describe, expect, it } from 'vitest';
import { applyEventCommand, eventView, type FormatPlugin, standings } from '../../src/index.ts';
import {
  as,
  finishRound,
  lastRound,
  ORG,
  PUBLIC,
  refused,
  run,
  seatsAt,
  withPlayers,
} from './helpers.ts';
import { duel, registry } from './plugins.ts';

/** Four players, round 1 paired: tables [a, b] and [c, d]. */
function paired() {
  const e = run(withPlayers(4), ORG, { type: 'PairRound' });
  const [[a, b], [c, d]] = lastRound(e).tables.map((t) => t.players) as [
    [string, string],
    [string, string],
  ];
  return { e, a, b, c, d };
}

describe('result entry by the players, confirmed by the others', () => {
  it('GAP-XW-12: one player submits, the other confirms, and only then does the result count', () => {
    const { e: e0, a, b } = paired();
    const submit = {
      type: 'SubmitResult',
      round: 1,
      table: 1,
      result: { winner: a, destroyed: { [a]: 60 } },
    };
    const r = applyEventCommand(e0, as(a), submit, 5000, registry);
    if (!r.ok) throw new Error(r.error.message);
    let e = r.value.record;
    expect(r.value.entries).toEqual([
      {
        seq: e0.log.length + 1,
        at: 5000,
        actor: as(a),
        text: expect.stringMatching(
          /^. submitted the result of Round 1, table 1; waiting for . to confirm\.$/,
        ),
        data: expect.objectContaining({
          type: 'SubmitResult',
          round: 1,
          table: 1,
          counted: false,
          scores: [
            { player: a, measures: { wins: 1, destroyed: 60 } },
            { player: b, measures: { wins: 0, destroyed: 0 } },
          ],
        }),
      },
    ]);
    expect(e.log.slice(-1)).toEqual(r.value.entries);
    expect(lastRound(e).tables[0]?.result).toMatchObject({
      by: a,
      confirmedBy: [a],
      counted: false,
    });
    expect(standings(e).find((s) => s.player === a)?.totals).toEqual({});
    expect(eventView(e, as(b)).you?.awaiting).toEqual([
      { round: 1, table: 1, submission: e0.log.length + 1, by: a },
    ]);
    expect(refused(e, as(a), { type: 'ConfirmResult', round: 1, table: 1 }).code).toBe(
      'AlreadyConfirmed',
    );
    e = run(e, as(b), { type: 'ConfirmResult', round: 1, table: 1, submission: e0.log.length + 1 });
    expect(lastRound(e).tables[0]?.result?.counted).toBe(true);
    expect(e.log.at(-1)?.text).toMatch(/confirmed the result of Round 1, table 1; it counts\.$/);
    expect(standings(e).find((s) => s.player === a)?.totals).toEqual({ wins: 1, destroyed: 60 });
    expect(eventView(e, as(b)).you?.awaiting).toEqual([]);
    expect(refused(e, as(b), { ...submit, result: { winner: b } })).toEqual({
      code: 'ResultCounted',
      message: 'The result of Round 1, table 1 already counts: ask the organizer to correct it.',
    });
  });

  it('only a player at the table submits or confirms; the organizer sets results instead', () => {
    const { e, a, c } = paired();
    const submit = { type: 'SubmitResult', round: 1, table: 1, result: { winner: a } };
    expect(refused(e, as(c), submit)).toMatchObject({
      code: 'NotAtTable',
      message: expect.stringContaining('is not at Round 1, table 1'),
    });
    expect(refused(e, ORG, submit).code).toBe('NotAllowed');
    expect(refused(e, PUBLIC, submit).code).toBe('NotAllowed');
    expect(refused(e, as('p99'), submit).code).toBe('UnknownPlayer');
    expect(refused(e, as(a), { ...submit, round: 2 })).toEqual({
      code: 'NoSuchRound',
      message: 'Round 2 is not paired.',
    });
    expect(refused(e, as(a), { ...submit, table: 3 })).toEqual({
      code: 'NoSuchTable',
      message: 'Round 1 has tables 1 to 2, not 3.',
    });
    expect(refused(e, as(a), { type: 'ConfirmResult', round: 1, table: 1 }).code).toBe('NoResult');
  });

  it('a result the format rejects is refused with the table named', () => {
    const { e, a, c } = paired();
    expect(
      refused(e, as(a), { type: 'SubmitResult', round: 1, table: 1, result: { winner: c } }),
    ).toEqual({
      code: 'BadResult',
      message: 'Round 1, table 1: The winner must be a player at the table.',
    });
    expect(
      refused(e, as(a), {
        type: 'SubmitResult',
        round: 1,
        table: 1,
        result: { winner: a, destroyed: { [a]: 900 } },
      }).code,
    ).toBe('BadResult');
  });

  it('a dispute holds the result back; a new submission replaces it and confirmations start again', () => {
    const { e: e0, a, b } = paired();
    let e = run(e0, as(a), { type: 'SubmitResult', round: 1, table: 1, result: { winner: a } });
    const first = lastRound(e).tables[0]?.result?.submission as number;
    e = run(e, as(b), { type: 'DisputeResult', round: 1, table: 1, reason: 'I won on points' });
    expect(eventView(e, ORG).rounds[0]?.tables[0]?.status).toBe('disputed');
    expect(lastRound(e).tables[0]?.result?.disputes).toEqual([
      { player: b, reason: 'I won on points' },
    ]);
    e = run(e, as(b), { type: 'SubmitResult', round: 1, table: 1, result: { winner: b } });
    expect(e.log.at(-1)?.text).toContain('(replacing the one before)');
    expect(lastRound(e).tables[0]?.result).toMatchObject({
      by: b,
      confirmedBy: [b],
      disputes: [],
      counted: false,
    });
    expect(
      refused(e, as(a), { type: 'ConfirmResult', round: 1, table: 1, submission: first }),
    ).toEqual({
      code: 'ResultChanged',
      message: 'The result of Round 1, table 1 was replaced since you saw it: look at it again.',
    });
    e = run(e, as(a), { type: 'ConfirmResult', round: 1, table: 1 });
    expect(standings(e).find((s) => s.player === b)?.totals.wins).toBe(1);
    expect(refused(e, as(a), { type: 'DisputeResult', round: 1, table: 1 }).code).toBe(
      'ResultCounted',
    );
    expect(
      refused(e, as(a), { type: 'DisputeResult', round: 1, table: 2, reason: 'x'.repeat(241) })
        .code,
    ).toBe('TextTooLong');
  });

  it('at a pod every player must confirm', () => {
    let e = run(withPlayers(6, { format: 'pods' }), ORG, { type: 'PairRound' });
    const [p, q, r] = seatsAt(e, 1) as [string, string, string];
    e = run(e, as(p), {
      type: 'SubmitResult',
      round: 1,
      table: 1,
      result: { vp: { [p]: 20, [q]: 7, [r]: 3 } },
    });
    e = run(e, as(q), { type: 'ConfirmResult', round: 1, table: 1 });
    expect(lastRound(e).tables[0]?.result?.counted).toBe(false);
    e = run(e, as(r), { type: 'ConfirmResult', round: 1, table: 1 });
    expect(lastRound(e).tables[0]?.result?.counted).toBe(true);
    expect(standings(e)[0]).toMatchObject({ player: p, totals: { vp: 20 } });
  });
});

describe('the organizer’s results and corrections', () => {
  it('GAP-XW-12: a set result counts at once; the round completing is logged', () => {
    const { e: e0, a, c } = paired();
    let e = run(e0, ORG, { type: 'SetResult', round: 1, table: 1, result: { winner: a } });
    expect(lastRound(e).tables[0]?.result).toMatchObject({
      by: 'organizer',
      counted: true,
      confirmedBy: [],
    });
    e = run(e, ORG, { type: 'SetResult', round: 1, table: 2, result: { winner: c } });
    expect(e.log.slice(-2).map((l) => l.data.type)).toEqual(['SetResult', 'RoundComplete']);
    expect(e.log.at(-1)?.text).toBe('Round 1 is complete.');
  });

  it('GAP-XW-12: a correction two rounds later recomputes the standings and keeps the old result in the log', () => {
    let e = finishRound(run(withPlayers(4), ORG, { type: 'PairRound' }));
    const [a, b] = seatsAt(e, 1, 1) as [string, string];
    e = finishRound(run(e, ORG, { type: 'PairRound' }));
    e = run(e, ORG, { type: 'PairRound' });
    const before = standings(e).find((s) => s.player === b)?.totals.wins as number;
    e = run(e, ORG, {
      type: 'SetResult',
      round: 1,
      table: 1,
      result: { winner: b, destroyed: { [b]: 80 } },
    });
    const after = standings(e).find((s) => s.player === b);
    expect(after?.totals.wins).toBe(before + 1);
    expect(e.log.at(-1)).toMatchObject({
      actor: ORG,
      text: expect.stringContaining(
        'The organizer set the result of Round 1, table 1 (before: a counted result)',
      ),
      data: {
        type: 'SetResult',
        round: 1,
        table: 1,
        previous: {
          result: { winner: a, destroyed: { [a]: 100, [b]: 20 } },
          counted: true,
          by: 'organizer',
        },
      },
    });
    expect(
      refused(e, as(a), { type: 'SetResult', round: 1, table: 1, result: { winner: a } }).code,
    ).toBe('NotAllowed');
  });

  it('a format that scores wrongly gives FormatFailed and changes nothing', () => {
    const bad = {
      duel: {
        ...duel,
        score: () => [{ player: 'p1', measures: { wins: Number.NaN } }],
      } as FormatPlugin,
    };
    const { e, a } = paired();
    const err = refused(
      e,
      ORG,
      { type: 'SetResult', round: 1, table: 1, result: { winner: a } },
      bad,
    );
    expect(err.code).toBe('FormatFailed');
    expect(err.message).toMatch(/^Duel scored round 1, table 1 wrongly: /);
  });
});

describe('reading commands', () => {
  it('refuses unknown commands, unknown fields and bad field values with what was wrong', () => {
    const { e } = paired();
    expect(refused(e, ORG, { type: 'Explode' }).code).toBe('UnknownCommand');
    expect(refused(e, ORG, 'PairRound').code).toBe('BadInput');
    expect(refused(e, ORG, { type: 'FinishEvent', now: true })).toEqual({
      code: 'UnknownField',
      message: 'FinishEvent has no field "now" (its fields: none).',
    });
    expect(refused(e, ORG, { type: 'PairRound', rematches: true }).message).toBe(
      'PairRound has no field "rematches" (its fields: "allowRematches").',
    );
    expect(refused(e, ORG, { type: 'SetResult', round: 'one', table: 1, result: {} })).toEqual({
      code: 'BadInput',
      message: 'round must be a whole number.',
    });
    expect(refused(e, ORG, { type: 'DropPlayer', player: 'Alice' }).code).toBe('BadInput');
    expect(refused(e, { kind: 'admin' } as never, { type: 'PairRound' }).code).toBe('BadActor');
    const r = applyEventCommand(e, ORG, { type: 'PairRound' }, Number.NaN, registry);
    expect(r.ok).toBe(false);
  });

  it('an event whose format is not available refuses every command', () => {
    const { e } = paired();
    expect(refused(e, ORG, { type: 'PairRound' }, {}).code).toBe('UnknownFormat');
  });
});
