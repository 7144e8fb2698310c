import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { retryDelay, shouldRetryQuery } from './retry';

const http = (status: number) => new ApiError('http', status, 'x', 'x');

describe('shouldRetryQuery', () => {
  it('retries 5xx, network failures and timeouts up to three times', () => {
    for (const error of [
      http(500),
      http(503),
      new ApiError('network', 0, 'x', 'x'),
      new ApiError('timeout', 0, 'x', 'x'),
    ]) {
      expect([0, 1, 2].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true]);
      expect(shouldRetryQuery(3, error)).toBe(false);
    }
  });

  it('never retries other 4xx, nor a call held back by the rate limit', () => {
    for (const error of [
      http(400),
      http(401),
      http(403),
      http(404),
      http(429),
      new ApiError('rate-limited', 429, 'x', 'x'),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });
});

describe('retryDelay', () => {
  it('backs off exponentially with jitter when called as TanStack Query calls it', () => {
    const delays = [0, 1, 2, 5].map((n) => retryDelay(n));
    expect(delays[0]).toBeGreaterThanOrEqual(375);
    expect(delays[0]).toBeLessThanOrEqual(625);
    expect(delays[2]).toBeGreaterThanOrEqual(1500);
    expect(delays[3]).toBeLessThanOrEqual(10_000);
  });

  it("waits out a busy service's Retry-After, up to 30 s", () => {
    const busy = (seconds: number) =>
      new ApiError('http', 503, 'Service Unavailable', 'Busy', undefined, Date.now() + seconds * 1000);
    expect(retryDelay(0, busy(5))).toBeGreaterThan(4_900);
    expect(retryDelay(0, busy(5))).toBeLessThanOrEqual(5_000);
    expect(retryDelay(0, busy(600))).toBeLessThanOrEqual(30_000);
    // A 429's window is the rate limit's to wait out (error-panel.tsx), not a retry's.
    const limited = new ApiError('http', 429, 'Too Many Requests', 'Slow down', undefined, Date.now() + 5000);
    expect(retryDelay(0, limited)).toBeLessThanOrEqual(625);
  });

  it('lets a failing query settle after its retries', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn().mockRejectedValue(http(502));
    const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery, retryDelay } } });
    const result = client.fetchQuery({ queryKey: ['x'], queryFn }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });
});
