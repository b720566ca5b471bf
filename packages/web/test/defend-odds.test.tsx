// @vitest-environment happy-dom
/**
 * The Defend dialog shows the exact odds of the defence ticked, live: over a real attack from the
 * seeded game (a Saker V Blaster's d6 against a captain with a Targe Shield's d6), the figures are
 * those worked by hand below, each shield and evasion card says what it would change, Titles,
 * damage waiting to be placed and a ram's risk to the rammer count as the rules count them, and
 * the rules engine, rolling the same defence, destroys the ship as often as the odds say.
 */
import { seedRandom } from '@drift/engine';
import type { XiaCommand, XiaState } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { promptAnswers } from '../src/play/actions.ts';
import { PromptDialog } from '../src/play/prompts/PromptDialog.tsx';
import { type DefendMoment, defendMoment, GAME_TIMEOUT } from './game.ts';

afterEach(cleanup);
const xia = createXia(corePack());
const content = xia.content;

type Moment = DefendMoment;

let base: Moment;
beforeAll(() => {
  base = defendMoment();
}, GAME_TIMEOUT);

type Captain = XiaState['captains'][number];

function change(m: Moment, seat: number, edit: (c: Captain) => Captain): Moment {
  const captains = m.state.captains.map((c) => (c.seat === seat ? edit(c) : c));
  return { ...m, state: { ...m.state, captains } };
}

/** Titles and a targeting boost out of the way, so the hand-worked figures hold. */
function plain(m: Moment): Moment {
  const bare = (c: Captain) => ({ ...c, titles: [] });
  const s = change(change(m, m.attacker, bare), m.defender, bare);
  const boosts = { ...s.state.turn.boosts, attackBonus: 0 };
  return { ...s, state: { ...s.state, turn: { ...s.state.turn, boosts } } };
}

/** Damage waiting to be placed on `seat`'s ship until `left` more would destroy it. */
function pending(m: Moment, seat: number, left: number): Moment {
  const c = m.state.captains[seat];
  if (!c?.ship) throw new Error('no ship');
  const remaining = content.holdCells(c.ship).length - c.hold.damage.length - left;
  const prompts = [...m.state.prompts];
  const top = prompts.pop();
  if (!top || remaining < 1) throw new Error('no room to wait on');
  prompts.push({ kind: 'PlaceDamage', seat, remaining }, top);
  return { ...m, state: { ...m.state, prompts } };
}

function holdLeft(m: Moment, seat: number): number {
  const c = m.state.captains[seat];
  return c?.ship ? content.holdCells(c.ship).length - c.hold.damage.length : 0;
}

function show(m: Moment) {
  const view = xia.view(m.state, { seat: m.defender });
  const me = view.captains[m.defender];
  const top = view.prompts.at(-1);
  if (!me || top?.kind !== 'Defend') throw new Error('not a Defend moment');
  const send = vi.fn<(c: XiaCommand) => void>();
  const r = render(
    <PromptDialog
      prompt={top}
      answers={promptAnswers(xia.legal(m.state, m.defender))}
      view={view}
      content={content}
      me={me}
      busy={false}
      send={send}
      onPeek={() => {}}
    />,
  );
  const stat = (kind: string) =>
    r.container.querySelector(`[data-odds="defend"] [data-stat="${kind}"] dd`)?.textContent;
  const tick = (name: RegExp) => {
    const label = [...r.container.querySelectorAll('label.tick')].find((l) =>
      name.test(l.querySelector('.tick__name')?.textContent ?? ''),
    );
    const input = label?.querySelector('input');
    if (!label || !input) throw new Error(`no tick ${name}`);
    return { input, note: () => [...label.querySelectorAll('.tick__note')].at(-1)?.textContent };
  };
  return { ...r, send, stat, tick };
}

describe('the Defend dialog odds', () => {
  it('d6 against nothing, then against a d6 shield: 15/36 to take damage, 35/36 expected', () => {
    const m = plain(base);
    const left = holdLeft(m, m.defender);
    const { stat, tick, send, getByRole, container } = show(m);
    // No shield: a d6 always does damage, 3.5 on average; the hold takes more than a d6 can do.
    expect(stat('hit')).toBe('100%');
    expect(stat('expected')).toBe('3.5');
    expect(stat('destroy')).toBe('0%');
    expect(container.querySelector('[data-stat="destroy"] dt')?.textContent).toBe(
      `Ship destroyed at ${left}`,
    );
    expect(container.querySelector('.odds__roll strong')?.textContent).toBe('d6');
    const targe = tick(/^Targe Shield/);
    // 15 of the 36 pairs have the attack above the shield (42%); 35/36 = 0.97 expected.
    expect(targe.note()).toBe('With it: 42% chance of damage, 1.0 expected');
    fireEvent.click(targe.input);
    expect(stat('hit')).toBe('42%');
    expect(stat('expected')).toBe('1.0');
    expect(targe.note()).toBe('Without it: 100% chance of damage, 3.5 expected');
    // One bar for each damage 0 to 5.
    expect(container.querySelectorAll('[data-odds="defend"] .odds-chart__bar')).toHaveLength(6);
    fireEvent.click(getByRole('button', { name: 'Defend with 1 shield' }));
    const sent = send.mock.calls[0]?.[0];
    expect(sent?.type === 'Defend' && sent.use.length === 1 && sent.ability === null).toBe(true);
  });

  it('counts damage waiting to be placed: 3 from destruction, a d6 destroys in 4 of 6', () => {
    const m = pending(plain(base), base.defender, 3);
    const { stat, tick } = show(m);
    expect(stat('destroy')).toBe('67%');
    fireEvent.click(tick(/^Targe Shield/).input);
    // Attack 3 or more above the shield: (4,1) (5,1) (5,2) (6,1) (6,2) (6,3), 6 in 36.
    expect(stat('destroy')).toBe('17%');
  });

  it("adds the attacker's Title: d6 + 2 against a d6 damages in 26 of 36", () => {
    const m = change(plain(base), base.attacker, (c) => ({ ...c, titles: ['ace'] }));
    const { stat, tick, container } = show(m);
    expect(container.querySelector('.odds__roll strong')?.textContent).toBe('d6 + 2');
    expect(stat('expected')).toBe('5.5');
    fireEvent.click(tick(/^Targe Shield/).input);
    expect(stat('hit')).toBe('72%');
    // Sum over the difference d = a − b of (d + 2)(6 − |d|) for d ≥ −1: 82/36.
    expect(stat('expected')).toBe('2.3');
  });

  it('reckons an evasion card: Brace (d20 of 10+, +3) on a Targe Shield takes damage 168/720', () => {
    const m = change(plain(base), base.defender, (c) => ({
      ...c,
      energy: Math.max(c.energy, 2),
      abilities: [...c.abilities, { id: 'brace', exhausted: false }],
    }));
    const { stat, tick } = show(m);
    fireEvent.click(tick(/^Targe Shield/).input);
    const brace = tick(/^Brace/);
    // 9/20 the card fails (15/36), 11/20 it adds 3 (3/36): (135 + 33)/720; expected 359/720.
    expect(brace.note()).toBe('With it: 23% chance of damage, 0.5 expected');
    fireEvent.click(brace.input);
    expect(stat('hit')).toBe('23%');
    expect(stat('expected')).toBe('0.5');
    expect(brace.note()).toBe('Without it: 42% chance of damage, 1.0 expected');
  });

  it("shows a ram's risk to the rammer: 2 from destruction, damage of 2+ in 10 of 36", () => {
    const rammed = pending(plain(base), base.attacker, 2);
    const prompts = rammed.state.prompts.map((p) =>
      p.kind === 'Defend' ? { ...p, ram: true } : p,
    );
    const m = { ...rammed, state: { ...rammed.state, prompts } };
    const { stat, tick, container } = show(m);
    expect(container.querySelector('[data-stat="rammer"] dt')?.textContent).toBe(
      `Captain ${base.attacker + 1}'s ship destroyed at 2`,
    );
    expect(stat('rammer')).toBe('83%');
    fireEvent.click(tick(/^Targe Shield/).input);
    expect(stat('rammer')).toBe('28%');
  });

  it('matches the rules engine: with the shield, 3 from destruction, the ship goes 1 time in 6', () => {
    const m = pending(plain(base), base.defender, 3);
    const defend = promptAnswers(xia.legal(m.state, m.defender)).find(
      (c) => c.type === 'Defend' && c.use.length === 1 && c.ability === null,
    );
    if (!defend) throw new Error('no defence with the shield');
    const runs = 1200;
    let destroyed = 0;
    for (let i = 0; i < runs; i++) {
      const start = { ...m.state, random: seedRandom(`defend-odds:${i}`) };
      const r = xia.apply(start, m.defender, defend);
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.events.some((e) => e.type === 'ShipDestroyed' && e.seat === m.defender))
        destroyed++;
    }
    const se = Math.sqrt((1 / 6) * (5 / 6) * (1 / runs));
    expect(Math.abs(destroyed / runs - 1 / 6)).toBeLessThan(4.5 * se);
  });
});
