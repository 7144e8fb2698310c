import { ApiError, toApiError } from './errors';

const MAX_QUERY_RETRIES = 3;
/** A Retry-After longer than this is not waited out silently: the query fails and says so. */
const MAX_RETRY_AFTER_MS = 30_000;

/** Queries retry 5xx, network failures and timeouts, at most three times; never another 4xx. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && toApiError(error).transient;
}

/**
 * Exponential backoff with jitter: about 0.5 s, 1 s, 2 s; no sooner than a 503's Retry-After (a
 * busy service says when it can take the call). TanStack Query calls it as (failureCount, error),
 * so the jitter is not a parameter.
 */
export function retryDelay(failureCount: number, error?: unknown): number {
  const backoff = Math.min(500 * 2 ** failureCount, 8000) * (0.75 + Math.random() * 0.5);
  const busyFor =
    error instanceof ApiError && error.status === 503 && error.retryAt !== undefined
      ? Math.min(error.retryAt - Date.now(), MAX_RETRY_AFTER_MS)
      : 0;
  return Math.max(backoff, busyFor);
}
