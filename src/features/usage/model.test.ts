import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previousInWords, rangeOf, rowsWithChange, sumOfGroups, usageWindows } from './model';

describe('usage', () => {
  it('compares a timeframe with the one just before it, of the same length', () => {
    const now = Date.UTC(2026, 10, 21);
    const { current, previous, byDay } = usageWindows('Last 7 days', now, 'UTC');
    expect(byDay).toBe(false);
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

  it('counts a calendar month by day from its first midnight, against last month', () => {
    const now = Date.UTC(2026, 10, 28, 9, 30);
    const thisMonth = usageWindows('This month', now, 'UTC');
    expect(thisMonth).toEqual({
      current: { from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 10, 29) },
      previous: { from: Date.UTC(2026, 9, 1), to: Date.UTC(2026, 9, 29) },
      slices: 28,
      byDay: true,
    });
    expect(usageWindows('Last month', now, 'UTC')).toMatchObject({
      current: { from: Date.UTC(2026, 9, 1), to: Date.UTC(2026, 10, 1) },
      previous: { from: Date.UTC(2026, 8, 1), to: Date.UTC(2026, 9, 1) },
      slices: 31,
    });
    expect(previousInWords('This month')).toBe('the same days of last month');
    expect(previousInWords('Last 30 days')).toBe('the previous 30 days');
  });

  it('adds datasets up slice by slice, numbers sent as text too', () => {
    const sum = sumOfGroups([
      {
        key: 'a',
        value: 10,
        timeseries: [
          { '@timestamp': '0', count: 1, value: 4 },
          { '@timestamp': '60000', count: 1, value: 6 },
        ],
      },
      // The live service's form: a text date and numbers as strings.
      {
        key: 'b',
        value: '5' as never,
        timeseries: [{ '@time': 'Thu Jan 01 00:01:00 UTC 1970', count: '1', value: '5' }],
      },
    ]);
    expect(sum).toEqual({
      value: 15,
      points: [
        { t: 0, value: 4 },
        { t: 60_000, value: 11 },
      ],
    });
  });

  it("adds up: the organisation's total is its datasets', and its chart's slices add to theirs, whatever the answer holds", () => {
    // A figure as the contract allows it: a number, a number as text, text that is none, nothing.
    const figure = fc.oneof(
      fc.nat(1e9),
      fc.nat(1e9).map((n) => `${n}.0`),
      fc.constantFrom('n/a', ''),
      fc.constant(undefined),
    );
    const slice = fc.record({ t: fc.integer({ min: 0, max: 5 }), value: figure });
    const group = fc.record({ value: figure, slices: fc.array(slice, { maxLength: 6 }) });
    const readable = (v: unknown) =>
      Number.isFinite(Number(v)) && v !== '' && v !== undefined ? Number(v) : 0;
    fc.assert(
      fc.property(fc.array(group, { maxLength: 8 }), (groups) => {
        const answer = groups.map((g, i) => ({
          key: `d${i}`,
          value: g.value as never,
          // One slice per time in each group's series, as the service sends them.
          timeseries: [...new Map(g.slices.map((sl) => [sl.t, sl])).values()].map((sl) => ({
            '@timestamp': String(sl.t * 60_000),
            count: 1,
            ...(sl.value === undefined ? {} : { value: sl.value as never }),
          })),
        }));
        const sum = sumOfGroups(answer);
        expect(sum.value).toBe(groups.reduce((total, g) => total + readable(g.value), 0));
        const perSlice = answer
          .flatMap((g) => g.timeseries)
          .reduce((total, sl) => total + readable(sl.value), 0);
        expect(sum.points.reduce((total, p) => total + p.value, 0)).toBe(perSlice);
        expect(sum.points.every((p) => Number.isFinite(p.value))).toBe(true);
        // Each dataset's share of that total adds to the whole (when there is one).
        const rows = rowsWithChange(answer, []);
        if (sum.value > 0)
          expect(rows.reduce((total, r) => total + r.value / sum.value, 0)).toBeCloseTo(1, 9);
      }),
    );
  });
});
