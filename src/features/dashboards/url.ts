import {
  refineTimeWindow,
  timeWindowShape,
  type TimeWindowState,
} from '../../components/pickers/time-window';
import { oneOf, searchParams, text, textMap, texts } from '../../lib/search-params';
import { WIDGET_TYPE_NAMES, type DrawnType } from './widget-types/registry';

/**
 * What a dashboard's URL holds, read without the rest of the feature: routes validate their search
 * params in the first bundle, so this module stays small.
 */

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

export const REFRESH_CHOICES: readonly number[] = [30, 60, 300, 900];

export const validateDashboardUrl = searchParams<DashboardUrlState>(
  {
    ...timeWindowShape,
    mode: oneOf(['edit'] as const),
    refresh: oneOf(REFRESH_CHOICES),
    full: text,
    vars: textMap,
  },
  refineTimeWindow(),
);

/**
 * A dashboard's URL for someone else: the window on screen as absolute times (a relative range would move
 * by the time they open it), in view mode, auto-refresh off.
 */
export function frozen(
  state: DashboardUrlState,
  window: { from_ts: number; to_ts: number },
): DashboardUrlState {
  return {
    ...state,
    mode: undefined,
    refresh: undefined,
    range: undefined,
    from: window.from_ts,
    to: window.to_ts,
  };
}

/** A new widget's URL: the dashboard to add it to, and a starting query (the search page's "Add to dashboard"). */
export interface NewWidgetUrlState {
  dashboard?: string;
  ds?: string[];
  q?: string;
  select?: string[];
  groups?: string[];
  type?: DrawnType;
  /** A sentence for the widget assistant, typed on a dashboard: asked when the editor opens. */
  ask?: string;
}

export const validateNewWidgetUrl = searchParams<NewWidgetUrlState>({
  dashboard: text,
  ds: texts,
  q: text,
  select: texts,
  groups: texts,
  type: oneOf(WIDGET_TYPE_NAMES),
  ask: text,
});
