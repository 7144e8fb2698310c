import { readTimeWindow, type TimeWindowState } from '../../components/pickers/time-window';
import { optionalString, optionalStrings } from '../../lib/search-params';

/**
 * What a dashboard's URL holds, read without the rest of the feature: routes validate their search
 * params in the first bundle, so this module stays small.
 */
export const WIDGET_TYPE_NAMES = ['line', 'area', 'bar', 'score', 'pie', 'treemap', 'top-list'] as const;

/** A dashboard's shareable state: mode, one time range for every widget, refresh, full-screen widget, inputs. */
export interface DashboardUrlState extends TimeWindowState {
  mode?: 'edit';
  /** Auto-refresh period in seconds. */
  refresh?: number;
  /** The widget shown full-screen. */
  full?: string;
  /** Values of the template inputs the widgets read. */
  vars?: Record<string, string>;
}

export const REFRESH_CHOICES = [30, 60, 300, 900];

export function validateDashboardUrl(search: Record<string, unknown>): DashboardUrlState {
  const state: DashboardUrlState = readTimeWindow(search);
  if (search.mode === 'edit') state.mode = 'edit';
  if (typeof search.refresh === 'number' && REFRESH_CHOICES.includes(search.refresh)) {
    state.refresh = search.refresh;
  }
  if (typeof search.full === 'string' && search.full) state.full = search.full;
  if (search.vars && typeof search.vars === 'object' && !Array.isArray(search.vars)) {
    const vars = Object.entries(search.vars).filter((e): e is [string, string] => typeof e[1] === 'string');
    if (vars.length) state.vars = Object.fromEntries(vars);
  }
  return state;
}

/** A new widget's URL: the dashboard to add it to, and a starting query (the search page's "Add to dashboard"). */
export interface NewWidgetUrlState {
  dashboard?: string;
  ds?: string[];
  q?: string;
  select?: string[];
  groups?: string[];
  type?: (typeof WIDGET_TYPE_NAMES)[number];
}

export function validateNewWidgetUrl(search: Record<string, unknown>): NewWidgetUrlState {
  const state: NewWidgetUrlState = {};
  const dashboard = optionalString(search.dashboard);
  const q = optionalString(search.q);
  if (dashboard) state.dashboard = dashboard;
  if (q) state.q = q;
  for (const key of ['ds', 'select', 'groups'] as const) {
    const list = optionalStrings(search[key]);
    if (list) state[key] = list;
  }
  const type = WIDGET_TYPE_NAMES.find((t) => t === search.type);
  if (type) state.type = type;
  return state;
}
