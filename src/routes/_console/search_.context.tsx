import { createFileRoute } from '@tanstack/react-router';
import { datasetQueries } from '../../api/datasets';
import { prefetchAll } from '../../api/route-data';
import { contextQueries } from '../../features/search/api';
import { ContextPage } from '../../features/search/components/context-page';
import { validateContextUrl } from '../../features/search/url';

export const Route = createFileRoute('/_console/search_/context')({
  validateSearch: validateContextUrl,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchAll(context.queryClient, [...contextQueries(deps), datasetQueries.logs()]),
  component: ContextRoute,
});

function ContextRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContextPage params={params} onMore={(side, n) => void navigate({ search: { ...params, [side]: n } })} />
  );
}
