import { describe, expect, it } from 'vitest';
import { createEvent, eventView, standings } from '../../src/index.ts';
import {
  as,
  finishRound,
  lastRound,
  newEvent,
  ORG,
  PUBLIC,
  refused,
  run,
  withPlayers,
} from './helpers.ts';
import { registry } from './plugins.ts';

describe('creating an event', () => {
  it('GAP-XW-12: an event of any registered format: its tie-breakers, bye and cut copied in', () => {
    const made = createEvent(
      { name: ' Spring Cup ', format: 'duel', cut: 4, description: 'At the hall' },
      { now: 5, seed: 's' },
      registry,
    );
    if (!made.ok) throw new Error(made.error.message);
    const e = made.value.record;
    expect(e).toMatchObject({
      name: 'Spring Cup',
      format: 'duel',
      status: 'registration',
      plannedRounds: 3,
      cut: 4,
      createdAt: 5,
      rules: {
        formatName: 'Duel',
        tables: 'pairs',
        bye: { wins: 1, destroyed: 50 },
        standingKeys: [
          { key: 'wins', label: 'Wins' },
          { key: 'destroyed', label: 'Destroyed' },
        ],
        cutSizes: [2, 4, 6, 8],
      },
    });
    expect(made.value.entries).toEqual([
      expect.objectContaining({ seq: 1, at: 5, text: expect.stringContaining('Spring Cup') }),
    ]);
    expect(e.log).toEqual(made.value.entries);
  });

  it('refuses an unknown format, a bad cut, bad rounds and unknown fields with what was wrong', () => {
    const ctx = { now: 1, seed: 's' };
    const bad = (input: unknown) => {
      const r = createEvent(input, ctx, registry);
      return r.ok ? null : r.error;
    };
    expect(bad({ name: 'X', format: 'standard' })).toMatchObject({
      code: 'UnknownFormat',
      message: expect.stringContaining('duel, pods'),
    });
    expect(bad({ name: 'X', format: 'duel', cut: 5 })?.code).toBe('BadCutSize');
    expect(bad({ name: 'X', format: 'duel', rounds: 0 })?.code).toBe('OutOfRange');
    expect(bad({ name: 'X', format: 'duel', colour: 'red' })).toMatchObject({
      code: 'UnknownField',
      message: expect.stringContaining('"colour"'),
    });
    expect(bad({ name: 'x'.repeat(81), format: 'duel' })?.code).toBe('TextTooLong');
    expect(bad({ name: '', format: 'duel' })?.code).toBe('BadInput');
    expect(bad('nope')?.code).toBe('BadInput');
    expect(createEvent({ name: 'X', format: 'duel' }, { now: 1, seed: '' }, registry).ok).toBe(
      false,
    );
  });

  it('the real registry starts empty: no format can be created until they are wired in', () => {
    const r = createEvent({ name: 'X', format: 'duel' }, { now: 1, seed: 's' }, {});
    expect(r.ok ? null : r.error.code).toBe('UnknownFormat');
  });
});

describe('registration', () => {
  it('registers players with a club and a squad kept as given; ids are never reused', () => {
    const squad = {
      faction: 'rebel',
      pilots: [{ id: 'wedgeantilles', upgrades: { ept: ['pushthelimit'] } }],
    };
    let e = newEvent();
    e = run(e, ORG, { type: 'Register', name: 'Alice', club: 'Hangar 9', squad });
    e = run(e, ORG, { type: 'Register', name: 'Bob' });
    e = run(e, ORG, { type: 'RemovePlayer', player: 'p2' });
    e = run(e, ORG, { type: 'Register', name: 'Carol' });
    expect(e.players).toEqual([
      { id: 'p1', name: 'Alice', club: 'Hangar 9', squad, joinedRound: 1 },
      { id: 'p3', name: 'Carol', joinedRound: 1 },
    ]);
  });

  it('refuses duplicate names (case and spacing ignored), long or empty names, line breaks', () => {
    const e = withPlayers(1);
    expect(refused(e, ORG, { type: 'Register', name: ' a ' })).toMatchObject({
      code: 'DuplicateName',
      message: expect.stringContaining('"A"'),
    });
    expect(refused(e, ORG, { type: 'Register', name: 'x'.repeat(61) })).toMatchObject({
      code: 'TextTooLong',
      message: 'name is 61 characters long; at most 60.',
    });
    expect(refused(e, ORG, { type: 'Register', name: '  ' }).code).toBe('BadInput');
    expect(refused(e, ORG, { type: 'Register', name: 'Al\nice' }).code).toBe('BadInput');
    expect(refused(e, ORG, { type: 'Register', name: 'Q', squad: 'x'.repeat(20_001) }).code).toBe(
      'TextTooLong',
    );
    expect(refused(e, ORG, { type: 'UpdatePlayer', player: 'p1' }).code).toBe('BadInput');
  });

  it('players register themselves only when the event allows it, and only before round 1', () => {
    const closed = newEvent();
    expect(refused(closed, PUBLIC, { type: 'Register', name: 'Zed' }).code).toBe('NotAllowed');
    let open = newEvent({ selfRegistration: true });
    open = run(open, PUBLIC, { type: 'Register', name: 'Zed' });
    open = run(open, PUBLIC, { type: 'Register', name: 'Yan' });
    expect(refused(open, as('p1'), { type: 'Register', name: 'Zed2' }).code).toBe('NotAllowed');
    open = run(open, ORG, { type: 'PairRound' });
    expect(refused(open, PUBLIC, { type: 'Register', name: 'Late' }).code).toBe('NotAllowed');
  });

  it('a player may change their own club and squad before round 1, not another player’s', () => {
    let e = withPlayers(2);
    e = run(e, as('p1'), {
      type: 'UpdatePlayer',
      player: 'p1',
      club: 'Dantooine',
      squad: { x: 1 },
    });
    expect(e.players[0]).toMatchObject({ club: 'Dantooine', squad: { x: 1 } });
    e = run(e, as('p1'), { type: 'UpdatePlayer', player: 'p1', club: '', squad: null });
    expect(e.players[0]).toEqual({ id: 'p1', name: 'A', joinedRound: 1 });
    expect(refused(e, as('p2'), { type: 'UpdatePlayer', player: 'p1', club: 'X' }).code).toBe(
      'NotAllowed',
    );
    expect(refused(e, ORG, { type: 'UpdatePlayer', player: 'p2', name: 'a' }).code).toBe(
      'DuplicateName',
    );
    e = run(e, ORG, { type: 'PairRound' });
    expect(refused(e, as('p1'), { type: 'UpdatePlayer', player: 'p1', club: 'X' }).code).toBe(
      'NotAllowed',
    );
    e = run(e, ORG, { type: 'UpdatePlayer', player: 'p1', name: 'Alice' });
    expect(e.players[0]?.name).toBe('Alice');
  });

  it('removal only before round 1; afterwards a player drops instead', () => {
    let e = withPlayers(4);
    e = run(e, as('p4'), { type: 'RemovePlayer', player: 'p4' });
    expect(e.players.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(refused(e, as('p1'), { type: 'DropPlayer', player: 'p1' }).code).toBe('NotStarted');
    e = run(e, ORG, { type: 'PairRound' });
    expect(refused(e, ORG, { type: 'RemovePlayer', player: 'p1' })).toMatchObject({
      code: 'EventStarted',
      message: 'Round 1 is paired: A can be dropped, not removed.',
    });
  });
});

describe('late joins and drops', () => {
  it('GAP-XW-12: a late joiner starts from the next round with 0 in every measure by default', () => {
    let e = withPlayers(4);
    e = run(e, ORG, { type: 'PairRound' });
    e = run(e, ORG, { type: 'Register', name: 'Late' });
    expect(e.players.at(-1)).toMatchObject({ id: 'p5', joinedRound: 2 });
    expect(lastRound(e).tables.flatMap((t) => t.players)).not.toContain('p5');
    e = finishRound(e);
    const late = standings(e).find((r) => r.player === 'p5');
    // Below the two losers, who destroyed 20 points each.
    expect(late).toMatchObject({ totals: {}, played: 0, byes: 0, rank: 5 });
    e = run(e, ORG, { type: 'PairRound' });
    const seated = [...lastRound(e).tables.flatMap((t) => t.players), ...lastRound(e).byes];
    expect(seated).toContain('p5');
  });

  it('GAP-XW-12: the organizer may credit a late joiner per round missed', () => {
    let e = withPlayers(4, { lateJoin: { destroyed: 25 } });
    e = run(e, ORG, { type: 'PairRound' });
    e = finishRound(e);
    e = run(e, ORG, { type: 'PairRound' });
    e = run(e, ORG, { type: 'Register', name: 'Later' });
    expect(e.players.at(-1)?.joinedRound).toBe(3);
    expect(e.log.at(-1)?.text).toBe(
      'Later joins late, from round 3 (credited 25 destroyed for each of 2 rounds missed).',
    );
    expect(standings(e).find((r) => r.player === 'p5')?.totals).toEqual({ destroyed: 50 });
  });

  it('a dropped player is never paired again but stays in the standings, flagged', () => {
    let e = withPlayers(5);
    e = run(e, ORG, { type: 'PairRound' });
    e = finishRound(e);
    e = run(e, as('p3'), { type: 'DropPlayer', player: 'p3' });
    expect(refused(e, as('p3'), { type: 'DropPlayer', player: 'p3' }).code).toBe('AlreadyDropped');
    expect(refused(e, as('p1'), { type: 'DropPlayer', player: 'p2' }).code).toBe('NotAllowed');
    for (let i = 0; i < 2; i++) {
      e = run(e, ORG, { type: 'PairRound' });
      const seated = [...lastRound(e).tables.flatMap((t) => t.players), ...lastRound(e).byes];
      expect(seated.sort()).toEqual(['p1', 'p2', 'p4', 'p5']);
      e = finishRound(e);
    }
    const row = standings(e).find((r) => r.player === 'p3');
    expect(row?.dropped).toBe(true);
    expect(eventView(e, PUBLIC).players.find((p) => p.id === 'p3')?.dropped).toBe(true);
  });
});
