import { createFileRoute } from '@tanstack/react-router';
import { datasetQueries } from '../../api/datasets';
import { prefetchAll } from '../../api/route-data';
import { AddToDashboardButton } from '../../features/dashboards/components/add-to-dashboard-button';
import { SearchPage } from '../../features/search/components/search-page';
import { validateSearchUrl } from '../../features/search/url';

export const Route = createFileRoute('/_console/search')({
  validateSearch: validateSearchUrl,
  loaderDeps: ({ search }) => ({ named: search.ds !== undefined }),
  // The datasets are waited for only when the link names none (then the search is over all of them);
  // otherwise the page's searches start beside them.
  loader: async ({ context, deps }) => {
    const datasets = prefetchAll(context.queryClient, [datasetQueries.logs()]);
    if (!deps.named) await datasets;
  },
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
