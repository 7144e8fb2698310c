import { createFileRoute } from '@tanstack/react-router';
import { roleQueries } from '../../features/roles/api';
import { PermissionCataloguePage } from '../../features/roles/components/permission-catalogue-page';

export const Route = createFileRoute('/_console/permissions')({
  loader: ({ context }) => context.queryClient.ensureQueryData(roleQueries.permissions()),
  component: PermissionCataloguePage,
});
