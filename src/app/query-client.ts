import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryQuery } from '../api/retry';

/**
 * Queries retry transient failures with backoff; mutations never retry on their own. A query the
 * cache lets go of (unused past its gcTime, or cleared at sign-out) lets go of its data too: Chromium
 * can keep a removed query object alive from the code that fetched it (a heap snapshot showed one
 * holding a Logs page's 100,000 events after sign-out), and then it holds nothing.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  queryClient.getQueryCache().subscribe((event) => {
    // One a page still shows (removed on purpose, a deleted record's) keeps what the page shows.
    if (event.type === 'removed' && event.query.getObserversCount() === 0) event.query.reset();
  });
  return queryClient;
}
