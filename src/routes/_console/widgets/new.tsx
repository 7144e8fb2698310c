import { createFileRoute } from '@tanstack/react-router';
import { WidgetEditorPage } from '../../../features/dashboards/components/widget-editor-page';
import type { WidgetType } from '../../../features/dashboards/model';
import { WIDGET_TYPE_NAMES } from '../../../features/dashboards/url';
import { optionalString } from '../../../lib/search-params';

interface NewWidgetSearch {
  /** The dashboard to add the widget to and return to. */
  dashboard?: string;
  /** A starting query, e.g. from the search page's "Add to dashboard". */
  ds?: string[];
  q?: string;
  select?: string[];
  groups?: string[];
  type?: WidgetType;
}

const strings = (value: unknown) =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;

export const Route = createFileRoute('/_console/widgets/new')({
  validateSearch: (search: Record<string, unknown>): NewWidgetSearch => {
    const out: NewWidgetSearch = {};
    const dashboard = optionalString(search.dashboard);
    const q = optionalString(search.q);
    if (dashboard) out.dashboard = dashboard;
    if (q) out.q = q;
    for (const key of ['ds', 'select', 'groups'] as const) {
      const list = strings(search[key]);
      if (list) out[key] = list;
    }
    if (WIDGET_TYPE_NAMES.some((t) => t === search.type)) out.type = search.type as WidgetType;
    return out;
  },
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
