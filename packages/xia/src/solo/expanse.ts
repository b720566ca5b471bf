/**
 * The System Expanse (XS-EXPN-01): after each player turn, a sector is revealed at an empty
 * position touching the most placed sectors. Skeleton: reveals nothing yet.
 */
import type { Ctx } from '../rules/rule.ts';

/** Begins the Expanse: reveals a sector, or leaves the player a prompt to choose where. */
export function startExpanse(_ctx: Ctx): void {}
