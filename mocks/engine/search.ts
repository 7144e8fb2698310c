import type { components } from '../../src/api/schema.gen';
import {
  parseSelectItem,
  parseWhere,
  QuerySyntaxError,
  resolveRange,
  type Expr,
  type SelectItem,
} from '../../src/query-language';
import { badRequest } from '../http-errors';
import { Aggregation, clockSlices } from './aggregate';
import { AVERAGE_BYTES, type DatasetSpec } from './catalogue';
import { fieldOf, type LogEvent } from './event';
import { toEvent } from './format';
import { MINUTE, MinuteCache, minuteCount } from './generator';
import { IngestCounter } from './usage';
import { incidentsKey, PlacedIncidents, type Incident } from './incidents';
import { LiveTail } from './live-tail';
import { compileFilter, type Predicate } from './match';
import { queryShapeOf, Summaries, type MinuteSummary, type SummaryStore } from './summaries';

type Schemas = components['schemas'];
type SearchResponse = Schemas['SearchResponse'];

/** A search as the engine reads it, from a POST body or the GET query string. */
export interface SearchQuery {
  from?: string[];
  fromExpr?: string;
  where?: string;
  select: string[];
  groups?: string[];
  limit?: number;
  numOfSlices?: number;
  mostRecentFirst?: boolean;
  explainOnly?: boolean;
  timeRange?: string;
  fromTs?: number;
  toTs?: number;
  orderBy?: string;
}

/** A contract search request in the engine's terms (the handlers' and the monitor evaluator's one reading). */
export function searchQueryOf(body: components['schemas']['SearchRequest']): SearchQuery {
  return {
    ...(body.from ? { from: body.from } : {}),
    ...(body.from_expr !== undefined ? { fromExpr: body.from_expr } : {}),
    ...(body.where !== undefined ? { where: body.where } : {}),
    select: body.select,
    ...(body.groups ? { groups: body.groups } : {}),
    ...(body.limit !== undefined ? { limit: body.limit } : {}),
    ...(body.num_of_slices !== undefined ? { numOfSlices: body.num_of_slices } : {}),
    ...(body.most_recent_first !== undefined ? { mostRecentFirst: body.most_recent_first } : {}),
    ...(body.explain_only !== undefined ? { explainOnly: body.explain_only } : {}),
    ...(body.time_range !== undefined ? { timeRange: body.time_range } : {}),
    ...(body.from_ts !== undefined ? { fromTs: body.from_ts } : {}),
    ...(body.to_ts !== undefined ? { toTs: body.to_ts } : {}),
    ...(body.order_by !== undefined ? { orderBy: body.order_by } : {}),
  };
}

/** Runs POST or GET /search: a new search, or the next page of an earlier one. */
export type Searcher = (
  body: components['schemas']['SearchRequest'],
  catalogue: DatasetSpec[],
  /**
   * The request it answers (stopped when aborted), whose it is (one at a time each) and for which
   * organisation (a bounded share of the threads): search-pool.ts.
   */
  how?: { signal?: AbortSignal; client?: string; org?: string },
) => SearchResponse | Promise<SearchResponse>;

/** A search (or the next page of one) on `engine`, in the caller's thread. */
export function runSearch(
  engine: SearchEngine,
  body: components['schemas']['SearchRequest'],
  catalogue: DatasetSpec[],
): SearchResponse {
  if (body.pagination_token) return engine.nextPage(body.pagination_token, body.per_page);
  return engine.search(searchQueryOf(body), catalogue);
}

/** Where a paged event search stands; kept by token so every page continues exactly after the last. */
interface Cursor {
  specs: DatasetSpec[];
  filter: Predicate;
  select: string[];
  from: number;
  to: number;
  descending: boolean;
  limit: number;
  minute: number;
  offset: number;
  incidents: Incident[];
}

const DAY = 24 * 60 * MINUTE;

/**
 * The longest window one request reads: a month of a monitor's history plus its month-long
 * evaluation window (an anomaly monitor's), with room to spare. Past it the answer is 400 before any
 * work, so no link reads years of logs (a grouped count over a year took four minutes).
 */
const LONGEST_WINDOW = 90 * DAY;
/** Minutes summarised within this long of now keep their events in the cache (see #summarise). */
const KEEP_EVENTS_FOR = 2 * 60 * MINUTE;

/** A page stops scanning after this many events and offers the next page, so no request runs away. */
const MAX_SCAN = 400_000;
const MAX_CURSORS = 500;

function syntaxError(field: string, error: unknown): never {
  if (error instanceof QuerySyntaxError) {
    const expected = error.expected.length ? ` Expected ${error.expected.join(' or ')}.` : '';
    throw badRequest(
      `Invalid request: ${field}: ${error.message} (at character ${error.start + 1}).${expected}`,
    );
  }
  throw error;
}

export interface EngineOptions {
  /**
   * Per-minute summaries for aggregate searches (summaries.ts): on by default, in memory; a store
   * keeps them between page loads; `false` turns them off (the path before them, for comparison).
   */
  summaries?: false | SummaryStore;
  /**
   * The moment its incidents are placed from (incidents.ts), when another engine of the same service
   * must agree (the browser demo's page and search worker) or a run fixes it; else when first asked.
   */
  incidentsAt?: number | undefined;
}

/** The executor behind /search, /context and /top-keys: the query language over generated logs. */
export class SearchEngine {
  readonly cache = new MinuteCache();
  readonly #cursors = new Map<string, Cursor>();
  readonly #summaries: Summaries | null;

  readonly liveTail: LiveTail;
  /** Events ingested per dataset and hour, exact: usage and the cost estimate read it. */
  readonly ingested = new IngestCounter();

  /** Where this service's incidents are (incidents.ts): the seed places its downtimes by them too. */
  readonly placed: PlacedIncidents;

  constructor(
    private readonly now: () => number,
    options: EngineOptions = {},
  ) {
    this.placed = new PlacedIncidents(now, options.incidentsAt);
    this.liveTail = new LiveTail(this, now);
    this.#summaries = options.summaries === false ? null : new Summaries(options.summaries);
  }

  /**
   * Before an aggregate search: reads the summaries it will need from the store, if there is one
   * (the store answers asynchronously; the search itself is synchronous).
   */
  async prepare(query: SearchQuery, catalogue: DatasetSpec[]): Promise<void> {
    const shape = this.#queryShapeOf(query);
    if (!shape || !this.#summaries) return;
    let specs: DatasetSpec[];
    let window: { from: number; to: number };
    try {
      specs = this.resolveDatasets(catalogue, query.from, query.fromExpr);
      window = this.window(query);
    } catch {
      return; // the search itself answers with the error
    }
    await this.#summaries.preload(shape, specs, window, incidentsKey(this.incidents()));
  }

  /** Hands the summaries completed by the searches so far to the store. */
  flushSummaries(): void {
    this.#summaries?.flush();
  }

  /** The summary shape of an aggregate search, or null when it is not one. */
  #queryShapeOf(query: SearchQuery): string | null {
    if (!this.#summaries || query.explainOnly) return null;
    const keys: (string | null)[] = [];
    for (const select of query.select) {
      let item: SelectItem;
      try {
        item = parseSelectItem(select);
      } catch {
        return null;
      }
      if (item.kind === 'aggregate') keys.push(item.key);
    }
    if (!keys.length) return null;
    // count(*) of everything counts whole minutes without reading them: nothing to summarise.
    if (!query.where?.trim() && !query.groups?.length && keys.every((key) => key === null)) return null;
    return queryShapeOf(query.where ?? '', query.groups ?? [], keys);
  }

  /** Compiles a where-expression, or answers 400 saying where it is wrong. */
  filter(where: string | undefined, field = 'where'): Predicate {
    try {
      return compileFilter(parseWhere(where ?? ''));
    } catch (error) {
      return syntaxError(field, error);
    }
  }

  incidents(): Incident[] {
    return this.placed.list();
  }

  /** The datasets a query names, by id or by a selector over log_id, collection, dataset and tags. */
  resolveDatasets<Spec extends DatasetSpec>(
    all: Spec[],
    from: string[] | undefined,
    fromExpr: string | undefined,
  ): Spec[] {
    if (from?.length) {
      // By id, or by name as the vendor's SDK quick start names one: `collection.dataset`.
      return from.map((id, i) => {
        const spec = all.find((d) => d.id === id) ?? all.find((d) => `${d.collection}.${d.dataset}` === id);
        if (!spec) throw badRequest(`Invalid request: from[${i}]: no dataset ${id} exists.`);
        return spec;
      });
    }
    if (fromExpr?.trim()) {
      const picked = this.selectDatasets(all, fromExpr);
      if (!picked.length) throw badRequest(`Invalid request: from_expr: no dataset matches ${fromExpr}.`);
      return picked;
    }
    throw badRequest('Invalid request: from: give the ids of the datasets to search (or from_expr).');
  }

  /**
   * The datasets a selector matches (none is an answer, not an error): `*` is every dataset, as the
   * vendor's SDK writes it; otherwise a where-expression over log_id, collection, dataset and tags.
   */
  selectDatasets<Spec extends DatasetSpec>(all: Spec[], fromExpr: string): Spec[] {
    if (fromExpr.trim() === '*') return all;
    let expr: Expr | null;
    try {
      expr = parseWhere(fromExpr);
    } catch (error) {
      syntaxError('from_expr', error);
    }
    const matches = compileFilter(expr);
    return all.filter((spec) =>
      matches({
        logId: spec.id,
        timestamp: 0,
        sequence: 0,
        level: 'info',
        raw: '',
        origin: '',
        attrs: {},
        kvs: { log_id: spec.id, collection: spec.collection, dataset: spec.dataset, ...spec.tags },
      }),
    );
  }

  /** The window of an export's or patterns' search_details: time_range, or from_ts with to_ts. */
  windowOfDetails(details: { time_range?: string; from_ts?: number; to_ts?: number }): {
    from: number;
    to: number;
  } {
    return this.window({
      ...(details.time_range !== undefined ? { timeRange: details.time_range } : {}),
      ...(details.from_ts !== undefined ? { fromTs: details.from_ts } : {}),
      ...(details.to_ts !== undefined ? { toTs: details.to_ts } : {}),
    });
  }

  /** The absolute window of a query, never past now, and no longer than `longest` (else 400). */
  window(
    query: Pick<SearchQuery, 'timeRange' | 'fromTs' | 'toTs'>,
    longest = LONGEST_WINDOW,
  ): { from: number; to: number } {
    const now = this.now();
    if (query.timeRange !== undefined && (query.fromTs !== undefined || query.toTs !== undefined)) {
      throw badRequest('Invalid request: time_range: use either time_range or from_ts and to_ts, not both.');
    }
    if ((query.fromTs === undefined) !== (query.toTs === undefined)) {
      throw badRequest(
        `Invalid request: ${query.fromTs === undefined ? 'from_ts' : 'to_ts'}: from_ts and to_ts go together.`,
      );
    }
    let window: { from: number; to: number };
    try {
      const range =
        query.fromTs !== undefined && query.toTs !== undefined
          ? { fromTs: query.fromTs, toTs: query.toTs }
          : { timeRange: query.timeRange ?? 'Last 1 hour' };
      const { from, to } = resolveRange(range, now);
      window = { from, to: Math.min(to, now) };
    } catch (error) {
      syntaxError('time_range', error);
    }
    if (window.to - window.from > longest) {
      const days = (ms: number) => `${Math.ceil(ms / DAY).toLocaleString('en')} days`;
      throw badRequest(
        `Invalid request: time range: covers ${days(window.to - window.from)}; this service answers over ${days(longest)} at most. Choose a shorter range.`,
      );
    }
    return window;
  }

  /** Every event of the datasets in one minute, in time order. */
  #minute(specs: DatasetSpec[], minute: number, incidents: Incident[]): LogEvent[] {
    if (specs.length === 1) return this.cache.get(specs[0] as DatasetSpec, minute, incidents);
    return specs
      .flatMap((spec) => this.cache.get(spec, minute, incidents))
      .sort(
        (a, b) =>
          a.timestamp - b.timestamp ||
          (a.logId < b.logId ? -1 : a.logId > b.logId ? 1 : a.sequence - b.sequence),
      );
  }

  /** Runs a search over the datasets of `catalogue` (the caller's organisation). */
  search(query: SearchQuery, catalogue: DatasetSpec[]): SearchResponse {
    const started = performance.now();
    const specs = this.resolveDatasets(catalogue, query.from, query.fromExpr);
    const window = this.window(query);
    let where: Expr | null;
    try {
      where = parseWhere(query.where ?? '');
    } catch (error) {
      syntaxError('where', error);
    }
    const items: SelectItem[] = query.select.map((s, i) => {
      try {
        return parseSelectItem(s);
      } catch (error) {
        return syntaxError(`select[${i}]`, error);
      }
    });
    const aggregates = items.filter(
      (i): i is Extract<SelectItem, { kind: 'aggregate' }> => i.kind === 'aggregate',
    );
    const incidents = this.incidents();
    const estimate = this.#estimateBytes(specs, window, incidents);

    if (query.explainOnly) {
      return {
        explain: {
          'Execution time (millis)': String(Math.round(performance.now() - started)),
          'Approximate bytes in time range': String(estimate),
        },
      };
    }
    const filter = compileFilter(where);
    if (query.groups?.length && aggregates.length === 0) {
      throw badRequest('Invalid request: groups: a group-by needs an aggregate in select, such as count(*).');
    }
    let body: SearchResponse;
    let scanned: number;
    if (aggregates.length) {
      ({ body, scanned } = this.#aggregate(
        specs,
        window,
        where === null,
        filter,
        aggregates,
        query,
        incidents,
        this.#queryShapeOf(query),
      ));
    } else if (query.orderBy) {
      ({ body, scanned } = this.#ordered(specs, window, filter, query, incidents));
    } else {
      const cursor: Cursor = {
        specs,
        filter,
        select: query.select,
        ...window,
        descending: query.mostRecentFirst !== false,
        limit: query.limit ?? 50,
        minute:
          query.mostRecentFirst !== false
            ? Math.floor((window.to - 1) / MINUTE)
            : Math.floor(window.from / MINUTE),
        offset: 0,
        incidents,
      };
      ({ body, scanned } = this.#page(cursor));
    }
    return {
      ...body,
      explain: {
        'Execution time (millis)': String(Math.round(performance.now() - started)),
        'Events scanned': String(scanned),
        'Approximate bytes in time range': String(estimate),
      },
      metadata: { select: query.select, correlation_id: crypto.randomUUID() },
    };
  }

  /**
   * Every event a filter matches in a window, oldest first, at most `max` of them (exports, patterns).
   * Throws when there are more, so nobody gets a silently truncated file.
   */
  collect(
    specs: DatasetSpec[],
    where: string | undefined,
    window: { from: number; to: number },
    max: number,
  ): LogEvent[] {
    const filter = this.filter(where);
    const incidents = this.incidents();
    const out: LogEvent[] = [];
    for (
      let minute = Math.floor(window.from / MINUTE);
      minute <= Math.floor((window.to - 1) / MINUTE);
      minute++
    ) {
      for (const event of this.#minute(specs, minute, incidents)) {
        if (event.timestamp < window.from || event.timestamp >= window.to || !filter(event)) continue;
        if (out.length === max)
          throw badRequest(
            `Invalid request: more than ${max.toLocaleString('en')} events match; narrow the time range or the filter.`,
          );
        out.push(event);
      }
    }
    return out;
  }

  /** The next page of an event search, from the token its previous page linked to. */
  nextPage(token: string, perPage?: number): SearchResponse {
    const cursor = this.#cursors.get(token);
    if (!cursor)
      throw badRequest(
        `Invalid request: pagination_token: ${token} is unknown or expired; run the search again.`,
      );
    const started = performance.now();
    const { body, scanned } = this.#page({ ...cursor, limit: perPage ?? cursor.limit });
    return {
      ...body,
      explain: {
        'Execution time (millis)': String(Math.round(performance.now() - started)),
        'Events scanned': String(scanned),
      },
      metadata: { select: cursor.select, correlation_id: crypto.randomUUID() },
    };
  }

  #page(cursor: Cursor): { body: SearchResponse; scanned: number } {
    const first = Math.floor(cursor.from / MINUTE);
    const last = Math.floor((cursor.to - 1) / MINUTE);
    const step = cursor.descending ? -1 : 1;
    const rows: LogEvent[] = [];
    let { minute, offset } = cursor;
    let scanned = 0;
    scan: while (minute >= first && minute <= last && scanned < MAX_SCAN) {
      const events = this.#minute(cursor.specs, minute, cursor.incidents).filter(
        (e) => e.timestamp >= cursor.from && e.timestamp < cursor.to,
      );
      if (cursor.descending) events.reverse();
      for (let i = offset; i < events.length; i++) {
        scanned++;
        if (cursor.filter(events[i] as LogEvent)) {
          rows.push(events[i] as LogEvent);
          if (rows.length === cursor.limit) {
            offset = i + 1;
            break scan;
          }
        }
      }
      minute += step;
      offset = 0;
    }
    const more = minute >= first && minute <= last;
    const body: SearchResponse = { events: rows.map(toEvent), links: [] };
    if (more) {
      const token = crypto.randomUUID();
      this.#cursors.set(token, { ...cursor, minute, offset });
      if (this.#cursors.size > MAX_CURSORS) this.#cursors.delete(this.#cursors.keys().next().value as string);
      const href = `/search?pagination_token=${token}`;
      body.links = [{ rel: 'next', href }];
      body.pagination = { next_page_url: href };
    }
    return { body, scanned };
  }

  #ordered(
    specs: DatasetSpec[],
    window: { from: number; to: number },
    filter: Predicate,
    query: SearchQuery,
    incidents: Incident[],
  ) {
    const match = /^\s*(\S+)\s*(ASC|DESC)?\s*$/i.exec(query.orderBy ?? '');
    if (!match) throw badRequest('Invalid request: order_by: write it as "<key> ASC" or "<key> DESC".');
    const key = match[1] as string;
    const descending = (match[2] ?? 'ASC').toUpperCase() === 'DESC';
    const rows: LogEvent[] = [];
    let scanned = 0;
    for (
      let minute = Math.floor(window.from / MINUTE);
      minute <= Math.floor((window.to - 1) / MINUTE) && scanned < MAX_SCAN;
      minute++
    ) {
      for (const event of this.#minute(specs, minute, incidents)) {
        if (event.timestamp < window.from || event.timestamp >= window.to) continue;
        scanned++;
        if (filter(event) && fieldOf(event, key) !== undefined) rows.push(event);
      }
    }
    const value = (e: LogEvent) => fieldOf(e, key) as string | number;
    rows.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return descending ? -order : order;
    });
    return {
      body: { events: rows.slice(0, query.limit ?? 50).map(toEvent), links: [] } as SearchResponse,
      scanned,
    };
  }

  #aggregate(
    specs: DatasetSpec[],
    window: { from: number; to: number },
    unfiltered: boolean,
    filter: Predicate,
    aggregates: Extract<SelectItem, { kind: 'aggregate' }>[],
    query: SearchQuery,
    incidents: Incident[],
    shape: string | null,
  ) {
    const slices = clockSlices(window, query.numOfSlices ?? 10);
    const aggregation = new Aggregation(aggregates, query.groups ?? [], slices);
    const countOnly =
      unfiltered && !query.groups?.length && aggregates.every((a) => a.fn === 'count' && a.key === null);
    const firstMinute = Math.floor(window.from / MINUTE);
    const lastMinute = Math.floor((window.to - 1) / MINUTE);
    let scanned = 0;
    for (let minute = firstMinute; minute <= lastMinute; minute++) {
      const start = minute * MINUTE;
      const whole = start >= window.from && start + MINUTE <= window.to;
      // count(*) with no filter: whole minutes are counted without generating their events.
      const sliceOf = (t: number) => Math.floor((t - slices.from) / slices.width);
      if (countOnly && whole && sliceOf(start) === sliceOf(start + MINUTE - 1)) {
        for (const spec of specs) {
          const n = minuteCount(spec, minute, incidents);
          aggregation.addCount(n, start);
          scanned += n;
        }
        continue;
      }
      if (whole && shape && this.#summaries) {
        // The whole minute's matching rows, from its summary (computed the first time, in the same
        // order the events would be added in, so sums come out to the same bit).
        for (const spec of specs) {
          const summary = this.#summaries.minute(shape, spec, minute, incidentsKey(incidents), () =>
            this.#summarise(spec, minute, incidents, filter, aggregation),
          );
          scanned += summary.events;
          for (const row of summary.rows) aggregation.addRow(row);
        }
        continue;
      }
      for (const spec of specs) {
        for (const event of this.cache.get(spec, minute, incidents)) {
          if (event.timestamp < window.from || event.timestamp >= window.to) continue;
          scanned++;
          if (filter(event)) aggregation.add(event);
        }
      }
    }
    const body = query.groups?.length ? aggregation.grouped(query.limit ?? 50) : aggregation.ungrouped();
    return { body: body as SearchResponse, scanned };
  }

  /** A whole minute of one dataset as an aggregation reads it: its event count and matching rows. */
  #summarise(
    spec: DatasetSpec,
    minute: number,
    incidents: Incident[],
    filter: Predicate,
    aggregation: Aggregation,
  ): MinuteSummary {
    // Summarised once and kept as a summary. The events of the last hours are kept too (pages of events
    // read them next); older ones are not: a month of minutes kept a while only burdens the collector.
    const recent = minute * MINUTE >= this.now() - KEEP_EVENTS_FOR;
    const events = this.cache.get(spec, minute, incidents, recent);
    const rows = [];
    for (const event of events) if (filter(event)) rows.push(aggregation.rowOf(event));
    return { events: events.length, rows };
  }

  #estimateBytes(specs: DatasetSpec[], window: { from: number; to: number }, incidents: Incident[]): number {
    const first = Math.floor(window.from / MINUTE);
    const end = Math.floor((window.to - 1) / MINUTE) + 1;
    return specs.reduce(
      (bytes, spec) => bytes + this.ingested.events(spec, first, end, incidents) * AVERAGE_BYTES[spec.kind],
      0,
    );
  }
}
