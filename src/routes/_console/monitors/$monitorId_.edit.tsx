import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MonitorEditPage } from '../../../features/monitors/components/monitor-edit-page';
import { monitorQueries } from '../../../features/monitors/queries';

// No loader: the page's suspense query fetches it, and the first download stays small (size budget).
export const Route = createFileRoute('/_console/monitors/$monitorId_/edit')({
  component: EditMonitorRoute,
});

function EditMonitorRoute() {
  const { monitorId } = Route.useParams();
  const { data } = useSuspenseQuery(monitorQueries.detail(monitorId));
  // Keyed by monitor: moving to another monitor's form starts from that monitor, not this draft.
  return <MonitorEditPage key={monitorId} monitor={data} />;
}
