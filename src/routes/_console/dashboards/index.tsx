import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { dashboardQueries } from '../../../features/dashboards/queries';
import { DashboardListPage } from '../../../features/dashboards/components/dashboard-list-page';
import { listPage, searchParams, text } from '../../../lib/search-params';

export const Route = createFileRoute('/_console/dashboards/')({
  validateSearch: searchParams<{ q?: string; sort?: string; page?: number }>({
    q: text,
    sort: text,
    page: listPage,
  }),
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
