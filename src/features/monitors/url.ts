import { optionalString } from '../../lib/search-params';
import type { MonitorSort, MonitorStatus } from './model';

// Plain lists here, not the model's: route validation is in the first download, so it stays tiny.
const STATUS_VALUES: readonly string[] = ['ALERT', 'WARN', 'NO_DATA', 'OK'];
const SORT_VALUES: readonly string[] = ['status', 'trigger', 'name'];

/** The list's state in the URL: text, statuses, sort and one dataset ("a log's monitors"). */
export interface MonitorListUrl {
  q?: string;
  status?: MonitorStatus[];
  sort?: MonitorSort;
  log?: string;
}

export function validateMonitorList(search: Record<string, unknown>): MonitorListUrl {
  const q = optionalString(search.q);
  const log = optionalString(search.log);
  const status = (Array.isArray(search.status) ? search.status : []).filter((s): s is MonitorStatus =>
    STATUS_VALUES.includes(s as string),
  );
  const sort = SORT_VALUES.includes(search.sort as string) ? (search.sort as MonitorSort) : undefined;
  return {
    ...(q ? { q } : {}),
    ...(status.length ? { status } : {}),
    ...(sort && sort !== 'status' ? { sort } : {}),
    ...(log ? { log } : {}),
  };
}

/** Ranges offered for a monitor's history and a backtest. */
export const HISTORY_RANGES = ['Last 24 hours', 'Last 2 days', 'Last 7 days'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export function validateHistoryRange(search: Record<string, unknown>): { range?: HistoryRange } {
  const range = HISTORY_RANGES.find((r) => r === search.range);
  return range && range !== 'Last 24 hours' ? { range } : {};
}

const DAYS: Record<HistoryRange, number> = { 'Last 24 hours': 1, 'Last 2 days': 2, 'Last 7 days': 7 };

/** A history range as timestamps ending at `now`. */
export const rangeOf = (range: HistoryRange, now: number) => ({
  from: now - DAYS[range] * 86_400_000,
  to: now,
});
