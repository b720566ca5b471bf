// @vitest-environment happy-dom
/**
 * The odds panel over attacks legal in the seeded game: its figures are the exact odds, both
 * defences are shown against a shielded captain with the assumption said in words, an NPC gets
 * one column, a ram also shows the risk to the rammer, and a target off the board is refused
 * with a sentence.
 */
import type { XiaState } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AttackOddsPanel } from '../src/odds/AttackOdds.tsx';
import { percent } from '../src/odds/format.ts';
import { attackOdds, type StrikeCommand } from '../src/odds/fromView.ts';
import { GAME_TIMEOUT, game } from './game.ts';
import { content } from './helpers.ts';

afterEach(cleanup);
const xia = createXia(corePack());

interface Found {
  readonly state: XiaState;
  readonly seat: number;
  readonly command: StrikeCommand;
}

let all: Found[] = [];
beforeAll(() => {
  all = game().strikes.flatMap(({ state }) => {
    const status = xia.status(state);
    const seat = status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
    return xia
      .legal(state, seat)
      .filter((c): c is StrikeCommand => c.type === 'Attack' || c.type === 'Ram')
      .map((command) => ({ state, seat, command }));
  });
}, GAME_TIMEOUT);

function show(f: Found) {
  const view = xia.view(f.state, { seat: f.seat });
  const odds = attackOdds(view, content(), f.seat, f.command);
  if (!odds.ok) throw new Error(odds.error.message);
  const r = render(
    <AttackOddsPanel view={view} content={content()} seat={f.seat} command={f.command} />,
  );
  const cell = (row: string, col: string) =>
    r.container.querySelector(`tr[data-row="${row}"] td[data-col="${col}"]`)?.textContent;
  return { ...r, odds: odds.value, cell };
}

describe('the attack odds panel', () => {
  it('shows the exact odds with every shield up and with none against a shielded captain', () => {
    const f = all.find((x) => {
      if (x.command.type !== 'Attack' || !('seat' in x.command.target)) return false;
      const o = attackOdds(xia.view(x.state, { seat: x.seat }), content(), x.seat, x.command);
      return o.ok && o.value.defence.shields.length > 0;
    });
    if (!f) throw new Error('no attack on a captain in the game');
    const { container, odds, cell } = show(f);
    expect(odds.defence.shields.length).toBeGreaterThan(0);
    expect(cell('hit', 'full')).toBe(percent(odds.full.hit));
    expect(cell('destroy', 'full')).toBe(percent(odds.full.destroy));
    expect(Number(cell('expected', 'full'))).toBeCloseTo(odds.full.expected, 1);
    if (!odds.bare) throw new Error('a shielded captain has a no-shield case');
    expect(cell('hit', 'bare')).toBe(percent(odds.bare.hit));
    expect(Number(cell('expected', 'bare'))).toBeCloseTo(odds.bare.expected, 1);
    // Raising shields can only lower the odds.
    expect(odds.bare.hit).toBeGreaterThanOrEqual(odds.full.hit);
    const note = container.querySelector('.odds__note')?.textContent ?? '';
    expect(note).toMatch(/^Assumes Captain \d \(.+\) raises every shield they can/);
    expect(container.querySelector('th[data-col="full"]')?.textContent).toBe('Every shield up');
    expect(container.querySelector('th[data-col="bare"]')?.textContent).toBe('No shields');
    // One bar per possible damage in each chart.
    const bars = container.querySelectorAll('td[data-col="full"] .odds-chart__bar');
    expect(bars.length).toBe(odds.full.damage.weights.filter((w) => w > 0).length);
    expect(container.querySelector('tr[data-row="rammer"]')).toBeNull();
  });

  it("shows one column against an NPC and names the NPC's defence die", () => {
    const f = all.find((x) => x.command.type === 'Attack' && 'npc' in x.command.target);
    if (!f) throw new Error('no attack on an NPC in the game');
    const { container, odds, cell } = show(f);
    expect(container.querySelector('th[data-col="bare"]')).toBeNull();
    expect(cell('hit', 'full')).toBe(percent(odds.full.hit));
    const npc = 'npc' in f.command.target ? content().npc(f.command.target.npc) : null;
    expect(container.querySelector('.odds__note')?.textContent).toBe(
      `The ${npc?.name} defends by itself with a d${npc?.defence}.`,
    );
    expect(container.querySelector('.odds__need')?.textContent).toBe(`needs ${odds.toDestroy}`);
  });

  it('shows the risk to the rammer for a ram', () => {
    const f = all.find((x) => x.command.type === 'Ram');
    if (!f) throw new Error('no ram in the game');
    const { container, odds, cell } = show(f);
    expect(container.querySelector('[data-odds="ram"]')).not.toBeNull();
    expect(cell('rammer', 'full')).toBe(percent(odds.full.rammerDestroyed ?? -1));
    expect(container.textContent).toContain('you take the same damage');
  });

  it('says why when the target is not on the board', () => {
    const f = all.find((x) => x.command.type === 'Attack' && 'seat' in x.command.target);
    if (!f || !('seat' in f.command.target)) throw new Error('no attack on a captain');
    const seat = f.command.target.seat;
    const state = {
      ...f.state,
      captains: f.state.captains.map((c) => (c.seat === seat ? { ...c, at: null } : c)),
    };
    const view = xia.view(state, { seat: f.seat });
    const { container } = render(
      <AttackOddsPanel view={view} content={content()} seat={f.seat} command={f.command} />,
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      `Captain ${seat + 1} has no ship on the board.`,
    );
  });
});
