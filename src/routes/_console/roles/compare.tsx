import { prefetchAll } from '../../../api/route-data';
import { roleQueries } from '../../../features/access/roles-api';
import { createFileRoute } from '@tanstack/react-router';
import { RoleComparePage } from '../../../features/access/components/role-compare-page';
import { validateRoleCompare } from '../../../features/access/url';

export const Route = createFileRoute('/_console/roles/compare')({
  validateSearch: validateRoleCompare,
  loader: ({ context }) => prefetchAll(context.queryClient, [roleQueries.list(), roleQueries.permissions()]),
  component: CompareRoute,
});

function CompareRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RoleComparePage url={url} onChange={(search) => void navigate({ search, replace: true })} />;
}
