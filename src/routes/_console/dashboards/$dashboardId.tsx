import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboards/components/dashboard-page';
import { loadDashboard } from '../../../features/dashboards/prefetch';
import { validateDashboardUrl } from '../../../features/dashboards/url';

export const Route = createFileRoute('/_console/dashboards/$dashboardId')({
  validateSearch: validateDashboardUrl,
  loader: ({ context, params, cause, location }) =>
    loadDashboard(
      context.queryClient,
      params.dashboardId,
      validateDashboardUrl(location.search),
      cause === 'enter',
    ),
  // Never preloaded nor kept after the page closes: opening a dashboard always runs the loader before
  // the page renders, so the page's time window starts at the instant its searches were started with.
  preload: false,
  gcTime: 0,
  component: DashboardRoute,
});

function DashboardRoute() {
  const { dashboardId } = Route.useParams();
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  const { openedAt } = Route.useLoaderData();
  // A page per dashboard: its unsaved layout and undo history never leak into another.
  return (
    <DashboardPage
      key={dashboardId}
      dashboardId={dashboardId}
      state={state}
      openedAt={openedAt}
      onChange={(next) => void navigate({ search: next })}
    />
  );
}
