import { createFileRoute } from '@tanstack/react-router';
import { WidgetEditorPage } from '../../../features/dashboards/components/widget-editor-page';
import { validateNewWidgetUrl } from '../../../features/dashboards/url';

export const Route = createFileRoute('/_console/widgets/new')({
  validateSearch: validateNewWidgetUrl,
  component: NewWidgetRoute,
});

function NewWidgetRoute() {
  const search = Route.useSearch();
  return (
    <WidgetEditorPage
      dashboardId={search.dashboard}
      seed={{
        ...(search.ds ? { from: search.ds } : {}),
        ...(search.q ? { where: search.q } : {}),
        ...(search.select ? { select: search.select.join(', ') } : {}),
        ...(search.groups ? { groups: search.groups.join(', ') } : {}),
        ...(search.type ? { type: search.type } : {}),
      }}
    />
  );
}
