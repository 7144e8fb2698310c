import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboards/components/dashboard-page';
import { dashboardQueries } from '../../../features/dashboards/queries';
import { validateDashboardUrl } from '../../../features/dashboards/url';

export const Route = createFileRoute('/_console/dashboards/$dashboardId')({
  validateSearch: validateDashboardUrl,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(dashboardQueries.detail(params.dashboardId)),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { dashboardId } = Route.useParams();
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  // A page per dashboard: its unsaved layout and undo history never leak into another.
  return (
    <DashboardPage
      key={dashboardId}
      dashboardId={dashboardId}
      state={state}
      onChange={(next) => void navigate({ search: next })}
    />
  );
}
