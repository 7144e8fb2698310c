import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { dashboardQueries } from '../../../features/dashboards/queries';
import { WidgetLibraryPage } from '../../../features/dashboards/components/widget-library-page';

export const Route = createFileRoute('/_console/widgets/')({
  loader: ({ context }) =>
    prefetchAll(context.queryClient, [dashboardQueries.widgets(), dashboardQueries.list()]),
  component: WidgetLibraryPage,
});
