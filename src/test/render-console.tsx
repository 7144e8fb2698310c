import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { setConnection } from '../api/connection';
import { forgetIdentity } from '../api/identity-store';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';

/**
 * Renders the whole console at `path`, signed in with `apiKey` against the test mock service, as a new
 * tab (or, `reload`, as the same tab loaded again: what it kept for itself stays). Queries retry a
 * failure at once (the console's backoff is retry.ts's to test, not every route test's to wait).
 */
export function renderConsole(path: string, options: { baseUrl: string; apiKey?: string; reload?: boolean }) {
  if (!options.reload) forgetIdentity();
  if (options.apiKey) {
    setConnection({
      mode: 'demo',
      label: 'Demo',
      baseUrl: options.baseUrl,
      credentials: { kind: 'api-key', apiKey: options.apiKey },
    });
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 10 },
  });
  const router = createAppRouter(async () => queryClient, {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { ...render(<App router={router} />), router, queryClient };
}
