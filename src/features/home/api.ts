import { ingestedQuery, todayWindow, usageWindow } from '../../api/ingestion';
import { $api } from '../../api/query-hooks';
import { readRecent } from '../../lib/recent';

/** What Home draws from besides what was ingested (src/api/ingestion.ts): monitors, dashboards, limits. */
export const homeQueries = {
  // "Alerting now", asked again every minute while Home is open. Opening Home always asks afresh: its
  // route prefetches with `{ staleTime: 0 }`, and the page reads that answer without asking twice.
  monitors: () =>
    $api.queryOptions('get', '/monitors', undefined, { staleTime: 10_000, refetchInterval: 60_000 }),
  dashboards: () => $api.queryOptions('get', '/dashboards'),
  limits: () => $api.queryOptions('get', '/limits'),
};

/**
 * Everything Home draws, asked at once by its route: what is alerting (afresh on every visit), the
 * limits, today's and this month's ingestion, and the dashboards' current names when the person has
 * opened some (`person` as `personKey` makes it).
 */
export function homePageQueries(now: number, person: string) {
  return [
    { ...homeQueries.monitors(), staleTime: 0 },
    homeQueries.limits(),
    ingestedQuery(todayWindow(now)),
    ingestedQuery(usageWindow(now)),
    ...(readRecent('dashboards', person).length ? [homeQueries.dashboards()] : []),
  ];
}
