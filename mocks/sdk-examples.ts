import { expect, it } from 'vitest';
import { createDemoToken } from './auth';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';

/**
 * The requests of the vendor's own Python SDK (bronto-sdk-python: its two search examples and its
 * dataset listing), as it sends them: every dataset by `from_expr: "*"`, lower-case windows, a filter on
 * `$status`. Whichever profile answers, a client written for the live service must get its answers.
 * Called by the test file of each profile (inside its describe).
 */
export function sdkExamples(): void {
  const key = DEMO_API_KEYS.Admin;

  it("answers the SDK's event search over every dataset", async () => {
    const answer = await call('POST', '/search', {
      key,
      body: {
        select: ['*', '@raw'],
        from_expr: '*',
        time_range: 'last 30 minutes',
        where: "$status='error' AND $service='checkout-api'",
        most_recent_first: true,
        limit: 20,
      },
    });
    expect(answer.status).toBe(200);
    const events = answer.body.events as { '@status': string; attributes: { $service: string } }[];
    for (const event of events) {
      expect(event['@status']).toBe('error');
      expect(event.attributes.$service).toBe('checkout-api');
    }
  });

  it('takes the bearer token alone, as the SDK sends it, and a dataset named as `collection.dataset`', async () => {
    const people = (await call('GET', '/users', { key })).body.users as { id: string; first_name: string }[];
    const token = createDemoToken(people.find((p) => p.first_name === 'Ada')?.id ?? '');
    const bare = await call('GET', '/logs', { headers: { Authorization: token } });
    expect(bare.status).toBe(200);
    const datasets = bare.body.logs as { log_id: string; collection: string; dataset: string }[];
    const web = datasets.find((d) => d.dataset === 'nginx-access');
    if (!web) throw new Error('the web logs');
    // One hour that has ended: the two searches count the same events, however far apart they run.
    const to_ts = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
    const hour = { from_ts: to_ts - 3_600_000, to_ts };
    const byName = await call('POST', '/search', {
      headers: { Authorization: token },
      body: { select: ['count(*)'], from: [`${web.collection}.${web.dataset}`], ...hour },
    });
    const byId = await call('POST', '/search', {
      key,
      body: { select: ['count(*)'], from: [web.log_id], ...hour },
    });
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({
      totals: byId.body.totals ?? {},
      groups_series: byId.body.groups_series ?? [],
    });
    expect((await call('GET', '/logs', { headers: { Authorization: 'not-a-token' } })).status).toBe(401);
  });

  it("answers the SDK's error counts over every dataset, a longer window never fewer", async () => {
    const counts: number[] = [];
    for (const window of ['last 15 minutes', 'last 1 hour', 'last 6 hours', 'last 1 day']) {
      const answer = await call('POST', '/search', {
        key,
        body: { select: ['count(*)'], from_expr: '*', time_range: window, where: "$status='error'" },
      });
      expect(answer.status).toBe(200);
      const slices = answer.body.totals.timeseries as { count: number }[];
      counts.push(slices.reduce((n, s) => n + Number(s.count), 0));
    }
    expect(counts.at(-1)).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('lists datasets as the SDK filters them: by ids, or by a selector that may match none', async () => {
    const all = (await call('GET', '/datasets', { key })).body.datasets as {
      id: string;
      collection: string;
    }[];
    const every = await call('GET', '/datasets', { key, query: { from_expr: '*' } });
    expect(every.body.datasets).toHaveLength(all.length);
    const web = await call('GET', '/datasets', { key, query: { from_expr: "collection = 'web'" } });
    expect(web.body.datasets.length).toBeGreaterThan(0);
    expect(web.body.datasets.length).toBeLessThan(all.length);
    expect(web.body.datasets.every((d: { collection: string }) => d.collection === 'web')).toBe(true);
    const none = await call('GET', '/datasets', { key, query: { from_expr: "collection = 'nowhere'" } });
    expect(none.status).toBe(200);
    expect(none.body.datasets).toEqual([]);
    const one = await call('GET', '/datasets', { key, query: { from: all[0]?.id ?? '' } });
    expect(one.body.datasets.map((d: { id: string }) => d.id)).toEqual([all[0]?.id]);
  });
}
