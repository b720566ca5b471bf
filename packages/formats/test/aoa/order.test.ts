import { describe, expect, it } from 'vitest';
import {
  type AceGame,
  activationOrder,
  applyAce,
  areFriendly,
  combatOrder,
  mayFireThisRound,
  startAceGame,
} from '../../src/index.ts';
import { mauler, nien, soontir, wedge } from './lists.ts';
import { advance, play } from './play.ts';

function game(): AceGame {
  const r = startAceGame([wedge, mauler, soontir, nien], ['mauler', 'nien', 'soontir', 'wedge']);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('Ace of Aces activation and combat order', () => {
  it('XW-AOA-15: activation from lowest to highest skill, equal skill in initiative order, the Wingman at its own skill', () => {
    expect(activationOrder(game()).map((s) => [s.ship, s.skill, s.action])).toEqual([
      ['mauler/wingman', 1, true],
      ['mauler/ace-1', 7, true],
      ['nien/ace-1', 7, true],
      ['soontir/ace-1', 9, true],
      ['wedge/ace-1', 9, true],
    ]);
  });

  it('XW-AOA-16: combat from highest to lowest skill, equal skill in initiative order; the step moves as ships fire', () => {
    let g = play(game(), ...advance(2));
    expect(g.phase).toBe('combat');
    expect(combatOrder(g).map((s) => [s.ship, s.state])).toEqual([
      ['soontir/ace-1', 'waiting'],
      ['wedge/ace-1', 'waiting'],
      ['mauler/ace-1', 'waiting'],
      ['nien/ace-1', 'waiting'],
      ['mauler/wingman', 'waiting'],
    ]);
    g = play(g, {
      type: 'damage',
      attacker: 'wedge/ace-1',
      target: 'nien/ace-1',
      shields: 1,
      hull: 0,
    });
    expect(combatOrder(g).map((s) => s.state)).toEqual([
      'done',
      'now',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(mayFireThisRound(g, 'soontir/ace-1')).toBe(false);
    expect(mayFireThisRound(g, 'wedge/ace-1')).toBe(true);
    expect(mayFireThisRound(g, 'mauler/wingman')).toBe(true);
    // Soontir's step has passed: he fires no more this round.
    const late = applyAce(g, {
      type: 'damage',
      attacker: 'soontir/ace-1',
      target: 'nien/ace-1',
      shields: 1,
      hull: 0,
    });
    expect(late.ok || late.error.code).toBe('StepPassed');
    g = play(g, ...advance(1));
    expect(combatOrder(g).every((s) => s.state === 'done')).toBe(true);
    expect(mayFireThisRound(g, 'wedge/ace-1')).toBe(false);
  });

  it("XW-AOA-16: a Wingman is friendly to its own player's ace only; every other ship is an enemy", () => {
    const g = play(game(), ...advance(2));
    expect(areFriendly(g, 'mauler/wingman', 'mauler/ace-1')).toBe(true);
    expect(areFriendly(g, 'mauler/wingman', 'nien/ace-1')).toBe(false);
    expect(areFriendly(g, 'soontir/ace-1', 'wedge/ace-1')).toBe(false);
    const own = applyAce(g, {
      type: 'damage',
      attacker: 'mauler/wingman',
      target: 'mauler/ace-1',
      shields: 0,
      hull: 1,
    });
    expect(own.ok || own.error.code).toBe('Friendly');
    const other = play(g, {
      type: 'damage',
      attacker: 'mauler/wingman',
      target: 'nien/ace-1',
      shields: 0,
      hull: 1,
    });
    expect(other.scores.find((s) => s.player === 'mauler')?.vp).toBe(1);
  });
});
