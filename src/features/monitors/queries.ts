import { queryOptions } from '@tanstack/react-query';
import { fetchClient } from '../../api/client';
import { $api } from '../../api/query-hooks';
import { toApiError } from '../../api/errors';
import type { Monitor } from './model';

/**
 * A monitor as the pages read it. The live service's answer carries no `queries`: its rule lives
 * on the metric definition behind `metric_id`, read here. When neither has it, `unreadableRule`
 * says why, and the monitor opens read-only: saving it would put an empty query over the real rule.
 */
export type MonitorDetail = Monitor & { unreadableRule?: string };

async function withRule(monitor: Monitor, signal: AbortSignal): Promise<MonitorDetail> {
  if (monitor.queries?.length) return monitor;
  if (!monitor.metric_id)
    return {
      ...monitor,
      unreadableRule: 'The service sent this monitor without its query or a metric to read it from.',
    };
  try {
    const { data } = await fetchClient.GET('/metrics/definitions/{metricId}', {
      params: { path: { metricId: monitor.metric_id } },
      signal,
    });
    if (data?.queries.length) return { ...monitor, queries: data.queries };
    return { ...monitor, unreadableRule: 'Its metric definition holds no query.' };
  } catch (error) {
    const e = toApiError(error);
    if (e.status === 429 || e.status >= 500 || e.status === 0) throw error;
    return {
      ...monitor,
      unreadableRule: `Its query lives on metric ${monitor.metric_id}, which the service would not give (${e.status} ${e.type}).`,
    };
  }
}

/** Query-option factories for monitors; usable in loaders and components alike. */
export const monitorQueries = {
  list: () => $api.queryOptions('get', '/monitors', undefined, { staleTime: 30_000 }),
  /** A dataset's monitors (the seed's GET /logs/{logId}/monitors). */
  ofLog: (logId: string) =>
    $api.queryOptions('get', '/logs/{logId}/monitors', { params: { path: { logId } } }),
  detail: (monitorId: string) => {
    // openapi-react-query's key, so invalidation by prefix reaches it; the rule read along with it.
    const { queryKey } = $api.queryOptions('get', '/monitors/{monitorId}', {
      params: { path: { monitorId } },
    });
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }): Promise<MonitorDetail> => {
        const { data } = await fetchClient.GET('/monitors/{monitorId}', {
          params: { path: { monitorId } },
          signal,
        });
        return withRule(data as Monitor, signal);
      },
    });
  },
  events: (monitorId: string, range: { from_ts: number; to_ts: number }) =>
    $api.queryOptions('get', '/monitors/{monitorId}/events', {
      params: { path: { monitorId }, query: range },
    }),
  notifications: (monitorId: string, range: { from_ts: number; to_ts: number }) =>
    $api.queryOptions('get', '/monitors/{monitorId}/notifications', {
      params: { path: { monitorId }, query: range },
    }),
};
