import { describe, expect, it } from 'vitest';
import {
  applyEscortSetup,
  attackerEdge,
  type EscortSetup,
  escortStart,
  setupStep,
  startEscortSetup,
} from '../../src/escort/setup.ts';

function begin(): EscortSetup {
  const r = startEscortSetup(['ann', 'bob']);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function run(s: EscortSetup, steps: readonly unknown[]): EscortSetup {
  return steps.reduce<EscortSetup>((acc, c) => {
    const r = applyEscortSetup(acc, c);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, s);
}
function code(s: EscortSetup, c: unknown): string {
  const r = applyEscortSetup(s, c);
  return r.ok ? 'accepted' : r.error.code;
}
const obstacles = ['a1', 'b1', 'a2', 'b2', 'a3', 'b3'].map((o) => ({
  type: 'PlaceObstacle',
  player: o.startsWith('a') ? 'ann' : 'bob',
  obstacle: `asteroid ${o}`,
}));

describe('Political Escort setup', () => {
  it('XW-PE-01, XW-PE-09: initiative as normal; its holder picks who attacks; the other defends', () => {
    const s = run(begin(), [{ type: 'Initiative', player: 'bob' }]);
    expect(code(s, { type: 'ChooseRoles', by: 'ann', attacker: 'ann' })).toBe('NotYourChoice');
    const chosen = run(s, [{ type: 'ChooseRoles', by: 'bob', attacker: 'ann' }]);
    expect([chosen.attacker, chosen.defender]).toEqual(['ann', 'bob']);
  });

  it('XW-PE-10: three obstacles from each player', () => {
    const s = run(begin(), [
      { type: 'Initiative', player: 'ann' },
      { type: 'ChooseRoles', by: 'ann', attacker: 'bob' },
    ]);
    const three = run(
      s,
      obstacles.filter((o) => o.player === 'ann'),
    );
    expect(code(three, { type: 'PlaceObstacle', player: 'ann', obstacle: 'debris 1' })).toBe(
      'TooManyObstacles',
    );
    expect(setupStep(three)).toBe('obstacles');
    expect(
      setupStep(
        run(
          three,
          obstacles.filter((o) => o.player === 'bob'),
        ),
      ),
    ).toBe('edge');
  });

  it('XW-PE-11, XW-PE-12, XW-PE-13: the defender picks an edge, ships go down, the shuttle within Range 1 of that edge, then shields up', () => {
    let s = run(begin(), [
      { type: 'Initiative', player: 'ann' },
      { type: 'ChooseRoles', by: 'ann', attacker: 'ann' },
      ...obstacles,
    ]);
    expect(code(s, { type: 'ChooseEdge', by: 'ann', edge: 'north' })).toBe('NotYourChoice');
    s = run(s, [{ type: 'ChooseEdge', by: 'bob', edge: 'west' }]);
    expect(attackerEdge(s)).toBe('east');
    expect(code(s, { type: 'PlaceShuttle', by: 'bob', withinRange1OfEdge: true })).toBe(
      'WrongStep',
    );
    s = run(s, [{ type: 'ShipsPlaced' }]);
    expect(code(s, { type: 'PlaceShuttle', by: 'bob', withinRange1OfEdge: false })).toBe('TooFar');
    s = run(s, [{ type: 'PlaceShuttle', by: 'bob', withinRange1OfEdge: true }]);
    const early = escortStart(s);
    expect(early.ok ? '' : early.error.code).toBe('SetupNotDone');
    s = run(s, [{ type: 'Prepare' }]);
    const start = escortStart(s);
    expect(start.ok && start.value).toMatchObject({
      attacker: 'ann',
      defender: 'bob',
      defenderEdge: 'west',
      attackerEdge: 'east',
      shuttle: { shieldsLost: 0, hullLost: 0, fate: 'in-play' },
    });
  });

  it('refuses steps out of order and malformed steps', () => {
    expect(code(begin(), { type: 'ChooseEdge', by: 'ann', edge: 'north' })).toBe('WrongStep');
    expect(code(begin(), { type: 'Initiative', player: 'zed' })).toBe('UnknownPlayer');
    expect(code(begin(), 'Initiative')).toBe('NotAnObject');
    expect(code(begin(), { type: 'Initiative', player: 'ann', extra: 1 })).toBe('UnknownField');
    const r = startEscortSetup(['ann']);
    expect(r.ok ? '' : r.error.code).toBe('BadTable');
  });
});
