import type { RuleError } from '@drift/engine';

/**
 * Limits of a game's options: the Fame targets players may agree on (XB-SETUP-08) and the seats.
 * A module of its own so content checks can read them without loading the options (and the campaign's).
 */
export const FAME_TARGET_MIN = 3;
export const FAME_TARGET_MAX = 30;

export const FAME_TARGET_RULE = `the Fame target is a whole number from ${FAME_TARGET_MIN} to ${FAME_TARGET_MAX}`;

/** Why a Fame target cannot be played to, if it cannot (any value, as untrusted input may be). */
export function fameTargetRefusal(target: unknown): RuleError | undefined {
  if (
    typeof target === 'number' &&
    Number.isInteger(target) &&
    target >= FAME_TARGET_MIN &&
    target <= FAME_TARGET_MAX
  )
    return undefined;
  return {
    code: 'BadOptions',
    message: `Setup options are not valid: ${FAME_TARGET_RULE}, not ${String(target)}.`,
  };
}

/** The most captains a game seats (XB-GEN-01). */
export const MAX_SEATS = 5;
