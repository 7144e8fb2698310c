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

/** The dashboards each widget is on, by widget id, in the list's order. */
export function dashboardsByWidget(dashboards: readonly Dashboard[]): Map<string, Dashboard[]> {
  const index = new Map<string, Dashboard[]>();
  for (const dashboard of dashboards) {
    // A widget twice on one dashboard names it once.
    for (const id of new Set((dashboard.widgets ?? []).map((w) => w.id))) {
      const list = index.get(id);
      if (list) list.push(dashboard);
      else index.set(id, [dashboard]);
    }
  }
  return index;
}
