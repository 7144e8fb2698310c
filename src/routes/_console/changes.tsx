import { createFileRoute } from '@tanstack/react-router';
import { AddToDashboardButton } from '../../features/dashboards/components/add-to-dashboard-button';
import { ChangesPage } from '../../features/changes/components/changes-page';
import { validateChangesUrl } from '../../features/changes/url';

export const Route = createFileRoute('/_console/changes')({
  validateSearch: validateChangesUrl,
  component: ChangesRoute,
});

function ChangesRoute() {
  const url = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ChangesPage
      url={url}
      onChange={(search, how) => void navigate({ search, ...how })}
      addToDashboard={(view) => <AddToDashboardButton view={view} />}
    />
  );
}
