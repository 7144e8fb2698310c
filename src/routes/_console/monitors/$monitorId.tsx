import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MonitorPage } from '../../../features/monitors/components/monitor-page';
import { monitorQueries } from '../../../features/monitors/queries';
import { validateHistoryRange } from '../../../features/monitors/url';

// No loader: the page's suspense query fetches it, and the first download stays small (size budget).
export const Route = createFileRoute('/_console/monitors/$monitorId')({
  validateSearch: validateHistoryRange,
  component: MonitorRoute,
});

function MonitorRoute() {
  const { monitorId } = Route.useParams();
  const { range } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(monitorQueries.detail(monitorId));
  return (
    <MonitorPage
      monitor={data}
      range={range ?? 'Last 24 hours'}
      onRange={(next) =>
        void navigate({ search: next === 'Last 24 hours' ? {} : { range: next }, replace: true })
      }
    />
  );
}
