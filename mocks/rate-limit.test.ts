import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT, parseRateLimit, RateLimiter } from './rate-limit';

describe('parseRateLimit', () => {
  it('reads <requests>/<seconds> and defaults when unset', () => {
    expect(parseRateLimit('100/300')).toEqual({ requests: 100, windowSeconds: 300 });
    expect(parseRateLimit(undefined)).toEqual(DEFAULT_RATE_LIMIT);
  });
  it.each(['100', '0/10', 'a/b', '10/0'])('rejects %s with a clear message', (value) => {
    expect(() => parseRateLimit(value)).toThrow(/<requests>\/<seconds>/);
  });
});

describe('RateLimiter', () => {
  it('counts per credential in fixed windows and says when the window resets', () => {
    let now = 0;
    const limiter = new RateLimiter({ requests: 2, windowSeconds: 10 }, () => now);
    expect(limiter.take('a').headers).toEqual({
      'RateLimit-Limit': '2',
      'RateLimit-Remaining': '1',
      'RateLimit-Reset': '10',
    });
    now = 4000;
    expect(limiter.take('a').allowed).toBe(true);
    const refused = limiter.take('a');
    expect(refused.allowed).toBe(false);
    expect(refused.headers['RateLimit-Reset']).toBe('6');
    expect(limiter.take('b').allowed).toBe(true);
    now = 10_000;
    expect(limiter.take('a').allowed).toBe(true);
  });
});
