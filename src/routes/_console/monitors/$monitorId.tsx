import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { MonitorPage } from '../../../features/monitors/components/monitor-page';
import { historyQueries } from '../../../features/monitors/history';
import { monitorQueries } from '../../../features/monitors/queries';
import { DEFAULT_HISTORY, validateMonitorPage } from '../../../features/monitors/url';

export const Route = createFileRoute('/_console/monitors/$monitorId')({
  validateSearch: validateMonitorPage,
  // The page of status changes is not the history's: turning it asks nothing again.
  loaderDeps: ({ search: { changes: _page, ...range } }) => ({ range }),
  // The history ends when the page opened (or its range changed): the page asks for the same window.
  loader: async ({ context, params, deps }) => {
    const openedAt = Date.now();
    await prefetchAll(
      context.queryClient,
      [monitorQueries.detail(params.monitorId), ...historyQueries(params.monitorId, deps.range, openedAt)],
      // Its downtimes, drawn on the timeline when they come.
      [monitorQueries.downtimes()],
    );
    return { openedAt };
  },
  component: MonitorRoute,
});

function MonitorRoute() {
  const { monitorId } = Route.useParams();
  const { changes, ...range } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(monitorQueries.detail(monitorId));
  const { openedAt } = Route.useLoaderData();
  return (
    <MonitorPage
      monitor={data}
      openedAt={openedAt}
      range={range}
      onRange={(next) => void navigate({ search: next.range === DEFAULT_HISTORY ? {} : next, replace: true })}
      changesPage={changes ?? 1}
      onChangesPage={(page) =>
        void navigate({ search: (s) => ({ ...s, changes: page === 1 ? undefined : page }), replace: true })
      }
    />
  );
}
