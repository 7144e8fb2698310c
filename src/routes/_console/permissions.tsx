import { createFileRoute } from '@tanstack/react-router';
import { roleQueries } from '../../features/access/roles-api';
import { PermissionCataloguePage } from '../../features/access/components/permission-catalogue-page';

export const Route = createFileRoute('/_console/permissions')({
  loader: ({ context }) => context.queryClient.ensureQueryData(roleQueries.permissions()),
  component: PermissionCataloguePage,
});
