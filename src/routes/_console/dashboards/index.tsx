import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueries } from '../../../features/dashboards/queries';
import { DashboardListPage } from '../../../features/dashboards/components/dashboard-list-page';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_console/dashboards/')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = optionalString(search.q);
    return q ? { q } : {};
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueries.list()),
  component: DashboardsRoute,
});

function DashboardsRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardListPage
      filter={q ?? ''}
      onFilter={(text) => void navigate({ search: text ? { q: text } : {}, replace: true })}
    />
  );
}
