/** What must hold of element B's part of a state. */

import { captainName } from '../../model/seats.ts';
import type { XiaState } from '../../model/state.ts';
import { tokenFaces } from './content.ts';

/** Tokens a captain has collected: those face up and those traded in (Titles count both). */
export function tokensCollected(state: XiaState, seat: number): number {
  const captain = state.captains[seat];
  const spent = state.exploration?.spent.filter((s) => s.seat === seat).length ?? 0;
  return (captain?.explorationTokens.length ?? 0) + spent;
}

/** Mission cards held by element B: captains aboard and captains being offered. */
export function inNeedCards(state: XiaState): number {
  const offered = state.prompts.filter((p) => p.kind === 'CaptainInNeed').length;
  return (state.exploration?.aboard.length ?? 0) + offered;
}

export function explorationViolations(state: XiaState): string[] {
  const t = state.exploration;
  if (!t) return ['element B is on but the exploration table is missing'];
  const out: string[] = [];
  const tokens =
    state.decks.exploration.length +
    Object.keys(state.board.tokens).length +
    state.captains.reduce((n, c) => n + c.explorationTokens.length, 0) +
    t.spent.length;
  if (tokens !== tokenFaces().size)
    out.push(`exploration tokens number ${tokens}, not ${tokenFaces().size}`);
  for (const c of state.captains) {
    const pending = state.prompts.some((p) => p.kind === 'TradeTokens' && p.seat === c.seat);
    if (c.explorationTokens.length > (pending ? 2 : 1))
      out.push(`${captainName(c.seat)} has ${c.explorationTokens.length} tokens face up`); // GAP-XE-16
    if (t.aboard.filter((a) => a.seat === c.seat).length > 1)
      out.push(`${captainName(c.seat)} carries two captains in need`);
    if (t.aboard.some((a) => a.seat === c.seat) && c.missions.active.length > 0)
      out.push(`${captainName(c.seat)} holds a mission and a captain in need`);
  }
  return out;
}
