// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';
import { setupMockService } from './testing';

const { backend } = setupMockService();
const { Admin: admin, Standard: standard, ReadOnly: readOnly } = DEMO_API_KEYS;
const HOUR = 3_600_000;

const archive = (bucket = 'acme-archive-eu') => ({
  name: 'Payments to the EU archive',
  compression: 'ZSTD',
  all_logs: false,
  log_ids: [backend.db.state.datasets.find((d) => d.dataset === 'payments-service')?.id],
  destination: { destination_type: 'S3', bucket, prefix: 'payments/' },
});

describe('forwarding', () => {
  it('is seeded, read by every role and changed by Admin only', async () => {
    const list = await call('GET', '/forward-configs', { key: readOnly });
    expect(list.body['forward-configs'].map((f: { name: string }) => f.name)).toEqual([
      'Archive everything',
      'Security audit copy',
    ]);
    expect((await call('POST', '/forward-configs', { key: standard, body: archive() })).status).toBe(403);
    const made = await call('POST', '/forward-configs', { key: admin, body: archive() });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ max_buffer_time_ms: 300_000, compression: 'ZSTD' });
    const put = await call('PUT', `/forward-configs/${made.body.id}`, {
      key: admin,
      body: { ...archive(), all_logs: true, compression: 'GZIP' },
    });
    expect(put.body).toMatchObject({ all_logs: true, log_ids: [], created_at: made.body.created_at });
    expect((await call('DELETE', `/forward-configs/${made.body.id}`, { key: standard })).status).toBe(403);
    expect((await call('DELETE', `/forward-configs/${made.body.id}`, { key: admin })).status).toBe(204);
    expect((await call('DELETE', `/forward-configs/${made.body.id}`, { key: admin })).status).toBe(404);
  });

  it('refuses no dataset, one of another organisation, a filter that does not parse and a bad bucket', async () => {
    const refused = async (body: object) =>
      (await call('POST', '/forward-configs', { key: admin, body })).body.details;
    expect(await refused({ ...archive(), log_ids: [] })).toContain('log_ids');
    expect(await refused({ ...archive(), log_ids: ['00000000-0000-4000-8000-000000000000'] })).toContain(
      'log_ids[0]',
    );
    expect(await refused({ ...archive(), filter: "level = 'error" })).toContain('filter');
    expect(await refused(archive('Not A Bucket'))).toContain('bucket');
  });

  it('tests a destination: the demo account’s buckets take the test file, others do not', async () => {
    const test = async (bucket: string) =>
      (
        await call('POST', '/forward-configs/test-destination', {
          key: admin,
          body: { destination_type: 'S3', bucket },
        })
      ).body;
    expect(await test('acme-log-archive')).toEqual({ result: true });
    expect(await test('someone-elses-bucket')).toEqual({ result: false });
  });
});

describe('encryption keys', () => {
  it('rotate: a new key activated disables the one before, which keeps the data it encrypted', async () => {
    const before = (await call('GET', '/encryption-keys', { key: readOnly })).body.keys;
    const active = before.find((k: { status: string }) => k.status === 'ACTIVE');
    expect(active.log_ids).toHaveLength(
      backend.db.state.datasets.filter((d) => d.org_id === backend.db.state.datasets[0]?.org_id).length,
    );
    const body = {
      name: 'Acme logs 2027',
      provider: 'AWS_KMS',
      aws_kms: { alias_arn: 'arn:aws:kms:eu-west-1:493018552217:alias/lookout-2027' },
    };
    expect((await call('POST', '/encryption-keys', { key: standard, body })).status).toBe(403);
    const made = await call('POST', '/encryption-keys', { key: admin, body });
    expect(made.body).toMatchObject({ status: 'CREATED', log_ids: [], aws_kms: { region: 'eu-west-1' } });
    expect((await call('POST', '/encryption-keys', { key: admin, body })).status).toBe(409);
    const activated = await call('PATCH', `/encryption-keys/${made.body.id}`, {
      key: admin,
      body: { status: 'ACTIVE' },
    });
    expect(activated.body).toMatchObject({ status: 'ACTIVE', log_ids: active.log_ids });
    const old = (await call('GET', `/encryption-keys/${active.id}`, { key: admin })).body;
    expect(old).toMatchObject({ status: 'DISABLED', log_ids: active.log_ids });
    expect(old.disabled_at).toBe(activated.body.activated_at);
    expect(
      (await call('PATCH', `/encryption-keys/${active.id}`, { key: admin, body: { status: 'ACTIVE' } }))
        .status,
    ).toBe(400);
    expect((await call('DELETE', `/encryption-keys/${made.body.id}`, { key: admin })).status).toBe(403);
  });

  it('deletes a key never used, and refuses an ARN that is not one', async () => {
    const body = {
      name: 'Spare',
      provider: 'AWS_KMS',
      aws_kms: { alias_arn: 'arn:aws:kms:eu-west-1:493018552217:alias/spare' },
    };
    const made = await call('POST', '/encryption-keys', { key: admin, body });
    expect((await call('DELETE', `/encryption-keys/${made.body.id}`, { key: admin })).status).toBe(204);
    const bad = await call('POST', '/encryption-keys', {
      key: admin,
      body: { ...body, aws_kms: { alias_arn: 'my-key' } },
    });
    expect(bad.body.details).toContain('alias_arn');
  });
});

describe('parser coverage', () => {
  const coverage = async (kind: 'ratio' | 'usage', query: Record<string, string>) =>
    (await call('GET', `/parsers/metrics/${kind}`, { key: readOnly, query })).body.match_ratio as {
      name: string;
      count: number;
      value: number;
      timeseries: { count: number; value: number }[];
    }[];

  it('says how much of each dataset its parser read: the share is the events read over the events', async () => {
    const to = Math.floor(Date.now() / 60_000) * 60_000;
    const query = { from_ts: String(to - 6 * HOUR), to_ts: String(to) };
    const [ratio, usage] = await Promise.all([coverage('ratio', query), coverage('usage', query)]);
    expect(ratio.map((s) => s.name)).toEqual(usage.map((s) => s.name));
    for (const [i, series] of ratio.entries()) {
      const read = usage[i] as (typeof usage)[number];
      expect(series.count).toBe(read.count);
      expect(series.count).toBe(series.timeseries.reduce((sum, s) => sum + s.count, 0));
      expect(read.value).toBe(read.timeseries.reduce((sum, s) => sum + s.value, 0));
      expect(series.value).toBeCloseTo(series.count ? read.value / series.count : 0, 9);
    }
    const byName = (name: string) =>
      ratio.find((s) => s.name === backend.db.state.datasets.find((d) => d.dataset === name)?.id)?.value;
    // The CDN's key=value lines do not fit the nginx parser it was given; the JSON apps fit theirs.
    expect(byName('cdn-edge')).toBe(0);
    expect(byName('checkout-api')).toBe(1);
  });

  it('counts never fewer events over a longer window ending at the same time', async () => {
    const to = Math.floor(Date.now() / 60_000) * 60_000;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 24 }), async (a, b) => {
        const [short, long] = [Math.min(a, b), Math.max(a, b)];
        const read = async (hours: number) =>
          (
            await coverage('usage', { from_ts: String(to - hours * HOUR), to_ts: String(to), limit: '100' })
          ).reduce((sum, s) => sum + s.count, 0);
        expect(await read(long)).toBeGreaterThanOrEqual(await read(short));
      }),
      { numRuns: 8 },
    );
  });
});
