import {
  LONGEST_SEARCH,
  refineTimeWindow,
  timeWindowShape,
  type Longest,
  type TimeWindowState,
} from '../../components/pickers/time-window';
import { finite, listPage, oneOf, searchParams, someOf, text, texts, whole } from '../../lib/search-params';
import type { KnownStatus, MonitorSort } from './model';

// Plain lists here, not the model's: route validation is in the first download, so it stays tiny.
const STATUS_VALUES: readonly KnownStatus[] = ['ALERT', 'WARN', 'NO_DATA', 'OK'];
const SORT_VALUES: readonly MonitorSort[] = ['status', 'trigger', 'name'];

/** The list's state in the URL: text, statuses, sort and one dataset ("a log's monitors"). */
export interface MonitorListUrl {
  q?: string;
  status?: KnownStatus[];
  sort?: MonitorSort;
  log?: string;
  page?: number;
  /** Monitors chosen for a downtime. */
  sel?: string[];
}

export const validateMonitorList = searchParams<MonitorListUrl>({
  q: text,
  status: someOf(STATUS_VALUES),
  sort: oneOf(SORT_VALUES),
  log: text,
  page: listPage,
  sel: texts,
});

/** The ranges offered first for a monitor's history and a backtest; any "Last N <unit>" may be typed. */
export const HISTORY_PRESETS = ['Last 1 hour', 'Last 4 hours', 'Last 24 hours', 'Last 2 days', 'Last 7 days'];
export const DEFAULT_HISTORY = 'Last 24 hours';

/** A history is replayed by the console as well (the value chart, the backtest): a month at most. */
export const LONGEST_HISTORY: Longest = {
  ...LONGEST_SEARCH,
  sentence: "A monitor's history is shown over 31 days at most.",
};

/**
 * A monitor page's state in the URL: its history range (relative, or the absolute window of a copied
 * link) and the page of its status changes.
 */
export interface MonitorPageUrl extends TimeWindowState {
  changes?: number;
}

export const validateMonitorPage = searchParams<MonitorPageUrl>(
  { ...timeWindowShape, changes: whole(1, 1_000_000) },
  refineTimeWindow(LONGEST_HISTORY),
);

/** The window a form's backtest opens over (a link from "What changed" or the noise view); else its default. */
export interface BacktestUrl {
  from?: number;
  to?: number;
}

const backtestShape = { from: timeWindowShape.from, to: timeWindowShape.to };
const refineBacktest = <S extends BacktestUrl>(state: S): S =>
  state.from !== undefined &&
  state.to !== undefined &&
  state.from < state.to &&
  state.to - state.from <= LONGEST_HISTORY.ms
    ? state
    : { ...state, from: undefined, to: undefined };

/** A new monitor's form, filled from a search (Logs, "What changed"): datasets, query, aggregate, groups. */
export interface NewMonitorUrl extends BacktestUrl {
  ds?: string[];
  q?: string;
  select?: string;
  groups?: string[];
  threshold?: number;
  /** A monitor template to fill the form from. */
  template?: string;
}

export const validateNewMonitor = searchParams<NewMonitorUrl>(
  { ds: texts, q: text, select: text, groups: texts, threshold: finite, template: text, ...backtestShape },
  refineBacktest,
);

/** A monitor's form opened with a change to try (the noise view's suggestions), and its backtest's window. */
export interface EditMonitorUrl extends BacktestUrl {
  threshold?: number;
  warning?: number;
  window?: string;
}

export const validateEditMonitor = searchParams<EditMonitorUrl>(
  { threshold: finite, warning: finite, window: text, ...backtestShape },
  refineBacktest,
);

/** The alert-noise view: the range read (30 days to when it opened, unless a link names one). */
export type NoiseUrl = BacktestUrl;

export const validateNoise = searchParams<NoiseUrl>(backtestShape, refineBacktest);

/** A downtime's page: the monitors a new one starts with, and the days its replay covers (7 or 30). */
export interface DowntimePageUrl {
  monitors?: string[];
  days?: number;
}

export const validateDowntimePage = searchParams<DowntimePageUrl>({ monitors: texts, days: whole(7, 30) });

/** The notifications across monitors: over the last day or week, one delivery status or all. */
export interface NotificationsUrl {
  days?: number;
  status?: string;
  page?: number;
}

export const validateNotifications = searchParams<NotificationsUrl>({
  days: whole(1, 7),
  status: text,
  page: listPage,
});
