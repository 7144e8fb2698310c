// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';
import { setupMockService } from './testing';

const { backend } = setupMockService();
const key = DEMO_API_KEYS.Admin;
const DAY = 86_400_000;

function datasetId(name: string): string {
  const id = backend.db.state.datasets.find((d) => d.dataset === name)?.id;
  if (!id) throw new Error(name);
  return id;
}

const checkoutRule = () => ({
  name: 'Checkout failing',
  comparison_operator: 'ABOVE',
  threshold: 50,
  window: 'Last 10 minutes',
  actions: [{ type: 'EMAIL', email: 'oncall@acme.example' }],
  queries: [
    {
      name: 'a',
      from: [datasetId('nginx-access')],
      where: "path = '/api/checkout' AND status_code >= 500",
      select: ['count(*)'],
    },
  ],
});

describe('monitors', () => {
  it('are seeded with status, groups and the last trigger computed from the data', async () => {
    const { body } = await call('GET', '/monitors', { key: DEMO_API_KEYS.ReadOnly });
    const byName = new Map(body.monitors.map((m: { name: string }) => [m.name, m]));
    expect(byName.size).toBe(8);
    const cpu = byName.get('Host CPU saturation') as { muted_until: number; monitored_groups: unknown[] };
    expect(cpu.muted_until).toBe(-1);
    expect(cpu.monitored_groups.length).toBeGreaterThan(1);
  });

  it('record an ALERT band when a seeded incident crosses the threshold, for a monitor created now', async () => {
    const created = await call('POST', '/monitors', { key, body: checkoutRule() });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('OK');
    const incident = backend.engine.incidents().find((i) => i.id === 'payments-provider-timeouts');
    if (!incident) throw new Error('no incident');
    const to = Date.now();
    const events = await call(
      'GET',
      `/monitors/${created.body.id}/events?from_ts=${to - 7 * DAY}&to_ts=${to}`,
      {
        key,
      },
    );
    expect(events.status).toBe(200);
    const alert = events.body.monitor_events.find(
      (e: { monitor_status: string }) => e.monitor_status === 'ALERT',
    );
    expect(alert.time).toBeGreaterThan(incident.start);
    expect(alert.time).toBeLessThanOrEqual(incident.start + 20 * 60_000);
    expect(alert.message).toMatch(/^ALERT: count\(\*\) = \d+ over the last 10 minutes, above 50\.$/);
    const lane = events.body.groups_history[0].history;
    expect(lane.map((h: { status: string }) => h.status)).toEqual(['OK', 'ALERT', 'OK']);
    const sent = await call(
      'GET',
      `/monitors/${created.body.id}/notifications?from_ts=${to - 7 * DAY}&to_ts=${to}`,
      {
        key,
      },
    );
    expect(sent.body.monitor_notifications.map((n: { monitor_status: string }) => n.monitor_status)).toEqual([
      'OK',
      'ALERT',
    ]);
  });

  it('answer 400 at the field for a bad address, a window out of bounds or a query that is not an aggregate', async () => {
    const bad = async (patch: object) =>
      (await call('POST', '/monitors', { key, body: { ...checkoutRule(), ...patch } })).body;
    expect((await bad({ actions: [{ type: 'EMAIL', email: 'oncall@' }] })).details).toMatch(
      /actions\/0\/email|actions\[0\]\.email/,
    );
    expect((await bad({ window: 'Last 2 minutes' })).details).toBe(
      'Invalid request: window: The window must be at least 5 minutes.',
    );
    expect((await bad({ window: 'Last 2 days' })).details).toBe(
      'Invalid request: window: The window can be at most 1 day.',
    );
    const fieldQuery = { queries: [{ ...checkoutRule().queries[0], select: ['status_code'] }] };
    expect((await bad(fieldQuery)).details).toMatch(
      /^Invalid request: queries\[0\]\.select\[0\]: a monitor watches an aggregate/,
    );
    expect((await bad({ monitor_type: 'CHANGE_DETECTION' })).details).toMatch(
      /^Invalid request: compare_to:/,
    );
    expect((await bad({ warning_threshold: 80 })).details).toBe(
      'Invalid request: warning_threshold: must come before the threshold: at most 50.',
    );
    expect((await bad({ threshold: 1e308 })).details).toMatch(/^Invalid request: threshold/);
    // The vendor's anomaly rules: a window of 10 to 1,000 windows, a threshold above 0, OUTSIDE for anomalies.
    const anomaly = { monitor_type: 'ANOMALY_DETECTION', anomaly_algorithm: 'MEDIAN_MAD', threshold: 3 };
    expect((await bad({ ...anomaly, evaluation_window: '1 hours' })).details).toMatch(/at least 10 windows/);
    expect((await bad({ ...anomaly, evaluation_window: '31 days' })).details).toMatch(/at most 30 days/);
    expect((await bad({ ...anomaly, evaluation_window: '24 hours', threshold: 0 })).details).toMatch(
      /^Invalid request: threshold:/,
    );
    expect((await bad({ comparison_operator: 'OUTSIDE' })).details).toMatch(/anomaly detection only/);
  });

  it('mute until a time, indefinitely, and unmute; ReadOnly may read but not change', async () => {
    const { body } = await call('POST', '/monitors', { key, body: checkoutRule() });
    const until = Date.now() + 3_600_000;
    const muted = await call('POST', `/monitors/${body.id}/status`, { key, body: { mute_until: until } });
    expect(muted.body.muted_until).toBe(until);
    const forever = await call('POST', `/monitors/${body.id}/status`, { key, body: { mute_until: -1 } });
    expect(forever.body.muted_until).toBe(-1);
    const unmuted = await call('POST', `/monitors/${body.id}/status`, { key, body: { mute_until: 0 } });
    expect(unmuted.body.muted_until).toBeUndefined();
    const readOnly = DEMO_API_KEYS.ReadOnly;
    expect(
      (await call('POST', `/monitors/${body.id}/status`, { key: readOnly, body: { mute_until: -1 } })).status,
    ).toBe(403);
    expect((await call('POST', '/monitors', { key: readOnly, body: checkoutRule() })).status).toBe(403);
    expect((await call('GET', `/monitors/${body.id}`, { key: readOnly })).status).toBe(200);
  });

  it("list a log's monitors, replace with PUT and delete", async () => {
    const { body } = await call('POST', '/monitors', { key, body: checkoutRule() });
    const ofNginx = await call('GET', `/logs/${datasetId('nginx-access')}/monitors`, { key });
    expect(ofNginx.body.map((m: { id: string }) => m.id)).toContain(body.id);
    const replaced = await call('PUT', `/monitors/${body.id}`, {
      key,
      body: { ...checkoutRule(), threshold: 70 },
    });
    expect(replaced.body.threshold).toBe(70);
    expect((await call('DELETE', `/monitors/${body.id}`, { key })).status).toBe(204);
    expect((await call('GET', `/monitors/${body.id}`, { key })).status).toBe(404);
  });
});
