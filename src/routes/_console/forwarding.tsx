import { createFileRoute } from '@tanstack/react-router';
import { datasetQueries } from '../../api/datasets';
import { prefetchAll } from '../../api/route-data';
import { routingQueries } from '../../features/routing/api';
import { ForwardingPage } from '../../features/routing/components/forwarding-page';

export const Route = createFileRoute('/_console/forwarding')({
  loader: ({ context }) =>
    prefetchAll(context.queryClient, [routingQueries.forwards(), datasetQueries.logs()]),
  component: ForwardingPage,
});
