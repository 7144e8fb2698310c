import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../../api/route-data';
import { DowntimeFormPage } from '../../../../features/monitors/components/downtime-form-page';
import { monitorQueries } from '../../../../features/monitors/queries';
import { validateDowntimePage } from '../../../../features/monitors/url';

export const Route = createFileRoute('/_console/monitors/downtimes/new')({
  validateSearch: validateDowntimePage,
  loader: async ({ context }) => {
    const openedAt = Date.now();
    await prefetchAll(context.queryClient, [monitorQueries.list()]);
    return { openedAt };
  },
  component: function NewDowntime() {
    const { monitors, days } = Route.useSearch();
    const { openedAt } = Route.useLoaderData();
    const navigate = Route.useNavigate();
    return (
      <DowntimeFormPage
        monitorIds={monitors ?? []}
        openedAt={openedAt}
        replayDays={days ?? 7}
        onReplayDays={(d) =>
          void navigate({ search: (s) => ({ ...s, days: d === 7 ? undefined : d }), replace: true })
        }
      />
    );
  },
});
