import { createFileRoute } from '@tanstack/react-router';
import { RoleFormPage } from '../../../features/access/components/role-form-page';

export const Route = createFileRoute('/_console/roles/$roleId_/edit')({
  component: EditRoleRoute,
});

function EditRoleRoute() {
  const { roleId } = Route.useParams();
  return <RoleFormPage key={roleId} roleId={roleId} />;
}
