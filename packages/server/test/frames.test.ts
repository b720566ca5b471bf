/** Inbound frames, the rate limit and the origin check, without sockets. */
import { describe, expect, it } from 'vitest';
import { originAllowed } from '../src/ws/origin.ts';
import { readFrame } from '../src/ws/read-frame.ts';
import { TokenBucket } from '../src/ws/token-bucket.ts';

const read = (text: string, binary = false) => readFrame(Buffer.from(text), binary);
const code = (r: ReturnType<typeof read>) => (r.ok ? 'ok' : r.error.code);

describe('reading a frame', () => {
  it('accepts each client message', () => {
    expect(
      code(read('{"type":"hello","protocol":1,"match":"abcdef","token":"0123456789abcdef"}')),
    ).toBe('ok');
    expect(code(read('{"type":"hello","protocol":1,"match":"abcdef"}'))).toBe('ok');
    expect(
      code(read('{"type":"command","match":"abcdef","seq":1,"command":{"type":"EndActions"}}')),
    ).toBe('ok');
    expect(code(read('{"type":"resync"}'))).toBe('ok');
    expect(code(read('{"type":"ping","t":5}'))).toBe('ok');
  });

  it('names what is wrong with a bad one', () => {
    expect(code(read('{"type":"resync"}', true))).toBe('BinaryFrame');
    expect(code(read('{"type":'))).toBe('MalformedJson');
    expect(code(read('[1,2]'))).toBe('UnknownMessage');
    expect(code(read('{"type":"move"}'))).toBe('UnknownMessage');
    expect(code(read('{"seq":3}'))).toBe('UnknownMessage');
    expect(code(read('{"type":"resync","extra":1}'))).toBe('BadMessage');
    expect(code(read('{"type":"hello","protocol":2,"match":"abcdef"}'))).toBe('BadMessage');
    expect(code(read('{"type":"command","match":"abcdef","seq":0,"command":{}}'))).toBe(
      'BadMessage',
    );
  });

  it("keeps a bad command's sequence number so its refusal can name it", () => {
    const r = read('{"type":"command","match":"no!","seq":12,"command":{}}');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.seq).toBe(12);
      expect(r.error.message).toMatch(/^This command frame is not valid: match: /);
    }
  });
});

describe('the token bucket', () => {
  it('allows a burst, then the refill rate', () => {
    const bucket = new TokenBucket(10, 3, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.take(50)).toBe(false);
    expect(bucket.take(100)).toBe(true);
    expect(bucket.take(100)).toBe(false);
    // A long pause refills to the burst, not beyond.
    expect([
      bucket.take(10_000),
      bucket.take(10_000),
      bucket.take(10_000),
      bucket.take(10_000),
    ]).toEqual([true, true, true, false]);
  });
});

describe('the origin check', () => {
  it('lets non-browser clients in, and browsers from the allowed origins only', () => {
    expect(originAllowed(undefined, 'h:1', 'same-host')).toBe(true);
    expect(originAllowed('http://h:1', 'h:1', 'same-host')).toBe(true);
    expect(originAllowed('http://evil.example', 'h:1', 'same-host')).toBe(false);
    expect(originAllowed('not a url', 'h:1', 'same-host')).toBe(false);
    expect(originAllowed('http://evil.example', 'h:1', '*')).toBe(true);
    expect(originAllowed('https://play.example/', 'h:1', ['https://play.example'])).toBe(true);
    expect(originAllowed('https://other.example', 'h:1', ['https://play.example'])).toBe(false);
  });
});
