import { createFileRoute } from '@tanstack/react-router';
import { datasetQueries } from '../../api/datasets';
import { prefetchAll } from '../../api/route-data';
import { oneOf, searchParams } from '../../lib/search-params';
import { AgentSetupPage } from '../../features/agent-setup/components/agent-setup-page';

export const Route = createFileRoute('/_console/agent-setup')({
  validateSearch: searchParams<{ agent?: 'FLUENT_BIT' | 'OTEL_COLLECTOR' }>({
    agent: oneOf(['FLUENT_BIT', 'OTEL_COLLECTOR'] as const),
  }),
  loader: ({ context }) => prefetchAll(context.queryClient, [datasetQueries.list()]),
  component: AgentSetupRoute,
});

function AgentSetupRoute() {
  const { agent } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AgentSetupPage
      agent={agent ?? 'OTEL_COLLECTOR'}
      onAgent={(next) =>
        void navigate({ search: next === 'FLUENT_BIT' ? { agent: next } : {}, replace: true })
      }
    />
  );
}
