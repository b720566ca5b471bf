/**
 * Random command sequences from random actors: nothing throws, a refusal changes nothing, every
 * acceptance is logged, a counted result is never lost, the standings are the sum of what
 * counts, dropped players are never paired again, and the record stays plain JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  applyEventCommand,
  createEvent,
  type EventRecord,
  eventView,
  standings,
  standingsCsv,
} from '../../src/index.ts';
import { registry } from './plugins.ts';

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** A step: indices resolved against the record when it runs, so most steps mean something. */
type Step =
  | { kind: 'command'; who: number; command: unknown }
  | { kind: 'submit' | 'confirm' | 'dispute' | 'set'; table: number; seat: number; pick: number }
  | { kind: 'swap'; a: number; b: number; force: boolean };

const ids = fc.integer({ min: 1, max: 12 }).map((n) => `p${n}`);
const name = fc.constantFrom('Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'ann', 'Hal', 'Ivy');

const plain: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('Register'), name }),
  fc.record({ type: fc.constant('Register'), name, club: fc.constantFrom('Red', 'Gold') }),
  fc.record({ type: fc.constant('DropPlayer'), player: ids }),
  fc.record({ type: fc.constant('RemovePlayer'), player: ids }),
  fc.record({ type: fc.constant('UpdatePlayer'), player: ids, name }),
  fc.constant({ type: 'PairRound' }),
  fc.constant({ type: 'PairRound' }),
  fc.constant({ type: 'RepairRound' }),
  fc.constant({ type: 'FinishEvent' }),
  fc.record({ type: fc.constant('StartCut'), size: fc.constantFrom(2, 3, 4, 8) }),
  fc.record({ type: fc.constant('StartCut'), size: fc.constantFrom(2, 4) }),
  fc.record({ type: fc.constant('UpdateEvent'), rounds: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    type: fc.constantFrom('SubmitResult', 'SetResult', 'ConfirmResult'),
    round: fc.integer({ min: 0, max: 6 }),
    table: fc.integer({ min: 0, max: 4 }),
    result: fc.anything(),
  }),
  fc.anything(),
);

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('command' as const),
      who: fc.oneof(fc.constant(0), fc.nat(14)),
      command: plain,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'submit' as const,
        'confirm' as const,
        'confirm' as const,
        'dispute' as const,
        'set' as const,
      ),
      table: fc.nat(),
      seat: fc.nat(),
      pick: fc.nat(),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('swap' as const),
      a: fc.nat(),
      b: fc.nat(),
      force: fc.boolean(),
    }),
    weight: 1,
  },
);

function actorOf(who: number): Actor {
  if (who === 0) return { kind: 'organizer' };
  if (who === 13) return { kind: 'public' };
  return { kind: 'player', player: `p${who}` };
}

/** A result the format would take (or, with pick 0 mod 5, one it refuses). */
function resultFor(format: string, players: readonly string[], pick: number): unknown {
  if (pick % 5 === 0) return { winner: 'nobody', vp: 'x' };
  if (format === 'pods')
    return { vp: Object.fromEntries(players.map((p, i) => [p, (pick + i * 7) % 21])) };
  const winner = players[pick % players.length];
  return { winner, destroyed: { [winner as string]: pick % 101 } };
}

function resolve(record: EventRecord, s: Step): { actor: Actor; command: unknown } {
  if (s.kind === 'command') return { actor: actorOf(s.who), command: s.command };
  const round = record.rounds.at(-1);
  const open = round?.tables.filter((t) => t.result?.counted !== true) ?? [];
  // Mostly a table still waiting (so rounds complete), sometimes any table (corrections).
  const from = 'table' in s && s.table % 4 !== 0 && open.length > 0 ? open : (round?.tables ?? []);
  const pick = from[('table' in s ? s.table : s.a) % Math.max(1, from.length)];
  if (round === undefined || pick === undefined)
    return { actor: { kind: 'organizer' }, command: { type: 'PairRound' } };
  if (s.kind === 'swap') {
    const seated = [...round.tables.flatMap((t) => t.players), ...round.byes];
    return {
      actor: { kind: 'organizer' },
      command: {
        type: 'SwapPlayers',
        a: seated[s.a % seated.length],
        b: seated[s.b % seated.length],
        force: s.force,
      },
    };
  }
  const player = pick.players[s.seat % pick.players.length] as string;
  const at = { round: round.number, table: pick.number };
  switch (s.kind) {
    case 'submit':
      return {
        actor: { kind: 'player', player },
        command: {
          type: 'SubmitResult',
          ...at,
          result: resultFor(record.format, pick.players, s.pick),
        },
      };
    case 'confirm': {
      const waiting = pick.players.find((p) => !pick.result?.confirmedBy.includes(p)) ?? player;
      const who = s.seat % 3 === 0 ? player : waiting;
      return { actor: { kind: 'player', player: who }, command: { type: 'ConfirmResult', ...at } };
    }
    case 'dispute':
      return {
        actor: { kind: 'player', player },
        command: { type: 'DisputeResult', ...at, reason: 'no' },
      };
    case 'set':
      return {
        actor: { kind: 'organizer' },
        command: {
          type: 'SetResult',
          ...at,
          result: resultFor(record.format, pick.players, s.pick),
        },
      };
  }
}

function counted(record: EventRecord): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of record.rounds) {
    for (const t of r.tables)
      if (t.result?.counted) out.set(`${r.number}/${t.number}`, t.players.join(','));
  }
  return out;
}

/** Totals recomputed from scratch: counted Swiss scores, byes and late-join credit. */
function expectedTotals(record: EventRecord): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  const add = (id: string, m: Readonly<Record<string, number>>, times = 1) => {
    const t = out.get(id);
    if (t === undefined) return;
    for (const [k, v] of Object.entries(m)) t[k] = (t[k] ?? 0) + v * times;
  };
  for (const p of record.players) {
    out.set(p.id, {});
    add(p.id, record.lateJoin, p.joinedRound - 1);
  }
  for (const r of record.rounds.filter((x) => x.stage === 'swiss')) {
    for (const b of r.byes) add(b, record.rules.bye);
    for (const t of r.tables)
      if (t.result?.counted) for (const s of t.result.scores) add(s.player, s.measures);
  }
  return out;
}

function check(before: EventRecord, after: EventRecord): void {
  for (const [key, players] of counted(before)) expect(counted(after).get(key), key).toBe(players);
  const totals = expectedTotals(after);
  for (const row of standings(after)) expect(row.totals).toEqual(totals.get(row.player));
  for (const p of after.players) {
    if (!p.dropped) continue;
    for (const r of after.rounds.filter((x) => x.number > (p.dropped?.afterRound ?? 0))) {
      expect([...r.tables.flatMap((t) => t.players), ...r.byes]).not.toContain(p.id);
    }
  }
  for (const r of after.rounds) {
    const seated = [...r.tables.flatMap((t) => t.players), ...r.byes];
    expect(new Set(seated).size).toBe(seated.length);
  }
  expect(JSON.parse(JSON.stringify(after))).toEqual(after);
}

describe('random command sequences', () => {
  it('GAP-XW-12: never throw, never lose a counted result, always log, keep standings the sum of what counts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('duel', 'pods'),
        fc.uniqueArray(
          fc.constantFrom('Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ike', 'Jo'),
          {
            minLength: 3,
            maxLength: 10,
          },
        ),
        fc.array(step, { minLength: 10, maxLength: 150, size: 'max' }),
        (format, names, steps) => {
          const made = createEvent(
            { name: 'Prop', format, lateJoin: { destroyed: 3 } },
            { now: 0, seed: 'prop' },
            registry,
          );
          if (!made.ok) throw new Error(made.error.message);
          let record = made.value.record;
          for (const n of new Set(names)) {
            const r = applyEventCommand(
              record,
              { kind: 'organizer' },
              { type: 'Register', name: n },
              1,
              registry,
            );
            if (r.ok) record = r.value.record;
          }
          for (const [i, s] of steps.entries()) {
            const { actor, command } = resolve(record, s);
            const before = deepFreeze(record);
            const r = applyEventCommand(before, actor, command, 100 + i, registry);
            if (!r.ok) {
              expect(r.error.code).toMatch(/^[A-Z][A-Za-z]+$/);
              expect(r.error.message.length).toBeGreaterThan(0);
              continue;
            }
            const { record: after, entries } = r.value;
            expect(entries.length).toBeGreaterThan(0);
            expect(after.log).toEqual([...before.log, ...entries]);
            expect(entries.map((e) => e.seq)).toEqual(
              entries.map((_, k) => before.log.length + k + 1),
            );
            check(before, after);
            record = after;
          }
          for (const viewer of [
            { kind: 'organizer' },
            { kind: 'public' },
            { kind: 'player', player: 'p1' },
          ] as const) {
            expect(() => JSON.stringify(eventView(record, viewer))).not.toThrow();
          }
          expect(standingsCsv(record).endsWith('\r\n')).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});
