import { createFileRoute } from '@tanstack/react-router';
import { datasetQueries } from '../../../api/datasets';
import { prefetchAll } from '../../../api/route-data';
import { MonitorListPage } from '../../../features/monitors/components/monitor-list-page';
import { monitorQueries } from '../../../features/monitors/queries';
import { validateMonitorList } from '../../../features/monitors/url';

export const Route = createFileRoute('/_console/monitors/')({
  validateSearch: validateMonitorList,
  loaderDeps: ({ search }) => ({ log: search.log }),
  loader: ({ context, deps }) =>
    prefetchAll(
      context.queryClient,
      [deps.log ? monitorQueries.ofLog(deps.log) : monitorQueries.list()],
      // The dataset filter's choices: not waited for by the list.
      [datasetQueries.logs()],
    ),
  component: MonitorsRoute,
});

function MonitorsRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MonitorListPage url={url} onChange={(search) => void navigate({ search, replace: true })} />;
}
