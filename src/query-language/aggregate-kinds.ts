/**
 * What the values of each aggregate function mean, declared once. Counts and sums add up: the parts of
 * a whole (groups, time slices) sum to it, so they may be stacked, summed into "other", totalled and
 * shown as shares. Averages, minima, maxima, percentiles and distinct counts do not: their groups'
 * values summed mean nothing. Charts, "other", totals and shares read `addsUp`; a window's value made
 * from its slices reads `wholeOf`. The service's list of functions is open: one not declared here is
 * an aggregate that adds up to nothing, shown as the service's own word.
 */

interface SliceValue {
  count: number;
  value: number;
}

interface AggregateKind {
  /** What the function is called in words. */
  label: string;
  /** Its parts add up to the whole. */
  addsUp: boolean;
  /** A window's value from its slices' values; undefined where slices cannot make it. */
  whole: (slices: readonly SliceValue[]) => number | undefined;
}

const summed = (slices: readonly SliceValue[]) => slices.reduce((n, s) => n + s.value, 0);
const withEvents = (slices: readonly SliceValue[]) => slices.filter((s) => s.count > 0).map((s) => s.value);
const none = () => undefined;

const AGGREGATE_KINDS = {
  count: { label: 'count', addsUp: true, whole: summed },
  sum: { label: 'sum', addsUp: true, whole: summed },
  min: {
    label: 'minimum',
    addsUp: false,
    whole: (slices) => (withEvents(slices).length ? Math.min(...withEvents(slices)) : undefined),
  },
  max: {
    label: 'maximum',
    addsUp: false,
    whole: (slices) => (withEvents(slices).length ? Math.max(...withEvents(slices)) : undefined),
  },
  average: {
    label: 'average',
    addsUp: false,
    // Each slice weighs by its events.
    whole: (slices) => {
      const events = slices.reduce((n, s) => n + s.count, 0);
      return events ? slices.reduce((n, s) => n + s.value * s.count, 0) / events : undefined;
    },
  },
  // A percentile of the whole cannot be read from its slices' percentiles.
  percentile: { label: 'percentile', addsUp: false, whole: none },
  // The same value may be in two groups or two slices: distinct counts do not add.
  distinct: { label: 'distinct count', addsUp: false, whole: none },
  // A distribution per slice, with no single value.
  histogram: { label: 'histogram', addsUp: false, whole: none },
} as const satisfies Record<string, AggregateKind>;

type KindName = keyof typeof AGGREGATE_KINDS;

/** The function names a select or the service's `stat` writes, by kind ("average(x)" is the service's). */
const NAMES: Record<string, KindName> = {
  count: 'count',
  sum: 'sum',
  min: 'min',
  minimum: 'min',
  max: 'max',
  maximum: 'max',
  avg: 'average',
  average: 'average',
  mean: 'average',
  median: 'percentile',
  percentile: 'percentile',
  count_distinct: 'distinct',
  distinct_count: 'distinct',
  distinct: 'distinct',
  cardinality: 'distinct',
  histogram: 'histogram',
};

const CALL = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*\(/;

/** The aggregate's function name ("p95" of "p95(latency_ms)"), lower case; undefined for a key. */
const functionOf = (item: string | undefined): string | undefined =>
  CALL.exec(item ?? '')?.[1]?.toLowerCase();

/** Whether a select item is an aggregate (any function call: the service's list is open). */
export const isAggregate = (item: string | undefined): boolean => functionOf(item) !== undefined;

/** The kind of an aggregate ("p95(latency_ms)": a percentile); undefined for a key or an unknown function. */
function aggregateKind(item: string | undefined): AggregateKind | undefined {
  const fn = functionOf(item);
  if (fn === undefined) return undefined;
  const name = NAMES[fn] ?? (/^p\d+$/.test(fn) ? 'percentile' : undefined);
  return name ? AGGREGATE_KINDS[name] : undefined;
}

/** Its parts add up to the whole (counts and sums): only then stacked, summed into "other" or shown as shares. */
export const addsUp = (item: string | undefined): boolean => aggregateKind(item)?.addsUp === true;

/** Whether it counts events, so a group's or slice's count is its value. */
export const countsEvents = (item: string | undefined): boolean => functionOf(item) === 'count';

/**
 * A window's value from its slices (counts and sums add, a minimum and a maximum carry, an average
 * weighs each slice by its events); one slice is the window; undefined where slices cannot make it
 * (or one has no value).
 */
export function wholeOf(item: string, slices: readonly SliceValue[]): number | undefined {
  // A slice without a value (a distribution instead) leaves the window's value unknown.
  if (!slices.length || slices.some((s) => !Number.isFinite(s.value))) return undefined;
  if (slices.length === 1) return slices[0]?.value;
  return aggregateKind(item)?.whole(slices);
}
