import { describe, expect, it } from 'vitest';
import { die, popPrompt, pushPrompt, scripted, topPrompt } from '../src/index.ts';
import { race } from './fixtures/race.ts';

function started() {
  const made = race.setup({ seats: 3, goal: 10 }, 'contract');
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

describe('ruleset contract (on the race fixture)', () => {
  it('parses untrusted options and commands into values or clear errors', () => {
    expect(race.parseOptions({ seats: 3, goal: 10 })).toEqual({
      ok: true,
      value: { seats: 3, goal: 10 },
    });
    expect(race.parseOptions('3 seats')).toMatchObject({
      ok: false,
      error: { code: 'BadOptions' },
    });
    expect(race.parseOptions({ seats: 1, goal: 10 })).toMatchObject({
      ok: false,
      error: { code: 'BadSeatCount' },
    });
    expect(race.parseCommand({ type: 'Fly' })).toMatchObject({
      ok: false,
      error: { code: 'UnknownCommand' },
    });
    expect(race.parseCommand({ type: 'Boost' })).toMatchObject({
      ok: false,
      error: { code: 'BadCommand' },
    });
  });

  it('views hide the deck order, other hands and the generator', () => {
    const state = { ...started(), hands: [[3], [5, 6], []] };
    const seat1 = race.view(state, { seat: 1 });
    expect(seat1.hands).toEqual([1, [5, 6], 0]);
    expect(JSON.stringify(seat1)).not.toContain('random');
    expect(JSON.stringify(seat1)).not.toContain(JSON.stringify(state.deck));
    expect(race.view(state, 'spectator').hands).toEqual([1, 2, 0]);
    expect(race.view(state, 'omniscient').hands).toEqual([[3], [5, 6], []]);
  });

  it('redacts events per viewer through the visibility table', () => {
    const drawn = { type: 'CardDrawn', seat: 0, card: 7 } as const;
    expect(race.visibleEvent(drawn, { seat: 0 })).toEqual(drawn);
    expect(race.visibleEvent(drawn, { seat: 1 })).toEqual({ ...drawn, card: null });
    expect(race.visibleEvent(drawn, 'spectator')).toEqual({ ...drawn, card: null });
    expect(race.visibleEvent({ type: 'Rolled', seat: 0, face: 3 }, 'spectator')).toEqual({
      type: 'Rolled',
      seat: 0,
      face: 3,
    });
  });

  it('status names who acts: the top prompt first, then the turn; and the winners at the end', () => {
    const state = started();
    expect(race.status(state)).toEqual({ kind: 'active', toAct: [0] });
    const afterSix = race.apply({ ...state, random: scripted([die(6, 6)]) }, 0, { type: 'Roll' });
    expect(afterSix.ok && race.status(afterSix.value.state)).toEqual({
      kind: 'active',
      toAct: [0],
    });
    expect(race.status({ ...state, winner: 2 })).toEqual({ kind: 'finished', winners: [2] });
  });

  it('the decision stack answers the top prompt first', () => {
    const a = { kind: 'Shields', seat: 1 };
    const b = { kind: 'Damage', seat: 2 };
    const stack = pushPrompt(pushPrompt([], a), b);
    expect(topPrompt(stack)).toBe(b);
    expect(topPrompt(popPrompt(stack))).toBe(a);
    expect(popPrompt([])).toEqual([]);
    expect(topPrompt([])).toBeUndefined();
  });
});
