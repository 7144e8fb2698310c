import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '../../../features/access/components/user-list-page';
import { validateUserList } from '../../../features/access/url';

export const Route = createFileRoute('/_console/users/')({
  validateSearch: validateUserList,
  component: UsersRoute,
});

function UsersRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UserListPage url={url} onChange={(search) => void navigate({ search, replace: true })} />;
}
