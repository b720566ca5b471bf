// @vitest-environment happy-dom
/**
 * Two-captain matches (element D) in the web client: the lobby offers 2 captains under the
 * two-player rules and sends element D; the ship choice shows the card a ship brings (Lone
 * Drifter); a mission aimed at an NPC names it.
 */
import type { ActiveMission, XiaCommand, XiaState } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateMatchForm } from '../src/lobby/CreateMatchForm.tsx';
import { createBody, type SeatChoice } from '../src/lobby/createMatch.ts';
import { nextStep } from '../src/mat/missionText.ts';
import type { RulesetInfo } from '../src/net/protocol.ts';
import { ShipChoice } from '../src/play/ShipChoice.tsx';
import { content } from './helpers.ts';

afterEach(cleanup);

const xia = createXia(corePack());

const info: RulesetInfo = {
  id: 'xia',
  content: { name: 'Drift Core', version: '1.1.0', hash: 'x' },
  seats: { min: 3, max: 5 },
  fameTarget: { min: 3, max: 30, presets: [5, 10, 15, 20], default: 10, firstGameDefault: 5 },
  presets: ['standard', 'firstGame'],
  elements: [],
  bots: [{ name: 'heuristic', args: 'balanced' }],
};

describe('the lobby (XE-2P-01)', () => {
  it('XE-2P-01: a server whose range starts at 2 (it plays D) still offers 2 as the two-player rules, once', () => {
    render(<CreateMatchForm info={{ ...info, seats: { min: 2, max: 5 } }} />);
    const counts = screen.getByRole('group', { name: 'Number of captains' });
    expect(within(counts).getAllByRole('radio')).toHaveLength(4);
    for (const name of ['2 (two-player rules)', '3', '4', '5'])
      expect(within(counts).getByRole('radio', { name })).toBeTruthy();
    cleanup();
  });

  it('XE-2P-01: offers 2 captains under the two-player rules, with two seat rows and a note', () => {
    const { container } = render(<CreateMatchForm info={info} />);
    const counts = screen.getByRole('group', { name: 'Number of captains' });
    const two = within(counts).getByRole('radio', { name: '2 (two-player rules)' });
    expect(container.querySelectorAll('.seat-row')).toHaveLength(3);
    expect(container.querySelector('[data-hint="two-player"]')).toBeNull();
    fireEvent.click(two);
    expect(container.querySelectorAll('.seat-row')).toHaveLength(2);
    const hint = () => container.querySelector('[data-hint="two-player"]')?.textContent ?? '';
    expect(hint()).toContain('Lone Drifter');
    // A first game has no NPC ships: the rival is every target.
    expect(hint()).toContain('your rival is the target of every Thief and Assassin mission');
    fireEvent.click(screen.getByRole('checkbox', { name: /First game/ }));
    expect(hint()).toContain('NPC ships count as captains');
    fireEvent.click(within(counts).getByRole('radio', { name: '4' }));
    expect(container.querySelectorAll('.seat-row')).toHaveLength(4);
    expect(container.querySelector('[data-hint="two-player"]')).toBeNull();
  });

  it('XE-2P-01: a two-captain match is asked for with element D, others without', () => {
    const seats = (n: number): SeatChoice[] =>
      Array.from({ length: n }, (_, i) =>
        i === 0 ? { kind: 'here', name: '' } : { kind: 'invite' },
      );
    const form = (n: number) => ({ seats: seats(n), fameTarget: 10, firstGame: false, npcs: true });
    const two = createBody(form(2));
    expect(two.seats).toHaveLength(2);
    expect(two.options.elements).toEqual(['D']);
    expect(xia.parseOptions({ ...two.options, seats: 2 }).ok).toBe(true);
    expect('elements' in createBody(form(3)).options).toBe(false);
  });
});

/** A fresh match of `seats` at ship choice, and its ChooseShip commands. */
function choosing(input: Record<string, unknown>): { state: XiaState; ships: XiaCommand[] } {
  const parsed = xia.parseOptions(input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const made = xia.setup(parsed.value, 'two-web');
  if (!made.ok) throw new Error(made.error.message);
  const state = made.value;
  return { state, ships: xia.legal(state, state.turn.seat) };
}

describe('the ship choice (XE-2P-03)', () => {
  const sparrowhawkCard = (input: Record<string, unknown>) => {
    const { state, ships } = choosing(input);
    const commands = ships.flatMap((c) => (c.type === 'ChooseShip' ? [c] : []));
    const { container } = render(
      <ShipChoice
        commands={commands}
        view={state}
        content={content()}
        busy={false}
        send={() => {}}
      />,
    );
    const card = [...container.querySelectorAll('.ship-card')].find((b) =>
      b.textContent?.includes('Sparrowhawk'),
    );
    const text = card?.querySelector('.ship-card__ability')?.textContent ?? '';
    cleanup();
    return text;
  };

  it('XE-2P-03: with two captains the Sparrowhawk shows Lone Drifter; with three, Hot Burn', () => {
    expect(sparrowhawkCard({ seats: 2, elements: ['D'] })).toMatch(/^Lone Drifter: .*4 movement/);
    expect(sparrowhawkCard({ seats: 3 })).toMatch(/^Hot Burn: /);
  });
});

describe('a mission aimed at an NPC (XE-2P-02)', () => {
  it('XE-2P-02: names the NPC by its card, a captain by seat', () => {
    const c = content();
    const lift = c.pack.missions.find((m) => m.type === 'thief');
    const hit = c.pack.missions.find((m) => m.type === 'assassin');
    if (!lift || !hit) throw new Error('the core pack has Thief and Assassin cards');
    const held = (card: string, aim: Partial<ActiveMission>): ActiveMission => ({
      card,
      revealed: false,
      stage: 'objective',
      payment: 0,
      target: null,
      ...aim,
    });
    expect(nextStep(lift, held(lift.id, { targetNpc: 'merchant' }), c)).toMatch(
      /^Fly next to the Merchant's ship/,
    );
    expect(nextStep(hit, held(hit.id, { targetNpc: 'enforcer' }), c)).toBe(
      "Destroy the Enforcer's ship.",
    );
    expect(nextStep(hit, held(hit.id, { target: 1 }), c)).toMatch(/^Destroy Captain 2/);
  });
});
