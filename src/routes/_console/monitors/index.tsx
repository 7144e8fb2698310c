import { createFileRoute } from '@tanstack/react-router';
import { MonitorListPage } from '../../../features/monitors/components/monitor-list-page';
import { validateMonitorList } from '../../../features/monitors/url';

export const Route = createFileRoute('/_console/monitors/')({
  validateSearch: validateMonitorList,
  component: MonitorsRoute,
});

function MonitorsRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MonitorListPage url={url} onChange={(search) => void navigate({ search, replace: true })} />;
}
