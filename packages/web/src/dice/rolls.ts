/** The dice in an `events` frame, and what they were for. */
import type { SeatId } from '@drift/engine';
import type { XiaEvent } from '@drift/xia';

export interface Roll {
  /** Index of the DieRolled event in the frame. */
  readonly id: number;
  readonly seat: SeatId;
  readonly die: number;
  readonly face: number;
  readonly purpose: string;
}

export function rollsOf(events: readonly XiaEvent[]): Roll[] {
  return events.flatMap((e, id) =>
    e.type === 'DieRolled'
      ? [{ id, seat: e.seat, die: e.die, face: e.face, purpose: e.purpose }]
      : [],
  );
}

/**
 * The faces a die shows while it tumbles before landing on `face`: every face but the last
 * differs from the one before, and the last is `face`. No randomness: the same roll tumbles
 * the same way.
 */
export function tumbleFaces(die: number, face: number, count: number): number[] {
  const out: number[] = [];
  let f = face;
  for (let i = 0; i < count - 1; i++) {
    // Steps of roughly a third of the die, so neighbouring frames look unrelated.
    f = ((f - 1 + Math.max(1, Math.round(die / 3)) + (i % 2)) % die) + 1;
    out.push(f);
  }
  out.push(face);
  return out;
}
