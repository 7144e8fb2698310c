import { afterEach, describe, expect, it } from 'vitest';
import { rateLimitStore } from './rate-limit';

afterEach(() => rateLimitStore.reset());

describe('rateLimitStore', () => {
  it('records the RateLimit headers of a response', () => {
    rateLimitStore.record(
      new Headers({ 'RateLimit-Limit': '100', 'RateLimit-Remaining': '42', 'RateLimit-Reset': '30' }),
      200,
      1000,
    );
    expect(rateLimitStore.getSnapshot()).toEqual({
      limit: 100,
      remaining: 42,
      resetAt: 31_000,
      blockedUntil: null,
    });
  });

  it('blocks until the window resets after a 429, then lets requests go', () => {
    rateLimitStore.record(new Headers({ 'RateLimit-Reset': '5' }), 429, 1000);
    expect(rateLimitStore.blockedUntil(2000)).toBe(6000);
    expect(rateLimitStore.blockedUntil(6001)).toBeNull();
    expect(rateLimitStore.getSnapshot().blockedUntil).toBeNull();
  });

  it('waits a default time when a 429 carries no reset', () => {
    rateLimitStore.record(new Headers(), 429, 0);
    expect(rateLimitStore.blockedUntil(1)).toBe(30_000);
  });
});
