import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-errors';
import { seedDatasets, type DatasetSpec } from './catalogue';
import { eventContext } from './context';
import { generateMinute, MINUTE, minuteCount } from './generator';
import { incidentsBefore } from './incidents';
import { SearchEngine, type SearchQuery } from './search';
import { topKeys } from './top-keys';
import { HOSTILE_LINES } from './writers';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 30);
const catalogue = seedDatasets();
const byName = (name: string) => catalogue.find((d) => d.dataset === name) as DatasetSpec;
const nginx = byName('nginx-access');
const payments = byName('payments-service');
const engine = new SearchEngine(() => NOW);
const search = (query: Partial<SearchQuery>) => engine.search({ select: [], ...query }, catalogue);
const countOf = (query: Partial<SearchQuery>) =>
  search({ ...query, select: ['count(*)'] }).groups_series?.[0]?.value;

function allPages(query: Partial<SearchQuery>) {
  let page = search(query);
  const events = [...(page.events ?? [])];
  let pages = 1;
  while (page.links?.some((l) => l.rel === 'next')) {
    const token = new URL(
      page.links.find((l) => l.rel === 'next')?.href as string,
      'http://x',
    ).searchParams.get('pagination_token') as string;
    page = engine.nextPage(token);
    events.push(...(page.events ?? []));
    pages++;
  }
  return { events, pages };
}

describe('the log generator', () => {
  it('writes the same minute the same way every time', () => {
    const minute = Math.floor(NOW / MINUTE) - 30;
    const incidents = incidentsBefore(NOW);
    expect(generateMinute(nginx, minute, incidents)).toEqual(generateMinute(nginx, minute, incidents));
    expect(generateMinute(nginx, minute, incidents)).toHaveLength(minuteCount(nginx, minute, incidents));
  });

  it('holds over a million events in the last 7 days, across 10 datasets in 4 collections', () => {
    const incidents = incidentsBefore(NOW);
    const last = Math.floor(NOW / MINUTE);
    let total = 0;
    for (let minute = last - 7 * 1440; minute < last; minute++)
      for (const spec of catalogue) total += minuteCount(spec, minute, incidents);
    expect(total).toBeGreaterThan(1_000_000);
    expect(new Set(catalogue.map((d) => d.collection)).size).toBe(4);
  });

  it('follows a daily shape and the seeded incidents', () => {
    const incident = incidentsBefore(NOW).find((i) => i.id === 'payments-provider-timeouts');
    expect(incident).toBeDefined();
    const during = countOf({
      from: [payments.id],
      fromTs: incident?.start,
      toTs: incident?.end,
      where: "outcome = 'timeout'",
    }) as number;
    const dayBefore = countOf({
      from: [payments.id],
      fromTs: (incident?.start as number) - 86_400_000,
      toTs: (incident?.end as number) - 86_400_000,
      where: "outcome = 'timeout'",
    }) as number;
    expect(during).toBeGreaterThan(100);
    expect(dayBefore).toBe(0);
  });

  it('has a dataset of hostile text', () => {
    const { events } = allPages({
      from: [byName('hostile-input').id],
      timeRange: 'Last 3 hours',
      limit: 500,
    });
    const raws = new Set(events.map((e) => e['@raw']));
    expect(HOSTILE_LINES.filter((line) => raws.has(line)).length).toBeGreaterThan(6);
  });
});

describe('event search', () => {
  it('pages newest first with no duplicates or gaps, and agrees with count(*)', () => {
    const query = {
      from: [nginx.id, payments.id],
      timeRange: 'Last 20 minutes',
      where: "status_code >= 400 OR outcome = 'declined'",
      limit: 15,
    };
    const { events, pages } = allPages(query);
    expect(pages).toBeGreaterThan(2);
    const keys = events.map((e) => `${e.metadata?.service_id}/${e.metadata?.sequence}`);
    expect(new Set(keys).size).toBe(keys.length);
    const times = events.map((e) => e.metadata?.timestamp as number);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events.length).toBe(countOf(query));
  });

  it('pages oldest first when asked', () => {
    const { events } = allPages({
      from: [payments.id],
      timeRange: 'Last 10 minutes',
      mostRecentFirst: false,
      limit: 25,
    });
    const times = events.map((e) => e.metadata?.timestamp as number);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('shapes events as the contract describes, with links to their context', () => {
    const [event] = search({ from: [nginx.id], timeRange: 'Last 5 minutes', limit: 1 }).events ?? [];
    expect(event?.['@time']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} UTC$/);
    expect(event?.message_kvs).toHaveProperty('status_code');
    expect(event?.attributes).toHaveProperty('$environment', 'production');
    expect(event?.links?.[0]?.href).toMatch(/^\/context\?from=.+&timestamp=\d+&sequence=\d+/);
  });

  it('orders by a key without pagination', () => {
    const events =
      search({ from: [nginx.id], timeRange: 'Last 5 minutes', orderBy: 'latency_ms DESC', limit: 5 })
        .events ?? [];
    const latencies = events.map((e) => (e.message_kvs as { latency_ms: number }).latency_ms);
    expect([...latencies].sort((a, b) => b - a)).toEqual(latencies);
  });

  it('explains where a query is wrong', () => {
    const error = (() => {
      try {
        search({ from: [nginx.id], where: 'status_code = ' });
      } catch (e) {
        return e as HttpError;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error?.status).toBe(400);
    expect(error?.details).toMatch(/^Invalid request: where: .* \(at character 15\)\. Expected a value/);
    expect(() => search({ from: ['nope'] })).toThrow(/from\[0\]: no dataset/);
    expect(() => search({ from: [nginx.id], timeRange: 'Last 2 fortnights' })).toThrow(
      /time_range: Unknown unit/,
    );
    expect(() => search({ from: [nginx.id], select: ['stddev(x)'] })).toThrow(/select\[0\]/);
  });

  it('estimates the bytes of a range without running it', () => {
    const response = search({ from: [nginx.id], timeRange: 'Last 7 days', explainOnly: true });
    expect(Object.keys(response)).toEqual(['explain']);
    expect(Number(response.explain?.['Approximate bytes in time range'])).toBeGreaterThan(50_000_000);
  });

  it('selects datasets with from_expr', () => {
    const response = engine.search(
      {
        select: ['count(*)'],
        fromExpr: "collection = 'apps' AND team != 'platform'",
        timeRange: 'Last 5 minutes',
      },
      catalogue,
    );
    const direct = countOf({
      from: [byName('checkout-api').id, payments.id, byName('orders-worker').id],
      timeRange: 'Last 5 minutes',
    });
    expect(response.groups_series?.[0]?.value).toBe(direct);
  });
});

describe('aggregates and groups', () => {
  it('counts the same by the fast path and by reading events', () => {
    const fast = search({
      from: [nginx.id, payments.id],
      timeRange: 'Last 3 hours',
      select: ['count(*)'],
      numOfSlices: 12,
    });
    const slow = search({
      from: [nginx.id, payments.id],
      timeRange: 'Last 3 hours',
      select: ['count(*)'],
      where: "@raw LIKE '%'",
      numOfSlices: 12,
    });
    expect(fast.groups_series?.[0]?.value).toBe(slow.groups_series?.[0]?.value);
    expect(fast.totals?.timeseries).toEqual(slow.totals?.timeseries);
    // Quarter hours on the clock: 12 of them, or 13 when the window starts within one.
    const starts = (fast.totals?.timeseries ?? []).map((s) => Number(s['@timestamp']));
    expect(starts.length === 12 || starts.length === 13).toBe(true);
    expect(starts.every((t) => t % 900_000 === 0)).toBe(true);
  });

  it('computes sum, average, min, max and percentiles with quantiles', () => {
    const response = search({
      from: [nginx.id],
      timeRange: 'Last 1 hour',
      select: ['avg(latency_ms)', 'p95(latency_ms)', 'max(latency_ms)', 'min(latency_ms)', 'sum(bytes)'],
    });
    const [avg, p95, max, min, sum] = response.groups_series ?? [];
    expect(avg?.stat).toBe('average(latency_ms)');
    expect(p95?.stat).toBe('p95(latency_ms)');
    expect(min?.value).toBeLessThanOrEqual(avg?.value as number);
    expect(avg?.value).toBeLessThanOrEqual(max?.value as number);
    expect(p95?.value).toBeLessThanOrEqual(max?.value as number);
    expect(avg?.quantiles?.p50).toBeLessThanOrEqual(avg?.quantiles?.p99 as number);
    expect(avg?.histogram?.buckets).toHaveLength(10);
    expect(sum?.value).toBeGreaterThan(0);
  });

  it('groups by keys, nested, with counts that add up', () => {
    // Before the web tier's bad upgrade (11:20), whose error lines carry no method or status: every
    // event in the window has both keys.
    const window = { fromTs: NOW - 2 * 3_600_000, toTs: NOW - 90 * 60_000 };
    const query = {
      from: [nginx.id],
      ...window,
      select: ['count(*)'],
      groups: ['method', 'status_code'],
      limit: 100,
    };
    const response = search(query);
    const total = countOf({ from: [nginx.id], ...window }) as number;
    const groups = response.groups_series ?? [];
    expect(groups[0]?.key).toBe('method');
    expect(groups[0]?.name).toBe('GET');
    expect(groups.reduce((n, g) => n + (g.count as number), 0)).toBe(total);
    const nested = groups[0]?.groups_series ?? [];
    expect(nested[0]?.name).toBe('200');
    expect(nested.reduce((n, g) => n + (g.count as number), 0)).toBe(groups[0]?.count);
    expect(response.groups?.[0]?.group).toBe('[GET]');
  });

  it('refuses a group-by without an aggregate', () => {
    expect(() => search({ from: [nginx.id], groups: ['method'] })).toThrow(/needs an aggregate/);
  });
});

describe('context', () => {
  const incidents = incidentsBefore(NOW);
  const minute = Math.floor(NOW / MINUTE) - 10;
  const anchor = generateMinute(nginx, minute, incidents)[3];
  const context = (direction: 'before' | 'after' | 'both', limit: number) =>
    eventContext(engine.cache, incidents, NOW, {
      spec: nginx,
      timestamp: anchor?.timestamp as number,
      sequence: anchor?.sequence as number,
      limit,
      direction,
    }).result ?? [];

  it('centres both directions on the event, exact by sequence', () => {
    const rows = context('both', 101);
    expect(rows).toHaveLength(101);
    expect(rows[50]?.metadata?.sequence).toBe(anchor?.sequence);
  });

  it('ends before and starts after the event, across minutes', () => {
    const before = context('before', 200);
    const after = context('after', 200);
    expect(before).toHaveLength(200);
    expect(before[199]?.metadata?.timestamp).toBeLessThanOrEqual(anchor?.timestamp as number);
    expect(before.map((r) => r.metadata?.sequence)).not.toContain(anchor?.sequence);
    expect(after[0]?.metadata?.timestamp).toBeGreaterThanOrEqual(anchor?.timestamp as number);
    expect(
      new Set(before.map((r) => Math.floor((r.metadata?.timestamp as number) / MINUTE))).size,
    ).toBeGreaterThan(1);
  });
});

describe('top keys', () => {
  it('ranks keys and their values by frequency', () => {
    const keys = topKeys(engine.cache, incidentsBefore(NOW), nginx, NOW - 3_600_000, NOW);
    expect(keys.status_code).toMatchObject({ type: 'NUMBER', field_type: 'MESSAGE_KVP' });
    expect(Object.keys(keys.status_code?.values ?? {})[0]).toBe('200');
    expect(keys.$region?.field_type).toBe('ATTRIBUTE');
  });
});
