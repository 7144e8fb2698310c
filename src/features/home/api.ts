import { $api } from '../../api/client';

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

/** The start of the UTC day and month, and the end of the current hour: the same queries for an hour. */
export function homeWindows(now: number) {
  const to = Math.floor(now / HOUR) * HOUR + HOUR;
  const d = new Date(now);
  return {
    today: { from: Math.floor(now / DAY) * DAY, to },
    month: { from: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), to },
  };
}

const ingested = (window: { from: number; to: number }) =>
  $api.queryOptions(
    'get',
    '/usage/organizations/logs',
    { params: { query: { from_ts: window.from, to_ts: window.to, usage_type: 'ingestion', limit: 500 } } },
    { staleTime: 5 * 60_000 },
  );

/** What Home draws from: the monitors, the dashboards, the limits and what was ingested. */
export const homeQueries = {
  // "Alerting now": asked again on every visit and every minute while Home is open.
  monitors: () => $api.queryOptions('get', '/monitors', undefined, { staleTime: 0, refetchInterval: 60_000 }),
  dashboards: () => $api.queryOptions('get', '/dashboards'),
  limits: () => $api.queryOptions('get', '/limits'),
  ingested,
};
