/**
 * Where each move of a rebuilt match falls: the turn it was made in, each turn's first move (to
 * step turn by turn), and the events a viewer was told, in order, with where each move's begin.
 * Step s shows the match after move s; step 0 is the setup as dealt.
 */
import type { XiaEvent, XiaRuleset, XiaView } from '@drift/xia';
import type { Replayed } from './replayModel.ts';

export interface Timeline {
  /** turnOf[s]: the turn move s was made in (0: the setup); turnOf[0] is 0. */
  readonly turnOf: readonly number[];
  /** turnSeat[s]: whose turn move s was made in (null: the setup). */
  readonly turnSeat: readonly (number | null)[];
  /** The steps that are a turn's first move, in order; the first is 0 (the setup). */
  readonly starts: readonly number[];
  /** The events as the viewer was told them, every move's in order. */
  readonly events: readonly XiaEvent[];
  /** ends[s]: how many of `events` moves 1..s told; ends[0] is 0. */
  readonly ends: readonly number[];
}

export function timeline(
  replayed: Replayed,
  rules: Pick<XiaRuleset, 'visibleEvent'>,
  viewer: XiaView['viewer'] = 'spectator',
): Timeline {
  const { states } = replayed;
  const playing = states.map((_, s) => {
    const before = s > 0 ? states[s - 1] : undefined;
    return before?.stage === 'playing' ? before.turn : null;
  });
  const turnOf = playing.map((turn) => turn?.number ?? 0);
  const turnSeat = playing.map((turn) => turn?.seat ?? null);
  const starts = turnOf.flatMap((t, s) => (s === 0 || t !== turnOf[s - 1] ? [s] : []));
  const events: XiaEvent[] = [];
  const ends = [0];
  for (const told of replayed.events) {
    for (const e of told) {
      const seen = rules.visibleEvent(e, viewer);
      if (seen) events.push(seen);
    }
    ends.push(events.length);
  }
  return { turnOf, turnSeat, starts, events, ends };
}

/** The last step. */
export const lastStep = (t: Timeline): number => t.turnOf.length - 1;

/** The next turn's first move after `step`, else the end. */
export function nextTurn(t: Timeline, step: number): number {
  return t.starts.find((s) => s > step) ?? lastStep(t);
}

/** The first move of the turn `step` is in, or of the turn before when `step` is that move. */
export function prevTurn(t: Timeline, step: number): number {
  return t.starts.findLast((s) => s < step) ?? 0;
}

/** The first move of turn `turn` (0: the setup), if it had one. */
export function turnStart(t: Timeline, turn: number): number | undefined {
  return t.starts.find((s) => t.turnOf[s] === turn);
}

/** The move that told `events[index]`. */
export function stepOfEvent(t: Timeline, index: number): number {
  const s = t.ends.findIndex((end) => end > index);
  return s < 0 ? lastStep(t) : s;
}

/** The events told up to `step`, and where that step's own begin. */
export function toldBy(t: Timeline, step: number): { events: readonly XiaEvent[]; from: number } {
  const end = t.ends[step] ?? t.events.length;
  return { events: t.events.slice(0, end), from: t.ends[step - 1] ?? end };
}

/** The turns as spans of steps [from, to) with the seat that played them (null: the setup). */
export function turnSpans(
  t: Timeline,
): { turn: number; seat: number | null; from: number; to: number }[] {
  return t.starts.map((from, i) => ({
    turn: t.turnOf[from] ?? 0,
    seat: t.turnSeat[from] ?? null,
    from,
    to: t.starts[i + 1] ?? t.turnOf.length,
  }));
}
