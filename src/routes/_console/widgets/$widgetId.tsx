import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { prefetchAll } from '../../../api/route-data';
import { dashboardQueries } from '../../../features/dashboards/queries';
import { widgetEditorQueries } from '../../../features/dashboards/editor-queries';
import { WidgetEditorPage } from '../../../features/dashboards/components/widget-editor-page';
import { searchParams, text } from '../../../lib/search-params';

export const Route = createFileRoute('/_console/widgets/$widgetId')({
  validateSearch: searchParams<{ dashboard?: string }>({ dashboard: text }),
  loader: ({ context, params }) =>
    prefetchAll(context.queryClient, [
      dashboardQueries.widget(params.widgetId),
      ...widgetEditorQueries({ dashboard: undefined, editing: true }),
    ]),
  component: EditWidgetRoute,
});

function EditWidgetRoute() {
  const { widgetId } = Route.useParams();
  const { dashboard } = Route.useSearch();
  const { data } = useSuspenseQuery(dashboardQueries.widget(widgetId));
  return <WidgetEditorPage key={widgetId} widget={data} dashboardId={dashboard} />;
}
