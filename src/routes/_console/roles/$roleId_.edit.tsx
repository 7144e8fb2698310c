import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { RoleFormPage } from '../../../features/access/components/role-form-page';
import { roleFormQueries } from '../../../features/access/role-form-queries';

export const Route = createFileRoute('/_console/roles/$roleId_/edit')({
  loader: ({ context, params }) => prefetchAll(context.queryClient, roleFormQueries(params.roleId)),
  component: EditRoleRoute,
});

function EditRoleRoute() {
  const { roleId } = Route.useParams();
  return <RoleFormPage key={roleId} roleId={roleId} />;
}
