import { ingestedQuery, todayWindow, usageWindow } from '../../api/ingestion';
import { $api } from '../../api/query-hooks';
import { readRecent } from '../../lib/recent';
import { DAY, HOUR, MINUTE } from '../../lib/time';

/** What Home counts as an error, in any dataset: an event at level error, or a 5xx response. */
export const ERRORS = "level = 'error' or status_code >= 500";

/** The last hour, to the whole minute (so the route's request and the page's are one), and the same hour a day earlier. */
export function errorWindows(now: number) {
  const to = Math.floor(now / MINUTE) * MINUTE;
  return { hour: { from: to - HOUR, to }, yesterday: { from: to - HOUR - DAY, to: to - DAY } };
}

/** What Home draws from besides what was ingested (src/api/ingestion.ts): monitors, dashboards, limits. */
export const homeQueries = {
  // "Alerting now", asked again every minute while Home is open. Opening Home always asks afresh: its
  // route prefetches with `{ staleTime: 0 }`, and the page reads that answer without asking twice.
  monitors: () =>
    $api.queryOptions('get', '/monitors', undefined, { staleTime: 10_000, refetchInterval: 60_000 }),
  dashboards: () => $api.queryOptions('get', '/dashboards'),
  limits: () => $api.queryOptions('get', '/limits'),
  /** The errors of a window, in every dataset, counted in one slice. */
  errors: (span: { from: number; to: number }) =>
    $api.queryOptions('post', '/search', {
      body: {
        from_expr: '*',
        where: ERRORS,
        select: ['count(*)'],
        from_ts: span.from,
        to_ts: span.to,
        num_of_slices: 1,
      },
    }),
};

/**
 * Everything Home draws, asked at once by its route: what is alerting (afresh on every visit), the
 * errors of the last hour and of the same hour yesterday, the limits, today's and this month's ingestion, and the dashboards' current names when the person has
 * opened some (`person` as `personKey` makes it).
 */
export function homePageQueries(now: number, person: string) {
  const errors = errorWindows(now);
  return [
    homeQueries.errors(errors.hour),
    homeQueries.errors(errors.yesterday),
    { ...homeQueries.monitors(), staleTime: 0 },
    homeQueries.limits(),
    ingestedQuery(todayWindow(now)),
    ingestedQuery(usageWindow(now)),
    ...(readRecent('dashboards', person).length ? [homeQueries.dashboards()] : []),
  ];
}
