import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../../api/route-data';
import { DowntimeListPage } from '../../../../features/monitors/components/downtime-list-page';
import { monitorQueries } from '../../../../features/monitors/queries';

export const Route = createFileRoute('/_console/monitors/downtimes/')({
  loader: ({ context }) =>
    prefetchAll(context.queryClient, [monitorQueries.downtimes(), monitorQueries.list()]),
  component: DowntimeListPage,
});
