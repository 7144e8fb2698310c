import { createFileRoute } from '@tanstack/react-router';
import { UsagePage, type UsageUrl } from '../../features/usage/components/usage-page';
import { optionalString } from '../../lib/search-params';

// Plain lists, not the model's: route validation is in the first download, so it stays tiny.
const TYPES = ['ingestion', 'search', 'export'];
const RANGES = ['Last 24 hours', 'Last 7 days', 'Last 30 days', 'Last 90 days'];

export const Route = createFileRoute('/_console/usage')({
  validateSearch: (search: Record<string, unknown>): UsageUrl => {
    const dataset = optionalString(search.dataset);
    const user = optionalString(search.user);
    const type = TYPES.find((t) => t === search.type) as UsageUrl['type'];
    const range = RANGES.find((r) => r === search.range) as UsageUrl['range'];
    return {
      ...(type ? { type } : {}),
      ...(range ? { range } : {}),
      ...(dataset ? { dataset } : user ? { user } : {}),
    };
  },
  component: UsageRoute,
});

function UsageRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsagePage url={url} onChange={(search) => void navigate({ search })} />;
}
