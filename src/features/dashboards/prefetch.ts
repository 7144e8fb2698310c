import type { QueryClient } from '@tanstack/react-query';
import { windowOf } from '../../components/pickers/time-window';
import { GAP, ROW_HEIGHT } from './grid-metrics';
import { widgetRequest, type Dashboard } from './model';
import { dashboardQueries } from './queries';
import type { DashboardUrlState } from './url';

/**
 * Starts the searches of the widgets that will be in view when the dashboard opens, while the grid
 * and chart code still loads: data and code arrive together instead of one after the other. The
 * window is fixed by `openedAt`, the same instant the page uses, so the page finds these in the cache.
 */
export function prefetchWidgetsInView(
  queryClient: QueryClient,
  dashboard: Dashboard,
  state: DashboardUrlState,
  openedAt: number,
  viewportHeight: number,
): void {
  const rows = Math.ceil(viewportHeight / (ROW_HEIGHT + GAP));
  const timeWindow = windowOf(state, openedAt);
  const inView = new Set((dashboard.layout?.widget_layouts ?? []).filter((l) => l.y < rows).map((l) => l.id));
  for (const widget of dashboard.widgets ?? []) {
    if (!inView.has(widget.id)) continue;
    const { request } = widgetRequest(widget, timeWindow, state.vars);
    if (request) void queryClient.prefetchQuery(dashboardQueries.data(request));
  }
}
