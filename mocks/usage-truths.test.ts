// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from './db/seed';
import { AVERAGE_BYTES, seedDatasets } from './engine/catalogue';
import { call } from './test-client';
import { setupMockService } from './testing';

/**
 * What usage must always answer, whatever the window and slicing: the engine behind the demo's Home,
 * Limits and Usage pages counts every minute, so its figures add up and never move backwards.
 */
const DAY = 86_400_000;
const MINUTE = 60_000;
// A fixed clock: a Tuesday afternoon, the 25th of a 30-day month, so "this month" spans 24 days.
let clock = Date.UTC(2026, 10, 25, 15, 37, 12, 345);
const { backend } = setupMockService({
  now: () => clock,
  rateLimit: { requests: 1_000_000, windowSeconds: 60 },
});
const key = DEMO_API_KEYS.Admin;
const acme = () => backend.db.state.organisations.find((o) => o.name === 'Acme Retail')?.id;
const kinds = new Map(seedDatasets().map((d) => [d.id, d.kind]));
const kindOf = (id: string) => kinds.get(id) ?? 'empty';

const num = (value: unknown) => Number(value);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function total(query: Record<string, string>) {
  const answer = await call('GET', '/usage', { key, query: { usage_type: 'ingestion', ...query } });
  expect(answer.status).toBe(200);
  return {
    total: num(answer.body.total_value),
    slices: (answer.body.series as { value: number }[]).map((s) => num(s.value)),
  };
}

async function perDataset(query: Record<string, string>) {
  const answer = await call('GET', '/usage/organizations/logs', {
    key,
    query: { usage_type: 'ingestion', limit: '500', ...query },
  });
  expect(answer.status).toBe(200);
  return (answer.body.groups_series as { value: number }[]).map((g) => num(g.value));
}

/** A window in the last 90 days: its end, and its length from a minute to 30 days. */
const windows = fc.record({
  endAgo: fc.integer({ min: 0, max: 60 * DAY }),
  length: fc.integer({ min: MINUTE, max: 30 * DAY }),
  slices: fc.integer({ min: 1, max: 48 }),
});

describe('usage: the engine’s truths', () => {
  it('a window’s total is the sum of its slices, and the sum over its datasets', async () => {
    await fc.assert(
      fc.asyncProperty(windows, async ({ endAgo, length, slices }) => {
        const to = clock - endAgo;
        const query = { from_ts: String(to - length), to_ts: String(to) };
        const whole = await total({ ...query, num_of_slices: String(slices) });
        expect(sum(whole.slices)).toBe(whole.total);
        expect(sum(await perDataset(query))).toBe(whole.total);
        expect(sum(await perDataset({ ...query, num_of_slices: String(slices) }))).toBe(whole.total);
      }),
      { numRuns: 25 },
    );
  });

  it('a longer window never answers less', async () => {
    await fc.assert(
      fc.asyncProperty(windows, fc.integer({ min: 1, max: 30 * DAY }), async ({ endAgo, length }, more) => {
        const to = String(clock - endAgo);
        const shorter = { from_ts: String(clock - endAgo - length), to_ts: to };
        const longer = { from_ts: String(clock - endAgo - length - more), to_ts: to };
        expect((await total(longer)).total).toBeGreaterThanOrEqual((await total(shorter)).total);
        expect(sum(await perDataset(longer))).toBeGreaterThanOrEqual(sum(await perDataset(shorter)));
      }),
      { numRuns: 25 },
    );
    // The relative ranges a person picks, in order of length.
    const ranges = ['Last 1 days', 'Last 7 days', 'Last 24 days', 'Last 25 days', 'Last 30 days'];
    for (const read of [
      async (range: string) => (await total({ time_range: range })).total,
      async (range: string) => sum(await perDataset({ time_range: range })),
    ]) {
      const totals: number[] = [];
      for (const range of ranges) totals.push(await read(range));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
  });

  it('"this month", as Home and Limits ask for it, never goes down as the day goes on', async () => {
    const start = clock;
    try {
      const monthStart = Date.UTC(2026, 10, 1);
      let before = -1;
      // Every 7 to 97 minutes through the afternoon and evening, as the page asks again.
      for (const step of fc.sample(fc.integer({ min: 7, max: 97 }), { numRuns: 12, seed: 38 })) {
        clock += step * MINUTE;
        const endOfHour = Math.floor(clock / 3_600_000) * 3_600_000 + 3_600_000;
        const month = sum(await perDataset({ from_ts: String(monthStart), to_ts: String(endOfHour) }));
        expect(month).toBeGreaterThanOrEqual(before);
        before = month;
      }
    } finally {
      clock = start;
    }
  });

  it('a dataset’s usage is its events, as a search counts them, times the average size of its kind', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 * 24 * 60 }),
        fc.integer({ min: 1, max: 24 * 60 }),
        fc.nat({ max: 7 }),
        async (endAgo, minutes, index) => {
          const dataset = backend.db.state.datasets.filter((d) => d.org_id === acme())[index];
          if (!dataset) return;
          const to = (Math.floor(clock / MINUTE) - endAgo) * MINUTE;
          const window = { from_ts: to - minutes * MINUTE, to_ts: to };
          const usage = await call('GET', '/usage/organizations/logs', {
            key,
            query: { from_ts: String(window.from_ts), to_ts: String(window.to_ts), limit: '500' },
          });
          const bytes = num(
            (usage.body.groups_series as { key: string; value: number }[]).find((g) => g.key === dataset.id)
              ?.value,
          );
          const search = await call('POST', '/search', {
            key,
            body: { from: [dataset.id], select: ['count(*)'], ...window },
          });
          const events = num(
            search.body.totals.timeseries.reduce((n: number, s: { count: number }) => n + s.count, 0),
          );
          expect(bytes).toBe(events * AVERAGE_BYTES[kindOf(dataset.id)]);
        },
      ),
      { numRuns: 20 },
    );
  });
});
