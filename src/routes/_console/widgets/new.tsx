import { createFileRoute } from '@tanstack/react-router';
import { WidgetEditorPage } from '../../../features/dashboards/components/widget-editor-page';
import { validateNewWidgetUrl } from '../../../features/dashboards/url';
import { seedOf } from '../../../features/dashboards/widget-from-view';
import { prefetchAll } from '../../../api/route-data';
import { widgetEditorQueries } from '../../../features/dashboards/editor-queries';

export const Route = createFileRoute('/_console/widgets/new')({
  validateSearch: validateNewWidgetUrl,
  loaderDeps: ({ search }) => ({ dashboard: search.dashboard, dataset: search.ds?.[0] }),
  loader: ({ context, deps }) =>
    prefetchAll(context.queryClient, widgetEditorQueries({ ...deps, editing: false })),
  component: NewWidgetRoute,
});

function NewWidgetRoute() {
  const search = Route.useSearch();
  return <WidgetEditorPage dashboardId={search.dashboard} seed={seedOf(search)} ask={search.ask} />;
}
