import { prefetchAll } from '../../../api/route-data';
import { roleQueries } from '../../../features/access/roles-api';
import { userQueries } from '../../../features/access/users-api';
import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '../../../features/access/components/user-list-page';
import { validateUserList } from '../../../features/access/url';

export const Route = createFileRoute('/_console/users/')({
  validateSearch: validateUserList,
  loader: ({ context }) => prefetchAll(context.queryClient, [userQueries.list(), roleQueries.list()]),
  component: UsersRoute,
});

function UsersRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UserListPage url={url} onChange={(search) => void navigate({ search, replace: true })} />;
}
