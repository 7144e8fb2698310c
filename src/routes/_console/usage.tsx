import { createFileRoute } from '@tanstack/react-router';
import { UsagePage, type UsageUrl } from '../../features/usage/components/usage-page';
import { oneOf, searchParams, text } from '../../lib/search-params';
import { boundedRange, calendarOrRelativeRange } from '../../components/pickers/time-window';
import { prefetchAll } from '../../api/route-data';
import { usagePageQueries } from '../../features/usage/api';
import { LONGEST_USAGE } from '../../features/usage/longest';
import { getDisplaySettings } from '../../lib/time';

// Plain lists, not the model's: route validation is in the first download, so it stays tiny.
const TYPES = ['ingestion', 'search', 'export'] as const;

export const Route = createFileRoute('/_console/usage')({
  validateSearch: searchParams<UsageUrl>(
    { type: oneOf(TYPES), range: calendarOrRelativeRange, dataset: text, user: text },
    // One drill-down at a time: a dataset's usage, or a person's.
    (url) => ({
      ...url,
      range: boundedRange(url.range, LONGEST_USAGE),
      ...(url.dataset ? { user: undefined } : {}),
    }),
  ),
  loaderDeps: ({ search }) => ({ type: search.type, range: search.range }),
  loader: ({ context, deps }) => {
    const queries = usagePageQueries(deps.type, deps.range, Date.now(), getDisplaySettings().timeZone);
    return prefetchAll(
      context.queryClient,
      Object.values(queries).filter((query) => query.enabled !== false),
    );
  },
  component: UsageRoute,
});

function UsageRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsagePage url={url} onChange={(search) => void navigate({ search })} />;
}
