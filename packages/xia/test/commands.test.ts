/**
 * One mistake, one code, whatever the entry point: `parseCommand` (untrusted input) and `apply`
 * (a command handed over directly) refuse an unknown type as `UnknownCommand`, and a command
 * that is not an object with a type, or a known type with bad fields, as `MalformedCommand`.
 */
import { canonicalJson } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import { started, xia } from './fixtures/game.ts';

const base = started();
const seat = base.turn.seat;

/** Hands anything to `apply` as if it were a command, as a careless caller might. */
function applyRaw(input: unknown) {
  return xia.apply(base, seat, input as XiaCommand);
}

describe('command codes', () => {
  it('an unknown command type is UnknownCommand from parseCommand and from apply, naming the type', () => {
    for (const type of ['Teleport', 'toString', '__proto__', 'constructor', '']) {
      const parsed = xia.parseCommand({ type });
      expect(parsed).toMatchObject({ ok: false, error: { code: 'UnknownCommand' } });
      const applied = applyRaw({ type });
      expect(applied).toMatchObject({ ok: false, error: { code: 'UnknownCommand' } });
      if (!parsed.ok && !applied.ok) {
        expect(parsed.error).toEqual(applied.error);
        expect(parsed.error.message).toContain(`"${type}"`);
      }
    }
  });

  it('a known type with bad fields is MalformedCommand, saying which field', () => {
    const cases: [unknown, string][] = [
      [{ type: 'Step' }, 'to'],
      [{ type: 'Step', to: { q: 1 } }, 'to.r'],
      [{ type: 'ArmMarkers', count: 9 }, 'count'],
    ];
    for (const [input, field] of cases) {
      const parsed = xia.parseCommand(input);
      expect(parsed).toMatchObject({ ok: false, error: { code: 'MalformedCommand' } });
      if (!parsed.ok) expect(parsed.error.message).toContain(`(${field})`);
    }
    expect(xia.parseCommand({ type: 'EndActions', extra: 1 })).toMatchObject({
      ok: false,
      error: { code: 'MalformedCommand' },
    });
  });

  it('no object, or no string type, is MalformedCommand from both entry points', () => {
    for (const input of [null, 5, 'EndActions', [], {}, { type: 5 }]) {
      expect(xia.parseCommand(input)).toMatchObject({
        ok: false,
        error: { code: 'MalformedCommand' },
      });
      expect(applyRaw(input)).toMatchObject({ ok: false, error: { code: 'MalformedCommand' } });
    }
  });

  it('a refused command leaves the state as it was', () => {
    const before = canonicalJson(base);
    applyRaw({ type: 'toString' });
    applyRaw(null);
    expect(canonicalJson(base)).toBe(before);
  });

  it('a well-formed command parses to itself', () => {
    expect(xia.parseCommand({ type: 'EndActions' })).toEqual({
      ok: true,
      value: { type: 'EndActions' },
    });
  });
});

describe('messages name captains as people read them', () => {
  const other = (seat + 1) % base.captains.length;

  it('a refusal says "Captain N", 1-based, never a 0-based seat', () => {
    const refused = xia.apply(base, other, { type: 'EndActions' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'NotYourTurn', message: `It is Captain ${seat + 1}'s turn.` },
    });
    const stranger = xia.apply(base, 7, { type: 'EndActions' });
    expect(stranger).toMatchObject({
      ok: false,
      error: { code: 'NoSuchSeat', message: 'There is no Captain 8 in this match.' },
    });
    const rescue = xia.apply(base, seat, { type: 'Rescue', seat: other });
    expect(rescue.ok).toBe(false);
    if (!rescue.ok) expect(rescue.error.message).toContain(`Captain ${other + 1}'s ship`);
  });

  it('no refusal in a whole command sweep says "seat"', () => {
    for (const captain of base.captains) {
      for (const type of ['EndActions', 'UseImpulse', 'ArmMarkers', 'Scan'] as const) {
        const command = (
          type === 'ArmMarkers'
            ? { type, count: 1 }
            : type === 'Scan'
              ? { type, direction: 0 }
              : { type }
        ) as XiaCommand;
        const applied = xia.apply(base, captain.seat, command);
        if (!applied.ok) expect(applied.error.message).not.toMatch(/\bseat\b/i);
      }
    }
  });
});
