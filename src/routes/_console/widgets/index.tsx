import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { dashboardQueries } from '../../../features/dashboards/queries';
import { WidgetLibraryPage } from '../../../features/dashboards/components/widget-library-page';
import { validateTextList } from '../../../lib/search-params';

export const Route = createFileRoute('/_console/widgets/')({
  validateSearch: validateTextList,
  // The dashboards (where each widget is used) are asked for by the page once its rows are drawn:
  // at a large organisation both lists are megabytes, and the rows need only the widgets.
  loader: ({ context }) => prefetchAll(context.queryClient, [dashboardQueries.widgets()]),
  component: WidgetsRoute,
});

function WidgetsRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WidgetLibraryPage
      filter={q ?? ''}
      onFilter={(filter) =>
        void navigate({
          search: (prev) => ({ ...prev, q: filter || undefined, page: undefined }),
          replace: true,
        })
      }
    />
  );
}
