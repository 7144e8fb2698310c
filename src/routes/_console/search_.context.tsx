import { createFileRoute } from '@tanstack/react-router';
import { searchParams, text, whole } from '../../lib/search-params';
import { ContextPage, type ContextParams } from '../../features/search/components/context-page';

const MAX_SIDE = 1000;

export const Route = createFileRoute('/_console/search_/context')({
  validateSearch: searchParams<ContextParams>(
    {
      from: text,
      timestamp: whole(0, Number.MAX_SAFE_INTEGER),
      sequence: whole(0, Number.MAX_SAFE_INTEGER),
      before: whole(1, MAX_SIDE),
      after: whole(1, MAX_SIDE),
    },
    // The event's place is required: without it the page says which event is missing.
    (params) => ({
      ...params,
      from: params.from ?? '',
      timestamp: params.timestamp ?? 0,
      sequence: params.sequence ?? 0,
    }),
  ),
  component: ContextRoute,
});

function ContextRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContextPage params={params} onMore={(side, n) => void navigate({ search: { ...params, [side]: n } })} />
  );
}
