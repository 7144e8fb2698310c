import { createFileRoute } from '@tanstack/react-router';
import { ContextPage, type ContextParams } from '../../features/search/components/context-page';

const positive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

export const Route = createFileRoute('/_console/search_/context')({
  validateSearch: (search: Record<string, unknown>): ContextParams => ({
    from: typeof search.from === 'string' ? search.from : '',
    timestamp: positive(search.timestamp) ?? 0,
    sequence: positive(search.sequence) ?? 0,
    ...(positive(search.span) ? { span: Math.min(500, positive(search.span) as number) } : {}),
  }),
  component: ContextRoute,
});

function ContextRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ContextPage params={params} onMore={(span) => void navigate({ search: { ...params, span } })} />;
}
