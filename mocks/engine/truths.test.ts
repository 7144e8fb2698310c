import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { seedDatasets } from './catalogue';
import { MinuteCache } from './generator';
import { incidentsBefore } from './incidents';
import { SearchEngine, type SearchQuery } from './search';
import { significantKeys } from './significant-keys';

/**
 * What every aggregate answer of the engine must hold, for any window, slicing and select: the demo's
 * numbers and every figure measured on it rest on these.
 */
type Response = components['schemas']['SearchResponse'];
const NOW = Date.UTC(2026, 10, 21, 14, 49, 45, 653);
const MINUTE = 60_000;
const catalogue = seedDatasets();
const engine = new SearchEngine(() => NOW);
const search = (query: Partial<SearchQuery>): Response => engine.search({ select: [], ...query }, catalogue);

const nginx = catalogue.find((d) => d.dataset === 'nginx-access')?.id as string;
const checkout = catalogue.find((d) => d.dataset === 'checkout-api')?.id as string;

/** A window within the last 2 days, from 10 seconds to 6 hours long, ending anywhere in a minute. */
const windows = fc.record({
  endAgo: fc.integer({ min: 0, max: 2 * 24 * 60 * MINUTE }),
  length: fc.integer({ min: 10_000, max: 6 * 60 * MINUTE }),
  slices: fc.integer({ min: 1, max: 120 }),
});
const windowOf = ({ endAgo, length }: { endAgo: number; length: number }) => ({
  fromTs: NOW - endAgo - length,
  toTs: NOW - endAgo,
});

const AGGREGATES = [
  'count(*)',
  'avg(latency_ms)',
  'p95(latency_ms)',
  'max(bytes)',
  'sum(bytes)',
  'min(latency_ms)',
];

describe('the search engine’s truths', () => {
  it('answers every aggregate asked for with its own series and quantiles, as if asked alone', () => {
    fc.assert(
      fc.property(
        windows,
        fc.uniqueArray(fc.constantFrom(...AGGREGATES), { minLength: 2, maxLength: 4 }),
        fc.constantFrom(undefined, 'status_code >= 400', "method = 'GET'"),
        (w, select, where) => {
          const query = { from: [nginx], ...windowOf(w), numOfSlices: w.slices, ...(where ? { where } : {}) };
          const together = search({ ...query, select }).groups_series ?? [];
          expect(together).toHaveLength(select.length);
          select.forEach((aggregate, i) => {
            const [alone] = search({ ...query, select: [aggregate] }).groups_series ?? [];
            expect(together[i]).toEqual(alone);
            expect(together[i]?.timeseries?.length).toBeGreaterThan(0);
          });
        },
      ),
      { numRuns: 20 },
    );
  });

  it('cuts time into slices on the clock that cover the window, and its slices add up to its total', () => {
    fc.assert(
      fc.property(windows, fc.constantFrom(undefined, 'status_code >= 500'), (w, where) => {
        const { fromTs, toTs } = windowOf(w);
        const [series] =
          search({
            from: [nginx, checkout],
            fromTs,
            toTs,
            select: ['count(*)'],
            numOfSlices: w.slices,
            ...(where ? { where } : {}),
          }).groups_series ?? [];
        const width = series?.series_resolution_ms as number;
        const starts = (series?.timeseries ?? []).map((s) => Number(s['@timestamp']));
        if (w.slices === 1) {
          // One slice is the window itself: its total, as a pie or a score reads it.
          expect(starts).toEqual([fromTs]);
          expect(width).toBe(toTs - fromTs);
          return;
        }
        // On the clock: each slice starts at a multiple of its width, so its label is its window.
        expect(starts.every((t) => t % width === 0)).toBe(true);
        starts.forEach((t, i) => i > 0 && expect(t - (starts[i - 1] as number)).toBe(width));
        // The slices cover the window and no more than one slice's width beyond it on either side.
        expect(starts[0]).toBeLessThanOrEqual(fromTs);
        expect(fromTs - (starts[0] as number)).toBeLessThan(width);
        expect((starts.at(-1) as number) + width).toBeGreaterThanOrEqual(toTs);
        expect(toTs - (starts.at(-1) as number)).toBeGreaterThan(0);
        // Never more than asked, but for the one the clock adds when the window starts within a slice.
        expect(starts.length).toBeLessThanOrEqual(w.slices + 1);
        const counts = (series?.timeseries ?? []).reduce((n, s) => n + Number(s.count), 0);
        expect(counts).toBe(series?.value);
      }),
      { numRuns: 40 },
    );
  });

  it('counts more over a longer window, never less', () => {
    fc.assert(
      fc.property(windows, fc.integer({ min: 1, max: 60 * MINUTE }), (w, more) => {
        const { fromTs, toTs } = windowOf(w);
        const count = (from: number) =>
          search({ from: [checkout], fromTs: from, toTs, select: ['count(*)'], where: "level = 'error'" })
            .groups_series?.[0]?.value ?? NaN;
        expect(count(fromTs - more)).toBeGreaterThanOrEqual(count(fromTs));
      }),
      { numRuns: 20 },
    );
  });

  // Logs with no dataset chosen searches from_expr '*': its count is the datasets' counts added up.
  it('counts over every dataset what the datasets count one by one, added up', () => {
    const countOf = (query: Partial<SearchQuery>) =>
      Number(search({ ...query, select: ['count(*)'] }).groups_series?.[0]?.value ?? NaN);
    fc.assert(
      fc.property(
        windows,
        fc.constantFrom(undefined, 'status_code >= 400', "level = 'error'"),
        (w, where) => {
          const window = { ...windowOf(w), ...(where ? { where } : {}) };
          const each = catalogue.map((d) => countOf({ from: [d.id], ...window }));
          expect(countOf({ fromExpr: '*', ...window })).toBe(each.reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe('the keys worth charting', () => {
  const MEASURE = /^(latency_ms|bytes|duration_ms|amount|cpu_pct)$/;
  const CODE = /(^|[_$])(code|status|id|level)$/;
  it('suggests counts per value for codes and categories, and the average only of measures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 * 24 }), fc.constantFrom(...catalogue), (hoursAgo, spec) => {
        const at = NOW - hoursAgo * 3_600_000;
        const ranked = significantKeys(new MinuteCache(), incidentsBefore(at), spec, at);
        for (const key of ranked.keys) {
          const averaged = (key.suggested_select ?? []).some((s) => !s.startsWith('count('));
          if (CODE.test(key.key)) {
            expect(averaged, `${key.key} of ${spec.dataset}`).toBe(false);
            expect(key.suggested_groups).toEqual([key.key]);
          }
          if (averaged) expect(key.type).toBe('NUMBER');
          if (MEASURE.test(key.key) && key.type === 'NUMBER') expect(key.suggested_chart).toBe('line');
        }
      }),
      { numRuns: 12 },
    );
  });
});
