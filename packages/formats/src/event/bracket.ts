/**
 * Where the cut stands, read from the record: who goes on from each cut round, how far each
 * seed got, and the champion once the last table is counted.
 */
import type { EventRecord, EventRound } from './types.ts';

export function cutRounds(record: EventRecord): readonly EventRound[] {
  return record.rounds.filter((r) => r.stage === 'cut');
}

/** Every table of the round has a counted result. */
export function roundClosed(round: EventRound): boolean {
  return round.tables.every((t) => t.result?.counted === true);
}

/**
 * Who goes on from a cut round so far (byes, and counted tables' winners), in seed order. A
 * player who dropped goes no further.
 */
export function advancing(record: EventRecord, round: EventRound): string[] {
  const on = new Set(round.byes);
  for (const t of round.tables) {
    if (t.result?.counted) for (const p of t.result.advances ?? []) on.add(p);
  }
  const dropped = new Set(record.players.filter((p) => p.dropped).map((p) => p.id));
  const seeds = record.cutSeeds ?? [];
  return seeds.filter((p) => on.has(p) && !dropped.has(p));
}

/** The last cut round is complete and fewer than two players go on from it. */
export function cutOver(record: EventRecord): boolean {
  const last = cutRounds(record).at(-1);
  return last !== undefined && roundClosed(last) && advancing(record, last).length < 2;
}

/** The winner of the cut: the one player going on from its last round, once closed. */
export function champion(record: EventRecord): string | null {
  const last = cutRounds(record).at(-1);
  if (last === undefined || !roundClosed(last)) return null;
  const on = advancing(record, last);
  return on.length === 1 ? (on[0] ?? null) : null;
}

export interface CutPlace {
  /** 1 = the best seed. */
  readonly seed: number;
  /** Cut rounds reached (a round won and not yet played counts as reached). */
  readonly reach: number;
  /** Beaten in the cut. */
  readonly out: boolean;
}

/** How far each seed of the cut got. */
export function cutPlaces(record: EventRecord): Map<string, CutPlace> {
  const places = new Map<string, CutPlace>();
  const rounds = cutRounds(record);
  (record.cutSeeds ?? []).forEach((player, i) => {
    let reach = 0;
    let out = false;
    for (const round of rounds) {
      const seated =
        round.byes.includes(player) || round.tables.some((t) => t.players.includes(player));
      if (!seated) break;
      reach++;
      const table = round.tables.find((t) => t.players.includes(player));
      if (round.byes.includes(player) || table?.result?.counted !== true) continue;
      if ((table.result.advances ?? []).includes(player)) continue;
      out = true;
      break;
    }
    const last = rounds[reach - 1];
    if (!out && last !== undefined && advancing(record, last).includes(player)) reach++;
    places.set(player, { seed: i + 1, reach, out });
  });
  return places;
}
