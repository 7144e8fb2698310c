import { roleQueries } from '../../../features/access/roles-api';
import { groupQueries } from '../../../features/access/groups-api';
import { userQueries } from '../../../features/access/users-api';
import { prefetchAll } from '../../../api/route-data';
import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '../../../features/access/components/user-page';

export const Route = createFileRoute('/_console/users/$userId')({
  loader: ({ context, params: { userId } }) =>
    prefetchAll(context.queryClient, [
      userQueries.detail(userId),
      roleQueries.list(),
      userQueries.groups(userId),
      groupQueries.list(),
      userQueries.organisations(userId),
    ]),
  component: UserRoute,
});

function UserRoute() {
  const { userId } = Route.useParams();
  // Keyed by person: the edit form starts from each person's own values.
  return <UserPage key={userId} userId={userId} />;
}
