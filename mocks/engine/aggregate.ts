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
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

/** One group (or the whole result): totals per aggregate, a series per time slice, and sub-groups. */
class GroupNode {
  readonly totals: Accumulator[];
  /**
   * The first aggregate per time slice, made when a slice gets its first event: a group-by over a
   * key with thousands of values (client_ip) would otherwise make thousands × slices of them.
   */
  readonly slices: (Accumulator | undefined)[] = [];
  readonly children = new Map<string, GroupNode>();

  constructor(
    readonly aggregates: Aggregate[],
    private readonly sliceCount: number,
  ) {
    this.totals = aggregates.map((a) => new Accumulator(a, a.key !== null));
  }

  /** The accumulator of slice `i`, made on its first event. */
  slice(i: number): Accumulator | undefined {
    if (i < 0 || i >= this.sliceCount) return undefined;
    const first = this.aggregates[0] as Aggregate;
    return (this.slices[i] ??= new Accumulator(first, first.fn === 'percentile'));
  }

  add(values: AggregateRow['values'], slice: number): void {
    this.totals.forEach((total, i) => total.add(values[i]));
    this.slice(slice)?.add(values[0]);
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

export interface SliceWindow {
  from: number;
  width: number;
  count: number;
}

/** Aggregates (and groups) events of a time window, then shapes them as the service answers. */
export class Aggregation {
  readonly root: GroupNode;

  constructor(
    readonly aggregates: Aggregate[],
    readonly groups: string[],
    readonly window: SliceWindow,
  ) {
    this.root = new GroupNode(aggregates, window.count);
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
        child = new GroupNode(this.aggregates, this.window.count);
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
    const target = this.root.slice(slice);
    if (target) target.count += count;
  }

  /** Every slice, those without an event as 0 (what any aggregate of no events reads). */
  timeseries(node: GroupNode): Schemas['TimeSlice'][] {
    return Array.from({ length: this.window.count }, (_, i) => ({
      '@timestamp': String(this.window.from + i * this.window.width),
      count: node.slices[i]?.count ?? 0,
      value: node.slices[i]?.value() ?? 0,
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
      timeseries: index === 0 ? this.timeseries(node) : [],
    };
  }

  /** Aggregate query: one series per aggregate, and the totals' time series. */
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
