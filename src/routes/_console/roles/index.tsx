import { createFileRoute } from '@tanstack/react-router';
import { roleQueries } from '../../../features/access/roles-api';
import { RoleListPage } from '../../../features/access/components/role-list-page';

export const Route = createFileRoute('/_console/roles/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(roleQueries.list()),
  component: RoleListPage,
});
