import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryQuery } from '../api/retry';

/** Queries retry transient failures with backoff; mutations never retry on their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
