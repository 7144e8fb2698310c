import { oneOf, searchParams, someOf, text, texts } from '../../lib/search-params';
import type { MonitorSort, MonitorStatus } from './model';

// Plain lists here, not the model's: route validation is in the first download, so it stays tiny.
const STATUS_VALUES: readonly MonitorStatus[] = ['ALERT', 'WARN', 'NO_DATA', 'OK'];
const SORT_VALUES: readonly MonitorSort[] = ['status', 'trigger', 'name'];

/** The list's state in the URL: text, statuses, sort and one dataset ("a log's monitors"). */
export interface MonitorListUrl {
  q?: string;
  status?: MonitorStatus[];
  sort?: MonitorSort;
  log?: string;
}

export const validateMonitorList = searchParams<MonitorListUrl>({
  q: text,
  status: someOf(STATUS_VALUES),
  sort: oneOf(SORT_VALUES),
  log: text,
});

/** Ranges offered for a monitor's history and a backtest. */
export const HISTORY_RANGES = ['Last 24 hours', 'Last 2 days', 'Last 7 days'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export const validateHistoryRange = searchParams<{ range?: HistoryRange }>({ range: oneOf(HISTORY_RANGES) });

const DAYS: Record<HistoryRange, number> = { 'Last 24 hours': 1, 'Last 2 days': 2, 'Last 7 days': 7 };

/** A history range as timestamps ending at `now`. */
export const rangeOf = (range: HistoryRange, now: number) => ({
  from: now - DAYS[range] * 86_400_000,
  to: now,
});

/** A new monitor's form, filled from a search on the Logs page ("Create a monitor from this search"). */
export interface NewMonitorUrl {
  ds?: string[];
  q?: string;
  select?: string;
  groups?: string[];
}

export const validateNewMonitor = searchParams<NewMonitorUrl>({
  ds: texts,
  q: text,
  select: text,
  groups: texts,
});
