import { HOUR } from '../lib/time';
import { $api } from './query-hooks';

/** Shared by Limits and Home: what the organisation ingested, counted over the same windows. */

/** The start of the calendar month (UTC) a monthly limit counts from. */
export function monthStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/**
 * What this month's usage is counted over: from the month's start to the end of the current hour, so
 * the query stays the same for an hour (cached), for a page and its route's loader alike.
 */
export function usageWindow(now: number): { from: number; to: number } {
  const to = Math.floor(now / HOUR) * HOUR + HOUR;
  return { from: monthStart(now), to };
}

/** Today (UTC) to the end of the current hour, the same way. */
export function todayWindow(now: number): { from: number; to: number } {
  const to = Math.floor(now / HOUR) * HOUR + HOUR;
  return { from: Math.floor(now / (24 * HOUR)) * 24 * HOUR, to };
}

/** Bytes each dataset ingested over a window. */
export const ingestedQuery = ({ from, to }: { from: number; to: number }) =>
  $api.queryOptions(
    'get',
    '/usage/organizations/logs',
    { params: { query: { from_ts: from, to_ts: to, usage_type: 'ingestion', limit: 500 } } },
    { staleTime: 5 * 60_000 },
  );
