// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStream } from './assistants/read-stream';
import { readStatement } from '../src/query-language/statement';
import { DEMO_API_KEYS } from './db/seed';
import { TEST_API_BASE } from './node';
import { call } from './test-client';
import { setupMockService } from './testing';

const { backend } = setupMockService();
const { Admin: admin, ReadOnly: readOnly } = DEMO_API_KEYS;
const DAY = 86_400_000;

interface Read {
  status: number;
  events: { id?: string; type: string; message?: string; query?: string; [key: string]: unknown }[];
  comments: number;
  broke: boolean;
}

/** A stream read as a client does: every event, and whether the connection broke. */
async function stream(path: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  const url = new URL(TEST_API_BASE + path);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await fetch(url, { headers: { 'X-BRONTO-API-KEY': admin, ...headers } });
  const read: Read = { status: response.status, events: [], comments: 0, broke: false };
  if (!response.ok || !response.body) return read;
  try {
    await readStream(response.body, ({ id, data }) =>
      read.events.push({ ...(id ? { id } : {}), ...JSON.parse(data) }),
    );
  } catch {
    read.broke = true;
  }
  return read;
}

const datasetId = (name: string) => backend.db.state.datasets.find((d) => d.dataset === name)?.id as string;

/** The latest error of a dataset, by its exact place. */
async function latestError(dataset: string) {
  const { body } = await call('POST', '/search', {
    key: admin,
    body: {
      from: [datasetId(dataset)],
      where: "level = 'error'",
      select: ['@raw'],
      time_range: 'Last 24 hours',
      limit: 1,
    },
  });
  const meta = body.events[0].metadata;
  return { logId: datasetId(dataset), timestamp: String(meta.timestamp), sequence: String(meta.sequence) };
}

describe('explaining an error', () => {
  it('streams a report whose figures are the searches it names', async () => {
    const event = await latestError('checkout-api');
    const read = await stream('/explain-error', { ...event, zone_offset: '+01:00' });
    expect(read.status).toBe(200);
    expect(read.broke).toBe(false);
    expect(read.events[0]?.type).toBe('LOADING_MESSAGE');
    expect(read.events.at(-1)?.type).toBe('RESPONSE_COMPLETED');
    expect(read.events.map((e) => e.id)).toEqual(read.events.map((_, i) => String(i + 1)));
    const text = read.events
      .filter((e) => e.type === 'AI_RESPONSE_DELTA')
      .map((e) => e.message)
      .join('');
    const times = Number(/How often: ([\d,]+) times/.exec(text)?.[1]?.replace(/,/g, ''));
    const [pattern, loud] = read.events
      .filter((e) => e.type === 'QUERY_RESPONSE')
      .map((e) => readStatement(e.query ?? ''));
    expect(pattern?.from).toEqual(['apps/checkout-api']);
    const ts = Number(event.timestamp);
    const count = async (where: string, from_ts: number, to_ts: number) =>
      (
        await call('POST', '/search', {
          key: admin,
          body: { from: [event.logId], where, select: ['count(*)'], from_ts, to_ts },
        })
      ).body.groups_series[0].value;
    expect(times).toBe(await count(pattern?.where ?? '', ts - 7 * DAY, ts + 1));
    expect(times).toBeGreaterThan(0);
    const before = Number(/([\d,]+) errors and warnings/.exec(text)?.[1]?.replace(/,/g, ''));
    expect(before).toBe(await count(loud?.where ?? '', ts - 3_600_000, ts + 1));
    expect(text).toMatch(/\(\+01:00\)/);
  });

  it('resumes after the last event a reconnect names, and comments keep the connection alive', async () => {
    const event = await latestError('checkout-api');
    const whole = await stream('/explain-error', event);
    const resumed = await stream('/explain-error', event, { 'Last-Event-ID': '3' });
    expect(resumed.events[0]?.id).toBe('4');
    expect(resumed.events).toEqual(whole.events.slice(3));
  });

  it('breaks halfway when asked to: an ERROR event, or the connection cut', async () => {
    const event = await latestError('payments-service');
    backend.streams.fault = { kind: 'error', remaining: 1 };
    const failed = await stream('/explain-error', event);
    expect(failed.events.at(-1)).toMatchObject({ type: 'ERROR' });
    expect(failed.events.some((e) => e.type === 'RESPONSE_COMPLETED')).toBe(false);
    backend.streams.fault = { kind: 'drop', remaining: 1 };
    const dropped = await stream('/explain-error', event);
    expect(dropped.broke).toBe(true);
    const lastId = dropped.events.at(-1)?.id as string;
    const rest = await stream('/explain-error', event, { 'Last-Event-ID': lastId });
    expect([...dropped.events, ...rest.events].map((e) => e.id)).toEqual(
      (await stream('/explain-error', event)).events.map((e) => e.id),
    );
  });

  it('stalls halfway when asked to: the first half, then nothing until the reader goes', async () => {
    const event = await latestError('payments-service');
    const whole = (await stream('/explain-error', event)).events;
    const half = Math.ceil(whole.length / 2);
    backend.streams.fault = { kind: 'stall', remaining: 1 };
    const reader = new AbortController();
    const url = new URL(TEST_API_BASE + '/explain-error');
    for (const [k, v] of Object.entries(event)) url.searchParams.set(k, v);
    const response = await fetch(url, { headers: { 'X-BRONTO-API-KEY': admin }, signal: reader.signal });
    const read: string[] = [];
    // The reader stops once half has come: the stream holds its connection open until then.
    await readStream(response.body as ReadableStream<Uint8Array>, ({ id }) => {
      read.push(id ?? '');
      if (read.length === half) reader.abort();
    }).catch(() => undefined);
    expect(read).toEqual(whole.slice(0, half).map((e) => e.id));
  });

  it('refuses an event that is not there, one that is no error, and a role without the assistants', async () => {
    const event = await latestError('checkout-api');
    const refused = await call('GET', '/explain-error', { key: admin, query: { ...event, sequence: '1' } });
    expect(refused.status).toBe(400);
    const info = await call('POST', '/search', {
      key: admin,
      body: {
        from: [event.logId],
        where: "level = 'info'",
        select: ['@raw'],
        time_range: 'Last 1 hour',
        limit: 1,
      },
    });
    const meta = info.body.events[0].metadata;
    const infoAnswer = await call('GET', '/explain-error', {
      key: admin,
      query: { logId: event.logId, timestamp: String(meta.timestamp), sequence: String(meta.sequence) },
    });
    expect(infoAnswer.body.details).toContain('only errors and warnings');
    const made = await call('POST', '/api-keys', {
      key: admin,
      body: { name: 'Search only', roles: ['SearchApi'] },
    });
    const forbidden = await call('GET', '/explain-error', { key: made.body.api_key, query: event });
    expect(forbidden.status).toBe(403);
  });
});

describe('the widget assistant', () => {
  it('reads a sentence against the dataset and continues the conversation', async () => {
    const first = await stream('/widget-creation-assistant', {
      userRequest: 'errors per service in checkout over the last day, as a bar chart',
    });
    const suggestion = first.events.find((e) => e.type === 'QUERY_RESPONSE');
    expect(suggestion).toMatchObject({
      query: "SELECT count(*) FROM apps/checkout-api WHERE level = 'error' GROUP BY $service",
      widget_type: 'bar',
    });
    expect((suggestion?.groups_series as unknown[]).length).toBeGreaterThan(0);
    const session = first.events.at(-1)?.session_id as string;
    expect(session).toBeTruthy();
    const next = await stream('/widget-creation-assistant', {
      userRequest: 'as a pie chart instead',
      session_id: session,
    });
    expect(next.events.find((e) => e.type === 'QUERY_RESPONSE')).toMatchObject({
      query: suggestion?.query,
      widget_type: 'pie',
      session_id: session,
    });
    const latency = await stream('/widget-creation-assistant', {
      userRequest: 'p95 latency of nginx access as a line',
    });
    expect(latency.events.find((e) => e.type === 'QUERY_RESPONSE')?.query).toMatch(
      /^SELECT p95\(\w+\) FROM web\/nginx-access$/,
    );
  });

  it('is refused to nobody who may read, and validates the sentence', async () => {
    expect((await stream('/widget-creation-assistant', { userRequest: 'count' })).status).toBe(200);
    expect(
      (await call('GET', '/widget-creation-assistant', { key: readOnly, query: { userRequest: '' } })).status,
    ).toBe(400);
  });
});
