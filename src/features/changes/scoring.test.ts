import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomialTest, dropsFirst, rankValues } from './scoring';

describe('the binomial test', () => {
  it('gives the exact two-sided p-value for small counts', () => {
    // 5 of 5 where each falls either way: 2 × 0.5^5.
    expect(binomialTest(5, 5, 0.5)).toBeCloseTo(0.0625, 6);
    expect(binomialTest(0, 5, 0.5)).toBeCloseTo(0.0625, 6);
    expect(binomialTest(1, 2, 0.5)).toBeCloseTo(1, 6);
    expect(binomialTest(0, 0, 0.5)).toBe(1);
  });

  it('agrees with the exact test where it switches to the normal approximation', () => {
    const exact = binomialTest(1060, 2000, 0.5);
    const approximate = binomialTest(1600, 3000, 0.5);
    expect(exact).toBeGreaterThan(0.004);
    expect(exact).toBeLessThan(0.01);
    // z = (100 − 0.5) / √750 = 3.63.
    expect(approximate).toBeCloseTo(0.00028, 5);
  });
});

describe('ranking values between a window and its baseline', () => {
  const totals = { window: 3000, baseline: 2000 };

  it('puts the value that explains a spike first, with its share and its part of the change', () => {
    const ranked = rankValues(
      [
        { field: 'status_code', value: '200', window: 2300, baseline: 1900 },
        { field: 'status_code', value: '503', window: 650, baseline: 4 },
        { field: 'status_code', value: '404', window: 50, baseline: 96 },
      ],
      totals,
    );
    const first = ranked[0];
    expect(first?.value).toBe('503');
    expect(first?.significant).toBe(true);
    expect(first?.windowShare).toBeCloseTo(650 / 3000);
    expect(first?.excess).toBeCloseTo(650 - 3000 * (4 / 2000));
    // Of the 400 + 646 + 46 events that moved between status codes, 646 are the 503's.
    expect(first?.shareOfChange).toBeCloseTo(646 / (400 + 646 + 46));
    // A value crowded out by the spike comes after, its excess negative.
    expect(ranked.at(-1)?.excess).toBeLessThan(0);
  });

  it('does not take a value that grew with everything else for a change', () => {
    const [row] = rankValues([{ field: 'method', value: 'GET', window: 2700, baseline: 1800 }], totals);
    expect(row?.excess).toBeCloseTo(0);
    expect(row?.significant).toBe(false);
  });

  it('marks values present in one window only, and needs more than a few events to call them a change', () => {
    const ranked = rankValues(
      [
        { field: 'host', value: 'web-9', window: 2, baseline: 0 },
        { field: 'host', value: 'web-4', window: 40, baseline: 0 },
        { field: 'host', value: 'web-1', window: 0, baseline: 30 },
      ],
      { window: 1000, baseline: 1000 },
    );
    const byValue = new Map(ranked.map((r) => [r.value, r]));
    expect(byValue.get('web-9')?.only).toBe('window');
    expect(byValue.get('web-9')?.significant).toBe(false);
    expect(byValue.get('web-4')?.significant).toBe(true);
    expect(byValue.get('web-1')?.only).toBe('baseline');
    expect(byValue.get('web-1')?.significant).toBe(true);
    expect(ranked[0]?.value).toBe('web-4');
  });

  it('ranks the largest drop first when the window has fewer events', () => {
    const ranked = rankValues(
      [
        { field: 'region', value: 'eu', window: 900, baseline: 1000 },
        { field: 'region', value: 'us', window: 100, baseline: 1000 },
      ],
      { window: 1000, baseline: 2000 },
    );
    expect(ranked[0]?.value).toBe('us');
    expect(ranked[0]?.excess).toBeLessThan(0);
    expect(ranked[0]?.shareOfChange).toBeGreaterThan(0.5);
  });

  it('ranks the largest rise first when one value spikes in a window quieter than its baseline', () => {
    // The seeded bad upgrade on a Saturday, against the Friday before: fewer events, one host spiking.
    const rows = [
      { field: 'host', value: 'web-4', window: 720, baseline: 380 },
      { field: 'host', value: 'web-2', window: 201, baseline: 357 },
      { field: 'host', value: 'web-3', window: 217, baseline: 374 },
      { field: 'host', value: 'web-5', window: 211, baseline: 373 },
      { field: '$version', value: '2.14.0', window: 695, baseline: 0 },
      { field: '$version', value: '2.13.2', window: 1147, baseline: 2118 },
    ];
    const quieter = { window: 1842, baseline: 2118 };
    const ranked = rankValues(rows, quieter);
    expect(dropsFirst(ranked, quieter)).toBe(false);
    expect(ranked.slice(0, 2).map((r) => r.value)).toEqual(['2.14.0', 'web-4']);
  });

  it("puts a spike over a quiet baseline first, though every other value's share fell far", () => {
    // An anomaly alert's span of 5xx responses: 27 in the baseline, 325 in the window, nearly all of
    // them one host's new version answering 503 on one path (as the seeded incident reads).
    const rows = [
      { field: '$version', value: '2.13.2', window: 12, baseline: 27 },
      { field: '$version', value: '2.14.0', window: 315, baseline: 0 },
      { field: 'status_code', value: '500', window: 13, baseline: 19 },
      { field: 'status_code', value: '503', window: 314, baseline: 8 },
      ...['web-1', 'web-2', 'web-5', 'web-6'].map((value, i) => ({
        field: '$host',
        value,
        window: i === 1 ? 0 : 2,
        baseline: 6,
      })),
      { field: '$host', value: 'web-4', window: 316, baseline: 3 },
      { field: 'path', value: '/healthz', window: 2, baseline: 5 },
      { field: 'path', value: '/static/app.css', window: 1, baseline: 4 },
      { field: 'path', value: '/api/search', window: 315, baseline: 1 },
    ];
    const quiet = { window: 325, baseline: 27 };
    const ranked = rankValues(rows, quiet);
    expect(dropsFirst(ranked, quiet)).toBe(false);
    expect(ranked.slice(0, 4).map((r) => r.value)).toEqual(
      expect.arrayContaining(['2.14.0', 'web-4', '/api/search', '503']),
    );
  });

  it('corrects for the number of values compared: a p of 0.005 is not enough among ten', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({
      field: 'k',
      value: String(i),
      window: 100,
      baseline: 100,
    }));
    rows[0] = { field: 'k', value: '0', window: 138, baseline: 86 };
    const [first] = rankValues(rows, { window: 1038, baseline: 986 });
    expect(first?.p).toBeLessThan(0.01);
    expect(first?.significant).toBe(false);
  });

  it('handles an empty baseline: every value is new, shares of nothing are zero', () => {
    const [row] = rankValues([{ field: 'k', value: 'a', window: 12, baseline: 0 }], {
      window: 12,
      baseline: 0,
    });
    expect(row?.baselineShare).toBe(0);
    expect(row?.excess).toBe(12);
    expect(row?.only).toBe('window');
  });
});

describe('what always holds of the ranking', () => {
  /** A field's values over both windows: every event has one, so the values split each window whole. */
  const partition = fc
    .array(fc.tuple(fc.nat(500), fc.nat(500)), { minLength: 1, maxLength: 12 })
    .filter((pairs) => pairs.some(([w]) => w > 0) && pairs.some(([, b]) => b > 0));

  it('the excesses of a field whose values cover every event add up to nothing, and their shares of the change to all of it', () => {
    fc.assert(
      fc.property(partition, (pairs) => {
        const rows = pairs.map(([window, baseline], i) => ({
          field: 'k',
          value: String(i),
          window,
          baseline,
        }));
        const totals = {
          window: pairs.reduce((n, [w]) => n + w, 0),
          baseline: pairs.reduce((n, [, b]) => n + b, 0),
        };
        const ranked = rankValues(rows, totals);
        expect(ranked.reduce((n, r) => n + r.excess, 0)).toBeCloseTo(0, 6);
        if (ranked.some((r) => r.window !== r.baseline))
          expect(ranked.reduce((n, r) => n + (r.shareOfChange ?? 0), 0)).toBeCloseTo(1, 6);
        for (const r of ranked) {
          expect(r.p).toBeGreaterThanOrEqual(0);
          expect(r.p).toBeLessThanOrEqual(1);
          expect(r.windowShare).toBeCloseTo(r.window / totals.window, 9);
        }
        // Significant rows come first.
        const firstChance = ranked.findIndex((r) => !r.significant);
        if (firstChance >= 0) expect(ranked.slice(firstChance).every((r) => !r.significant)).toBe(true);
      }),
      { numRuns: 200, seed: 33 },
    );
  });

  it('a change of the whole traffic alone never turns the ranking around', () => {
    const counts = fc.array(fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 })), {
      minLength: 2,
      maxLength: 8,
    });
    fc.assert(
      fc.property(counts, fc.integer({ min: 2, max: 5 }), (pairs, times) => {
        const rowsAt = (scale: number) =>
          pairs.map(([window, baseline], i) => ({
            field: 'k',
            value: String(i),
            window,
            baseline: baseline * scale,
          }));
        const totalsAt = (scale: number) => ({
          window: pairs.reduce((n, [w]) => n + w, 0),
          baseline: pairs.reduce((n, [, b]) => n + b * scale, 0),
        });
        // The baseline busier, or quieter, by the same factor throughout: every share is the same.
        const busier = rankValues(rowsAt(times), totalsAt(times));
        const same = rankValues(rowsAt(1), totalsAt(1));
        expect(dropsFirst(busier, totalsAt(times))).toBe(dropsFirst(same, totalsAt(1)));
      }),
      { numRuns: 300, seed: 35 },
    );
  });

  it('a value that kept its share exactly has no excess and is never a change, whatever its count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 4 }), (count, times) => {
        const [row] = rankValues([{ field: 'k', value: 'v', window: count * times, baseline: count }], {
          window: 10_000 * times,
          baseline: 10_000,
        });
        expect(row?.excess).toBeCloseTo(0, 6);
        expect(row?.significant).toBe(false);
      }),
      { numRuns: 200, seed: 34 },
    );
  });
});

describe('the share of the change', () => {
  /** Values of one or more fields, some events of each window in none of the values listed. */
  const listed = fc.array(
    fc.record({
      field: fc.constantFrom('a', 'b', 'c'),
      value: fc.string({ maxLength: 3 }),
      window: fc.nat(400),
      baseline: fc.nat(400),
    }),
    { maxLength: 20 },
  );

  it('is a share, 0–100 %, and a field`s values never share more than all of it, whatever moved where', () => {
    fc.assert(
      fc.property(listed, fc.nat(3000), fc.nat(3000), (rows, moreWindow, moreBaseline) => {
        const unique = [...new Map(rows.map((r) => [`${r.field}\n${r.value}`, r])).values()];
        const sum = (field: string, side: 'window' | 'baseline') =>
          unique.filter((r) => r.field === field).reduce((n, r) => n + r[side], 0);
        const fields = ['a', 'b', 'c'];
        const totals = {
          window: Math.max(...fields.map((f) => sum(f, 'window'))) + moreWindow,
          baseline: Math.max(...fields.map((f) => sum(f, 'baseline'))) + moreBaseline,
        };
        const ranked = rankValues(unique, totals);
        for (const r of ranked) {
          if (r.shareOfChange === undefined) continue;
          expect(r.shareOfChange).toBeGreaterThanOrEqual(0);
          expect(r.shareOfChange).toBeLessThanOrEqual(1);
        }
        for (const field of fields)
          expect(
            ranked.filter((r) => r.field === field).reduce((n, r) => n + (r.shareOfChange ?? 0), 0),
          ).toBeLessThanOrEqual(1 + 1e-9);
      }),
      { numRuns: 300, seed: 46 },
    );
  });
});
