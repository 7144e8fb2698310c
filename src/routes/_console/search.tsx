import { createFileRoute } from '@tanstack/react-router';
import { datasetsQuery } from '../../api/datasets';
import { SearchPage } from '../../features/search/components/search-page';
import { validateSearchUrl } from '../../features/search/url';

export const Route = createFileRoute('/_console/search')({
  validateSearch: validateSearchUrl,
  loader: ({ context }) => context.queryClient.ensureQueryData(datasetsQuery()),
  component: SearchRoute,
});

function SearchRoute() {
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SearchPage state={state} onChange={(next) => void navigate({ search: next })} />;
}
