import type { components } from '../../api/schema.gen';
import { lttb, MAX_CHART_POINTS } from '../../lib/downsample';
import { numberOf, pointsOf, sliceTime } from '../../api/tolerant';
import { addsUp, countsEvents, wholeOf } from '../../query-language/aggregate-kinds';

type SearchResponse = components['schemas']['SearchResponse'];
type GroupSeries = components['schemas']['GroupSeries'];

import type { GroupFilter } from '../../query-language/group-filters';

export type { GroupFilter };

/** One drawn series: its name ("GET › 200"), the groups it stands for, and its data key in the rows. */
export interface Series {
  /** The rows' key: "s0", "s1"…; group names can hold dots, which recharts reads as paths. */
  key: string;
  name: string;
  filters: GroupFilter[];
  /** The groups past the top ones, summed; drawn grey and never a drill-down filter. */
  other?: boolean;
}

/** Rows of a time-series chart: `t` and one value per series key. */
export interface SeriesData {
  rows: Record<string, number>[];
  series: Series[];
  /** The width of one time slice in ms, when the response has two or more. */
  step?: number;
  /** Groups the chart leaves out: past the top ones of an aggregate that cannot be summed. */
  omitted: number;
  /** The aggregate drawn, for units ("count(*)", "p95(latency_ms)"). */
  stat?: string;
}

/** How many groups a chart draws before it folds the rest into "other". */
const TOP_SERIES = 7;

interface Leaf {
  name: string;
  filters: GroupFilter[];
  group: GroupSeries;
}

/** Nested groups flattened to leaves, named by their path: "GET › 200". */
function leaves(groups: GroupSeries[], prefix: string[] = [], filters: GroupFilter[] = []): Leaf[] {
  return groups.flatMap((g) => {
    const path = [...prefix, g.key ? (g.name ?? '') : (g.stat ?? g.name ?? '')];
    const here = g.key ? [...filters, { key: g.key, value: g.name ?? '' }] : filters;
    return g.groups_series?.length
      ? leaves(g.groups_series, path, here)
      : [{ name: path.join(' › '), filters: here, group: g }];
  });
}

/**
 * A group's value over the window: the service's, or its slices' as the aggregate allows
 * (aggregate-kinds.ts), or its events where it counts them; NaN when none of these says (a percentile
 * answered without its value): never another number in its place.
 */
const valueOf = (group: GroupSeries): number => {
  if (group.value !== undefined && group.value !== null) return numberOf(group.value);
  const whole = wholeOf(group.stat ?? '', pointsOf(group.timeseries));
  if (whole !== undefined) return whole;
  return countsEvents(group.stat) && group.count !== undefined ? numberOf(group.count) : NaN;
};

/** A slice's value: its own, or its events where the aggregate counts them; undefined when it has none. */
const sliceValue = (stat: string | undefined, slice: components['schemas']['TimeSlice']) =>
  slice.value !== undefined && slice.value !== null
    ? numberOf(slice.value)
    : countsEvents(stat) && slice.count !== undefined
      ? numberOf(slice.count)
      : undefined;

/** Where a value ranks: a group without one (NaN) after every other. */
const rank = (n: number) => (Number.isNaN(n) ? -Infinity : n);

/** The top `top` leaves by value, and the rest. */
function ranked(response: SearchResponse, top: number) {
  const all = leaves(response.groups_series ?? []);
  const grouped = all.some((l) => l.filters.length > 0);
  if (!grouped) return { shown: all, rest: [] as Leaf[], grouped };
  const sorted = [...all].sort((a, b) => rank(valueOf(b.group)) - rank(valueOf(a.group)) || 0);
  return { shown: sorted.slice(0, top), rest: sorted.slice(top), grouped };
}

function stepOf(response: SearchResponse): number | undefined {
  const times = (leaves(response.groups_series ?? [])[0]?.group.timeseries ?? [])
    .map(sliceTime)
    .filter(Number.isFinite);
  let step: number | undefined;
  for (let i = 1; i < times.length; i++) {
    const gap = (times[i] as number) - (times[i - 1] as number);
    if (gap > 0 && (step === undefined || gap < step)) step = gap;
  }
  return step;
}

/**
 * One series per group (or per aggregate without groups), aligned on the time slices: the `top` largest
 * groups, the rest summed as "other" where the aggregate adds up. Rows beyond MAX_CHART_POINTS are
 * downsampled (LTTB over the rows' sum, so every series keeps the same instants).
 */
export function seriesData(response: SearchResponse, top = TOP_SERIES): SeriesData {
  const { shown, rest } = ranked(response, top);
  const stat = shown[0]?.group.stat;
  const foldRest = rest.length > 0 && addsUp(stat);
  const series: Series[] = shown.map((leaf, i) => ({ key: `s${i}`, name: leaf.name, filters: leaf.filters }));
  const byTime = new Map<number, Record<string, number>>();
  const add = (key: string, group: GroupSeries) => {
    for (const slice of group.timeseries ?? []) {
      const t = sliceTime(slice);
      // A slice whose time cannot be read has no place on a time axis.
      if (!Number.isFinite(t)) continue;
      const row = byTime.get(t) ?? { t };
      byTime.set(t, row);
      // A slice without a value (a distribution instead) is a gap, never a 0.
      const value = sliceValue(stat, slice);
      if (value === undefined) continue;
      row[key] = (row[key] ?? 0) + value;
    }
  };
  shown.forEach((leaf, i) => add(`s${i}`, leaf.group));
  if (foldRest) {
    series.push({ key: 'other', name: `other (${rest.length})`, filters: [], other: true });
    rest.forEach((leaf) => add('other', leaf.group));
  }
  const rows = [...byTime.values()].sort((a, b) => (a.t as number) - (b.t as number));
  const sum = (row: Record<string, number>) => series.reduce((total, s) => total + (row[s.key] ?? 0), 0);
  return {
    series,
    rows: rows.length > MAX_CHART_POINTS ? lttb(rows, MAX_CHART_POINTS, (r) => r.t as number, sum) : rows,
    step: stepOf(response),
    omitted: foldRest ? 0 : rest.length,
    stat,
  };
}

/** One bar, slice or tile: a group's value over the whole window. */
export interface GroupValue {
  name: string;
  value: number;
  filters: GroupFilter[];
  other?: boolean;
}

/** One value per group, largest first, for bar, pie, treemap and top-list; the rest as "other" where it adds up. */
export function groupData(
  response: SearchResponse,
  top = TOP_SERIES,
): { groups: GroupValue[]; omitted: number; stat?: string } {
  const { shown, rest } = ranked(response, top);
  const stat = shown[0]?.group.stat;
  const groups: GroupValue[] = shown.map((leaf) => ({
    name: leaf.name,
    value: valueOf(leaf.group),
    filters: leaf.filters,
  }));
  const foldRest = rest.length > 0 && addsUp(stat);
  if (foldRest)
    groups.push({
      name: `other (${rest.length})`,
      value: rest.reduce((s, leaf) => s + valueOf(leaf.group), 0),
      filters: [],
      other: true,
    });
  return { groups, omitted: foldRest ? 0 : rest.length, stat };
}

/** The single number of a score: the first aggregate over the whole window. */
export function scoreData(response: SearchResponse): { label: string; value: number | undefined } {
  const first = response.groups_series?.[0];
  const value = first ? valueOf(first) : NaN;
  return { label: first?.stat ?? '', value: Number.isNaN(value) ? undefined : value };
}

/**
 * The window of one point of a chart over time: the slice that starts at its time, `step` wide (or to
 * the next point), and only the part of it within the searched window, where the clock cut a slice
 * across the window's start or end. What the point's tooltip names and what a click on it opens.
 */
export function sliceWindow(
  rows: readonly { t?: number }[],
  index: number,
  step: number | undefined,
  within?: { from?: number | undefined; to?: number | undefined },
): { from: number; to: number } {
  const t = rows[index]?.t as number;
  const next = rows[index + 1]?.t;
  const to = t + (step ?? (next !== undefined ? next - t : 60_000));
  return { from: Math.max(t, within?.from ?? t), to: Math.min(to, within?.to ?? to) };
}
