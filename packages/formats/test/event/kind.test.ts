import { describe, expect, it } from 'vitest';
import { type EventRecord, eventKind, standingsCsv } from '../../src/index.ts';
import { registry } from './plugins.ts';

const kind = eventKind(registry);

function apply(
  record: EventRecord,
  actor: Parameters<typeof kind.apply>[1],
  command: unknown,
): EventRecord {
  const r = kind.apply(record, actor, command, record.log.length * 10);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.record;
}

describe('the event record kind the server stores', () => {
  it('GAP-XW-12: a pods event from creation to its end: late join, drop, players’ results, a correction', () => {
    const made = kind.create(
      { name: 'Pod Night', format: 'pods', rounds: 2 },
      { now: 1, seed: 'night' },
    );
    if (!made.ok) throw new Error(made.error.message);
    let e = made.value;
    for (const name of ['Ana', 'Bo', 'Cal', 'Dee', 'Eli', 'Fay', 'Gil']) {
      e = apply(e, { kind: 'organizer' }, { type: 'Register', name });
    }
    e = apply(e, { kind: 'organizer' }, { type: 'PairRound' });
    expect(e.rounds[0]?.tables.map((t) => t.players.length)).toEqual([4, 3]);
    e = apply(e, { kind: 'organizer' }, { type: 'Register', name: 'Hal' });
    // Players enter and confirm their pods' results.
    for (const t of e.rounds[0]?.tables ?? []) {
      const vp = Object.fromEntries(t.players.map((p) => [p, Number(p.slice(1)) * 2]));
      const [first, ...rest] = t.players as [string, ...string[]];
      e = apply(
        e,
        { kind: 'player', player: first },
        { type: 'SubmitResult', round: 1, table: t.number, result: { vp } },
      );
      for (const p of rest)
        e = apply(
          e,
          { kind: 'player', player: p },
          { type: 'ConfirmResult', round: 1, table: t.number },
        );
    }
    e = apply(e, { kind: 'player', player: 'p2' }, { type: 'DropPlayer', player: 'p2' });
    e = apply(e, { kind: 'organizer' }, { type: 'PairRound' });
    const seated = e.rounds[1]?.tables.flatMap((t) => t.players).sort();
    expect(seated).toEqual(['p1', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    for (const t of e.rounds[1]?.tables ?? []) {
      const vp = Object.fromEntries(t.players.map((p) => [p, 5]));
      e = apply(
        e,
        { kind: 'organizer' },
        { type: 'SetResult', round: 2, table: t.number, result: { vp } },
      );
    }
    e = apply(e, { kind: 'organizer' }, { type: 'FinishEvent' });
    // A correction after the end: Gil's round-1 VP were 14, now 30.
    const t7 = e.rounds[0]?.tables.find((t) => t.players.includes('p7'));
    const vp = Object.fromEntries(
      (t7?.players ?? []).map((p) => [p, p === 'p7' ? 30 : Number(p.slice(1)) * 2]),
    );
    e = apply(
      e,
      { kind: 'organizer' },
      { type: 'SetResult', round: 1, table: t7?.number, result: { vp } },
    );

    const view = kind.view(e, { kind: 'public' });
    expect(view.event.status).toBe('finished');
    expect(view.standings.map((r) => [r.rank, r.name, r.totals.vp ?? 0, r.dropped])).toEqual([
      [1, 'Gil', 35, false],
      [2, 'Fay', 17, false],
      [3, 'Eli', 15, false],
      [4, 'Dee', 13, false],
      [5, 'Cal', 11, false],
      [6, 'Ana', 7, false],
      [7, 'Hal', 5, false],
      [8, 'Bo', 4, true],
    ]);
    expect(standingsCsv(e).split('\r\n')[1]).toBe('1,Gil,,35,2,0,no');
    expect(e.log.map((l) => l.seq)).toEqual(e.log.map((_, i) => i + 1));
    expect(e.log.filter((l) => l.data.type === 'RoundComplete').map((l) => l.text)).toEqual([
      'Round 1 is complete.',
      'Round 2 is complete.',
    ]);
  });

  it('gives the server player ids, a list line, log entries per viewer and exports', () => {
    const made = kind.create({ name: 'Cup', format: 'duel' }, { now: 1, seed: 's' });
    if (!made.ok) throw new Error(made.error.message);
    let e = apply(
      made.value,
      { kind: 'organizer' },
      { type: 'Register', name: 'Ann', squad: { x: 1 } },
    );
    e = apply(e, { kind: 'organizer' }, { type: 'Register', name: 'Bo' });
    expect(kind.playerIds(e)).toEqual(['p1', 'p2']);
    expect(kind.summary(e)).toEqual({
      name: 'Cup',
      format: 'duel',
      formatName: 'Duel',
      status: 'registration',
      players: 2,
      rounds: 0,
    });
    const entry = e.log[1];
    expect(kind.viewEntry(entry, { kind: 'public' })).toEqual({
      seq: 2,
      at: 10,
      actor: { kind: 'organizer' },
      text: 'Ann registered.',
    });
    expect(kind.viewEntry(entry, { kind: 'organizer' })).toBe(entry);
    expect(kind.viewEntry({ seq: 'x' }, { kind: 'organizer' })).toBeUndefined();
    expect(kind.exports.csv(e, { kind: 'public' }).split('\r\n')[0]).toBe(
      'Rank,Player,Club,Wins,Destroyed,Games,Byes,Dropped',
    );
    expect(kind.exports.json(e, { kind: 'public' })).toMatchObject({
      event: 'Cup',
      standings: [{ name: 'Ann' }, { name: 'Bo' }],
    });
  });

  it('create refuses bad input with a RuleError', () => {
    const r = kind.create({ name: 'X', format: 'duel', rounds: 31 }, { now: 1, seed: 's' });
    expect(r).toEqual({
      ok: false,
      error: { code: 'OutOfRange', message: 'rounds must be from 1 to 30, not 31.' },
    });
  });
});
