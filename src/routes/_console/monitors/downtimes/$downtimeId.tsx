import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../../api/route-data';
import { DowntimeFormPage } from '../../../../features/monitors/components/downtime-form-page';
import { monitorQueries } from '../../../../features/monitors/queries';
import { validateDowntimePage } from '../../../../features/monitors/url';

export const Route = createFileRoute('/_console/monitors/downtimes/$downtimeId')({
  validateSearch: validateDowntimePage,
  loader: async ({ context }) => {
    const openedAt = Date.now();
    // The service reads a downtime only in its list.
    await prefetchAll(context.queryClient, [monitorQueries.downtimes(), monitorQueries.list()]);
    return { openedAt };
  },
  component: function EditDowntime() {
    const { downtimeId } = Route.useParams();
    const { days } = Route.useSearch();
    const { openedAt } = Route.useLoaderData();
    const navigate = Route.useNavigate();
    const { data } = useSuspenseQuery(monitorQueries.downtimes());
    const downtime = data.downtimes.find((d) => d.id === downtimeId);
    if (!downtime)
      return <p role="alert">No downtime {downtimeId} is scheduled: it may have been deleted.</p>;
    return (
      <DowntimeFormPage
        key={downtime.id}
        downtime={downtime}
        openedAt={openedAt}
        replayDays={days ?? 7}
        onReplayDays={(d) =>
          void navigate({ search: (s) => ({ ...s, days: d === 7 ? undefined : d }), replace: true })
        }
      />
    );
  },
});
