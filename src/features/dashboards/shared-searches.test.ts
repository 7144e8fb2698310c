import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { components } from '../../api/schema.gen';
import { ownAnswer, planDashboard, planSearches } from './shared-searches';
import type { SearchRequest } from './model';

type SearchResponse = components['schemas']['SearchResponse'];

const window = { from_ts: 1_000_000, to_ts: 4_600_000 };
const base: SearchRequest = { from: ['web'], select: ['count(*)'], num_of_slices: 60, limit: 1, ...window };
const series = (stat: string, value: number) => ({
  name: stat,
  stat,
  count: 10,
  value,
  timeseries: [{ '@timestamp': '1000000', count: 10, value }],
});

describe('one search for what widgets can ask once', () => {
  it('asks alike widgets once, and merges ungrouped aggregates over the same datasets, window and filter', () => {
    const p95 = { ...base, select: ['p95(latency_ms)'] };
    const avg = { ...base, select: ['avg(bytes)', 'count(*)'] };
    const filtered = { ...base, where: 'status_code >= 500' };
    const plan = planSearches([base, base, p95, avg, filtered], true);
    expect(plan.searches).toBe(2);
    const merged = plan.searchOf(p95);
    expect(merged.select).toEqual(['count(*)', 'p95(latency_ms)', 'avg(bytes)']);
    expect(plan.searchOf(base)).toBe(merged);
    expect(plan.searchOf(filtered)).toEqual(filtered);
  });

  it('keeps grouped searches apart unless they ask the same (a grouped answer carries one aggregate)', () => {
    const grouped = { ...base, groups: ['status_code'], num_of_slices: 1, limit: 12 };
    const groupedP95 = { ...grouped, select: ['p95(latency_ms)'] };
    const plan = planSearches([grouped, grouped, groupedP95], true);
    expect(plan.searches).toBe(2);
    expect(plan.searchOf(groupedP95)).toBe(groupedP95);
  });

  it('merges nothing for a service that answers one aggregate per search', () => {
    const p95 = { ...base, select: ['p95(latency_ms)'] };
    const plan = planSearches([base, p95, base], false);
    expect(plan.searches).toBe(2);
    expect(plan.searchOf(p95)).toBe(p95);
  });

  it("gives each widget its own aggregates' series from the shared answer, by the service's names for them", () => {
    const request = { ...base, select: ['avg(bytes)'] };
    const search = { ...base, select: ['count(*)', 'avg(bytes)'] };
    const answer: SearchResponse = { groups_series: [series('count(*)', 10), series('average(bytes)', 512)] };
    expect(ownAnswer(answer, search, request)?.groups_series?.map((g) => g.value)).toEqual([512]);
    expect(ownAnswer(answer, search, base)?.groups_series?.map((g) => g.value)).toEqual([10]);
  });

  it('finds an answer lacking an aggregate (the live service answers the first, in totals)', () => {
    const search = { ...base, select: ['count(*)', 'p95(latency_ms)'] };
    const live: SearchResponse = {
      groups_series: [],
      totals: { timeseries: [{ '@timestamp': '1', count: 4, value: 4 }] },
    };
    expect(ownAnswer(live, search, { ...base, select: ['p95(latency_ms)'] })).toBeUndefined();
    expect(ownAnswer(live, search, base)).toBe(live);
  });

  it('plans a twelve-widget overview of four queries as four searches', () => {
    const widget = (type: string, query: Record<string, unknown>) => ({ type, aux: { query } });
    const count = ['count(*)'];
    const all = { from: ['web'], select: count };
    const errors = { from: ['web'], where: 'status_code >= 500', select: count };
    const byStatus = { from: ['web'], select: count, groups: ['status_code'] };
    const checkout = { from: ['checkout'], where: "level = 'error'", select: count };
    const widgets = [all, errors, checkout].flatMap((q) =>
      ['score', 'line', 'area'].map((t) => widget(t, q)),
    );
    widgets.push(...['pie', 'top-list', 'treemap'].map((t) => widget(t, byStatus)));
    expect(widgets).toHaveLength(12);
    for (const several of [true, false])
      expect(planDashboard(widgets as never, window, undefined, several).searches).toBe(4);
  });
});

describe("a dashboard's cost", () => {
  it('counts a widget drawn from a metric as one request of its own, once per metric', () => {
    const widgets = [
      { type: 'line', aux: { query: { from: ['web'], select: ['count(*)'] } } },
      { type: 'line', metric_ids: ['m-1'] },
      { type: 'score', metric_ids: ['m-1'] },
      { type: 'area', metric_ids: ['m-2'] },
    ];
    expect(planDashboard(widgets as never, window, undefined, true).searches).toBe(3);
  });
});

describe('the plan, whatever the widgets', () => {
  const aggregate = fc.constantFrom('count(*)', 'avg(bytes)', 'p95(latency_ms)', 'max(latency_ms)');
  const request = fc.record({
    from: fc.constantFrom(['web'], ['web', 'cdn'], ['checkout']),
    where: fc.option(fc.constantFrom("level = 'error'", 'status_code >= 500'), { nil: undefined }),
    groups: fc.option(fc.constant(['status_code']), { nil: undefined }),
    select: fc.uniqueArray(aggregate, { minLength: 1, maxLength: 3 }),
  });

  it('answers every widget with a search holding all it asks and nothing else different, and costs at most one per widget', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 12 }), fc.boolean(), (drawn, several) => {
        const requests = drawn.map((r) => JSON.parse(JSON.stringify({ ...r, ...window })) as SearchRequest);
        const plan = planSearches(requests, several);
        const distinct = new Set(requests.map((r) => JSON.stringify(r))).size;
        expect(plan.searches).toBeLessThanOrEqual(distinct);
        const asked = new Set<string>();
        for (const r of requests) {
          const search = plan.searchOf(r);
          asked.add(JSON.stringify(search));
          expect(r.select.every((s) => search.select.includes(s))).toBe(true);
          const { select: _a, ...rest } = r;
          const { select: _b, ...shared } = search;
          expect(shared).toEqual(rest);
          if (!several || r.groups) expect(search.select).toEqual(r.select);
        }
        // What a refresh costs is what the widgets ask.
        expect(asked.size).toBe(plan.searches);
      }),
    );
  });
});
