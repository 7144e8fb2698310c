import { $api } from '../../api/query-hooks';
import { SERIES_SLICES, type SearchRequest } from './model';

/** Query-option factories for dashboards and widgets; usable in loaders and components alike. */
export const dashboardQueries = {
  list: () => $api.queryOptions('get', '/dashboards'),
  detail: (dashboardId: string) =>
    $api.queryOptions('get', '/dashboards/{dashboardId}', { params: { path: { dashboardId } } }),
  widgets: () => $api.queryOptions('get', '/widgets'),
  widget: (id: string) => $api.queryOptions('get', '/widgets/{id}', { params: { path: { id } } }),
  /** A widget's data over the dashboard window, as the service answers (the chart reads it: widget-chart.tsx). */
  data: (body: SearchRequest) => $api.queryOptions('post', '/search', { body }, { staleTime: 30_000 }),
  /** The series of a metric definition: how widgets made in the vendor's console are drawn. */
  metric: (metricId: string, window: { from_ts: number; to_ts: number }) =>
    $api.queryOptions(
      'get',
      '/timeseries/{metric_definition_id}',
      {
        params: {
          path: { metric_definition_id: metricId },
          query: { ...window, num_of_slices: SERIES_SLICES },
        },
      },
      { staleTime: 30_000, retry: false },
    ),
};
