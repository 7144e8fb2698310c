import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { NoisePage } from '../../../features/monitors/components/noise-page';
import { monitorQueries } from '../../../features/monitors/queries';
import { validateNoise } from '../../../features/monitors/url';

const DAYS_30 = 30 * 86_400_000;

export const Route = createFileRoute('/_console/monitors/noise')({
  validateSearch: validateNoise,
  loader: async ({ context }) => {
    const openedAt = Date.now();
    await prefetchAll(context.queryClient, [monitorQueries.list()]);
    return { openedAt };
  },
  component: function NoiseRoute() {
    const { from, to } = Route.useSearch();
    const { openedAt } = Route.useLoaderData();
    // A link names its range; otherwise the 30 days to when the page opened.
    const range =
      from !== undefined && to !== undefined ? { from, to } : { from: openedAt - DAYS_30, to: openedAt };
    return <NoisePage range={range} />;
  },
});
