import type { components } from '../../api/schema.gen';
import { lttb, MAX_CHART_POINTS } from '../../lib/downsample';
import { numberOf, sliceTime } from '../../api/tolerant';

type SearchResponse = components['schemas']['SearchResponse'];
type GroupSeries = components['schemas']['GroupSeries'];

/** Rows of a time-series chart: `t` and one value per series name. */
export interface SeriesData {
  rows: Record<string, number>[];
  series: string[];
}

/** Nested groups flattened to leaves, named by their path: "GET › 200". */
function leaves(groups: GroupSeries[], prefix: string[] = []): { name: string; group: GroupSeries }[] {
  return groups.flatMap((g) => {
    const path = [...prefix, g.key ? (g.name ?? '') : (g.stat ?? g.name ?? '')];
    return g.groups_series?.length ? leaves(g.groups_series, path) : [{ name: path.join(' › '), group: g }];
  });
}

/**
 * One line per group (or per aggregate without groups), aligned on the time slices. Rows beyond
 * MAX_CHART_POINTS are downsampled (LTTB over the rows' sum, so every series keeps the same instants).
 */
export function seriesData(response: SearchResponse): SeriesData {
  const named = leaves(response.groups_series ?? []);
  const byTime = new Map<number, Record<string, number>>();
  for (const { name, group } of named) {
    for (const slice of group.timeseries ?? []) {
      const t = sliceTime(slice);
      const row = byTime.get(t) ?? { t };
      row[name] = numberOf(slice.value ?? slice.count);
      byTime.set(t, row);
    }
  }
  const series = named.map((n) => n.name);
  const rows = [...byTime.values()].sort((a, b) => (a.t as number) - (b.t as number));
  const sum = (row: Record<string, number>) => series.reduce((total, s) => total + (row[s] ?? 0), 0);
  return {
    series,
    rows: rows.length > MAX_CHART_POINTS ? lttb(rows, MAX_CHART_POINTS, (r) => r.t as number, sum) : rows,
  };
}

/** One value per group, largest first, for bar, pie, treemap and top-list. */
export function groupData(response: SearchResponse): { name: string; value: number }[] {
  return leaves(response.groups_series ?? [])
    .map(({ name, group }) => ({ name, value: group.value ?? group.count ?? 0 }))
    .sort((a, b) => b.value - a.value);
}

/** The single number of a score: the first aggregate over the whole window. */
export function scoreData(response: SearchResponse): { label: string; value: number | undefined } {
  const first = response.groups_series?.[0];
  return { label: first?.stat ?? '', value: first?.value ?? first?.count };
}
