/**
 * The shuttle's blocking rule (XW-PE-16, XW-PE-17): it can be held up by opposing ships for one
 * round only. Blocked on a 2 straight, the defender picks 2 straight again; if that is blocked
 * too, the shuttle moves the shortest straight (3, 4 or 5) that puts it past the blockers. The
 * clear needs 2 straight on two rounds in a row: a blocked 1 bank starts nothing.
 */
import { ok, refuse } from '@drift/engine';
import type { Read } from '../standard/read.ts';
import type { ShuttleBearing } from './shuttle.ts';

/** What the shuttle did on its last activation. */
export interface LastMove {
  readonly round: number;
  readonly speed: number;
  readonly bearing: ShuttleBearing;
  readonly blocked: boolean;
}

export const AUTO_CLEAR_SPEEDS = [3, 4, 5] as const;
export type AutoClearSpeed = (typeof AUTO_CLEAR_SPEEDS)[number];

function isStraight2(speed: number, bearing: ShuttleBearing): boolean {
  return speed === 2 && bearing === 'straight';
}

/** True when a blocked 2 straight this round clears automatically. */
export function autoClearDue(last: LastMove | null, round: number): boolean {
  return (
    last !== null &&
    last.round === round - 1 &&
    last.blocked &&
    isStraight2(last.speed, last.bearing)
  );
}

export interface BlockingAdvice {
  /** The maneuver the defender should pick this round, when the rule asks for one. */
  readonly pick: { readonly speed: 2; readonly bearing: 'straight' } | null;
  /** A blocked 2 straight this round moves the shuttle past the blockers. */
  readonly clearsIfBlocked: boolean;
  readonly text: string;
}

/** What the planning step should tell the defender this round. */
export function blockingAdvice(last: LastMove | null, round: number): BlockingAdvice {
  if (last === null || last.round !== round - 1 || !last.blocked) {
    return { pick: null, clearsIfBlocked: false, text: 'Not blocked last round.' };
  }
  if (isStraight2(last.speed, last.bearing)) {
    return {
      pick: { speed: 2, bearing: 'straight' },
      clearsIfBlocked: true,
      text: 'Blocked last round on a 2 straight: pick 2 straight; if blocked again it moves the shortest straight 3-5 past the blockers.',
    };
  }
  return {
    pick: { speed: 2, bearing: 'straight' },
    clearsIfBlocked: false,
    text: 'Blocked last round on a bank: the automatic clear needs 2 straight on two rounds in a row, starting now.',
  };
}

export interface MoveOutcome {
  /** The maneuver the shuttle actually made. */
  readonly speed: number;
  readonly bearing: ShuttleBearing;
  readonly blocked: boolean;
  readonly autoCleared: boolean;
}

/**
 * Settles one activation: `blocked` as seen at the table; `clearsWith` is the shortest straight
 * that lands past the blockers, measured at the table, needed only when the clear is due.
 */
export function settleMove(
  last: LastMove | null,
  round: number,
  speed: number,
  bearing: ShuttleBearing,
  blocked: boolean,
  clearsWith: AutoClearSpeed | undefined,
): Read<MoveOutcome> {
  const due = blocked && isStraight2(speed, bearing) && autoClearDue(last, round);
  if (due) {
    if (clearsWith === undefined) {
      return refuse(
        'ClearNeeded',
        'The shuttle was blocked on a 2 straight last round and again now: say which straight (3, 4 or 5) is the shortest that puts it past the blockers (clearsWith).',
      );
    }
    return ok({ speed: clearsWith, bearing: 'straight', blocked: false, autoCleared: true });
  }
  if (clearsWith !== undefined) {
    return refuse(
      'NoClearDue',
      'The automatic clear applies only to a blocked 2 straight after a blocked 2 straight the round before (XW-PE-16, XW-PE-17).',
    );
  }
  return ok({ speed, bearing, blocked, autoCleared: false });
}
