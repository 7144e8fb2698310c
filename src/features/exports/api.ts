import { HOUR } from '../../lib/time';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';
import { rateLimitStore } from '../../api/rate-limit';
import type { components } from '../../api/schema.gen';

export type Export = components['schemas']['Export'];

/** While an export runs, the list is polled this often: never faster (the live service allows 100 requests per 5 minutes). */
export const POLL_MS = 5_000;
/** Polled this much slower when under a fifth of the rate-limit window is left. */
const SLOW_POLL_MS = 30_000;

/** Still running: neither COMPLETE nor FAILED (the live service's word for an export that will not finish). */
export const isRunning = (e: Pick<Export, 'status'>) => e.status === 'CREATED' || e.status === 'IN_PROGRESS';

/**
 * How soon to read the exports again: only while one started in the last hour is unfinished (an older
 * one that never finished will not), and slower when the rate limit runs low. False: not at all.
 */
export function exportPollInterval(
  exports: Pick<Export, 'status' | 'created_at'>[],
  now: number,
  rate: { limit: number | null; remaining: number | null; resetAt: number | null },
): number | false {
  const waiting = exports.some(
    (e) => isRunning(e) && (e.created_at === undefined || now - e.created_at < HOUR),
  );
  if (!waiting) return false;
  if (rate.limit && rate.remaining !== null && rate.remaining < rate.limit / 5) {
    const untilReset = rate.resetAt !== null ? rate.resetAt - now : SLOW_POLL_MS;
    return rate.remaining <= 2 ? Math.max(SLOW_POLL_MS, untilReset) : SLOW_POLL_MS;
  }
  return POLL_MS;
}

/** Query-option factories for exports. */
const exportQueries = {
  /** Every export of the organisation; polls while one of the last hour is still running. */
  list: () =>
    $api.queryOptions('get', '/exports', undefined, {
      refetchInterval: (query) =>
        exportPollInterval(query.state.data?.exports ?? [], Date.now(), rateLimitStore.getSnapshot()),
    }),
};

export function useExports() {
  return useQuery(exportQueries.list());
}
