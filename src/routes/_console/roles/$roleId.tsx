import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { apiKeyQueries } from '../../../features/access/api-keys-api';
import { roleQueries } from '../../../features/access/roles-api';
import { userQueries } from '../../../features/access/users-api';
import { RolePage } from '../../../features/access/components/role-page';

export const Route = createFileRoute('/_console/roles/$roleId')({
  loader: ({ context, params }) =>
    prefetchAll(context.queryClient, [
      roleQueries.detail(params.roleId),
      userQueries.list(),
      apiKeyQueries.list(),
    ]),
  component: RoleRoute,
});

function RoleRoute() {
  const { roleId } = Route.useParams();
  return <RolePage roleId={roleId} />;
}
