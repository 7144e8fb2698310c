import { describe, expect, it } from 'vitest';
import { rangeOf, rowsWithChange, windowsOf } from './model';

describe('usage', () => {
  it('compares a timeframe with the one just before it, of the same length', () => {
    const now = Date.UTC(2026, 10, 21);
    const { current, previous } = windowsOf('Last 7 days', now);
    expect(current.to - current.from).toBe(7 * 86_400_000);
    expect(previous.to).toBe(current.from);
    expect(previous.to - previous.from).toBe(7 * 86_400_000);
  });

  it('rows carry the previous value, zero for what is new, largest first', () => {
    const rows = rowsWithChange(
      [
        { key: 'a', name: 'web/a', value: 10 },
        { key: 'b', name: 'web/b', value: 30, count: 4 },
      ],
      [{ key: 'b', value: 20 }],
    );
    expect(rows).toEqual([
      { key: 'b', name: 'web/b', value: 30, before: 20, count: 4 },
      { key: 'a', name: 'web/a', value: 10, before: 0 },
    ]);
  });

  it('reads any relative timeframe, with slices that read well: hours, six hours, then days', () => {
    expect(rangeOf('Last 24 hours')).toEqual({ ms: 86_400_000, slices: 24 });
    expect(rangeOf('Last 7 days')).toEqual({ ms: 7 * 86_400_000, slices: 28 });
    expect(rangeOf('Last 45 days')).toEqual({ ms: 45 * 86_400_000, slices: 45 });
    expect(rangeOf('Last 90 minutes').slices).toBe(2);
    // Not a timeframe: the default one.
    expect(rangeOf('yesterday').ms).toBe(30 * 86_400_000);
  });
});
