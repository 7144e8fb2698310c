import { $api } from '../../api/query-hooks';

/** What Home draws from besides what was ingested (src/api/ingestion.ts): monitors, dashboards, limits. */
export const homeQueries = {
  // "Alerting now": at most 30 s old when Home opens (its loader and page share one read), and asked
  // again every minute while Home is open.
  monitors: () =>
    $api.queryOptions('get', '/monitors', undefined, { staleTime: 30_000, refetchInterval: 60_000 }),
  dashboards: () => $api.queryOptions('get', '/dashboards'),
  limits: () => $api.queryOptions('get', '/limits'),
};
