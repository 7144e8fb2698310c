import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../api/route-data';
import { roleQueries } from '../../features/access/roles-api';
import { PermissionCataloguePage } from '../../features/access/components/permission-catalogue-page';

export const Route = createFileRoute('/_console/permissions')({
  loader: ({ context }) => prefetchAll(context.queryClient, [roleQueries.permissions()]),
  component: PermissionCataloguePage,
});
