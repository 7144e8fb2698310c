// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';
import { setupMockService } from './testing';

const { backend } = setupMockService();
const key = DEMO_API_KEYS.Standard;

const nginx = () => backend.db.state.datasets.find((d) => d.dataset === 'nginx-access')?.id as string;

describe('saved searches', () => {
  it('are seeded for the organisation, sorted by name, on real datasets', async () => {
    const { status, body } = await call('GET', '/saved-searches', { key: DEMO_API_KEYS.ReadOnly });
    expect(status).toBe(200);
    const names = body.saved_searches.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Failed logins', 'Server errors at the edge', 'Slow requests']);
    const ids = new Set(backend.db.state.datasets.map((d) => d.id));
    for (const s of body.saved_searches)
      for (const id of s.search_details.from) expect(ids.has(id)).toBe(true);
  });

  it('are saved with their range and columns, renamed and deleted by their creator only', async () => {
    const created = await call('POST', '/saved-searches', {
      key,
      body: {
        name: 'Checkout 5xx',
        search_details: { from: [nginx()], where: "path = '/api/checkout'", time_range: 'Last 4 hours' },
        columns: ['status_code'],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.saved_search_id as string;
    expect(created.body).toMatchObject({
      name: 'Checkout 5xx',
      columns: ['status_code'],
      log_ids: [nginx()],
    });

    const other = await call('DELETE', `/saved-searches/${id}`, { key: DEMO_API_KEYS.Admin });
    expect(other.status).toBe(403);
    expect(other.body.details).toContain('Only its creator');

    const renamed = await call('PATCH', `/saved-searches/${id}`, {
      key,
      body: { name: 'Checkout errors', search_details: { from: [nginx()], from_ts: 1, to_ts: 2 } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.search_details).toEqual({ from: [nginx()], from_ts: 1, to_ts: 2 });

    expect((await call('DELETE', `/saved-searches/${id}`, { key })).status).toBe(204);
    expect((await call('GET', `/saved-searches/${id}`, { key })).status).toBe(404);
  });

  it('refuse a blank or taken name, an unknown dataset and two kinds of range, in the standard body', async () => {
    const write = (body: object) => call('POST', '/saved-searches', { key, body });
    const taken = await write({
      name: 'slow requests',
      search_details: { from: [nginx()], time_range: 'Last 1 hour' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.details).toContain('exists already');
    const unknown = await write({ name: 'X', search_details: { from: ['nope'], time_range: 'Last 1 hour' } });
    expect(unknown.body.details).toContain('no dataset nope');
    const both = await write({
      name: 'Y',
      search_details: { from: [nginx()], time_range: 'Last 1 hour', from_ts: 1, to_ts: 2 },
    });
    expect(both.body.details).toContain('give time_range, or from_ts with to_ts');
    expect(
      (await write({ name: '   ', search_details: { from: [nginx()], time_range: 'Last 1 hour' } })).status,
    ).toBe(400);
  });
});
