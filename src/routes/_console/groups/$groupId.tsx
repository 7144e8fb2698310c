import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '../../../features/access/components/group-page';
import { validateMemberSearch } from '../../../features/access/url';

export const Route = createFileRoute('/_console/groups/$groupId')({
  validateSearch: validateMemberSearch,
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
