import { createFileRoute } from '@tanstack/react-router';
import { AgentSetupPage } from '../../features/agent-setup/components/agent-setup-page';

export const Route = createFileRoute('/_console/agent-setup')({
  validateSearch: (search: Record<string, unknown>): { agent?: 'FLUENT_BIT' } =>
    search.agent === 'FLUENT_BIT' ? { agent: 'FLUENT_BIT' } : {},
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
