import { createFileRoute } from '@tanstack/react-router';
import { GroupListPage } from '../../../features/access/components/group-list-page';

export const Route = createFileRoute('/_console/groups/')({
  component: GroupListPage,
});
