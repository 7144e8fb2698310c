import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueries } from '../../../features/dashboards/queries';
import { WidgetLibraryPage } from '../../../features/dashboards/components/widget-library-page';

export const Route = createFileRoute('/_console/widgets/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(dashboardQueries.widgets()),
      context.queryClient.ensureQueryData(dashboardQueries.list()),
    ]),
  component: WidgetLibraryPage,
});
