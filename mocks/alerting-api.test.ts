// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from './db/seed';
import { GONE_WEBHOOK_HOST } from './db/seed-alerting';
import { call } from './test-client';
import { setupMockService } from './testing';

const { backend } = setupMockService();
const { Admin: admin, Standard: standard, ReadOnly: readOnly } = DEMO_API_KEYS;
const DAY = 86_400_000;

const monitorId = (name: string) => {
  const id = backend.db.state.monitors.find((m) => m.name === name)?.id;
  if (!id) throw new Error(name);
  return id;
};

const nightly = () => ({
  name: 'Nightly deploys',
  description: 'Deploy train, every weekday night.',
  from: [monitorId('OOMKilled pods')],
  alert_strategy: 'DROP',
  dynamic_time_range: { from_minute_of_day: 60, to_minute_of_day: 90, repeat_days: ['Monday', 'Tuesday'] },
});

describe('downtimes', () => {
  it('are seeded: a weekly window and a one-off over the payment incident', async () => {
    const { status, body } = await call('GET', '/monitors/downtimes', { key: readOnly });
    expect(status).toBe(200);
    const names = body.downtimes.map((d: { name: string }) => d.name);
    expect(names).toEqual(['Weekly database maintenance', 'Payment provider failover']);
    expect(body.downtimes[0]).not.toHaveProperty('org_id');
  });

  it('are created, replaced and deleted by Standard, and refused to ReadOnly', async () => {
    expect((await call('POST', '/monitors/downtimes', { key: readOnly, body: nightly() })).status).toBe(403);
    const made = await call('POST', '/monitors/downtimes', { key: standard, body: nightly() });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Nightly deploys', suppress_recovery_alert: false });
    const fixed = { ...nightly(), dynamic_time_range: undefined, static_time_range: { from: 1, to: 2 } };
    const put = await call('PUT', `/monitors/downtimes/${made.body.id}`, { key: standard, body: fixed });
    expect(put.status).toBe(200);
    expect(put.body).not.toHaveProperty('dynamic_time_range');
    expect((await call('DELETE', `/monitors/downtimes/${made.body.id}`, { key: standard })).status).toBe(204);
    expect((await call('DELETE', `/monitors/downtimes/${made.body.id}`, { key: standard })).status).toBe(404);
  });

  it('refuse both ranges, neither, an end before the start and a monitor of another organisation', async () => {
    const refused = async (body: object) =>
      (await call('POST', '/monitors/downtimes', { key: admin, body })).body.details;
    expect(await refused({ ...nightly(), static_time_range: { from: 1, to: 2 } })).toContain('not both');
    expect(await refused({ ...nightly(), dynamic_time_range: undefined })).toContain('static_time_range');
    expect(
      await refused({ ...nightly(), dynamic_time_range: undefined, static_time_range: { from: 5, to: 5 } }),
    ).toContain('after its start');
    expect(await refused({ ...nightly(), from: ['00000000-0000-4000-8000-000000000000'] })).toContain(
      'from[0]',
    );
    expect(await refused({ ...nightly(), description: '' })).toContain('description');
  });

  it('hold notifications: DELAY sends them when it ends, DROP never', async () => {
    const checkout = monitorId('Checkout 5xx at the edge');
    const failover = backend.db.state.downtimes.find((d) => d.name === 'Payment provider failover');
    const window = failover?.static_time_range;
    if (!window) throw new Error('no seeded window');
    const to = Date.now();
    const range = `from_ts=${to - 7 * DAY}&to_ts=${to}`;
    const { body } = await call('GET', `/monitors/${checkout}/notifications?${range}`, { key: admin });
    const times = body.monitor_notifications.map((n: { time: number }) => n.time);
    expect(times.some((t: number) => t > window.from && t < window.to)).toBe(false);
    expect(times).toContain(window.to);

    const events = await call('GET', `/monitors/${checkout}/events?${range}`, { key: admin });
    const alerted = events.body.monitor_events.some(
      (e: { time: number; monitor_status: string }) =>
        e.monitor_status === 'ALERT' && e.time >= window.from && e.time < window.to,
    );
    expect(alerted).toBe(true);

    // The same window, dropping: nothing from it is ever sent.
    if (failover) failover.alert_strategy = 'DROP';
    const dropped = await call('GET', `/monitors/${checkout}/notifications?${range}`, { key: admin });
    expect(dropped.body.monitor_notifications.map((n: { time: number }) => n.time)).not.toContain(window.to);
    if (failover) failover.alert_strategy = 'DELAY';
  });
});

describe('what a downtime holds, for any window', () => {
  it('no alert is sent inside it; DROP sends fewer, DELAY the same number, at its end', async () => {
    const slow = monitorId('Slow search responses');
    const to = Date.now();
    const range = `from_ts=${to - 7 * DAY}&to_ts=${to}`;
    // Recoveries are let through (suppress_recovery_alert is off): the alerts are what it holds.
    const sentTimes = async () => {
      const { body } = await call('GET', `/monitors/${slow}/notifications?${range}`, { key: admin });
      const sent = body.monitor_notifications as { time: number; monitor_status: string }[];
      return sent.filter((n) => n.monitor_status !== 'OK').map((n) => n.time);
    };
    const without = await sentTimes();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 * 24 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('DELAY', 'DROP'),
        async (hoursAgo, hours, strategy) => {
          const window = {
            from: to - hoursAgo * 3_600_000,
            to: to - hoursAgo * 3_600_000 + hours * 3_600_000,
          };
          const made = await call('POST', '/monitors/downtimes', {
            key: admin,
            body: {
              name: 'p',
              description: 'p',
              from: [slow],
              alert_strategy: strategy,
              static_time_range: window,
            },
          });
          try {
            const times = await sentTimes();
            expect(times.filter((t) => t > window.from && t < window.to)).toEqual([]);
            const inside = without.filter((t) => t >= window.from && t < window.to);
            if (strategy === 'DROP') expect(times.length).toBe(without.length - inside.length);
            else if (window.to <= to) {
              expect(times.length).toBe(without.length);
              expect(times.filter((t) => t === window.to).length).toBeGreaterThanOrEqual(inside.length);
            }
          } finally {
            await call('DELETE', `/monitors/downtimes/${made.body.id}`, { key: admin });
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('integrations', () => {
  it('are listed to ReadOnly and written by Admin only (they carry secrets)', async () => {
    const hooks = await call('GET', '/integrations/webhooks', { key: readOnly });
    expect(hooks.body.integrations.map((w: { name: string }) => w.name)).toEqual([
      'Paging: checkout',
      'Status page (legacy)',
    ]);
    const body = { name: 'Ops bridge', url: 'https://bridge.ops.example/alerts' };
    expect((await call('POST', '/integrations/webhooks', { key: standard, body })).status).toBe(403);
    const made = await call('POST', '/integrations/webhooks', { key: admin, body });
    expect(made.status).toBe(201);
    expect(
      (
        await call('POST', '/integrations/webhooks', {
          key: admin,
          body: { ...body, url: 'ftp://x.example/a' },
        })
      ).body.details,
    ).toContain('url');
    const slack = await call('GET', '/integrations/slack/workspaces', { key: readOnly });
    expect(slack.body.slack_workspaces).toHaveLength(1);
    const channel = await call('POST', '/integrations/slack', {
      key: admin,
      body: { name: 'x', channels: ['#bad name'], workspace_id: slack.body.slack_workspaces[0].id },
    });
    expect(channel.body.details).toContain('channels[0]');
  });

  it('answer a test send the way the endpoint answers its deliveries', async () => {
    const hooks = (await call('GET', '/integrations/webhooks', { key: admin })).body.integrations;
    const gone = hooks.find((w: { url: string }) => w.url.includes(GONE_WEBHOOK_HOST));
    const test = await call('POST', `/integrations/webhooks/${gone.id}/test`, { key: admin });
    expect(test.body).toMatchObject({ status: 'FAILED', http_status: 410 });
    const paging = hooks.find((w: { name: string }) => w.name === 'Paging: checkout');
    expect((await call('POST', `/integrations/webhooks/${paging.id}/test`, { key: admin })).body.status).toBe(
      'SENT',
    );

    const to = Date.now();
    const checkout = monitorId('Checkout 5xx at the edge');
    const sent = await call(
      'GET',
      `/monitors/${checkout}/notifications?from_ts=${to - 7 * DAY}&to_ts=${to}`,
      { key: admin },
    );
    const toGone = sent.body.monitor_notifications.filter(
      (n: { destination: string }) => n.destination === gone.url,
    );
    expect(toGone.length).toBeGreaterThan(0);
    for (const n of toGone)
      expect(n).toMatchObject({
        status: 'FAILED',
        type: 'WEBHOOK',
        failure_reason: test.body.failure_reason,
      });
    const toSlack = await call(
      'GET',
      `/monitors/${monitorId('OOMKilled pods')}/notifications?from_ts=${to - 7 * DAY}&to_ts=${to}`,
      { key: admin },
    );
    expect(
      new Set(toSlack.body.monitor_notifications.map((n: { destination: string }) => n.destination)),
    ).toContain('#incidents');
  });
});

describe('monitor templates', () => {
  it('are listed, and refuse a placeholder that is no parameter', async () => {
    const { body } = await call('GET', '/monitors/templates', { key: readOnly });
    expect(body.templates.map((t: { name: string }) => t.name)).toEqual([
      'Errors of one service',
      'Slow path at the edge',
    ]);
    const template = body.templates[0];
    const bad = await call('POST', '/monitors/templates', {
      key: admin,
      body: { name: 'Bad', parameters: [], monitor: template.monitor },
    });
    expect(bad.body.details).toContain('{{service}}');
  });

  it('make a monitor whose query is filled from its arguments', async () => {
    const template = (await call('GET', '/monitors/templates', { key: admin })).body.templates[0];
    const made = await call('POST', '/monitors', {
      key: standard,
      body: {
        ...template.monitor,
        name: 'Errors of checkout-api',
        template: { id: template.id, arguments: { service: { literal: 'checkout-api' } } },
      },
    });
    expect(made.body.details ?? made.status).toBe(201);
    expect(made.body.template).toMatchObject({ id: template.id });
  });
});
