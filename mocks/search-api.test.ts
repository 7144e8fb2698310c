// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';
import { sdkExamples } from './sdk-examples';
import { setupMockService } from './testing';

const { backend } = setupMockService();
const key = DEMO_API_KEYS.ReadOnly;
const acme = () =>
  backend.db.state.datasets.filter((d) => d.org_id === backend.db.state.organisations[1]?.id);
const nginxId = () => acme().find((d) => d.dataset === 'nginx-access')?.id as string;

describe('collections, datasets and logs', () => {
  it("list the organisation's collections and datasets, with legacy names in the deprecated form", async () => {
    const collections = await call('GET', '/collections', { key });
    expect(collections.body.collections.map((c: { collection: string }) => c.collection)).toEqual([
      'apps',
      'infra',
      'sandbox',
      'web',
    ]);
    const datasets = await call('GET', '/datasets', { key });
    expect(datasets.body.datasets).toHaveLength(10);
    const logs = await call('GET', '/logs', { key });
    expect(logs.body.logs.find((l: { dataset: string }) => l.dataset === 'nginx-access')).toMatchObject({
      logset: 'web-logs',
      log: 'access',
      collection: 'web',
    });
  });

  it('creates a dataset that is searchable at once, and empty', async () => {
    const created = await call('POST', '/datasets', {
      key: DEMO_API_KEYS.Standard,
      body: { collection: 'apps', dataset: 'billing-worker', tags: { team: 'billing' } },
    });
    expect(created.status).toBe(201);
    const found = await call('POST', '/search', {
      key,
      body: { from: [created.body.id], select: ['count(*)'], time_range: 'Last 1 hour' },
    });
    expect(found.status).toBe(200);
    expect(found.body.groups_series[0].value).toBe(0);
    expect(
      (
        await call('POST', '/datasets', {
          key: DEMO_API_KEYS.Standard,
          body: { collection: 'apps', dataset: 'billing-worker' },
        })
      ).status,
    ).toBe(400);
    expect((await call('POST', '/datasets', { key, body: { collection: 'x' } })).status).toBe(403);
  });

  it('reads and changes a dataset parser', async () => {
    const id = nginxId();
    expect((await call('GET', `/datasets/${id}/parser`, { key })).body.parser_name).toBe('nginx combined');
    const json = '5d0b7d6e-8a43-4c1e-9f65-1a2b3c4d5e02';
    expect(
      (await call('PUT', `/datasets/${id}/parser`, { key: DEMO_API_KEYS.Admin, body: { parser_id: json } }))
        .status,
    ).toBe(204);
    expect((await call('GET', `/datasets/${id}/parser`, { key })).body.parser_name).toBe('JSON');
  });
});

describe('search over HTTP', () => {
  sdkExamples();

  it('answers POST and GET alike, with rate-limit headers', async () => {
    const post = await call('POST', '/search', {
      key,
      body: { from: [nginxId()], select: ['count(*)'], groups: ['method'], time_range: 'Last 15 minutes' },
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('RateLimit-Remaining')).toMatch(/^\d+$/);
    const get = await call(
      'GET',
      `/search?from=${nginxId()}&select=count(*)&groups=method&time_range=${encodeURIComponent('Last 15 minutes')}`,
      { key },
    );
    expect(get.body.groups_series.map((g: { name: string }) => g.name)).toEqual(
      post.body.groups_series.map((g: { name: string }) => g.name),
    );
  });

  it('follows next links page by page', async () => {
    const first = await call('POST', '/search', {
      key,
      body: { from: [nginxId()], select: [], time_range: 'Last 5 minutes', limit: 20 },
    });
    expect(first.body.events).toHaveLength(20);
    const next = first.body.links.find((l: { rel: string }) => l.rel === 'next').href as string;
    expect(first.body.pagination.next_page_url).toBe(next);
    const second = await call('GET', next, { key });
    expect(second.body.events).toHaveLength(20);
    expect(second.body.events[0].metadata.timestamp).toBeLessThanOrEqual(
      first.body.events[19].metadata.timestamp,
    );
  });

  it('says where an invalid query is wrong', async () => {
    const res = await call('POST', '/search', {
      key,
      body: { from: [nginxId()], select: [], where: "status_code = 'oops" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContain('where: This string has no closing quote. (at character 15)');
  });

  it('requires select in the POST body, as the contract does', async () => {
    const res = await call('POST', '/search', { key, body: { from: [nginxId()] } });
    expect(res.status).toBe(400);
    expect(res.body.details).toContain('select: is required');
  });

  it('serves context around an event and top keys of a dataset', async () => {
    const page = await call('POST', '/search', {
      key,
      body: {
        from: [nginxId()],
        select: [],
        time_range: 'Last 30 minutes',
        limit: 1,
        most_recent_first: false,
      },
    });
    const context = await call('GET', page.body.events[0].links[0].href, { key });
    expect(context.status).toBe(200);
    expect(
      context.body.result.some(
        (r: { metadata: { sequence: number } }) =>
          r.metadata.sequence === page.body.events[0].metadata.sequence,
      ),
    ).toBe(true);
    const top = await call(
      'GET',
      `/top-keys?log_id=${nginxId()}&time_range=${encodeURIComponent('Last 1 hour')}`,
      { key },
    );
    expect(top.body[nginxId()].status_code.values['200'].count).toBeGreaterThan(0);
  });

  it("keeps another organisation's datasets out of reach", async () => {
    const globex = backend.db.state.datasets.find((d) => d.dataset === 'card-gateway')?.id as string;
    const res = await call('POST', '/search', { key, body: { from: [globex], select: ['count(*)'] } });
    expect(res.status).toBe(400);
    expect(res.body.details).toContain('from[0]: no dataset');
  });
});
