// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoToken } from './auth';
import { DEMO_API_KEYS } from './db/seed';
import { vendorProfile } from './profiles/vendor';
import { call } from './test-client';
import { sdkExamples } from './sdk-examples';
import { setupMockService } from './testing';

/**
 * The `vendor` profile answers as the vendor's live service does (mocks/profiles/vendor.ts says how).
 * Each shape and gap the console must survive is pinned here, over the same data as the default.
 */
const { backend } = setupMockService({ profile: vendorProfile });
const key = DEMO_API_KEYS.Admin;
const must = <T>(value: T | undefined | null): T => {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
};
const acme = () => must(backend.db.state.organisations.find((o) => o.name === 'Acme Retail'));

describe('the vendor profile', () => {
  sdkExamples();

  it('has no "who am I", role listing or writes, organisation detail, significant keys or config assistant', async () => {
    expect((await call('GET', '/identity', { key })).status).toBe(404);
    const roles = await call('GET', '/roles', { key });
    expect(roles.status).toBe(404);
    expect(roles.body).toBeUndefined();
    expect((await call('POST', '/roles', { key, body: {} })).status).toBe(404);
    expect((await call('GET', `/organizations/${acme().id}`, { key })).status).toBe(404);
    expect((await call('GET', '/significant-keys', { key })).status).toBe(404);
    expect((await call('POST', '/config-assistant', { key, body: {} })).status).toBe(404);
    // What it does have: a role by id, the customer record, the logs list.
    expect((await call('GET', '/roles/Admin', { key })).status).toBe(200);
    expect((await call('GET', '/customer', { key })).body).toMatchObject({
      org_id: acme().id,
      customer_name: 'Acme Retail',
    });
    expect((await call('GET', '/logs', { key })).status).toBe(200);
  });

  it('sends sign-in methods as an array and last logins in seconds', async () => {
    const { body } = await call('GET', '/users', { key });
    const stored = must(backend.db.state.users.find((u) => u.id === body.users[0].id));
    expect(Array.isArray(body.users[0].login_methods)).toBe(true);
    expect(body.users[0].login_methods[0]).toEqual({
      name: expect.stringMatching(/^[A-Z]/),
      enabled: expect.any(Boolean),
    });
    const [method, at] = must(Object.entries(stored.last_logins ?? {})[0]);
    expect(body.users[0].last_logins[method]).toBe(Math.floor(at / 1000));
  });

  it('sends a key expiry in seconds', async () => {
    const { body } = await call('GET', '/api-keys', { key });
    const expiring = body.api_keys.find((k: { expires_at?: number }) => k.expires_at !== undefined);
    const stored = must(backend.db.state.apiKeys.find((k) => k.id === expiring.id));
    expect(expiring.expires_at).toBe(Math.floor(must(stored.expires_at) / 1000));
    expect(expiring.expires_at).toBeLessThan(1e12);
  });

  it('sends usage points with a text time and numbers as strings', async () => {
    const { body } = await call('GET', '/usage', {
      key,
      query: { usage_type: 'ingestion', time_range: 'Last 1 days', num_of_slices: '4' },
    });
    const point = body.series[0];
    expect(point['@timestamp']).toBeUndefined();
    expect(point['@time']).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2} UTC \d{4}$/);
    expect(Number.isFinite(Date.parse(point['@time']))).toBe(true);
    expect(typeof point.count).toBe('string');
    expect(typeof point.value).toBe('string');
    expect(typeof body.total_value).toBe('string');
  });

  it('sends top-key values only as the keys of their map', async () => {
    const logId = must(backend.db.state.datasets.find((d) => d.org_id === acme().id)).id;
    const { body } = await call('GET', '/top-keys', { key, query: { log_id: logId } });
    const [, first] = must(
      Object.entries(body[logId] as Record<string, { values: Record<string, object> }>)[0],
    );
    const [valueName, value] = must(Object.entries(first.values)[0]);
    expect(valueName).not.toBe('');
    expect(value).toEqual({ rank: 1 });
  });

  it('sends collections as maps of their datasets', async () => {
    const { body } = await call('GET', '/collections', { key });
    const [name, datasets] = must(Object.entries(body.collections[0] as Record<string, unknown[]>)[0]);
    expect(typeof name).toBe('string');
    expect(datasets.length).toBeGreaterThan(0);
  });

  it('sends monitors without their query, which lives behind metric_id, and the kind under either name', async () => {
    const { body } = await call('GET', '/monitors', { key });
    expect(body.monitors.every((m: { queries?: unknown }) => m.queries === undefined)).toBe(true);
    expect(body.monitors[0].type).toBeDefined();
    expect(body.monitors[0].monitor_type).toBeUndefined();
    expect(body.monitors[1].monitor_type).toBeDefined();
    expect(body.monitors[1].type).toBeUndefined();
    const definition = await call('GET', `/metrics/definitions/${body.monitors[1].metric_id}`, { key });
    const stored = must(backend.db.state.monitors.find((m) => m.id === body.monitors[1].id));
    expect(definition.body.queries).toEqual(stored.queries);
  });

  it('sends monitor templates as its contract has them: the rule at the top, parameters by name, the query behind metric_id', async () => {
    const { body } = await call('GET', '/monitors/templates', { key });
    const template = body.templates.find((t: { name: string }) => t.name === 'Errors of one service');
    expect(template).not.toHaveProperty('monitor');
    expect(template).toMatchObject({
      threshold: '20',
      window: 'Last 10 minutes',
      parameters: { service: { type: 'STRING' } },
    });
    const metric = await call('GET', `/metrics/definitions/${template.metric_id.id}`, { key });
    expect(metric.body.queries[0].where).toContain('{{service}}');
  });

  it('has no test send for a webhook', async () => {
    const hooks = (await call('GET', '/integrations/webhooks', { key })).body.integrations;
    expect((await call('POST', `/integrations/webhooks/${hooks[0].id}/test`, { key })).status).toBe(404);
  });

  it('has a widget made in its own console, drawn from its metric', async () => {
    const { body } = await call('GET', '/widgets', { key });
    const vendorMade = body.widgets.find((w: { metric_ids?: string[] }) => w.metric_ids?.length);
    expect(vendorMade.aux?.query).toBeUndefined();
    const series = await call('GET', `/timeseries/${vendorMade.metric_ids[0]}`, {
      key,
      query: { time_range: 'Last 1 hours', num_of_slices: '6' },
    });
    expect(series.status).toBe(200);
    const [name, timeseries] = must(
      Object.entries(series.body as Record<string, { name: string; series: unknown[] }>)[0],
    );
    expect(timeseries.name).toBe(name);
    expect(timeseries.series.length).toBeGreaterThan(0);
  });

  it('has an export that ended FAILED, with why', async () => {
    const { body } = await call('GET', '/exports', { key });
    const failed = body.exports.find((e: { status: string }) => e.status === 'FAILED');
    expect(failed.failure_detail).toMatch(/could not/);
    expect(failed.location).toBe('');
  });

  it('refuses an event search with an empty select, and sends @raw only when selected', async () => {
    const from = [must(backend.db.state.datasets.find((d) => d.org_id === acme().id)).id];
    const empty = await call('POST', '/search', {
      key,
      body: { from, select: [], time_range: 'Last 1 hours', limit: 1 },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toContain('select');
    const plain = await call('POST', '/search', {
      key,
      body: { from, select: ['*'], time_range: 'Last 1 hours', limit: 1 },
    });
    expect(plain.body.events[0]['@raw']).toBeUndefined();
    const raw = await call('POST', '/search', {
      key,
      body: { from, select: ['*', '@raw'], time_range: 'Last 1 hours', limit: 1 },
    });
    expect(typeof raw.body.events[0]['@raw']).toBe('string');
  });

  it('takes only its published writes: no tags or description on dashboards, no tags at dataset create', async () => {
    const tagged = await call('POST', '/dashboards', { key, body: { name: 'Ops', tags: { team: 'sre' } } });
    expect(tagged.status).toBe(400);
    expect(tagged.body.details).toContain('tags');
    const plain = await call('POST', '/dashboards', { key, body: { name: 'Ops' } });
    expect(plain.status).toBe(201);
    const described = await call('PATCH', `/dashboards/${plain.body.id}`, {
      key,
      body: { description: 'x' },
    });
    expect(described.status).toBe(400);
    const dataset = await call('POST', '/datasets', {
      key,
      body: { collection: 'web', dataset: 'x', tags: { a: 'b' } },
    });
    expect(dataset.status).toBe(400);
    expect(dataset.body.details).toContain('tags');
  });

  it('answers an ungrouped aggregate in totals, the first aggregate only, and a grouped one in groups_series', async () => {
    const from = [must(backend.db.state.datasets.find((d) => d.dataset === 'nginx-access')).id];
    const ungrouped = await call('POST', '/search', {
      key,
      body: { from, select: ['avg(latency_ms)', 'count(*)'], time_range: 'Last 1 hours', num_of_slices: 6 },
    });
    expect(ungrouped.body.groups_series).toEqual([]);
    expect(ungrouped.body.totals.timeseries.length).toBeGreaterThan(5);
    expect(ungrouped.body.totals.count).toBeGreaterThan(0);
    const grouped = await call('POST', '/search', {
      key,
      body: { from, select: ['count(*)'], groups: ['status_code'], time_range: 'Last 1 hours' },
    });
    expect(grouped.body.groups_series.length).toBeGreaterThan(1);
  });

  it('hands out event sequences beyond 2^53, the same in the event, its row, its links and its context', async () => {
    const from = must(backend.db.state.datasets.find((d) => d.dataset === 'nginx-access')).id;
    const found = await call('POST', '/search', {
      key,
      body: { from: [from], select: ['*', '@raw'], time_range: 'Last 1 hours', limit: 50 },
    });
    const sequences = found.body.events.map((e: { metadata: { sequence: string } }) => e.metadata.sequence);
    for (const sequence of sequences) {
      expect(sequence).toMatch(/^\d{19}$/);
      expect(BigInt(sequence)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    }
    // As the browser would read them, several collide: only their exact digits tell them apart.
    const rounded = new Set(sequences.map((s: string) => Number(s)));
    expect(rounded.size).toBeLessThan(new Set(sequences).size);
    const event = found.body.events[7];
    expect(event.links[0].href).toContain(`from_sequence=${event.metadata.sequence}`);
    const context = await call('GET', '/context', {
      key,
      query: {
        from,
        timestamp: String(event.metadata.timestamp),
        from_sequence: event.metadata.sequence,
        direction: 'both',
        limit: '1',
      },
    });
    expect(context.body.result[0]['@raw']).toBe(event['@raw']);
    expect(context.body.result[0].metadata.sequence).toBe(event.metadata.sequence);
    expect(context.body.result[0]['@sequence']).toBe(event.metadata.sequence);
    // The number a browser rounds it to names no event of that minute.
    const roundedBack = await call('GET', '/context', {
      key,
      query: {
        from,
        timestamp: String(event.metadata.timestamp),
        from_sequence: BigInt(Number(event.metadata.sequence)).toString(),
        direction: 'both',
        limit: '1',
      },
    });
    if (BigInt(Number(event.metadata.sequence)) !== BigInt(event.metadata.sequence))
      expect(roundedBack.body.result?.[0]?.['@raw']).not.toBe(event['@raw']);
  });

  it('reads a context anchor by from_sequence only, and sends its rows without a level', async () => {
    const from = must(backend.db.state.datasets.find((d) => d.dataset === 'nginx-access')).id;
    const found = await call('POST', '/search', {
      key,
      body: { from: [from], select: ['*', '@raw'], time_range: 'Last 1 hours', limit: 5 },
    });
    const event = found.body.events[3];
    const query = { from, timestamp: String(event.metadata.timestamp), direction: 'both', limit: '1' };
    const bySequence = await call('GET', '/context', {
      key,
      query: { ...query, from_sequence: String(event.metadata.sequence) },
    });
    expect(bySequence.body.result[0]['@raw']).toBe(event['@raw']);
    expect(bySequence.body.result[0]['@status']).toBeUndefined();
    // The seed's `sequence` is not a parameter of this service: the anchor is found by its time alone.
    const bySeedName = await call('GET', '/context', {
      key,
      query: { ...query, sequence: '1' },
    });
    expect(bySeedName.status).toBe(200);
  });

  it('lists the patterns of datasets, without counts, and refuses a window its request does not declare', async () => {
    const from = [must(backend.db.state.datasets.find((d) => d.dataset === 'checkout-api')).id];
    const listed = await call('POST', '/patterns', { key, body: { search_details: { from } } });
    expect(listed.body.patterns.length).toBeGreaterThan(0);
    expect(listed.body.patterns[0].count).toBeUndefined();
    const windowed = await call('POST', '/patterns', {
      key,
      body: { search_details: { from, from_ts: 1, to_ts: 2 } },
    });
    // Its patterns errors carry no body.
    expect(windowed.status).toBe(400);
    expect(windowed.body).toBeUndefined();
  });

  it('answers some errors with no body, as its contract says', async () => {
    const missing = await call(
      'POST',
      `/organizations/${acme().id}/access/user/00000000-0000-4000-8000-000000000000/switch`,
      {
        token: createDemoToken(must(backend.db.state.users[0]).id),
      },
    );
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.body).toBeUndefined();
  });

  it('limits each key to 100 requests per 5 minutes by default', async () => {
    const { headers } = await call('GET', '/logs', { key });
    expect(headers.get('RateLimit-Limit')).toBe('100');
    expect(Number(headers.get('RateLimit-Reset'))).toBeGreaterThan(60);
  });

  it('explains an event named by its sequence beyond 2^53, and its assistants name no chart kind', async () => {
    const logId = must(backend.db.state.datasets.find((d) => d.dataset === 'checkout-api')).id;
    const found = await call('POST', '/search', {
      key,
      body: {
        from: [logId],
        where: "level = 'error'",
        select: ['@raw'],
        time_range: 'Last 24 hours',
        limit: 1,
      },
    });
    const meta = found.body.events[0].metadata;
    expect(BigInt(String(meta.sequence))).toBeGreaterThan(2n ** 53n);
    const query = { logId, timestamp: String(meta.timestamp), sequence: String(meta.sequence) };
    const explained = await call('GET', '/explain-error', { key, query });
    expect(explained.status).toBe(200);
    expect(explained.text).toContain('"RESPONSE_COMPLETED"');
    const widget = await call('GET', '/widget-creation-assistant', {
      key,
      query: { userRequest: 'errors per service in checkout as a pie chart' },
    });
    expect(widget.text).toContain('"QUERY_RESPONSE"');
    expect(widget.text).not.toContain('widget_type');
  });

  it('says nothing of when a key was active or which datasets it encrypts', async () => {
    const { body } = await call('GET', '/encryption-keys', { key });
    expect(body.keys.length).toBeGreaterThan(0);
    for (const k of body.keys) {
      expect(k).not.toHaveProperty('log_ids');
      expect(k).not.toHaveProperty('activated_at');
    }
  });
});
