import type { components } from './schema.gen';
import { isAggregate, wholeOf } from '../query-language/aggregate-kinds';
import { numberOf, pointsOf, type Point } from './tolerant';

/**
 * An aggregate search's answer in one shape, whichever service sent it. Our service answers each
 * aggregate of an ungrouped search as a series of `groups_series`; the vendor's contract and its SDK put
 * an ungrouped answer in `totals` instead (`groups_series` is "for group by queries"), with the series
 * of its first aggregate only. Every chart, score and count reads `groups_series`, so the answer is read
 * through `aggregateAnswer` once, where it is asked for.
 */
type Schemas = components['schemas'];
type SearchResponse = Schemas['SearchResponse'];
type GroupSeries = Schemas['GroupSeries'];
type TimeSlice = Schemas['TimeSlice'];

/** The aggregates of a select, in order ("count(*)", "avg(latency_ms)"); keys are not aggregates. */
const aggregatesOf = (select: readonly string[] | undefined): string[] =>
  (select ?? []).filter((item) => isAggregate(item));

/** What the slices of a window make of it, as the aggregate's kind allows (query-language/aggregate-kinds.ts). */
export const wholeValue = (stat: string, points: Point[]): number | undefined => wholeOf(stat, points);

/** The width of a slice: the smallest gap between two (the answer's own resolution when it says). */
function stepOf(points: Point[]): number | undefined {
  let step: number | undefined;
  for (let i = 1; i < points.length; i++) {
    const gap = (points[i] as Point).t - (points[i - 1] as Point).t;
    if (gap > 0 && (step === undefined || gap < step)) step = gap;
  }
  return step;
}

/** One ungrouped aggregate's series, from slices that carry no name of their own. */
function seriesFrom(stat: string, slices: TimeSlice[], total?: number | string): GroupSeries {
  const points = pointsOf(slices);
  const value = wholeValue(stat, points);
  const step = stepOf(points);
  const events = total ?? points.reduce((n, p) => n + p.count, 0);
  return {
    name: stat,
    stat,
    count: numberOf(events),
    ...(value !== undefined && Number.isFinite(value) ? { value } : {}),
    ...(step !== undefined ? { series_resolution_ms: step } : {}),
    timeseries: slices,
  };
}

/**
 * The answer with every ungrouped aggregate it carries in `groups_series`: an answer in `totals` (the
 * vendor's) becomes the series of the first aggregate asked for. Events and grouped answers pass as
 * they are.
 */
export function aggregateAnswer(response: SearchResponse, select?: readonly string[]): SearchResponse {
  if (response.events || response.groups_series?.length) return response;
  const slices = response.totals?.timeseries;
  if (!slices?.length) return response;
  const stat = aggregatesOf(select ?? response.metadata?.select)[0] ?? 'count(*)';
  const total = (response.totals as { count?: number | string } | undefined)?.count;
  return { ...response, groups_series: [seriesFrom(stat, slices, total)] };
}

/**
 * The aggregates of an ungrouped search its answer has no series for: on the vendor's service, all but
 * the first. Each can be asked for alone.
 */
export function missingAggregates(response: SearchResponse, select: readonly string[]): string[] {
  if (response.groups_series?.some((g) => g.key)) return [];
  return aggregatesOf(select).slice(response.groups_series?.length ?? 0);
}

/** A metric's series (GET /timeseries/{id}, widgets made in the vendor's console) as a search answer. */
export function metricAnswer(
  answer: Record<string, Schemas['MetricTimeseries']> | undefined,
): SearchResponse {
  const first = Object.values(answer ?? {})[0];
  if (!first) return {};
  if (first.groups_series?.length) return { groups_series: first.groups_series };
  const stat = first.aggregates?.[0]?.function ?? first.name;
  const series = seriesFrom(stat, first.series ?? []);
  const exact = first.aggregates?.[0]?.value;
  return { groups_series: [exact !== undefined ? { ...series, value: numberOf(exact) } : series] };
}
