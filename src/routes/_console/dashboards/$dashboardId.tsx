import { createFileRoute } from '@tanstack/react-router';
import { preloadDashboardChunks } from '../../../features/dashboards/chunks';
import { DashboardPage } from '../../../features/dashboards/components/dashboard-page';
import { prefetchWidgetsInView } from '../../../features/dashboards/prefetch';
import { dashboardQueries } from '../../../features/dashboards/queries';
import { validateDashboardUrl } from '../../../features/dashboards/url';

export const Route = createFileRoute('/_console/dashboards/$dashboardId')({
  validateSearch: validateDashboardUrl,
  // Opening a dashboard fixes the instant its relative range is counted from; the page keeps it.
  // Changing the search params (mode, range…) does not open it again.
  shouldReload: false,
  loader: async ({ context, params, location }) => {
    const openedAt = Date.now();
    preloadDashboardChunks();
    const dashboard = await context.queryClient.ensureQueryData(dashboardQueries.detail(params.dashboardId));
    const state = validateDashboardUrl(location.search as Record<string, unknown>);
    prefetchWidgetsInView(context.queryClient, dashboard, state, openedAt, window.innerHeight);
    return { openedAt };
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { dashboardId } = Route.useParams();
  const { openedAt } = Route.useLoaderData();
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  // A page per dashboard: its unsaved layout and undo history never leak into another.
  return (
    <DashboardPage
      key={dashboardId}
      dashboardId={dashboardId}
      openedAt={openedAt}
      state={state}
      onChange={(next) => void navigate({ search: next })}
    />
  );
}
