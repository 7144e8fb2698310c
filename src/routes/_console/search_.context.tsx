import { createFileRoute } from '@tanstack/react-router';
import { ContextPage, type ContextParams } from '../../features/search/components/context-page';

const MAX_SIDE = 1000;
const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(MAX_SIDE, value) : undefined;
const nonNegative = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

export const Route = createFileRoute('/_console/search_/context')({
  validateSearch: (search: Record<string, unknown>): ContextParams => ({
    from: typeof search.from === 'string' ? search.from : '',
    timestamp: nonNegative(search.timestamp),
    sequence: nonNegative(search.sequence),
    ...(count(search.before) ? { before: count(search.before) } : {}),
    ...(count(search.after) ? { after: count(search.after) } : {}),
  }),
  component: ContextRoute,
});

function ContextRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContextPage params={params} onMore={(side, n) => void navigate({ search: { ...params, [side]: n } })} />
  );
}
