import { describe, expect, it } from 'vitest';
import {
  shuttleActivationOrder,
  shuttleMovesFirst,
  shuttlePlacementOrder,
} from '../../src/escort/activation.ts';
import {
  applyShuttle,
  newShuttle,
  type ShuttleState,
  shuttleStatus,
} from '../../src/escort/tracker.ts';

function step(s: ShuttleState, command: unknown): ShuttleState {
  const r = applyShuttle(s, command);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}
function nextRound(s: ShuttleState): ShuttleState {
  return step(s, { type: 'EndRound' });
}
const straight2 = (extra: object = {}) => ({
  type: 'Activate',
  speed: 2,
  bearing: 'straight',
  ...extra,
});

describe('the blocking rule', () => {
  it('XW-PE-16: blocked on a 2 straight, the defender is told to pick 2 straight again', () => {
    const s = nextRound(step(newShuttle(), straight2({ blocked: true })));
    expect(shuttleStatus(s).blocking).toMatchObject({
      pick: { speed: 2, bearing: 'straight' },
      clearsIfBlocked: true,
    });
  });

  it('XW-PE-16: blocked again on the second 2 straight, it moves the shortest straight (3-5) past the blockers', () => {
    let s = nextRound(step(newShuttle(), straight2({ blocked: true })));
    const missing = applyShuttle(s, straight2({ blocked: true }));
    expect(missing.ok ? '' : missing.error.code).toBe('ClearNeeded');
    const r = applyShuttle(s, straight2({ blocked: true, clearsWith: 4 }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.value.state;
    expect(s.lastMove).toEqual({ round: 2, speed: 4, bearing: 'straight', blocked: false });
    expect(r.value.notes[0]?.text).toContain('moves 4 straight');
    // Cleared: the next round starts afresh.
    expect(shuttleStatus(nextRound(s)).blocking.pick).toBeNull();
  });

  it('XW-PE-16: a 2 straight that gets through needs no clear', () => {
    const s = nextRound(step(newShuttle(), straight2({ blocked: true })));
    expect(step(s, straight2()).lastMove).toEqual({
      round: 2,
      speed: 2,
      bearing: 'straight',
      blocked: false,
    });
  });

  it('XW-PE-16: the clear uses a 3, 4 or 5 straight only', () => {
    const s = nextRound(step(newShuttle(), straight2({ blocked: true })));
    const r = applyShuttle(s, straight2({ blocked: true, clearsWith: 6 }));
    expect(r.ok ? '' : r.error.code).toBe('BadNumber');
  });

  it('XW-PE-17: blocked on a 1 bank, the next blocked 2 straight does not clear; the one after does', () => {
    let s = nextRound(
      step(newShuttle(), { type: 'Activate', speed: 1, bearing: 'bank-left', blocked: true }),
    );
    expect(shuttleStatus(s).blocking).toMatchObject({ pick: { speed: 2 }, clearsIfBlocked: false });
    const early = applyShuttle(s, straight2({ blocked: true, clearsWith: 3 }));
    expect(early.ok ? '' : early.error.code).toBe('NoClearDue');
    s = nextRound(step(s, straight2({ blocked: true })));
    expect(s.lastMove).toMatchObject({ speed: 2, blocked: true });
    s = step(s, straight2({ blocked: true, clearsWith: 3 }));
    expect(s.lastMove).toEqual({ round: 3, speed: 3, bearing: 'straight', blocked: false });
  });

  it('XW-PE-17: a bank between two blocked 2 straights breaks the run', () => {
    let s = nextRound(step(newShuttle(), straight2({ blocked: true })));
    s = nextRound(step(s, { type: 'Activate', speed: 1, bearing: 'bank-right', blocked: true }));
    const r = applyShuttle(s, straight2({ blocked: true, clearsWith: 3 }));
    expect(r.ok ? '' : r.error.code).toBe('NoClearDue');
  });
});

describe('placement and activation order with the shuttle', () => {
  const ships = [
    { name: 'Academy Pilot', role: 'attacker', skill: 1 },
    { name: 'Rookie Pilot', role: 'defender', skill: 2 },
    { name: 'Soontir Fel', role: 'attacker', skill: 9 },
  ] as const;

  it('XW-PE-15: the shuttle (skill 0) moves first, then lowest skill up', () => {
    expect(shuttleActivationOrder(ships, 'attacker').map((s) => s.name)).toEqual([
      "Senator's Shuttle",
      'Academy Pilot',
      'Rookie Pilot',
      'Soontir Fel',
    ]);
  });

  it('XW-PE-15: an attacker with initiative and a ship at skill 0 moves that ship first', () => {
    const zero = [...ships, { name: 'Damaged Academy Pilot', role: 'attacker', skill: 0 } as const];
    expect(shuttleMovesFirst(zero, 'attacker')).toBe(false);
    expect(shuttleActivationOrder(zero, 'attacker')[0]?.name).toBe('Damaged Academy Pilot');
    expect(shuttleMovesFirst(zero, 'defender')).toBe(true);
    const ownZero = [...ships, { name: 'Own Zero', role: 'defender', skill: 0 } as const];
    expect(shuttleMovesFirst(ownZero, 'defender')).toBe(true);
  });

  it('XW-PE-12: in setup the shuttle is placed at skill 12, after every ship of lower skill', () => {
    const order = shuttlePlacementOrder(
      [...ships, { name: 'Skill 12 Ace', role: 'attacker', skill: 12 }],
      'attacker',
    );
    expect(order.map((s) => s.name)).toEqual([
      'Academy Pilot',
      'Rookie Pilot',
      'Soontir Fel',
      'Skill 12 Ace',
      "Senator's Shuttle",
    ]);
  });
});
