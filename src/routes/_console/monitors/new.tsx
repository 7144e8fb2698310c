import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { MonitorFormPage } from '../../../features/monitors/components/monitor-form-page';
import { seedOfSearch } from '../../../features/monitors/form';
import { formQueries } from '../../../features/monitors/history';
import { validateNewMonitor } from '../../../features/monitors/url';

export const Route = createFileRoute('/_console/monitors/new')({
  validateSearch: validateNewMonitor,
  loaderDeps: ({ search }) => ({ dataset: search.ds?.[0] }),
  loader: async ({ context, deps }) => {
    const openedAt = Date.now();
    await prefetchAll(context.queryClient, formQueries({ dataset: deps.dataset, now: openedAt }));
    return { openedAt };
  },
  component: function NewMonitor() {
    const { from, to, ...search } = Route.useSearch();
    const { openedAt } = Route.useLoaderData();
    return (
      <MonitorFormPage
        seed={seedOfSearch(search)}
        openedAt={openedAt}
        backtestOver={from !== undefined && to !== undefined ? { from, to } : undefined}
      />
    );
  },
});
