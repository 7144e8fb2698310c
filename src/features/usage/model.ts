import { DAY } from '../../lib/time';
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

/** The timeframes offered, each with slices that read well on a chart (hours, six hours, days). */
export const USAGE_RANGES = [
  { label: 'Last 24 hours', ms: DAY, slices: 24 },
  { label: 'Last 7 days', ms: 7 * DAY, slices: 28 },
  { label: 'Last 30 days', ms: 30 * DAY, slices: 30 },
  { label: 'Last 90 days', ms: 90 * DAY, slices: 90 },
] as const;
export type UsageRange = (typeof USAGE_RANGES)[number]['label'];

export const rangeOf = (label: string) => USAGE_RANGES.find((r) => r.label === label) ?? USAGE_RANGES[2];

export interface Window {
  from: number;
  to: number;
}

/** The timeframe ending now and the one just before it, of the same length, to compare with. */
export function windowsOf(range: UsageRange, now: number): { current: Window; previous: Window } {
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
