import { describe, expect, it } from 'vitest';
import { escortGame, parseEscortGame, shuttleOutcome } from '../../src/escort/game.ts';
import { applyShuttle, newShuttle } from '../../src/escort/tracker.ts';

const table = ['ann', 'bob'] as const;
const destroyed = (attacker: number, defender: number) => ({ attacker, defender });

describe('a Political Escort game’s winner and score', () => {
  it('XW-PE-22, GAP-XW-07: at time the higher score wins, whichever role it is; equal is a draw', () => {
    expect(escortGame('ann', 'bob', 'time', destroyed(30, 50), 0, 2).winner).toBe('bob');
    expect(escortGame('ann', 'bob', 'time', destroyed(50, 30), 0, 2).winner).toBe('ann');
    expect(escortGame('ann', 'bob', 'time', destroyed(40, 40), 0, 2).winner).toBeNull();
    // The attacker's half of the shuttle's upgrades counts in the comparison (6+ damage).
    expect(escortGame('ann', 'bob', 'time', destroyed(38, 40), 6, 6).winner).toBe('ann');
    expect(escortGame('ann', 'bob', 'time', destroyed(38, 40), 6, 5).winner).toBe('bob');
  });

  it('XW-PE-21: a destroyed shuttle keeps no damage figure; its full upgrade points go to the attacker', () => {
    const g = escortGame('ann', 'bob', 'destroyed', destroyed(20, 30), 7, 4);
    expect(g.shuttleDamage).toBeNull();
    expect(g.scores[0]).toMatchObject({ player: 'ann', total: 27 });
    expect(g.winner).toBe('ann');
  });

  it('XW-PE-22: a shuttle still in play when time is called ends the game at time, with its damage', () => {
    const hit = applyShuttle(newShuttle(), { type: 'Damage', hits: 4, crits: 0, cards: [] });
    if (!hit.ok) throw new Error(hit.error.message);
    expect(hit.value.state.fate).toBe('in-play');
    expect(shuttleOutcome(hit.value.state)).toEqual({ ending: 'time', damage: 4 });
  });
});

describe('reading a Political Escort game says what was wrong and where', () => {
  const base = {
    attacker: 'ann',
    ending: 'escaped',
    destroyed: { ann: 10, bob: 20 },
    shuttle: { upgradePoints: 4, damage: 1 },
  };
  const message = (input: unknown): string => {
    const r = parseEscortGame(input, table, 'Game 2');
    return r.ok ? 'accepted' : r.error.message;
  };

  it('names the game and the field at fault', () => {
    expect(message('nope')).toMatch(/^Game 2/);
    expect(message({ ...base, colour: 'red' })).toMatch(/^Game 2.*colour/);
    expect(message({ ...base, attacker: 'cy' })).toMatch(/^Game 2: attacker/);
    expect(message({ ...base, defender: 'ann' })).toBe(
      'Game 2: ann attacks, so bob defends, not ann',
    );
    expect(message({ ...base, ending: 'lost' })).toMatch(/^Game 2: ending/);
    expect(message({ ...base, destroyed: { ann: 'x', bob: 1 } })).toMatch(
      /^Game 2: destroyed points/,
    );
    expect(message({ ...base, shuttle: 3 })).toMatch(/^Game 2: shuttle/);
    expect(message({ ...base, shuttle: { upgradePoints: 1, damage: 1, crew: 2 } })).toMatch(
      /^Game 2: shuttle.*crew/,
    );
    expect(message({ ...base, shuttle: { upgradePoints: -1, damage: 1 } })).toMatch(
      /^Game 2: shuttle upgradePoints/,
    );
    expect(message({ ...base, shuttle: { upgradePoints: 1 } })).toBe(
      'Game 2: shuttle damage (shields and hull lost) is needed when the shuttle was not destroyed',
    );
    expect(message({ ...base, shuttle: { upgradePoints: 1, damage: 'a' } })).toMatch(
      /^Game 2: shuttle damage/,
    );
  });

  it('GAP-XW-06: the attacker’s points and the shuttle’s upgrades fit in the defender’s 100', () => {
    const at = (ann: number, upgradePoints: number) =>
      message({ ...base, destroyed: { ann, bob: 0 }, shuttle: { upgradePoints, damage: 1 } });
    expect(at(90, 10)).toBe('accepted');
    expect(at(91, 10)).toBe(
      "Game 2: ann destroyed 91 points and the shuttle carries 10 in upgrades, more than the defender's 100-point squad",
    );
  });
});
