// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoToken } from './auth';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';
import { setupMockService } from './testing';

const { backend } = setupMockService();
const key = DEMO_API_KEYS.Admin;
const GB = 1e9;
const acmeId = () => backend.db.state.organisations[1]?.id as string;
const teamLimit = (team: string, value = 500 * GB) => ({
  category: 'INGESTION_LIMITS',
  value,
  unit: 'BYTES',
  target: 'TEAM',
  scope: { tag: { team } },
  time_window: 'PER_MONTH',
});

describe('limits', () => {
  it('are created for a team, changed in full, and deleted; one per scope', async () => {
    const created = await call('POST', '/limits', { key, body: teamLimit('checkout') });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'USER_DEFINED', org_id: acmeId(), value: 500 * GB });

    const twin = await call('POST', '/limits', { key, body: teamLimit('checkout', GB) });
    expect(twin.status).toBe(400);
    expect(twin.body.details).toContain('scope: the team checkout has a limit');

    const changed = await call('PATCH', `/limits/${created.body.id}`, {
      key,
      body: { ...teamLimit('checkout', 2 * GB), description: 'Checkout budget' },
    });
    expect(changed.body).toMatchObject({ value: 2 * GB, description: 'Checkout budget' });
    expect(changed.body.metadata.modified_at).toBeGreaterThan(0);

    // Whole bytes, from 1 to 2^53 - 1: nothing that would be stored as 0 or past what is counted exactly.
    for (const value of [0, 0.5, 9.3e18, 1e308])
      expect((await call('POST', '/limits', { key, body: teamLimit('edge', value) })).status).toBe(400);

    expect((await call('DELETE', `/limits/${created.body.id}`, { key })).status).toBe(204);
    expect((await call('GET', `/limits/${created.body.id}`, { key })).status).toBe(404);
  });

  it('refuse a scope that does not fit the target, fractions of bytes, and changes to system limits', async () => {
    const noTeam = await call('POST', '/limits', { key, body: { ...teamLimit(''), scope: { tag: {} } } });
    expect(noTeam.body.details).toContain('scope.tag.team');
    const otherOrg = await call('POST', '/limits', {
      key,
      body: { ...teamLimit('x'), target: 'ORGANISATION', scope: { organisation: { id: 'elsewhere' } } },
    });
    expect(otherOrg.body.details).toContain('scope.organisation.id: must be this organisation');
    const fraction = await call('POST', '/limits', { key, body: teamLimit('data', 1.5) });
    expect(fraction.body.details).toContain('value');
    const system = (await call('GET', '/limits', { key })).body.limits.find(
      (l: { type: string }) => l.type === 'SYSTEM',
    );
    const refused = await call('DELETE', `/limits/${system.id}`, { key });
    expect(refused.status).toBe(403);
    expect(refused.body.details).toContain('SYSTEM');
    expect(
      (await call('POST', '/limits', { key: DEMO_API_KEYS.Standard, body: teamLimit('sre') })).status,
    ).toBe(403);
  });
});

describe('usage', () => {
  it('of ingestion is what the engine generates: per dataset it sums to the total, and a team is its datasets', async () => {
    const query = { time_range: 'Last 7 days', usage_type: 'ingestion', num_of_slices: '7' };
    const total = await call('GET', '/usage', { key, query });
    expect(total.status).toBe(200);
    expect(total.body.series).toHaveLength(7);
    const perLog = await call('GET', '/usage/organizations/logs', { key, query });
    const groups = perLog.body.groups_series as { key: string; name: string; value: number }[];
    expect(groups.map((g) => g.name)).toContain('web/nginx-access');
    // Sorted by volume: the orders worker's 2 KB events write the most of the seeded datasets, then nginx.
    expect(groups.map((g) => g.value)).toEqual(groups.map((g) => g.value).sort((a, b) => b - a));
    expect(groups.slice(0, 2).map((g) => g.name)).toEqual(['apps/orders-worker', 'web/nginx-access']);
    const sum = groups.reduce((s, g) => s + g.value, 0);
    expect(Math.abs(sum - total.body.total_value)).toBeLessThan(groups.length);
    // A week of nginx at up to 90 events a minute of ~190 bytes: tens of megabytes, not bytes or terabytes.
    const nginx = groups.find((g) => g.name === 'web/nginx-access')?.value;
    expect(nginx).toBeGreaterThan(50e6);
    expect(nginx).toBeLessThan(300e6);
  });

  it('compares with the previous period when asked', async () => {
    const answer = await call('GET', '/usage', {
      key,
      query: { time_range: 'Last 1 day', usage_type: 'ingestion', delta: 'true' },
    });
    const before = answer.body.delta.aggregates[0].value as number;
    const now = answer.body.total_value as number;
    expect(answer.body.delta.end_time - answer.body.delta.start_time).toBe(86_400_000);
    expect(answer.body.delta.changes[0].value).toBe(now - before);
    const wrong = await call('GET', '/usage', {
      key,
      query: { delta: 'true', delta_time_range: 'Last year' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toContain('delta_time_range');
  });

  it('of search counts the seeded history and each new search, per dataset and per user', async () => {
    const query = { time_range: 'Last 1 hour', usage_type: 'search' };
    const before = (await call('GET', '/usage/users', { key, query })).body.groups_series as {
      key: string;
      count: number;
    }[];
    const nginx = backend.db.state.datasets.find((d) => d.dataset === 'nginx-access')?.id as string;
    await call('POST', '/search', { key, body: { from: [nginx], select: [], time_range: 'Last 1 hour' } });
    const keyId = backend.db.state.apiKeys.find((k) => k.name === 'Demo admin key')?.id;
    const after = (await call('GET', '/usage/users', { key, query })).body.groups_series as {
      key: string;
      name: string;
      count: number;
    }[];
    const mine = after.find((g) => g.key === keyId);
    expect(mine).toMatchObject({
      name: 'Demo admin key',
      count: (before.find((g) => g.key === keyId)?.count ?? 0) + 1,
    });
    const perLog = await call('GET', '/usage/organizations/logs', { key, query });
    expect(perLog.body.groups_series.find((g: { key: string }) => g.key === nginx).value).toBeGreaterThan(0);
    const month = await call('GET', '/usage/users', { key, query: { time_range: 'Last 30 days' } });
    expect(month.body.groups_series.length).toBeGreaterThan(5);
  });
});

describe('datasets', () => {
  it('created here are searchable at once, empty, and listed in the legacy form too', async () => {
    const created = await call('POST', '/datasets', {
      key,
      body: { collection: 'apps', dataset: 'billing-worker', tags: { team: 'finance' } },
    });
    expect(created.status).toBe(201);
    const search = await call('POST', '/search', {
      key,
      body: { from: [created.body.id], select: [], time_range: 'Last 1 hour' },
    });
    expect(search.status).toBe(200);
    expect(search.body.events).toEqual([]);
    const logs = await call('GET', '/logs', { key });
    expect(logs.body.logs.find((l: { log_id: string }) => l.log_id === created.body.id)).toMatchObject({
      collection: 'apps',
      dataset: 'billing-worker',
    });
  });
});

describe('config assistant', () => {
  it('writes an agent configuration for the region with a placeholder for the key, never a key', async () => {
    const nginx = backend.db.state.datasets.find((d) => d.dataset === 'nginx-access')?.id as string;
    const answer = await call('POST', '/config-assistant', {
      key,
      body: {
        agent: 'OTEL_COLLECTOR',
        datasets: [nginx],
        sources: [{ type: 'FILE', path: '/var/log/nginx/*.log' }],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.ingestion_endpoint).toBe('https://ingestion.eu.bronto.io');
    expect(answer.body.content).toContain("include: ['/var/log/nginx/*.log']");
    expect(answer.body.content).toContain('x-bronto-dataset: nginx-access');
    expect(answer.body.content).toContain('${env:BRONTO_API_KEY}');
    expect(answer.body.content).not.toContain(key);

    const fluent = await call('POST', '/config-assistant', {
      key,
      body: { agent: 'FLUENT_BIT', datasets: [nginx], sources: [{ type: 'JOURNALD' }] },
    });
    expect(fluent.body.content).toContain('Name   systemd');
    expect(fluent.body.filename).toBe('fluent-bit.conf');
  });

  it('refuses a path that could write into the configuration', async () => {
    const nginx = backend.db.state.datasets.find((d) => d.dataset === 'nginx-access')?.id as string;
    const answer = await call('POST', '/config-assistant', {
      key,
      body: {
        agent: 'FLUENT_BIT',
        datasets: [nginx],
        sources: [{ type: 'FILE', path: '/var/log\n[OUTPUT]' }],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toContain('sources[0].path');
  });
});

describe('organisations', () => {
  it('switching moves a person to the other organisation: its datasets, not the old ones', async () => {
    const ada = backend.db.state.users[0]?.id as string;
    const token = createDemoToken(ada);
    const reachable = await call('GET', `/users/${ada}/access`, { token });
    const globex = reachable.body.organisations.find((o: { name: string }) => o.name === 'Globex Payments');
    const before = await call('GET', '/datasets', { token });
    expect(before.body.datasets.map((d: { dataset: string }) => d.dataset)).toContain('nginx-access');
    expect(
      (await call('POST', `/organizations/${globex.id}/access/user/${ada}/switch`, { token })).status,
    ).toBe(200);
    const after = await call('GET', '/datasets', { token });
    const names = after.body.datasets.map((d: { dataset: string }) => d.dataset);
    expect(names).toContain('card-gateway');
    expect(names).not.toContain('nginx-access');
    expect((await call('GET', '/identity', { token })).body.org_id).toBe(globex.id);
    await call('POST', `/organizations/${acmeId()}/access/user/${ada}/switch`, { token });
  });
});

describe('preferences', () => {
  it('are a person’s own to read and merge into', async () => {
    const grace = backend.db.state.users[1]?.id as string;
    const token = createDemoToken(grace);
    expect((await call('GET', `/users/${grace}/preferences`, { token })).body).toEqual({ preferences: {} });
    await call('PATCH', `/users/${grace}/preferences`, { token, body: { timezone: 'Europe/Paris' } });
    const merged = await call('PATCH', `/users/${grace}/preferences`, {
      token,
      body: { defaults: { dashboard: null } },
    });
    expect(merged.body.preferences).toEqual({ timezone: 'Europe/Paris', defaults: { dashboard: null } });
    // One flat property per call, and only those the service knows (no date format), as the vendor's.
    const two = await call('PATCH', `/users/${grace}/preferences`, {
      token,
      body: { timezone: 'UTC', theme: 'dark' },
    });
    expect(two.status).toBe(400);
    const dateFormat = await call('PATCH', `/users/${grace}/preferences`, {
      token,
      body: { date_format: 'DD/MM/YYYY' },
    });
    expect(dateFormat.status).toBe(400);
    expect(dateFormat.body.details).toContain('date_format');
    const alan = backend.db.state.users[2]?.id as string;
    expect(
      (await call('PATCH', `/users/${alan}/preferences`, { token, body: { timezone: 'UTC' } })).status,
    ).toBe(403);
  });
});
