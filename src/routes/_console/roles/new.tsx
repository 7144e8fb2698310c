import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { RoleFormPage } from '../../../features/access/components/role-form-page';
import { roleFormQueries } from '../../../features/access/role-form-queries';

export const Route = createFileRoute('/_console/roles/new')({
  loader: ({ context }) => prefetchAll(context.queryClient, roleFormQueries()),
  component: () => <RoleFormPage />,
});
