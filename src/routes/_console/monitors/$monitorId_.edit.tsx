import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { MonitorEditPage } from '../../../features/monitors/components/monitor-edit-page';
import { seedOfChange } from '../../../features/monitors/form';
import { formQueries } from '../../../features/monitors/history';
import { monitorQueries } from '../../../features/monitors/queries';
import { validateEditMonitor } from '../../../features/monitors/url';

export const Route = createFileRoute('/_console/monitors/$monitorId_/edit')({
  validateSearch: validateEditMonitor,
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
  const { from, to, ...change } = Route.useSearch();
  const { data } = useSuspenseQuery(monitorQueries.detail(monitorId));
  const seed = seedOfChange(change);
  // Keyed by monitor and change: another monitor's form, or another change, starts afresh.
  return (
    <MonitorEditPage
      key={`${monitorId}:${JSON.stringify(seed)}`}
      monitor={data}
      openedAt={openedAt}
      seed={seed}
      backtestOver={from !== undefined && to !== undefined ? { from, to } : undefined}
    />
  );
}
