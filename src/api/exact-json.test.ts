import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareExact, exactText, parseExactJson } from './exact-json';

/** Any 64-bit integer, as the service may write one. */
const int64 = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });

describe('parseExactJson', () => {
  it('round-trips any integer below 2^63: exact digits beyond 2^53, a number within', () => {
    fc.assert(
      fc.property(int64, (n) => {
        const digits = n.toString();
        const read = parseExactJson(`{"metadata":{"sequence":${digits}},"items":[${digits}]}`) as {
          metadata: { sequence: number | string };
          items: (number | string)[];
        };
        const safe = n >= -BigInt(Number.MAX_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER);
        for (const value of [read.metadata.sequence, read.items[0]]) {
          expect(exactText(value)).toBe(digits);
          expect(typeof value).toBe(safe ? 'number' : 'string');
        }
      }),
    );
  });

  it('reads a number the contract types as a plain number (a time, a count) as the nearest number', () => {
    const read = parseExactJson('{"muted_until":9223372036854775807,"count":12345678901234567}') as {
      muted_until: number;
      count: number;
    };
    expect(read.muted_until).toBe(Number(2n ** 63n - 1n));
    expect(read.count).toBe(Number('12345678901234567'));
  });

  it('keeps an event key beyond 2^53 exact: its value is the event`s data', () => {
    const read = parseExactJson('{"message_kvs":{"trace_id":12345678901234567890}}') as {
      message_kvs: { trace_id: string };
    };
    expect(read.message_kvs.trace_id).toBe('12345678901234567890');
  });

  it('reads a null property as absent, and keeps nulls in lists and at the top', () => {
    const read = parseExactJson('{"a":null,"b":{"c":null,"d":1},"e":[1,null,2]}');
    expect(read).toEqual({ b: { d: 1 }, e: [1, null, 2] });
    expect(Object.keys(read as object)).toEqual(['b', 'e']);
    expect(parseExactJson('null')).toBeNull();
  });

  it('reads decimals and exponents as numbers, and text that only looks like digits as text', () => {
    const read = parseExactJson('{"x":1.2345678901234567891,"y":1e300,"z":"12345678901234567890","w":-0.5}');
    expect(read).toEqual({
      x: Number('1.2345678901234567891'),
      y: 1e300,
      z: '12345678901234567890',
      w: -0.5,
    });
  });

  it('reads what has neither long digits nor null exactly as JSON.parse does', () => {
    fc.assert(
      fc.property(fc.json({ noUnicodeString: false }), (text) => {
        fc.pre(!/\d{16}/.test(text) && !text.includes('null'));
        expect(parseExactJson(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('throws on text that is not JSON, as JSON.parse does', () => {
    expect(() => parseExactJson('<html>')).toThrow();
    expect(() => parseExactJson('{"sequence": 12345678901234567890')).toThrow();
  });
});

describe('exact integers', () => {
  it('orders by value, whatever their length', () => {
    fc.assert(
      fc.property(int64, int64, (a, b) => {
        expect(Math.sign(compareExact(a.toString(), b.toString()))).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });

  it('keeps a number from an older answer as its digits, and nothing for nothing', () => {
    expect(exactText(42)).toBe('42');
    expect(exactText('4244404144331292675')).toBe('4244404144331292675');
    expect(exactText(undefined)).toBeUndefined();
    expect(exactText(null)).toBeUndefined();
    expect(exactText(Number.NaN)).toBeUndefined();
  });
});
