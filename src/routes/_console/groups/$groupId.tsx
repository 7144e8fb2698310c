import { userQueries } from '../../../features/access/users-api';
import { groupQueries } from '../../../features/access/groups-api';
import { prefetchAll } from '../../../api/route-data';
import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '../../../features/access/components/group-page';
import { validateMemberSearch } from '../../../features/access/url';

export const Route = createFileRoute('/_console/groups/$groupId')({
  validateSearch: validateMemberSearch,
  loader: ({ context, params: { groupId } }) =>
    prefetchAll(context.queryClient, [
      groupQueries.detail(groupId),
      groupQueries.members(groupId),
      userQueries.list(),
    ]),
  component: GroupRoute,
});

function GroupRoute() {
  const { groupId } = Route.useParams();
  const { find } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GroupPage
      key={groupId}
      groupId={groupId}
      find={find ?? ''}
      onFind={(text) => void navigate({ search: text ? { find: text } : {}, replace: true })}
    />
  );
}
