import { formatTag } from '../../lib/tags';
import type { Dashboard } from './model';

// Apart from the model: the list page alone filters, and the model travels with the route's loader.
/** Dashboards whose name or tags (key or value) contain the text, case-insensitively. */
export function matchesDashboard(dashboard: Pick<Dashboard, 'name' | 'tags'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [
    dashboard.name,
    ...Object.entries(dashboard.tags ?? {}).flatMap(([k, v]) => [k, v, formatTag(k, v)]),
  ];
  return haystack.some((s) => s.toLowerCase().includes(needle));
}

/**
 * The widgets a dashboard of a list holds: joined (the live service's list), or named by its layout
 * (ours lists each dashboard with its layout only).
 */
export function widgetIdsOf(dashboard: Pick<Dashboard, 'widgets' | 'layout'>): string[] {
  const ids = dashboard.widgets?.map((w) => w.id) ?? dashboard.layout?.widget_layouts?.map((l) => l.id) ?? [];
  return [...new Set(ids)];
}

/** The dashboards each widget is on, by widget id, in the list's order. */
export function dashboardsByWidget(dashboards: readonly Dashboard[]): Map<string, Dashboard[]> {
  const index = new Map<string, Dashboard[]>();
  for (const dashboard of dashboards) {
    for (const id of widgetIdsOf(dashboard)) {
      const list = index.get(id);
      if (list) list.push(dashboard);
      else index.set(id, [dashboard]);
    }
  }
  return index;
}
