import type { QueryClient } from '@tanstack/react-query';
import { windowOf } from '../../components/pickers/time-window';
import { GAP, ROW_HEIGHT } from './grid-metrics';
import { widgetRequest, type Dashboard } from './model';
import { dashboardQueries } from './queries';
import { planDashboard, severalAggregatesStore } from './shared-searches';
import type { DashboardUrlState } from './url';

/**
 * The dashboard route's loader: the dashboard (from the list's cache while fresh) and, when the page
 * is being opened (not on a change of its URL), the searches of the widgets in view, started before
 * the page renders its grid. `openedAt` is the instant the page computes its time window from, so the
 * page finds those searches in the cache instead of asking again.
 */
export async function loadDashboard(
  queryClient: QueryClient,
  dashboardId: string,
  state: DashboardUrlState,
  opening: boolean,
): Promise<{ openedAt: number }> {
  const dashboard = await queryClient.ensureQueryData(dashboardQueries.detail(dashboardId));
  const openedAt = Date.now();
  if (opening) prefetchWidgetsInView(queryClient, dashboard, state, openedAt, globalThis.innerHeight);
  return { openedAt };
}

/** Starts the searches of the widgets that will be in view when the dashboard opens. */
function prefetchWidgetsInView(
  queryClient: QueryClient,
  dashboard: Dashboard,
  state: DashboardUrlState,
  openedAt: number,
  viewportHeight: number,
): void {
  const rows = Math.ceil(viewportHeight / (ROW_HEIGHT + GAP));
  const timeWindow = windowOf(state, openedAt);
  const inView = new Set((dashboard.layout?.widget_layouts ?? []).filter((l) => l.y < rows).map((l) => l.id));
  // The searches the page will ask, planned as it plans them (shared-searches.ts).
  const widgets = dashboard.widgets ?? [];
  const plan = planDashboard(widgets, timeWindow, state.vars, severalAggregatesStore.getSnapshot() !== 'one');
  for (const widget of widgets) {
    if (!inView.has(widget.id)) continue;
    const { request } = widgetRequest(widget, timeWindow, state.vars);
    if (request) void queryClient.prefetchQuery(dashboardQueries.data(plan.searchOf(request)));
  }
}
