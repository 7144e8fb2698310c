import { $api } from '../../api/query-hooks';

/** What Home draws from besides what was ingested (src/api/ingestion.ts): monitors, dashboards, limits. */
export const homeQueries = {
  // "Alerting now", asked again every minute while Home is open. Opening Home always asks afresh: its
  // route prefetches with `{ staleTime: 0 }`, and the page reads that answer without asking twice.
  monitors: () =>
    $api.queryOptions('get', '/monitors', undefined, { staleTime: 10_000, refetchInterval: 60_000 }),
  dashboards: () => $api.queryOptions('get', '/dashboards'),
  limits: () => $api.queryOptions('get', '/limits'),
};
