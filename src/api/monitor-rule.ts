import { queryOptions } from '@tanstack/react-query';
import { fetchClient } from './client';
import { toApiError } from './errors';
import { $api } from './query-hooks';
import type { components } from './schema.gen';

type Monitor = components['schemas']['Monitor'];

/**
 * A monitor with its rule, as pages read it. The live service's answer carries no `queries`: its rule
 * lives on the metric definition behind `metric_id`, read here. When neither has it, `unreadableRule`
 * says why, and what needs the rule says so (the monitor's form opens read-only: saving it would put
 * an empty query over the real rule). Read by the monitors' pages and by "What changed".
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

/** One monitor with its rule, under openapi-react-query's key, so invalidation by prefix reaches it. */
export function monitorDetailQuery(monitorId: string) {
  const { queryKey } = $api.queryOptions('get', '/monitors/{monitorId}', { params: { path: { monitorId } } });
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
}
