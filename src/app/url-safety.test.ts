import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONGEST_SEARCH } from '../components/pickers/time-window';
import { LONGEST_USAGE } from '../features/usage/longest';
import { parseRelativeRange } from '../query-language/time-range';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Every URL is safe to open: each route's one search-param validator, fed random query strings
 * (parsed as the router parses them) and random values, never throws, returns every key it declares,
 * and returns only values of the types pages read. A value the page cannot use is undefined, so the
 * page takes its default.
 */
const router = createAppRouter(async () => createQueryClient());
const routes = Object.values(router.routesById)
  .map((route) => ({ id: route.id, validate: route.options.validateSearch }))
  .filter(
    (r): r is { id: string; validate: (search: Record<string, unknown>) => Record<string, unknown> } =>
      typeof r.validate === 'function',
  );

const LATEST = Date.UTC(9999, 11, 31);

const isText = (v: unknown) => typeof v === 'string';
const readable = (value: unknown): boolean =>
  value === undefined ||
  isText(value) ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every(isText)) ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isText));

describe('search params of every route', () => {
  it('covers the routes that read search params', () => {
    expect(routes.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        '/_console/search',
        '/_console/dashboards/$dashboardId',
        '/_console/users/',
        '/sign-in',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  for (const { id, validate } of routes) {
    const declared = Object.keys(validate({}));
    it(`${id}: declares every key it reads, so none reaches the page as typed in the URL`, () => {
      expect(declared.length).toBeGreaterThan(0);
    });
    it(`${id}: random query strings give readable values for ${declared.join(', ')}`, () => {
      const key = fc.constantFrom(...declared, 'other');
      const value = fc.oneof(
        fc.string(),
        fc.constantFrom(
          'true',
          '123',
          '-1',
          '1e999',
          '[]',
          '[1,"a"]',
          '{"a":1}',
          'null',
          '%',
          '"x"',
          'now-1h',
        ),
        fc.json(),
      );
      fc.assert(
        fc.property(fc.array(fc.tuple(key, value), { maxLength: 6 }), (pairs) => {
          const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          const raw = router.options.parseSearch(`?${query}`);
          const state = validate(raw);
          expect(Object.keys(state).sort()).toEqual([...declared].sort());
          for (const k of declared)
            expect(readable(state[k]), `${k}: ${JSON.stringify(state[k])}`).toBe(true);
          // What a page reads is what it would read again from a link it writes.
          expect(validate({ ...raw, ...state })).toEqual(state);
        }),
        { numRuns: 150, seed: 19 },
      );
    });

    if (declared.includes('from') && declared.includes('to'))
      it(`${id}: any number as from and to gives a window every date formatter can show, 31 days at most`, () => {
        const time = fc.oneof(
          fc.integer({ min: -1e16, max: 1e16 }),
          fc.integer({ min: 1, max: LATEST }),
          fc.constantFrom(0, 1, 8.64e15, 8.64e15 + 1, Number.MAX_SAFE_INTEGER, 1.5, -1),
        );
        fc.assert(
          fc.property(time, time, (from, to) => {
            const state = validate({ from, to });
            for (const t of [state.from, state.to])
              if (t !== undefined) expect(() => new Date(t as number).toISOString()).not.toThrow();
            if (state.from === undefined) return;
            const span = (state.to as number) - (state.from as number);
            expect(span).toBeGreaterThan(0);
            expect(span).toBeLessThanOrEqual(LONGEST_SEARCH.ms);
            // A window kept whole is the link's own; a longer one keeps its end.
            if (to - from <= LONGEST_SEARCH.ms) expect([state.from, state.to]).toEqual([from, to]);
            else expect(state.to).toBe(to);
          }),
          { numRuns: 200, seed: 19 },
        );
      });

    if (declared.includes('range'))
      it(`${id}: any "Last N <unit>" opens no longer than the page shows`, () => {
        const unit = fc.constantFrom('minutes', 'hours', 'days', 'weeks', 'months', 'years');
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 1e9 }), unit, (n, u) => {
            const { range } = validate({ range: `Last ${n} ${u}` }) as { range?: string };
            if (range === undefined) return;
            const length = parseRelativeRange(range).durationMs;
            expect(length).toBeLessThanOrEqual(
              id === '/_console/usage' ? LONGEST_USAGE.ms : LONGEST_SEARCH.ms,
            );
            expect(Number.isFinite(Date.now() - length)).toBe(true);
          }),
          { numRuns: 100, seed: 19 },
        );
      });

    it(`${id}: any values at all are dropped or read, never thrown on`, () => {
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...declared), fc.anything()), (raw) => {
          const state = validate(raw);
          for (const k of declared) expect(readable(state[k])).toBe(true);
        }),
        { numRuns: 100, seed: 19 },
      );
    });
  }
});
