import type { QueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../api/client';
import type { Dashboard, WidgetLayout } from './model';
import { dashboardQueries } from './queries';

// What the dashboard page writes: its layout, and widgets added and removed, each answered with the
// dashboard as it is afterwards. Apart from the other writes (api.ts), which the page does not load.

/** The dashboard as the service has it now, bypassing every cache (the layout saver's conflict check). */
export async function fetchDashboard(dashboardId: string): Promise<Dashboard> {
  const { data } = await fetchClient.GET('/dashboards/{dashboardId}', {
    params: { path: { dashboardId } },
    cache: 'no-store',
  });
  return data as Dashboard;
}

/**
 * Writes a layout made from the dashboard's version `from` (its `modified_at`): a service that reads
 * If-Match writes nothing (412) when the dashboard changed since.
 */
export async function patchLayout(
  dashboardId: string,
  widget_layouts: WidgetLayout[],
  from?: number,
): Promise<Dashboard> {
  const { data } = await fetchClient.PATCH('/dashboards/{dashboardId}', {
    params: { path: { dashboardId }, ...(from !== undefined && { header: { 'If-Match': `"${from}"` } }) },
    body: { layout: { widget_layouts } },
  });
  return data as Dashboard;
}

/** Puts a dashboard the service returned into the cache, so list and page agree without a refetch. */
export function storeDashboard(queryClient: QueryClient, dashboard: Dashboard): void {
  queryClient.setQueryData(dashboardQueries.detail(dashboard.id).queryKey, dashboard);
  void queryClient.invalidateQueries({ queryKey: dashboardQueries.list().queryKey });
}

/** Adds widgets to a dashboard and returns the dashboard as it is afterwards. */
export async function addWidgets(dashboardId: string, widget_ids: string[]): Promise<Dashboard> {
  await fetchClient.POST('/dashboards/{dashboardId}/widgets', {
    params: { path: { dashboardId } },
    body: { widget_ids },
  });
  return fetchDashboard(dashboardId);
}

export async function removeWidget(dashboardId: string, widgetId: string): Promise<Dashboard> {
  await fetchClient.DELETE('/dashboards/{dashboardId}/widgets/{widgetId}', {
    params: { path: { dashboardId, widgetId } },
  });
  return fetchDashboard(dashboardId);
}
