/**
 * The small parts of organized play on their own: participant codes (drawn, shown, typed back)
 * and the per-address rate limit (refilled by time, a bounded number of addresses remembered).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orgBearer } from '../src/org/access.ts';
import { canonicalCode, newParticipantCode, showCode } from '../src/org/codes.ts';
import { ClientLimits } from '../src/org/limits.ts';

describe('participant codes', () => {
  it('are 12 characters of Crockford base32, shown in fours, read back whatever the typing', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const code = newParticipantCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      seen.add(code);
      const shown = showCode(code);
      expect(shown).toBe(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);
      expect(canonicalCode(shown)).toBe(code);
      expect(canonicalCode(` ${shown.toLowerCase().replace(/-/g, ' ')} `)).toBe(code);
    }
    expect(seen.size).toBe(200);
    expect(canonicalCode('oIl0-ABCD-EFGH')).toBe('0110ABCDEFGH');
    // U is not in the alphabet; a wrong length is no code.
    expect(canonicalCode('UUUU-ABCD-EFGH')).toBeUndefined();
    expect(canonicalCode('ABCD-EFGH-JKM')).toBeUndefined();
    expect(canonicalCode('ABCD-EFGH-JKMNP')).toBeUndefined();
  });

  it('tells a code from an organizer token in the Authorization header', () => {
    expect(orgBearer('Bearer abcd-efgh-jkmn')).toBe('ABCDEFGHJKMN');
    const token = 'W-3nP9KmwCAzkJTR69_toK3qMZJSl7OnjvVvr6VQhUo';
    expect(orgBearer(`Bearer ${token}`)).toBe(token);
    for (const bad of ['Bearer', 'Bearer ', 'Basic abc', `Bearer ${'x'.repeat(201)}`, 'Bearer a b'])
      expect(orgBearer(bad)).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (header) => {
        const token = orgBearer(header);
        if (token !== undefined) expect(token).toMatch(/^[A-Za-z0-9_-]{12,128}$/);
      }),
    );
  });
});

describe('the per-address rate limit', () => {
  it('gives each address its burst, refills it with time, and keeps addresses apart', () => {
    const limits = new ClientLimits(2, 3);
    const t0 = 1_000_000;
    expect([1, 2, 3, 4].map(() => limits.take('10.0.0.1', t0))).toEqual([true, true, true, false]);
    expect(limits.take('10.0.0.2', t0)).toBe(true);
    expect(limits.take('10.0.0.1', t0 + 400)).toBe(false);
    expect(limits.take('10.0.0.1', t0 + 500)).toBe(true);
  });

  it('remembers at most 10,000 addresses, forgetting the least recently used', () => {
    const limits = new ClientLimits(1, 1);
    const t0 = 1_000_000;
    for (let i = 0; i < 10_000; i++) limits.take(`a${i}`, t0);
    // a0 asks again (its bucket is empty), so a1 is now the least recently used.
    expect(limits.take('a0', t0)).toBe(false);
    limits.take('new', t0);
    expect(limits.size).toBe(10_000);
    expect(limits.take('a0', t0)).toBe(false);
    // a1 was forgotten: it starts with a full bucket again.
    expect(limits.take('a1', t0)).toBe(true);
  });
});
