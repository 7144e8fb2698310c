import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { NotificationsPage } from '../../../features/monitors/components/notifications-page';
import { monitorQueries } from '../../../features/monitors/queries';
import { validateNotifications } from '../../../features/monitors/url';

export const Route = createFileRoute('/_console/monitors/notifications')({
  validateSearch: validateNotifications,
  loader: async ({ context }) => {
    const openedAt = Date.now();
    await prefetchAll(context.queryClient, [monitorQueries.list()]);
    return { openedAt };
  },
  component: function NotificationsRoute() {
    const url = Route.useSearch();
    const { openedAt } = Route.useLoaderData();
    const navigate = Route.useNavigate();
    return (
      <NotificationsPage
        url={url}
        now={openedAt}
        onChange={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
