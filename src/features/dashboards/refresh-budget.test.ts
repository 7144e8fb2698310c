import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFRESH_SHARE, refreshCost, refreshInterval } from './refresh-budget';
import { REFRESH_CHOICES } from './url';

describe("a dashboard's refresh within its share of the key's rate limit", () => {
  it('counts one search per widget per tick over the five-minute window', () => {
    // "Web traffic": six widgets every minute is 30 of the live service's 100; every 30 s would be 60.
    expect(refreshCost(6, 60, 100)).toEqual({ perWindow: 30, limit: 100, allowed: true });
    expect(refreshCost(6, 30, 100)).toEqual({ perWindow: 60, limit: 100, allowed: false });
    expect(refreshCost(6, 30, null).limit).toBe(100);
  });

  it('runs the interval asked for when it fits, else the next offered one that does, else none', () => {
    expect(refreshInterval(60, 6, 100)).toBe(60);
    expect(refreshInterval(30, 6, 100)).toBe(60);
    expect(refreshInterval(30, 6, 1200)).toBe(30);
    expect(refreshInterval(30, 200, 100)).toBeUndefined();
    expect(refreshInterval(undefined, 6, 100)).toBeUndefined();
  });

  it('never runs an interval that takes more than the share, whatever the dashboard and the limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REFRESH_CHOICES),
        fc.integer({ min: 0, max: 500 }),
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
        (asked, widgets, limit) => {
          const runs = refreshInterval(asked, widgets, limit);
          if (runs === undefined) return;
          expect(runs).toBeGreaterThanOrEqual(asked);
          const cost = refreshCost(widgets, runs, limit);
          expect(cost.perWindow).toBeLessThanOrEqual(cost.limit * REFRESH_SHARE);
        },
      ),
      { numRuns: 300, seed: 19 },
    );
  });
});
