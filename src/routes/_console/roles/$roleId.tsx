import { createFileRoute } from '@tanstack/react-router';
import { roleQueries } from '../../../features/access/roles-api';
import { RolePage } from '../../../features/access/components/role-page';

export const Route = createFileRoute('/_console/roles/$roleId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(roleQueries.detail(params.roleId)),
  component: RoleRoute,
});

function RoleRoute() {
  const { roleId } = Route.useParams();
  return <RolePage roleId={roleId} />;
}
