import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryQuery } from '../api/retry';

/**
 * What a removed infinite query's pages hold, let go of: each page's lists are emptied. V8 can keep
 * the result of a query's last fetch alive through the fetch's closures (a heap snapshot after leaving
 * Logs showed a page of 5,000 events held from TanStack Query's retryer by an allocation site);
 * emptied, it holds nothing. Nothing reads a removed, unobserved query, and its pages are its own
 * (other queries' data can share objects with a list's: those are left alone).
 */
function release(data: unknown): void {
  const pages = (data as { pages?: unknown } | undefined)?.pages;
  if (!Array.isArray(pages)) return;
  for (const holder of pages as unknown[]) {
    if (!holder || typeof holder !== 'object' || Object.isFrozen(holder)) continue;
    for (const value of Object.values(holder))
      if (Array.isArray(value) && !Object.isFrozen(value)) value.length = 0;
  }
}

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
    if (event.type === 'removed' && event.query.getObserversCount() === 0) {
      release(event.query.state.data);
      event.query.reset();
    }
  });
  return queryClient;
}
