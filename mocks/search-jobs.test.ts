// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from './db/seed';
import { TEST_API_BASE } from './node';
import { call } from './test-client';
import { setupMockService } from './testing';

let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
const { backend } = setupMockService({ now: () => clock });
const key = DEMO_API_KEYS.Standard;
const datasetId = (name: string) => backend.db.state.datasets.find((d) => d.dataset === name)?.id as string;

describe('exports', () => {
  it('progress over time to COMPLETE, and the file holds exactly the events of the search', async () => {
    const search_details = {
      from: [datasetId('payments-service')],
      time_range: 'Last 30 minutes',
      where: "outcome = 'declined'",
    };
    const created = await call('POST', '/exports', { key, body: { search_details } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'CREATED', progress: 0, location: '' });
    const id = created.body.export_id as string;

    clock += 1000;
    const running = await call('GET', `/exports/${id}`, { key });
    expect(running.body.status).toBe('IN_PROGRESS');
    expect(running.body.progress).toBeGreaterThan(0);
    expect(running.body.progress).toBeLessThan(100);
    expect((await call('GET', `/exports/${id}/file`, { key })).status).toBe(400);

    clock += 20_000;
    const done = await call('GET', `/exports/${id}`, { key });
    expect(done.body).toMatchObject({ status: 'COMPLETE', progress: 100, location: `/exports/${id}/file` });

    const count = await call('POST', '/search', {
      key,
      body: {
        from: search_details.from,
        select: ['count(*)'],
        where: search_details.where,
        from_ts: clock - 21_000 - 30 * 60_000,
        to_ts: clock - 21_000,
      },
    });
    const file = await fetch(`${TEST_API_BASE}${done.body.location}`, {
      headers: { 'X-BRONTO-API-KEY': key },
    });
    expect(file.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await file.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { message_kvs: { outcome: string } });
    expect(lines).toHaveLength(done.body.events);
    expect(lines.length).toBe(count.body.groups_series[0].value);
    expect(lines.every((l) => l.message_kvs.outcome === 'declined')).toBe(true);

    expect(
      (await call('GET', '/exports', { key })).body.exports.map((e: { export_id: string }) => e.export_id),
    ).toContain(id);
    expect((await call('DELETE', `/exports/${id}`, { key: DEMO_API_KEYS.ReadOnly })).status).toBe(403);
    expect((await call('DELETE', `/exports/${id}`, { key })).status).toBe(204);
    expect((await call('GET', `/exports/${id}`, { key })).status).toBe(404);
  });

  it('refuses ambiguous search details and says which', async () => {
    const res = await call('POST', '/exports', {
      key,
      body: { search_details: { from: [datasetId('auth-service')] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContain('exactly one of time_range');
  });
});

describe('patterns', () => {
  it('turn variable parts into <*> and count each template', async () => {
    const res = await call('POST', '/patterns', {
      key,
      body: { search_details: { from: [datasetId('payments-service')], time_range: 'Last 1 hour' } },
    });
    expect(res.status).toBe(200);
    const patterns = res.body.patterns as { template: string; count: number; log_id: string }[];
    expect(patterns.length).toBeGreaterThan(2);
    expect(patterns[0]?.template).toContain('<*>');
    expect(patterns.every((p) => !/pay_\d+/.test(p.template))).toBe(true);
    expect(patterns[0]?.count).toBeGreaterThanOrEqual(patterns[1]?.count as number);
  });
});

describe('significant keys', () => {
  it('rank keys with a suggested chart and say what changed since the previous scan', async () => {
    const res = await call('GET', `/significant-keys?log_id=${datasetId('nginx-access')}`, { key });
    expect(res.status).toBe(200);
    expect(res.body.keys.length).toBeGreaterThan(5);
    const latency = res.body.keys.find((k: { key: string }) => k.key === 'latency_ms');
    expect(latency).toMatchObject({
      suggested_chart: 'line',
      suggested_select: ['avg(latency_ms)', 'p95(latency_ms)'],
    });
    expect(
      res.body.keys.every((k: { change: string }) => ['NEW', 'UP', 'DOWN', 'SAME'].includes(k.change)),
    ).toBe(true);
    expect(res.body.previous_scanned_at).toBeLessThan(res.body.scanned_at);
  });
});

describe('live tail', () => {
  it('delivers only events that arrived since the last read', async () => {
    const started = await call('POST', '/live-tail', {
      key,
      body: { from: [datasetId('nginx-access')], where: 'status_code = 200' },
    });
    expect(started.status).toBe(201);
    const job = started.body.job_id as string;
    clock += 5000;
    const first = await call('GET', `/live-tail?job_id=${job}&limit=1000`, { key });
    const events = first.body.logs[0].events as {
      metadata: { timestamp: number };
      message_kvs: { status_code: number };
    }[];
    expect(events.length).toBeGreaterThan(0);
    expect(
      events.every(
        (e) =>
          e.message_kvs.status_code === 200 &&
          e.metadata.timestamp > clock - 5000 &&
          e.metadata.timestamp <= clock,
      ),
    ).toBe(true);
    const again = await call('GET', `/live-tail?job_id=${job}&limit=1000`, { key });
    expect(again.body.logs[0].events).toEqual([]);
    expect((await call('GET', '/live-tail?job_id=nope', { key })).status).toBe(404);
  });
});
