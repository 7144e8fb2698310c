import { $api } from '../../api/client';
import type { SearchRequest } from './model';

/** Query-option factories for dashboards and widgets; usable in loaders and components alike. */
export const dashboardQueries = {
  list: () => $api.queryOptions('get', '/dashboards'),
  detail: (dashboardId: string) =>
    $api.queryOptions('get', '/dashboards/{dashboardId}', { params: { path: { dashboardId } } }),
  widgets: () => $api.queryOptions('get', '/widgets'),
  widget: (id: string) => $api.queryOptions('get', '/widgets/{id}', { params: { path: { id } } }),
  /** A widget's data over the dashboard window. */
  data: (body: SearchRequest) => $api.queryOptions('post', '/search', { body }, { staleTime: 30_000 }),
};
