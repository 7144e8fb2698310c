import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { groupQueries } from '../../../features/access/groups-api';
import { GroupListPage } from '../../../features/access/components/group-list-page';
import { listPage, searchParams, text } from '../../../lib/search-params';

export const Route = createFileRoute('/_console/groups/')({
  validateSearch: searchParams<{ sort?: string; page?: number }>({ sort: text, page: listPage }),
  loader: ({ context }) => prefetchAll(context.queryClient, [groupQueries.list()]),
  component: GroupListPage,
});
