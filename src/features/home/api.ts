import { $api } from '../../api/query-hooks';

/** What Home draws from besides what was ingested (src/api/ingestion.ts): monitors, dashboards, limits. */
export const homeQueries = {
  // "Alerting now": asked again on every visit and every minute while Home is open.
  monitors: () => $api.queryOptions('get', '/monitors', undefined, { staleTime: 0, refetchInterval: 60_000 }),
  dashboards: () => $api.queryOptions('get', '/dashboards'),
  limits: () => $api.queryOptions('get', '/limits'),
};
