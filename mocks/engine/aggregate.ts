import type { components } from '../../src/api/schema.gen';
import { statLabel, type SelectItem } from '../../src/query-language';
import { fieldOf, type FieldValue, type LogEvent } from './event';

type Schemas = components['schemas'];
type Aggregate = Extract<SelectItem, { kind: 'aggregate' }>;

/** Running totals of one aggregate over a set of events. */
class Accumulator {
  count = 0;
  /** Events whose value of the key is a number: what sum, average, min and max are over. */
  numericCount = 0;
  sum = 0;
  min = Infinity;
  max = -Infinity;
  readonly values: number[] = [];

  constructor(
    private readonly aggregate: Aggregate,
    private readonly keepValues: boolean,
  ) {}

  /** Adds one event by the value of the aggregate's key (ignored by count(*)). */
  add(raw: FieldValue | undefined): void {
    if (this.aggregate.key === null) {
      this.count++;
      return;
    }
    if (raw === undefined) return;
    this.count++;
    const n = typeof raw === 'number' ? raw : Number(raw);
    if (!Number.isFinite(n)) return;
    this.numericCount++;
    this.sum += n;
    if (n < this.min) this.min = n;
    if (n > this.max) this.max = n;
    if (this.keepValues) this.values.push(n);
  }

  /** The aggregate's value: count, sum, average, min, max or a percentile. */
  value(): number {
    switch (this.aggregate.fn) {
      case 'count':
        return this.count;
      case 'sum':
        return this.sum;
      case 'avg':
        return this.numericCount ? this.sum / this.numericCount : 0;
      case 'min':
        return Number.isFinite(this.min) ? this.min : 0;
      case 'max':
        return Number.isFinite(this.max) ? this.max : 0;
      case 'percentile':
        return percentile(this.sorted(), this.aggregate.percentile ?? 50);
    }
  }

  #sorted: Float64Array | null = null;
  /** The values in ascending order (a typed array sorts numerically). */
  sorted(): Float64Array {
    this.#sorted ??= Float64Array.from(this.values).sort();
    return this.#sorted;
  }

  quantiles(): Schemas['Quantiles'] | undefined {
    if (!this.keepValues || this.values.length === 0) return undefined;
    const s = this.sorted();
    return {
      min: s[0],
      p25: percentile(s, 25),
      p50: percentile(s, 50),
      p75: percentile(s, 75),
      p90: percentile(s, 90),
      p95: percentile(s, 95),
      p99: percentile(s, 99),
      p999: percentile(s, 99.9),
      max: s[s.length - 1],
    };
  }

  histogram(): Schemas['Histogram'] | undefined {
    if (!this.keepValues || this.values.length === 0) return undefined;
    const min = this.min;
    const max = this.max;
    const width = (max - min) / 10 || 1;
    const buckets = Array.from({ length: 10 }, (_, i) => ({
      name: `${round(min + i * width)}–${round(min + (i + 1) * width)}`,
      low_bound: min + i * width,
      high_bound: min + (i + 1) * width,
      value: 0,
    }));
    for (const v of this.values)
      (buckets[Math.min(9, Math.floor((v - min) / width))] as { value: number }).value++;
    return { buckets, min, max };
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

/**
 * One group (or the whole result): totals per aggregate, series per time slice, and sub-groups. The
 * first `charted` aggregates keep a series: every one of an ungrouped answer, the first of a group's.
 */
class GroupNode {
  readonly totals: Accumulator[];
  /**
   * Per charted aggregate, its accumulator per time slice, made when a slice gets its first event: a
   * group-by over a key with thousands of values (client_ip) would otherwise make thousands × slices.
   */
  readonly slices: (Accumulator | undefined)[][];
  readonly children = new Map<string, GroupNode>();

  constructor(
    readonly aggregates: Aggregate[],
    private readonly sliceCount: number,
    charted: number,
  ) {
    this.totals = aggregates.map((a) => new Accumulator(a, a.key !== null));
    this.slices = aggregates.slice(0, charted).map(() => []);
  }

  /** The accumulator of aggregate `a` in slice `i`, made on its first event. */
  slice(a: number, i: number): Accumulator | undefined {
    const series = this.slices[a];
    if (!series || i < 0 || i >= this.sliceCount) return undefined;
    const aggregate = this.aggregates[a] as Aggregate;
    return (series[i] ??= new Accumulator(aggregate, aggregate.fn === 'percentile'));
  }

  add(values: AggregateRow['values'], slice: number): void {
    this.totals.forEach((total, i) => total.add(values[i]));
    for (let a = 0; a < this.slices.length; a++) this.slice(a, slice)?.add(values[a]);
  }
}

/**
 * What an aggregation reads of one matching event: its time, the values of the group keys and of
 * each aggregate's key (undefined where the event has none). Per-minute summaries keep these rows.
 */
export interface AggregateRow {
  timestamp: number;
  groups: (FieldValue | undefined)[];
  values: (FieldValue | undefined)[];
}

/**
 * The time slices of an answer: `count` slices of `width` ms from `from`. Slices are aligned to the
 * clock (see `clockSlices`), so the first may start before the searched window and the last end after
 * it; only the window's events are counted in either.
 */
export interface SliceWindow {
  from: number;
  width: number;
  count: number;
}

/** Slice widths a person reads on a clock: seconds, minutes, hours and days that divide the next unit. */
const CLOCK_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000,
  600_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 10_800_000, 14_400_000, 21_600_000, 43_200_000,
  86_400_000,
];
const DAY = 86_400_000;

/**
 * The slices of a window asked to be cut in about `asked` slices: the narrowest clock step at least as
 * wide as an equal share (whole days past a day), starting at a multiple of that step since the epoch
 * (UTC). A slice labelled 14:48 is then 14:48:00 to 14:49:00, whatever moment the search ran at; a
 * window that is already aligned (a monitor's plan) is cut exactly as asked; one slice is the window.
 */
export function clockSlices(window: { from: number; to: number }, asked: number): SliceWindow {
  // One slice is the window's total (a pie's, a score's), not a chart: exactly the window.
  if (asked <= 1) return { from: window.from, width: Math.max(1, window.to - window.from), count: 1 };
  const share = Math.max(1, (window.to - window.from) / Math.max(1, asked));
  const width = CLOCK_STEPS.find((step) => step >= share) ?? Math.ceil(share / DAY) * DAY;
  const from = Math.floor(window.from / width) * width;
  return { from, width, count: Math.max(1, Math.ceil((window.to - from) / width)) };
}

/** Aggregates (and groups) events of a time window, then shapes them as the service answers. */
export class Aggregation {
  readonly root: GroupNode;

  constructor(
    readonly aggregates: Aggregate[],
    readonly groups: string[],
    readonly window: SliceWindow,
  ) {
    this.root = new GroupNode(aggregates, window.count, groups.length ? 1 : aggregates.length);
  }

  /** The row of an event: what `addRow` reads of it. */
  rowOf(event: LogEvent): AggregateRow {
    return {
      timestamp: event.timestamp,
      groups: this.groups.map((key) => fieldOf(event, key)),
      values: this.aggregates.map((a) => (a.key === null ? undefined : fieldOf(event, a.key))),
    };
  }

  add(event: LogEvent): void {
    this.addRow(this.rowOf(event));
  }

  addRow({ timestamp, groups, values }: AggregateRow): void {
    const slice = Math.min(
      this.window.count - 1,
      Math.floor((timestamp - this.window.from) / this.window.width),
    );
    let node = this.root;
    node.add(values, slice);
    for (const value of groups) {
      if (value === undefined) return;
      const name = String(value);
      let child = node.children.get(name);
      if (!child) {
        child = new GroupNode(this.aggregates, this.window.count, 1);
        node.children.set(name, child);
      }
      child.add(values, slice);
      node = child;
    }
  }

  /** Adds `count` events of slice `slice` without reading them: the fast path of count(*). */
  addCount(count: number, timestamp: number): void {
    const slice = Math.min(
      this.window.count - 1,
      Math.floor((timestamp - this.window.from) / this.window.width),
    );
    for (const total of this.root.totals) total.count += count;
    for (let a = 0; a < this.root.slices.length; a++) {
      const target = this.root.slice(a, slice);
      if (target) target.count += count;
    }
  }

  /** Every slice of one aggregate, those without an event as 0 (what any aggregate of no events reads). */
  timeseries(node: GroupNode, aggregate = 0): Schemas['TimeSlice'][] {
    const slices = node.slices[aggregate] ?? [];
    return Array.from({ length: this.window.count }, (_, i) => ({
      '@timestamp': String(this.window.from + i * this.window.width),
      count: slices[i]?.count ?? 0,
      value: slices[i]?.value() ?? 0,
    }));
  }

  #series(node: GroupNode, index: number, name: string, key?: string): Schemas['GroupSeries'] {
    const total = node.totals[index] as Accumulator;
    const aggregate = this.aggregates[index] as Aggregate;
    const quantiles = total.quantiles();
    const histogram = total.histogram();
    return {
      ...(key ? { key } : {}),
      name,
      count: total.count,
      stat: statLabel(aggregate),
      value: total.value(),
      ...(quantiles ? { quantiles } : {}),
      ...(histogram ? { histogram } : {}),
      series_resolution_ms: this.window.width,
      timeseries: this.timeseries(node, index),
    };
  }

  /** Aggregate query: one series per aggregate, each over time, and the first's series as the totals. */
  ungrouped(): Pick<Schemas['SearchResponse'], 'groups_series' | 'totals'> {
    return {
      groups_series: this.aggregates.map((a, i) => this.#series(this.root, i, statLabel(a))),
      totals: { timeseries: this.timeseries(this.root) },
    };
  }

  /** Group-by query: the top groups by the first aggregate, nested one level per further key. */
  grouped(limit: number): Pick<Schemas['SearchResponse'], 'groups_series' | 'groups' | 'totals'> {
    const level = (node: GroupNode, depth: number): Schemas['GroupSeries'][] =>
      [...node.children.entries()]
        .sort(([, a], [, b]) => (b.totals[0] as Accumulator).value() - (a.totals[0] as Accumulator).value())
        .slice(0, limit)
        .map(([name, child]) => ({
          ...this.#series(child, 0, name, depth === 0 ? this.groups[0] : undefined),
          ...(depth + 1 < this.groups.length ? { groups_series: level(child, depth + 1) } : {}),
        }));
    const top = level(this.root, 0);
    return {
      groups_series: top,
      groups: top.map((g) => ({
        group: `[${g.name}]`,
        count: g.count,
        stat: g.stat,
        value: g.value,
        timeseries: g.timeseries,
      })),
      totals: { timeseries: this.timeseries(this.root) },
    };
  }
}
