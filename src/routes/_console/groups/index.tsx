import { createFileRoute } from '@tanstack/react-router';
import { GroupListPage } from '../../../features/access/components/group-list-page';
import { searchParams, text } from '../../../lib/search-params';

export const Route = createFileRoute('/_console/groups/')({
  validateSearch: searchParams<{ sort?: string }>({ sort: text }),
  component: GroupListPage,
});
