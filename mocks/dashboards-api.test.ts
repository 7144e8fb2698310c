// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';
import { setupMockService } from './testing';

const { backend } = setupMockService();
const key = DEMO_API_KEYS.Admin;

async function newWidget(name: string, type = 'line') {
  const nginx = backend.db.state.datasets.find((d) => d.dataset === 'nginx-access')?.id;
  const created = await call('POST', '/widgets', {
    key,
    body: { name, type, aux: { query: { from: [nginx], select: ['count(*)'] } } },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

describe('dashboards', () => {
  it('are seeded with widgets whose queries name real datasets, and a layout for each widget', async () => {
    const { body } = await call('GET', '/dashboards', { key: DEMO_API_KEYS.ReadOnly });
    const names = body.dashboards.map((d: { name: string }) => d.name);
    expect(names).toEqual([
      'Web traffic',
      'Errors by service',
      'Payments',
      'Service wall (50 panels)',
      'Checkout overview (12 widgets)',
    ]);
    // The list names each dashboard's widgets by its layout; a dashboard read on its own joins them.
    const [wall, overview] = body.dashboards.slice(3);
    expect(wall.widgets).toBeUndefined();
    expect(wall.layout.widget_layouts).toHaveLength(50);
    expect(overview.layout.widget_layouts).toHaveLength(12);
    const datasetIds = new Set(backend.db.state.datasets.map((d) => d.id));
    for (const listed of body.dashboards) {
      const whole = (await call('GET', `/dashboards/${listed.id}`, { key: DEMO_API_KEYS.ReadOnly })).body;
      expect(whole.widgets.map((w: { id: string }) => w.id)).toEqual(
        listed.layout.widget_layouts.map((l: { id: string }) => l.id),
      );
      for (const widget of whole.widgets)
        for (const id of widget.aux.query.from) expect(datasetIds.has(id)).toBe(true);
    }
  });

  it('are listed as they are after every write, though the text of a list is kept between writes', async () => {
    const names = async (path: '/widgets' | '/dashboards') => {
      const { body } = await call('GET', path, { key });
      return (body[path.slice(1)] as { name: string }[]).map((item) => item.name);
    };
    const widgets = await names('/widgets');
    expect(await names('/widgets')).toEqual(widgets);
    const id = await newWidget('Kept apart');
    expect(await names('/widgets')).toEqual([...widgets, 'Kept apart']);
    const { body: widget } = await call('GET', `/widgets/${id}`, { key });
    const renamed = { name: 'Renamed', type: widget.type, aux: widget.aux };
    expect((await call('PUT', `/widgets/${id}`, { key, body: renamed })).status).toBe(204);
    expect(await names('/widgets')).toEqual([...widgets, 'Renamed']);
    expect((await call('DELETE', `/widgets/${id}`, { key })).status).toBe(204);
    expect(await names('/widgets')).toEqual(widgets);

    const dashboards = await names('/dashboards');
    const created = await call('POST', '/dashboards', { key, body: { name: 'Kept apart too' } });
    expect(await names('/dashboards')).toEqual([...dashboards, 'Kept apart too']);
    await call('DELETE', `/dashboards/${created.body.id as string}`, { key });
    expect(await names('/dashboards')).toEqual(dashboards);
    backend.db.reset();
    expect(await names('/dashboards')).toEqual(dashboards);
  });

  it('are created, given widgets, laid out, renamed and deleted; every change moves modified_at', async () => {
    const created = await call('POST', '/dashboards', {
      key,
      body: { name: 'Checkout', tags: { team: 'x' } },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const a = await newWidget('A');
    const b = await newWidget('B', 'score');
    expect(
      (await call('POST', `/dashboards/${id}/widgets`, { key, body: { widget_ids: [a, b] } })).status,
    ).toBe(204);
    const before = (await call('GET', `/dashboards/${id}`, { key })).body;
    expect(before.widgets.map((w: { name: string }) => w.name)).toEqual(['A', 'B']);

    const stored = backend.db.state.dashboards.find((d) => d.id === id);
    if (stored) stored.metadata.modified_at = 1;
    const layout = [
      { id: a, x: 0, y: 0, w: 6.5, h: 3 },
      { id: b, x: 6.5, y: 0, w: 5.5, h: 3 },
    ];
    const patched = await call('PATCH', `/dashboards/${id}`, {
      key,
      body: { layout: { widget_layouts: layout } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.layout.widget_layouts).toEqual(layout);
    expect(patched.body.metadata.modified_at).toBeGreaterThan(1);

    // Made from an older version (If-Match): nothing written, 412; from the current one, written.
    const version = patched.body.metadata.modified_at as number;
    const stale = await call('PATCH', `/dashboards/${id}`, {
      key,
      headers: { 'If-Match': '"1"' },
      body: { layout: { widget_layouts: [] } },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 412, details: expect.stringContaining('nothing was written') });
    expect((await call('GET', `/dashboards/${id}`, { key })).body.layout.widget_layouts).toEqual(layout);
    const fresh = await call('PATCH', `/dashboards/${id}`, {
      key,
      headers: { 'If-Match': `"${version}"` },
      body: { layout: { widget_layouts: layout } },
    });
    expect(fresh.status).toBe(200);

    const renamed = await call('PATCH', `/dashboards/${id}`, { key, body: { name: 'Checkout flow' } });
    expect(renamed.body.name).toBe('Checkout flow');

    expect((await call('DELETE', `/dashboards/${id}/widgets/${a}`, { key })).status).toBe(204);
    const after = (await call('GET', `/dashboards/${id}`, { key })).body;
    expect(after.widgets.map((w: { id: string }) => w.id)).toEqual([b]);
    expect(after.layout.widget_layouts.map((l: { id: string }) => l.id)).toEqual([b]);

    expect((await call('DELETE', `/dashboards/${id}`, { key })).status).toBe(204);
    expect((await call('GET', `/dashboards/${id}`, { key })).status).toBe(404);
  });

  it('refuse layouts that name other widgets or impossible sizes, saying which entry and why', async () => {
    const id = (await call('POST', '/dashboards', { key, body: { name: 'Strict' } })).body.id as string;
    const a = await newWidget('A');
    const stranger = await newWidget('Not on it');
    await call('POST', `/dashboards/${id}/widgets`, { key, body: { widget_ids: [a] } });
    const foreign = await call('PATCH', `/dashboards/${id}`, {
      key,
      body: { layout: { widget_layouts: [{ id: stranger, x: 0, y: 0, w: 2, h: 2 }] } },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toContain('layout.widget_layouts[0].id');
    const empty = await call('PATCH', `/dashboards/${id}`, {
      key,
      body: { layout: { widget_layouts: [{ id: a, x: 0, y: 0, w: 0, h: 2 }] } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toContain('w and h must be positive');
    const unknown = await call('POST', `/dashboards/${id}/widgets`, {
      key,
      body: { widget_ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toContain('widget_ids[0]');
  });

  it('are read-only for ReadOnly: reading works, writing is 403', async () => {
    const [first] = (await call('GET', '/dashboards', { key: DEMO_API_KEYS.ReadOnly })).body.dashboards;
    const refused = await call('PATCH', `/dashboards/${first.id}`, {
      key: DEMO_API_KEYS.ReadOnly,
      body: { name: 'Mine now' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('widgets', () => {
  it('are replaced with PUT (204) keeping id and metadata, and deleted from every dashboard holding them', async () => {
    const id = await newWidget('Requests');
    const replaced = await call('PUT', `/widgets/${id}`, {
      key,
      body: { name: 'Requests per minute', type: 'bar', aux: { query: { from: [], select: ['count(*)'] } } },
    });
    expect(replaced.status).toBe(204);
    const got = (await call('GET', `/widgets/${id}`, { key })).body;
    expect(got).toMatchObject({ id, name: 'Requests per minute', type: 'bar' });
    expect(got.metadata.created_at).toBeTypeOf('number');

    const dashboard = (await call('POST', '/dashboards', { key, body: { name: 'Holder' } })).body.id;
    await call('POST', `/dashboards/${dashboard}/widgets`, { key, body: { widget_ids: [id] } });
    expect((await call('DELETE', `/widgets/${id}`, { key })).status).toBe(204);
    expect((await call('GET', `/dashboards/${dashboard}`, { key })).body.widgets).toEqual([]);
  });

  it('hold metrics or child widgets, not both, and never themselves', async () => {
    const child = await newWidget('Child');
    const both = await call('POST', '/widgets', {
      key,
      body: { name: 'Both', metric_ids: ['00000000-0000-4000-8000-000000000001'], widget_ids: [child] },
    });
    expect(both.status).toBe(400);
    const parent = await newWidget('Parent');
    expect(
      (await call('POST', `/widgets/${parent}/widgets`, { key, body: { widget_ids: [parent] } })).status,
    ).toBe(400);
    expect(
      (await call('POST', `/widgets/${parent}/widgets`, { key, body: { widget_ids: [child] } })).status,
    ).toBe(204);
    expect((await call('DELETE', `/widgets/${parent}/widgets/${child}`, { key })).status).toBe(204);
  });

  it('reject an unknown type with the field named', async () => {
    const bad = await call('POST', '/widgets', { key, body: { name: 'X', type: 'radar' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContain('type');
  });
});
