import type { components } from '../../api/schema.gen';
import type { SeriesData } from '../../components/charts/series';
import type { CoverageUrl } from './coverage-url';

export { LONGEST_COVERAGE, type CoverageUrl } from './coverage-url';

type Schemas = components['schemas'];
type GroupSeries = Schemas['GroupSeries'];

export const COVERAGE_PRESETS = ['Last 6 hours', 'Last 24 hours', 'Last 7 days', 'Last 30 days'] as const;
export const DEFAULT_COVERAGE_RANGE = 'Last 24 hours';
/** Slices asked for: enough for a chart's line, few enough for any range. */
const COVERAGE_SLICES = 48;

/** The request's window: the range as the service reads it, or the absolute window. */
export const coverageQuery = (url: CoverageUrl) =>
  url.from !== undefined && url.to !== undefined
    ? { from_ts: url.from, to_ts: url.to, num_of_slices: COVERAGE_SLICES, limit: 100 }
    : { time_range: url.range ?? DEFAULT_COVERAGE_RANGE, num_of_slices: COVERAGE_SLICES, limit: 100 };

/** A number the service may send as text ("0.98"); undefined when it is none. */
const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

export interface CoverageRow {
  logId: string;
  /** The share understood, 0 to 1; undefined when the service gave none. */
  share: number | undefined;
  events: number | undefined;
  understood: number | undefined;
}

/** One row per dataset of the ratio answer, with the events understood from the usage answer. */
export function coverageRows(ratio: GroupSeries[], usage: GroupSeries[] | undefined): CoverageRow[] {
  return ratio.map((series) => {
    const logId = series.name ?? '';
    const read = usage?.find((u) => u.name === logId);
    return {
      logId,
      share: numberOf(series.value),
      events: numberOf(series.count),
      understood: read ? numberOf(read.value) : undefined,
    };
  });
}

/** A dataset's share over time as a chart's series, in percent; a slice without a value is a gap. */
export function coverageSeries(series: GroupSeries, name: string): SeriesData {
  const rows = (series.timeseries ?? []).flatMap((slice): Record<string, number>[] => {
    const t = Number(slice['@timestamp']);
    const value = numberOf(slice.value);
    if (!Number.isFinite(t)) return [];
    return [value === undefined ? { t } : { t, s0: value * 100 }];
  });
  const step = rows.length > 1 ? (rows[1]?.t ?? 0) - (rows[0]?.t ?? 0) : undefined;
  return {
    rows,
    series: [{ key: 's0', name, filters: [] }],
    ...(step ? { step } : {}),
    omitted: 0,
    stat: 'share understood',
  };
}
