import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockService } from '../../mocks/testing';
import { $api, fetchClient } from './client';
import { setConnection } from './connection';
import { ApiError } from './errors';
import { rateLimitStore } from './rate-limit';

const { baseUrl } = setupMockService();
const signIn = (apiKey: string) =>
  setConnection({ mode: 'demo', label: 'test', baseUrl, credentials: { kind: 'api-key', apiKey } });

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
});

describe('the client', () => {
  it('rejects with an ApiError for a 404', async () => {
    signIn('demo-admin-key');
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const error = await qc
      .fetchQuery($api.queryOptions('get', '/roles/{role_id}', { params: { path: { role_id: 'Nope' } } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('reads a role', async () => {
    signIn('demo-admin-key');
    const { data } = await fetchClient.GET('/roles/{role_id}', { params: { path: { role_id: 'Admin' } } });
    expect(data?.role_id).toBe('Admin');
  });
});
