import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_THE_SERVICE, scenarios } from '../../mocks/scenarios';
import { setupMockService } from '../../mocks/testing';
import { fetchClient } from './client';
import { $api } from './query-hooks';
import { setConnection } from './connection';
import { ApiError } from './errors';
import { rateLimitStore } from './rate-limit';

const { server, baseUrl } = setupMockService();
const signIn = (credentials: { kind: 'api-key'; apiKey: string } | { kind: 'bearer'; token: string }) =>
  setConnection({ mode: 'demo', label: 'test', baseUrl, credentials });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
});

describe('the client', () => {
  it('sends the API key to the connection base URL and returns typed data', async () => {
    signIn({ kind: 'api-key', apiKey: 'demo-admin-key' });
    const { data } = await fetchClient.GET('/roles/{role_id}', { params: { path: { role_id: 'Admin' } } });
    expect(data?.permissions.length).toBeGreaterThan(20);
  });

  it('turns every failure into an ApiError with the service details', async () => {
    signIn({ kind: 'api-key', apiKey: 'demo-readonly-key' });
    const error = await rejection(
      fetchClient.DELETE('/roles/{role_id}', { params: { path: { role_id: 'Standard' } } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      type: 'Forbidden',
      correlationId: expect.any(String),
    });
    expect((error as ApiError).details).toContain('roles_delete');
  });

  it('rejects a query with an ApiError so TanStack Query settles', async () => {
    signIn({ kind: 'api-key', apiKey: 'demo-admin-key' });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const error = await rejection(
      qc.fetchQuery($api.queryOptions('get', '/roles/{role_id}', { params: { path: { role_id: 'Nope' } } })),
    );
    expect(error).toMatchObject({ status: 404, details: 'Role Nope was not found.' });
  });

  it('reports a network failure as such', async () => {
    signIn({ kind: 'api-key', apiKey: 'demo-admin-key' });
    server.use(scenarios.offline(baseUrl));
    expect(await rejection(fetchClient.GET('/roles'))).toMatchObject({ kind: 'network', status: 0 });
  });

  it.each([
    ['page', 'with a web page'],
    ['cut-off', 'with a cut-off or malformed JSON body'],
  ] as const)('names a 200 that is not the API (%s) for what it is, to be retried', async (what, said) => {
    signIn({ kind: 'api-key', apiKey: 'demo-admin-key' });
    server.use(scenarios.notTheApi(baseUrl, what));
    const error = await rejection(fetchClient.GET('/logs'));
    expect(error).toMatchObject({ kind: 'not-the-api', status: 200, transient: true });
    expect(error?.title).toBe('Not an answer of the API');
    expect(error?.details).toContain(said);
  });

  it("hands a file on as it came: an export's NDJSON, read as a blob", async () => {
    signIn({ kind: 'api-key', apiKey: 'demo-admin-key' });
    const ndjson = '{"message":"a"}\n{"message":"b"}\n';
    server.use(
      http.get(
        `${baseUrl}/exports/:id/file`,
        () => new HttpResponse(ndjson, { headers: { 'Content-Type': 'application/x-ndjson' } }),
      ),
    );
    const { data } = await fetchClient.GET('/exports/{exportId}/file', {
      params: { path: { exportId: 'e1' } },
      parseAs: 'blob',
    });
    expect(await (data as Blob).text()).toBe(ndjson);
  });

  it('takes an empty successful answer without a type as one with nothing to say', async () => {
    signIn({ kind: 'api-key', apiKey: 'demo-admin-key' });
    server.use(
      http.get(`${baseUrl}/logs`, () => new HttpResponse(null, { status: 200, headers: NOT_THE_SERVICE })),
    );
    const { data, error } = await fetchClient.GET('/logs');
    expect(error).toBeUndefined();
    expect(data).toBeUndefined();
  });

  it('reads the alternative users error body', async () => {
    signIn({ kind: 'api-key', apiKey: 'demo-admin-key' });
    server.use(
      http.get(`${baseUrl}/users/:userId`, () =>
        HttpResponse.json({ code: 409, correlation_id: 'c-1', message: 'Busy' }, { status: 409 }),
      ),
    );
    expect(
      await rejection(fetchClient.GET('/users/{userId}', { params: { path: { userId: 'u' } } })),
    ).toMatchObject({ status: 409, type: 'Conflict', details: 'Busy', correlationId: 'c-1' });
  });

  it('refuses to send anything while signed out', async () => {
    expect(await rejection(fetchClient.GET('/roles'))).toMatchObject({ kind: 'signed-out' });
  });

  it('records the rate limit and sends nothing after a 429 until the window resets', async () => {
    signIn({ kind: 'api-key', apiKey: 'demo-standard-key' });
    await fetchClient.GET('/roles');
    expect(rateLimitStore.getSnapshot().limit).toBeGreaterThan(0);

    server.use(scenarios.rateLimited(baseUrl, 30, { times: 1 }));
    expect(await rejection(fetchClient.GET('/roles'))).toMatchObject({ kind: 'http', status: 429 });
    let sent = 0;
    server.events.on('request:start', () => sent++);
    const held = await rejection(fetchClient.GET('/roles'));
    expect(held).toMatchObject({ kind: 'rate-limited', status: 429, retryAt: expect.any(Number) });
    expect(sent).toBe(0);
    server.events.removeAllListeners('request:start');
  });

  it("keeps a busy service's Retry-After, for the retry to wait it out", async () => {
    signIn({ kind: 'api-key', apiKey: 'demo-admin-key' });
    server.use(
      http.get(
        `${baseUrl}/roles`,
        () =>
          HttpResponse.json(
            {
              code: 503,
              type: 'Service Unavailable',
              details: 'Every search thread is busy.',
              correlation_id: 'c-503',
            },
            { status: 503, headers: { 'Retry-After': '5' } },
          ),
        { once: true },
      ),
    );
    const before = Date.now();
    const error = await rejection(fetchClient.GET('/roles'));
    expect(error).toMatchObject({ status: 503, details: 'Every search thread is busy.' });
    expect(error?.retryAt).toBeGreaterThanOrEqual(before + 5000);
    expect(error?.retryAt).toBeLessThanOrEqual(Date.now() + 5000);
  });
});
