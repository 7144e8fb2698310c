import { createFileRoute } from '@tanstack/react-router';
import { listPage, searchParams } from '../../../lib/search-params';
import { prefetchAll } from '../../../api/route-data';
import { roleQueries } from '../../../features/access/roles-api';
import { RoleListPage } from '../../../features/access/components/role-list-page';

export const Route = createFileRoute('/_console/roles/')({
  validateSearch: searchParams<{ page?: number }>({ page: listPage }),
  loader: ({ context }) => prefetchAll(context.queryClient, [roleQueries.list()]),
  component: RoleListPage,
});
