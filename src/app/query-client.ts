import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryQuery } from '../api/retry';

/**
 * Queries retry transient failures with backoff; mutations never retry on their own. Tests may pass a
 * shorter delay: the backoff is the console's, its length is not what a route test is about.
 */
export function createQueryClient(
  options: { retryDelay?: (failureCount: number) => number } = {},
): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: options.retryDelay ?? retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
