import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '../../../features/access/components/user-page';

export const Route = createFileRoute('/_console/users/$userId')({
  component: UserRoute,
});

function UserRoute() {
  const { userId } = Route.useParams();
  // Keyed by person: the edit form starts from each person's own values.
  return <UserPage key={userId} userId={userId} />;
}
