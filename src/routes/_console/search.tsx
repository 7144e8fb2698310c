import { createFileRoute } from '@tanstack/react-router';
import { datasetQueries } from '../../api/datasets';
import { prefetchAll } from '../../api/route-data';
import { AddToDashboardButton } from '../../features/dashboards/components/add-to-dashboard-button';
import { SearchPage } from '../../features/search/components/search-page';
import { validateSearchUrl } from '../../features/search/url';

export const Route = createFileRoute('/_console/search')({
  validateSearch: validateSearchUrl,
  // The page's searches need no list of datasets (every one is `from_expr: '*'`): it starts beside them.
  loader: ({ context }) => prefetchAll(context.queryClient, [], [datasetQueries.logs()]),
  component: SearchRoute,
});

function SearchRoute() {
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      state={state}
      onChange={(next) => void navigate({ search: next })}
      addToDashboard={(view) => <AddToDashboardButton view={view} />}
    />
  );
}
