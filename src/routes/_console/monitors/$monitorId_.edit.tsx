import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { MonitorEditPage } from '../../../features/monitors/components/monitor-edit-page';
import { formQueries } from '../../../features/monitors/history';
import { monitorQueries } from '../../../features/monitors/queries';

export const Route = createFileRoute('/_console/monitors/$monitorId_/edit')({
  // The backtest's history ends when the form opened: the form asks for the same window.
  loader: async ({ context, params }) => {
    const openedAt = Date.now();
    await prefetchAll(context.queryClient, [
      monitorQueries.detail(params.monitorId),
      ...formQueries({ monitorId: params.monitorId, now: openedAt }),
    ]);
    return { openedAt };
  },
  component: EditMonitorRoute,
});

function EditMonitorRoute() {
  const { monitorId } = Route.useParams();
  const { openedAt } = Route.useLoaderData();
  const { data } = useSuspenseQuery(monitorQueries.detail(monitorId));
  // Keyed by monitor: moving to another monitor's form starts from that monitor, not this draft.
  return <MonitorEditPage key={monitorId} monitor={data} openedAt={openedAt} />;
}
