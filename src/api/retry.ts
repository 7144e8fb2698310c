import { toApiError } from './errors';

const MAX_QUERY_RETRIES = 3;

/** Queries retry 5xx, network failures and timeouts, at most three times; never another 4xx. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && toApiError(error).transient;
}

/**
 * Exponential backoff with jitter: about 0.5 s, 1 s, 2 s. TanStack Query calls it as
 * (failureCount, error), so the jitter is not a parameter.
 */
export function retryDelay(failureCount: number): number {
  return Math.min(500 * 2 ** failureCount, 8000) * (0.75 + Math.random() * 0.5);
}
