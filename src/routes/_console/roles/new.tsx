import { createFileRoute } from '@tanstack/react-router';
import { RoleFormPage } from '../../../features/access/components/role-form-page';

export const Route = createFileRoute('/_console/roles/new')({
  component: () => <RoleFormPage />,
});
