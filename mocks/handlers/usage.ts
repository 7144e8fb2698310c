import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredDataset, UsageRecord } from '../db/types';
import type { SearchEngine } from '../engine/search';
import { ingestedBytes, type Window } from '../engine/usage';
import type { Context, Implementations } from '../framework';
import { badRequest } from '../http-errors';
import { datasetsOf } from './datasets';

type Schemas = components['schemas'];
type UsageType = 'ingestion' | 'search' | 'export';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The natural periods the service compares with, as a shift back in time. */
const DELTA_SHIFTS: Record<string, number> = {
  'Previous period': 0,
  'This day last week': 7 * DAY,
  'Previous month': 30 * DAY,
  'Previous quarter': 90 * DAY,
};

/** The vendor's default number of slices for a window: minutes up to 12 hours, then 72 a day, then 720. */
function defaultSlices(window: Window): number {
  const minutes = Math.round((window.to - window.from) / MINUTE);
  return minutes <= 720 ? Math.max(1, minutes) : minutes <= 1440 ? 72 : 720;
}

function usageType(query: URLSearchParams): UsageType {
  return (query.get('usage_type') as UsageType | null) ?? 'ingestion';
}

/** Usage is kept for a year (and a day, so "Last 366 days" reads whole). */
const USAGE_KEPT = 367 * 86_400_000;

function windowOf(engine: SearchEngine, query: URLSearchParams, fallback = 'Last 30 days'): Window {
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const fromTs = number('from_ts');
  const toTs = number('to_ts');
  return engine.window(
    {
      ...(query.has('time_range') || fromTs === undefined
        ? { timeRange: query.get('time_range') ?? fallback }
        : {}),
      ...(fromTs !== undefined ? { fromTs } : {}),
      ...(toTs !== undefined ? { toTs } : {}),
    },
    USAGE_KEPT,
  );
}

/** The period a delta compares with: given, shifted back by a natural period, or the one just before. */
function deltaWindow(query: URLSearchParams, window: Window): Window {
  const from = query.get('delta_from_ts');
  const to = query.get('delta_to_ts');
  if (from !== null || to !== null) {
    if (from === null || to === null)
      throw badRequest('Invalid request: delta_from_ts: delta_from_ts and delta_to_ts go together.');
    if (!(Number(from) < Number(to)))
      throw badRequest('Invalid request: delta_from_ts: must be before delta_to_ts.');
    return { from: Number(from), to: Number(to) };
  }
  const name = query.get('delta_time_range') ?? 'Previous period';
  const shift = DELTA_SHIFTS[name];
  if (shift === undefined)
    throw badRequest(
      `Invalid request: delta_time_range: "${name}" is not a period; use one of ${Object.keys(DELTA_SHIFTS).join(', ')}.`,
    );
  const length = window.to - window.from;
  const back = shift || length;
  return { from: window.from - back, to: window.to - back };
}

/** Bytes per slice for each dataset, of one kind of usage. */
function bytesPerDataset(
  ctx: { db: Db; engine: SearchEngine; caller: Caller },
  type: UsageType,
  window: Window,
  slices: number,
): Map<StoredDataset, number[]> {
  const datasets = datasetsOf(ctx.db, ctx.caller);
  const result = new Map(datasets.map((d) => [d, new Array<number>(slices).fill(0)]));
  if (type === 'ingestion') {
    const incidents = ctx.engine.incidents();
    for (const d of datasets) result.set(d, ingestedBytes(ctx.engine.ingested, d, window, slices, incidents));
    return result;
  }
  const byId = new Map(datasets.map((d) => [d.id, d]));
  for (const record of recordsIn(ctx.db, ctx.caller, type, window)) {
    const slice = sliceOf(record.at, window, slices);
    for (const id of record.log_ids) {
      const series = result.get(byId.get(id) as StoredDataset);
      if (series) series[slice] = (series[slice] ?? 0) + record.bytes / record.log_ids.length;
    }
  }
  return result;
}

function recordsIn(db: Db, caller: Caller, kind: 'search' | 'export', window: Window): UsageRecord[] {
  return db.state.usage.filter(
    (r) => r.org_id === caller.orgId && r.kind === kind && r.at >= window.from && r.at < window.to,
  );
}

const sliceOf = (at: number, window: Window, slices: number) =>
  Math.min(slices - 1, Math.floor(((at - window.from) / (window.to - window.from)) * slices));

const timeSlices = (window: Window, values: number[], counts?: number[]): Schemas['TimeSlice'][] =>
  values.map((value, i) => ({
    '@timestamp': String(Math.round(window.from + (i * (window.to - window.from)) / values.length)),
    count: counts?.[i] ?? 0,
    value: Math.round(value),
  }));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const STAT = 'sum(bytes)';

function totalSeries(ctx: Context<'getUsage'>, type: UsageType, window: Window, slices: number): number[] {
  const total = new Array<number>(slices).fill(0);
  for (const series of bytesPerDataset(ctx, type, window, slices).values())
    series.forEach((v, i) => (total[i] = (total[i] ?? 0) + v));
  return total;
}

const slicesOf = (query: URLSearchParams, window: Window) =>
  query.has('num_of_slices') ? Number(query.get('num_of_slices')) : defaultSlices(window);

export const usageHandlers: Implementations = {
  getUsage: (ctx) => {
    const type = usageType(ctx.query);
    const window = windowOf(ctx.engine, ctx.query);
    const slices = slicesOf(ctx.query, window);
    const series = totalSeries(ctx, type, window, slices);
    const total = Math.round(sum(series));
    const metric: Schemas['MetricItem'] = {
      id: `usage-${type}`,
      name: `${type[0]?.toUpperCase()}${type.slice(1)} usage`,
      filter: '',
      stat: STAT,
      key: 'bytes',
      total_count: slices,
      total_value: total,
      is_exact: type !== 'ingestion',
      series: timeSlices(window, series),
    };
    if (ctx.query.get('delta') === 'true') {
      const previous = deltaWindow(ctx.query, window);
      const before = Math.round(sum(totalSeries(ctx, type, previous, slices)));
      metric.delta = {
        start_time: previous.from,
        end_time: previous.to,
        aggregates: [{ function: STAT, value: before }],
        changes: [
          { function: STAT, value: total - before, ...(before > 0 ? { factor: total / before } : {}) },
        ],
      };
    }
    return metric;
  },
  getUsagePerLog: (ctx) => {
    const type = usageType(ctx.query);
    const window = windowOf(ctx.engine, ctx.query, 'Last 1 hour');
    const slices = ctx.query.has('num_of_slices') ? Number(ctx.query.get('num_of_slices')) : 1;
    const limit = Number(ctx.query.get('limit') ?? 50);
    const groups = [...bytesPerDataset(ctx, type, window, slices).entries()]
      .map(([d, series]): Schemas['GroupSeries'] => ({
        key: d.id,
        name: `${d.collection}/${d.dataset}`,
        count: slices,
        stat: STAT,
        value: Math.round(sum(series)),
        series_resolution_ms: Math.round((window.to - window.from) / slices),
        timeseries: timeSlices(window, series),
      }))
      .sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || (a.name ?? '').localeCompare(b.name ?? ''))
      .slice(0, limit);
    return {
      name: `${type} usage per dataset`,
      filter: '',
      stat: STAT,
      key: 'log_id',
      is_exact: type !== 'ingestion',
      groups_series: groups,
    };
  },
  getUsagePerUser: ({ db, engine, caller, query }) => {
    const window = windowOf(engine, query, 'Last 1 hour');
    const slices = query.has('num_of_slices') ? Number(query.get('num_of_slices')) : 1;
    const latency = query.get('metric') === 'latency';
    const limit = Number(query.get('limit') ?? 50);
    const perUser = new Map<string, { values: number[]; counts: number[] }>();
    for (const record of recordsIn(db, caller, 'search', window)) {
      const entry = perUser.get(record.by) ?? {
        values: new Array<number>(slices).fill(0),
        counts: new Array<number>(slices).fill(0),
      };
      const slice = sliceOf(record.at, window, slices);
      entry.values[slice] = (entry.values[slice] ?? 0) + (latency ? record.duration_ms : record.bytes);
      entry.counts[slice] = (entry.counts[slice] ?? 0) + 1;
      perUser.set(record.by, entry);
    }
    const nameOf = (id: string) =>
      db.state.users.find((u) => u.id === id)?.email ?? db.state.apiKeys.find((k) => k.id === id)?.name ?? id;
    const stat = latency ? 'average(duration_ms)' : STAT;
    const groups = [...perUser.entries()]
      .map(([id, { values, counts }]): Schemas['GroupSeries'] => {
        const searches = sum(counts);
        // Latency per slice is an average of that slice's searches; volume is their sum.
        const series = latency ? values.map((v, i) => (counts[i] ? v / (counts[i] ?? 1) : 0)) : values;
        return {
          key: id,
          name: nameOf(id),
          count: searches,
          stat,
          value: Math.round(latency ? sum(values) / Math.max(1, searches) : sum(values)),
          series_resolution_ms: Math.round((window.to - window.from) / slices),
          timeseries: timeSlices(window, series, counts),
        };
      })
      .sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
      .slice(0, limit);
    return {
      name: 'search usage per user',
      filter: '',
      stat,
      key: 'user',
      is_exact: true,
      groups_series: groups,
    };
  },
};

/** Keeps the newest this many searches and exports, so the demo's storage stays small. */
const USAGE_RECORDS_KEPT = 5_000;

/** Remembers a search or export for usage. */
export function recordUsage(db: Db, record: UsageRecord): void {
  db.state.usage.push(record);
  if (db.state.usage.length > USAGE_RECORDS_KEPT)
    db.state.usage.splice(0, db.state.usage.length - USAGE_RECORDS_KEPT);
}
