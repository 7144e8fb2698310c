import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { dashboardQueries } from '../../../features/dashboards/queries';
import { DashboardListPage } from '../../../features/dashboards/components/dashboard-list-page';
import { validateTextList } from '../../../lib/search-params';

export const Route = createFileRoute('/_console/dashboards/')({
  validateSearch: validateTextList,
  loader: ({ context }) => prefetchAll(context.queryClient, [dashboardQueries.list()]),
  component: DashboardsRoute,
});

function DashboardsRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardListPage
      filter={q ?? ''}
      onFilter={(filter) =>
        void navigate({
          search: (prev) => ({ ...prev, q: filter || undefined, page: undefined }),
          replace: true,
        })
      }
    />
  );
}
