import { describe, expect, it } from 'vitest';
import { eventView, visibleEntry } from '../../src/index.ts';
import { as, lastRound, newEvent, ORG, PUBLIC, run, seatsAt } from './helpers.ts';

const SECRET_SQUAD = { pilots: ['secret-pilot-marker'] };

/** Four players with squads, round 1 paired, table 1 with an unconfirmed result. */
function scene(input: Record<string, unknown> = {}) {
  let e = newEvent({ notes: 'organizer-notes-marker', ...input });
  for (const name of ['A', 'B', 'C', 'D']) {
    e = run(e, ORG, { type: 'Register', name, squad: { ...SECRET_SQUAD, owner: name } });
  }
  e = run(e, ORG, { type: 'PairRound' });
  const [a, b] = seatsAt(e, 1) as [string, string];
  const [c] = seatsAt(e, 2) as [string, string];
  e = run(e, as(a), {
    type: 'SubmitResult',
    round: 1,
    table: 1,
    result: { winner: a, destroyed: { [a]: 77 } },
  });
  return { e, a, b, c };
}

describe('what each viewer sees', () => {
  it('the organizer sees everything: notes, seeds, squads, unconfirmed results, the log’s data', () => {
    const { e } = scene();
    const v = eventView(e, ORG);
    expect(v.viewer).toBe('organizer');
    expect(v.event).toMatchObject({ notes: 'organizer-notes-marker', seed: 'seed-1' });
    expect(v.rounds[0]?.seed).toBe('seed-1/round-1/pairing-0');
    expect(v.players.every((p) => p.squad !== undefined)).toBe(true);
    expect(v.rounds[0]?.tables[0]).toMatchObject({
      status: 'submitted',
      result: { data: expect.anything() },
    });
    expect(v.log.at(-1)).toHaveProperty('data');
  });

  it('a player sees public facts, their own squad, their table’s unconfirmed result, what awaits them', () => {
    const { e, a, b, c } = scene();
    const vb = eventView(e, as(b));
    expect(vb.viewer).toBe('player');
    expect(vb.you).toEqual({
      player: b,
      name: e.players.find((p) => p.id === b)?.name,
      dropped: false,
      seat: { round: 1, table: 1 },
      awaiting: [
        { round: 1, table: 1, submission: lastRound(e).tables[0]?.result?.submission, by: a },
      ],
    });
    expect(vb.players.filter((p) => p.squad !== undefined).map((p) => p.id)).toEqual([b]);
    expect(vb.rounds[0]?.tables[0]?.result?.data).toEqual({
      winner: a,
      destroyed: { [a]: 77, [b]: 0 },
    });
    const vc = eventView(e, as(c));
    expect(vc.you?.awaiting).toEqual([]);
    expect(vc.rounds[0]?.tables[0]).toMatchObject({
      status: 'submitted',
      result: { counted: false },
    });
    expect(vc.rounds[0]?.tables[0]?.result).not.toHaveProperty('data');
    const text = JSON.stringify(vc);
    expect(text).not.toContain('organizer-notes-marker');
    expect(text).not.toContain('seed-1');
    expect(text).not.toContain('77');
    expect(vc.log.every((l) => !('data' in l))).toBe(true);
  });

  it('the public sees pairings, counted results and standings; no squads, notes or seeds', () => {
    const { e, a } = scene();
    const v = eventView(e, PUBLIC);
    expect(v.viewer).toBe('public');
    expect(v.you).toBeNull();
    expect(v.rounds[0]?.tables.map((t) => t.players)).toEqual(
      lastRound(e).tables.map((t) => t.players),
    );
    expect(v.standings).toHaveLength(4);
    const text = JSON.stringify(v);
    for (const hidden of ['secret-pilot-marker', 'organizer-notes-marker', 'seed-1', '77']) {
      expect(text).not.toContain(hidden);
    }
    const counted = run(e, ORG, { type: 'SetResult', round: 1, table: 1, result: { winner: a } });
    expect(eventView(counted, PUBLIC).rounds[0]?.tables[0]?.result).toMatchObject({
      counted: true,
      data: { winner: a },
      scores: expect.any(Array),
    });
    expect(eventView(e, as('p99')).viewer).toBe('public');
  });

  it('published lists show every squad to everyone', () => {
    const { e } = scene({ publishLists: true });
    expect(eventView(e, PUBLIC).players.every((p) => p.squad !== undefined)).toBe(true);
    const hidden = run(e, ORG, { type: 'UpdateEvent', publishLists: false });
    expect(JSON.stringify(eventView(hidden, PUBLIC))).not.toContain('secret-pilot-marker');
  });

  it('log entries reach others without their data (which may hold squads)', () => {
    const { e } = scene();
    const register = e.log.find((l) => l.data.type === 'Register');
    if (register === undefined) throw new Error('no entry');
    expect(visibleEntry(register, ORG)).toBe(register);
    expect(visibleEntry(register, PUBLIC)).toEqual({
      seq: register.seq,
      at: register.at,
      actor: ORG,
      text: 'A registered.',
    });
  });
});
