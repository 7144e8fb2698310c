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
