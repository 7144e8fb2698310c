import { DAY, HOUR } from '../../lib/time';
import { parseRelativeRange } from '../../query-language/time-range';
import type { components } from '../../api/schema.gen';
import { numberOf, pointsOf } from '../../api/tolerant';

type GroupSeries = components['schemas']['GroupSeries'];
type TimeSlice = components['schemas']['TimeSlice'];

export const USAGE_TYPES = ['ingestion', 'search', 'export'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

export const USAGE_LABELS: Record<UsageType, string> = {
  ingestion: 'Ingestion',
  search: 'Search',
  export: 'Export',
};

/** The timeframes offered first; any "Last N <unit>" may be typed, as the service takes it in `time_range`. */
export const USAGE_PRESETS = ['Last 24 hours', 'Last 7 days', 'Last 30 days', 'Last 90 days'];
export const DEFAULT_USAGE_RANGE = 'Last 30 days';

/** A timeframe's length and the slices that read well on a chart: hours to two days, six hours to two weeks, then days. */
export function rangeOf(range: string): { ms: number; slices: number } {
  let ms: number;
  try {
    ms = parseRelativeRange(range).durationMs;
  } catch {
    ms = 30 * DAY;
  }
  const slice = ms <= 2 * DAY ? HOUR : ms <= 14 * DAY ? 6 * HOUR : DAY;
  return { ms, slices: Math.min(1440, Math.max(1, Math.round(ms / slice))) };
}

export interface Window {
  from: number;
  to: number;
}

/** The timeframe ending now and the one just before it, of the same length, to compare with. */
export function windowsOf(range: string, now: number): { current: Window; previous: Window } {
  const { ms } = rangeOf(range);
  return { current: { from: now - ms, to: now }, previous: { from: now - 2 * ms, to: now - ms } };
}

export interface UsageRow {
  key: string;
  name: string;
  value: number;
  before: number;
  /** Searches, for the per-user view. */
  count?: number;
}

/** The rows of a breakdown with their value in the previous timeframe; largest first. */
export function rowsWithChange(current: GroupSeries[], previous: GroupSeries[]): UsageRow[] {
  // Usage figures may arrive as strings from the live service.
  const before = new Map(previous.map((g) => [g.key, numberOf(g.value)]));
  return current
    .map((g) => ({
      key: g.key ?? '',
      name: g.name ?? g.key ?? '',
      value: numberOf(g.value),
      before: before.get(g.key) ?? 0,
      ...(g.count !== undefined ? { count: numberOf(g.count) } : {}),
    }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/** Chart points of a series. */
export const usagePointsOf = (series: TimeSlice[] | undefined) =>
  pointsOf(series).map(({ t, value }) => ({ t, value }));
