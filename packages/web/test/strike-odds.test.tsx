// @vitest-environment happy-dom
/**
 * The attack picker shows the exact odds before an attack is sent: over attacks legal in the
 * seeded game, the weapons that fire together come ticked, the odds card shows the hit chance
 * of exactly that attack, none ticked hides it, and Fire sends what the odds were for.
 */
import type { XiaCommand, XiaState } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { percent } from '../src/odds/format.ts';
import { attackOdds, type StrikeCommand } from '../src/odds/fromView.ts';
import { StrikeDialog } from '../src/play/StrikeDialog.tsx';
import { GAME_TIMEOUT, game } from './game.ts';
import { content } from './helpers.ts';

afterEach(cleanup);
const xia = createXia(corePack());

interface Found {
  readonly state: XiaState;
  readonly seat: number;
  readonly strikes: StrikeCommand[];
  /** The attack with the most weapons against the first target that has one. */
  readonly biggest: Extract<StrikeCommand, { type: 'Attack' }>;
}

let found: Found[] = [];
beforeAll(() => {
  found = game().strikes.flatMap(({ state }) => {
    const status = xia.status(state);
    const seat = status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
    const strikes = xia
      .legal(state, seat)
      .filter((c): c is StrikeCommand => c.type === 'Attack' || c.type === 'Ram');
    const first = strikes.find((c) => c.type === 'Attack');
    if (first?.type !== 'Attack') return [];
    const same = JSON.stringify(first.target);
    const biggest = strikes
      .flatMap((c) => (c.type === 'Attack' && JSON.stringify(c.target) === same ? [c] : []))
      .reduce((a, b) => (b.use.length > a.use.length ? b : a));
    return [{ state, seat, strikes, biggest }];
  });
}, GAME_TIMEOUT);

function show(f: Found) {
  const view = xia.view(f.state, { seat: f.seat });
  const me = view.captains[f.seat];
  if (!me) throw new Error('no captain');
  const send = vi.fn<(c: XiaCommand) => void>();
  const r = render(
    <StrikeDialog
      target={f.biggest.target}
      commands={f.strikes}
      view={view}
      me={me}
      content={content()}
      busy={false}
      send={send}
      onClose={() => {}}
    />,
  );
  const hit = () => r.container.querySelector('.odds tr[data-row="hit"] td')?.textContent;
  const expected = (c: StrikeCommand) => {
    const o = attackOdds(view, content(), f.seat, c);
    if (!o.ok) throw new Error(o.error.message);
    return percent(o.value.full.hit);
  };
  return { ...r, send, hit, expected, view };
}

describe('the attack picker', () => {
  it('shows the odds of every weapon that can fire together at once, and fires that', () => {
    expect(found.length).toBeGreaterThan(0);
    const f = found[0];
    if (!f) throw new Error('no attack in the seeded game');
    const { container, hit, expected, send, getByRole } = show(f);
    const ticks = [...container.querySelectorAll<HTMLInputElement>('.ticks input')];
    expect(ticks.filter((t) => t.checked)).toHaveLength(f.biggest.use.length);
    expect(hit()).toBe(expected(f.biggest));
    fireEvent.click(getByRole('button', { name: /^Fire/ }));
    expect(send).toHaveBeenCalledWith(f.biggest);
  });

  it('hides the odds while no weapon is ticked, and says why', () => {
    const f = found[0];
    if (!f) throw new Error('no attack in the seeded game');
    const { container } = show(f);
    expect(container.querySelector('.odds')).not.toBeNull();
    for (const t of container.querySelectorAll<HTMLInputElement>('.ticks input'))
      if (t.checked) fireEvent.click(t);
    expect(container.querySelector('.odds')).toBeNull();
    expect(container.textContent).toMatch(/Tick the weapons to fire to see the odds/);
  });
});
