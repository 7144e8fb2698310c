import { DAY, HOUR, type DisplaySettings } from '../../lib/time';
import { CALENDAR_RANGES, isCalendarRange } from '../../lib/calendar-range';
import { calendarWindows, type Window } from '../../lib/calendar-windows';
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

/**
 * The timeframes offered first: the calendar's months, in the person's zone, then ranges back from now
 * (any "Last N <unit>" may be typed, as the service takes it in `time_range`).
 */
export const USAGE_PRESETS = [
  ...CALENDAR_RANGES,
  'Last 24 hours',
  'Last 7 days',
  'Last 30 days',
  'Last 90 days',
];
export const DEFAULT_USAGE_RANGE = 'This month';

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

export type { Window };

/**
 * The timeframe a page shows and the one before it that it is compared with, with the slices of its
 * chart. A relative range ends at `now` and is compared with the same length just before; a calendar
 * one is counted by day from its month's start (calendar-range.ts).
 */
export function usageWindows(
  range: string,
  now: number,
  zone: DisplaySettings['timeZone'],
): { current: Window; previous: Window; slices: number; byDay: boolean } {
  if (isCalendarRange(range)) {
    const { current, previous, days } = calendarWindows(range, now, zone);
    return { current, previous, slices: days, byDay: true };
  }
  const { ms, slices } = rangeOf(range);
  return {
    current: { from: now - ms, to: now },
    previous: { from: now - 2 * ms, to: now - ms },
    slices,
    byDay: ms / slices >= DAY,
  };
}

/** What a timeframe is compared with, in words: "the previous 30 days", "the same days of last month". */
export function previousInWords(range: string): string {
  if (range === 'This month') return 'the same days of last month';
  if (range === 'Last month') return 'the month before';
  return `the ${range.toLowerCase().replace('last', 'previous')}`;
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

/**
 * The organisation's usage from its datasets' (for a calendar timeframe, which the organisation-wide
 * call cannot be asked for): their sum, and their series added slice by slice.
 */
export function sumOfGroups(groups: GroupSeries[]): {
  value: number;
  points: { t: number; value: number }[];
} {
  const bySlice = new Map<number, number>();
  for (const group of groups)
    for (const { t, value } of usagePointsOf(group.timeseries))
      // A slice without a readable value (none sent, or text that is no number) adds nothing.
      bySlice.set(t, (bySlice.get(t) ?? 0) + (Number.isFinite(value) ? value : 0));
  return {
    value: groups.reduce((sum, group) => sum + numberOf(group.value), 0),
    points: [...bySlice].sort(([a], [b]) => a - b).map(([t, value]) => ({ t, value })),
  };
}
