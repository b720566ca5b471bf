/**
 * Whole events of every format through the event record kind with the real plug-ins: what the
 * server stores and the browser drives. Results are entered as a table would enter them.
 */
import { describe, expect, it } from 'vitest';
import {
  type EventRecord,
  eventKind,
  FORMAT_PLUGINS,
  standings,
  standingsCsv,
} from '../../src/index.ts';

const kind = eventKind(FORMAT_PLUGINS);
const organizer = { kind: 'organizer' } as const;
type Actor = Parameters<typeof kind.apply>[1];

function apply(record: EventRecord, actor: Actor, command: unknown): EventRecord {
  const r = kind.apply(record, actor, command, record.log.length + 1);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.record;
}

function newEvent(format: string, players: number, rounds: number): EventRecord {
  const made = kind.create({ name: `${format} night`, format, rounds }, { now: 0, seed: format });
  if (!made.ok) throw new Error(made.error.message);
  let e = made.value;
  for (let i = 1; i <= players; i++)
    e = apply(e, organizer, { type: 'Register', name: `Pilot ${i}` });
  return e;
}

/** A stable number per player (p7 → 7), so results differ from player to player. */
const n = (player: string): number => Number(player.slice(1));

function playRounds(
  e0: EventRecord,
  rounds: number,
  result: (players: readonly string[], round: number) => unknown,
): EventRecord {
  let e = e0;
  for (let r = 1; r <= rounds; r++) {
    e = apply(e, organizer, { type: 'PairRound' });
    const round = e.rounds.at(-1);
    if (!round) throw new Error('no round');
    for (const t of round.tables) {
      e = apply(e, organizer, {
        type: 'SetResult',
        round: round.number,
        table: t.number,
        result: result(t.players, r),
      });
    }
  }
  return e;
}

function opponentsOf(e: EventRecord): Map<string, string[]> {
  const met = new Map<string, string[]>();
  for (const round of e.rounds)
    for (const t of round.tables)
      for (const p of t.players)
        met.set(p, [...(met.get(p) ?? []), ...t.players.filter((q) => q !== p)]);
  return met;
}

describe('events of every format with the real plug-ins', () => {
  it('XW-PE-24, XW-PE-25, XW-PE-26, XW-PE-27, XW-PE-28: 13 players over 3 Political Escort rounds', () => {
    let e = newEvent('political-escort', 13, 3);
    e = playRounds(e, 3, ([a, b], round) => {
      // The better-numbered player wins both games in round 1, splits afterwards.
      const [hi, lo] = n(a as string) > n(b as string) ? [a, b] : [b, a];
      const game = (attacker: unknown, defender: unknown, winnerAttacks: boolean) => ({
        attacker,
        defender,
        ending: winnerAttacks ? 'destroyed' : 'escaped',
        destroyed: { [attacker as string]: winnerAttacks ? 40 : 10, [defender as string]: 20 },
        ...(winnerAttacks ? {} : { shuttle: { damage: 3 } }),
      });
      return {
        games: [game(hi, lo, true), game(lo, hi, round > 1)],
      };
    });
    for (const round of e.rounds) {
      expect(round.tables).toHaveLength(6);
      expect(round.byes).toHaveLength(1); // 13 players: one bye a round
    }
    const byes = e.rounds.flatMap((r) => r.byes);
    expect(new Set(byes).size).toBe(3); // never the same player twice
    for (const [p, met] of opponentsOf(e)) expect(new Set(met).size, p).toBe(met.length); // no rematch
    const rows = standings(e);
    expect(rows).toHaveLength(13);
    const byeRow = rows.find((r) => r.player === byes[0]);
    // A bye is 2 VP and 200 MOV on top of the games played.
    expect(byeRow?.byes).toBe(1);
    // Standings are sorted by VP, then MOV, then wins as defender.
    for (let i = 1; i < rows.length; i++) {
      const [p, q] = [rows[i - 1]?.totals ?? {}, rows[i]?.totals ?? {}];
      const key = (t: typeof p) => [t.vp ?? 0, t.mov ?? 0, t.defenderWins ?? 0];
      const first =
        key(p)
          .map((v, k) => v - (key(q)[k] ?? 0))
          .find((d) => d !== 0) ?? 0;
      expect(first, `row ${i}`).toBeGreaterThanOrEqual(0);
    }
    expect(standingsCsv(e).split('\n')[0]).toMatch(
      /Victory Points.*Margin of Victory.*Wins as defender/,
    );
  });

  it('XW-AOA-29, XW-AOA-31, XW-AOA-32: 23 aces over 3 rounds, re-podded by total VP (8, 8, 7)', () => {
    let e = newEvent('ace-of-aces', 23, 3);
    e = playRounds(e, 3, (pod) => {
      // The highest-numbered ace wins with 20; the others score by number.
      const best = [...pod].sort((a, b) => n(b) - n(a))[0] as string;
      return {
        players: pod.map((p) => ({
          player: p,
          vp: p === best ? 20 : n(p) % 10,
          sd: p === best ? 60 : 0,
        })),
        winner: best,
      };
    });
    for (const round of e.rounds)
      expect(round.tables.map((t) => t.players.length)).toEqual([8, 8, 7]);
    // After round 1, pod 1 of round 2 holds the 8 best totals.
    const afterOne = new Map<string, number>();
    for (const t of e.rounds[0]?.tables ?? [])
      for (const p of t.players) {
        const best = [...t.players].sort((a, b) => n(b) - n(a))[0];
        afterOne.set(p, p === best ? 20 : n(p) % 10);
      }
    const pod1 = e.rounds[1]?.tables[0]?.players ?? [];
    const worstInPod1 = Math.min(...pod1.map((p) => afterOne.get(p) ?? 0));
    const outside = [...afterOne].filter(([p]) => !pod1.includes(p)).map(([, v]) => v);
    expect(Math.max(...outside)).toBeLessThanOrEqual(worstInPod1);
    const rows = standings(e);
    expect(rows[0]?.totals.vp).toBeGreaterThanOrEqual(rows[1]?.totals.vp ?? 0);
    expect(Object.keys(rows[0]?.totals ?? {})).toEqual(expect.arrayContaining(['vp', 'sd']));
  });

  it('GAP-XW-12: standard, Objective Play and Whack-a-’Gorth events pair Swiss with a bye and count results', () => {
    const results: Record<string, (a: string, b: string) => unknown> = {
      standard: (a, b) => ({ destroyed: { [a]: 60, [b]: 30 } }),
      'objective-play': (a, b) => ({
        first: a,
        objective: 'bounty-hunter',
        destroyed: { [a]: 50, [b]: 20 },
        facts: { bountyDestroyed: { [a]: false, [b]: true } },
      }),
      'whack-a-gorth': (a, b) => ({
        destroyed: { [a]: 40, [b]: 20 },
        exogorthKills: { [a]: 1, [b]: 0 },
      }),
    };
    for (const [format, result] of Object.entries(results)) {
      let e = newEvent(format, 7, 2);
      e = playRounds(e, 2, ([a, b]) => result(a as string, b as string));
      expect(
        e.rounds.map((r) => r.byes.length),
        format,
      ).toEqual([1, 1]);
      const top = standings(e)[0];
      expect(top?.totals.tp, format).toBe(2);
    }
  });
  it('XW-AOA-29: the log counts pods in Ace of Aces and tables in a paired format', () => {
    const paired = (format: string, players: number): string => {
      const e = apply(newEvent(format, players, 3), organizer, { type: 'PairRound' });
      return e.log.at(-1)?.text ?? '';
    };
    expect(paired('ace-of-aces', 6)).toBe('Round 1 paired: 1 pod.');
    expect(paired('ace-of-aces', 23)).toBe('Round 1 paired: 3 pods.');
    expect(paired('political-escort', 4)).toBe('Round 1 paired: 2 tables.');
    let e = apply(newEvent('ace-of-aces', 12, 3), organizer, { type: 'PairRound' });
    e = apply(e, organizer, { type: 'RepairRound' });
    expect(e.log.at(-1)?.text).toBe('Round 1 re-paired: 2 pods.');
  });
});
