import { createFileRoute } from '@tanstack/react-router';
import { integrationQueries } from '../../api/integrations';
import { prefetchAll } from '../../api/route-data';
import { IntegrationsPage } from '../../features/integrations/components/integrations-page';

export const Route = createFileRoute('/_console/integrations')({
  loader: ({ context }) =>
    prefetchAll(context.queryClient, [
      integrationQueries.webhooks(),
      integrationQueries.slack(),
      integrationQueries.workspaces(),
    ]),
  component: IntegrationsPage,
});
