import type { components } from './schema.gen';

/**
 * Reading what the service sends, whichever deployment sent it. The seed, the vendor's published
 * contract and the live service disagree on a few shapes (see `x-source` in openapi.yaml and the
 * `vendor` mock profile, mocks/profiles/vendor.ts); the contract accepts each, and the console reads them only
 * through these functions, so every page agrees on what a value means.
 */
type Schemas = components['schemas'];

/** Times below 10^12 are seconds (the live service's last logins and key expiry); the rest ms. */
export function epochMs(time: number): number {
  return Math.abs(time) < 1e12 ? time * 1000 : time;
}

/** A number that may arrive as a string ("21667.0"); anything unreadable counts as 0. */
export function numberOf(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(value ?? NaN);
  return Number.isFinite(n) ? n : 0;
}

/** A time slice's start: `@timestamp` (ms as text, the seed's) or `@time` (a text date, live usage). */
export function sliceTime(slice: Pick<Schemas['TimeSlice'], '@timestamp' | '@time'>): number {
  if (slice['@timestamp'] !== undefined) return Number(slice['@timestamp']);
  if (slice['@time'] !== undefined) return Date.parse(slice['@time']);
  return NaN;
}

export interface Point {
  t: number;
  count: number;
  value: number;
}

/**
 * Slices as numbers, in time order, dropping any whose time cannot be read. A slice without a value (the
 * vendor's newer contract lets one carry a `histogram` instead) has NaN: nothing, never a made-up 0.
 */
export function pointsOf(series: Schemas['TimeSlice'][] | undefined): Point[] {
  return (series ?? [])
    .map((s) => ({
      t: sliceTime(s),
      count: numberOf(s.count),
      value: s.value === undefined || s.value === null ? NaN : numberOf(s.value),
    }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
}

/** The link to the next page of a search: `links[rel=next]` or `pagination.next_page_url`. */
export function nextPageLink(
  response: Pick<Schemas['SearchResponse'], 'links' | 'pagination'>,
): string | null {
  return response.links?.find((l) => l.rel === 'next')?.href ?? response.pagination?.next_page_url ?? null;
}

const ESTIMATE_KEYS = ['Approximate bytes in time range', 'Bytes searched'];

/** The bytes a search would read, from whichever explain key the service filled; null if none. */
export function costEstimateOf(explain: Schemas['Explain'] | undefined): number | null {
  for (const key of ESTIMATE_KEYS) {
    const raw = explain?.[key];
    if (raw === undefined) continue;
    const n = Number(raw.replace(/[, ]/g, ''));
    if (Number.isFinite(n)) return n;
  }
  return null;
}

/**
 * A search's events: its `events`, or, from a service that sends only the deprecated `result`, its
 * rows read as events (their selected keys as the message's, the rest as attributes).
 */
export function eventsOf(answer: Pick<Schemas['SearchResponse'], 'events' | 'result'>): Schemas['Event'][] {
  if (answer.events) return answer.events;
  return (answer.result ?? []).map((row) => ({
    '@time': row['@time'] ?? '',
    ...(row['@raw'] !== undefined ? { '@raw': row['@raw'] } : {}),
    ...(row['@status'] !== undefined ? { '@status': row['@status'] } : {}),
    message_kvs: row.metadata?.selectedKeys ?? {},
    attributes: row.metadata?.unselectedKeys ?? {},
    metadata: {
      ...(row.metadata?.logId !== undefined ? { service_id: row.metadata.logId } : {}),
      ...(row.metadata?.timestamp !== undefined ? { timestamp: row.metadata.timestamp } : {}),
      ...((row.metadata?.sequence ?? row['@sequence']) !== undefined
        ? { sequence: row.metadata?.sequence ?? row['@sequence'] }
        : {}),
    },
  }));
}

/**
 * An ungrouped count(*) answer of either service, as its total and its slices: ours in `groups_series`,
 * the vendor's in `totals` (src/api/aggregates.ts says why): the series' value, or its slices summed,
 * or the events it counted. The total is undefined when the answer holds no count at all (the vendor's
 * contract makes both optional): never a made-up 0.
 */
export function countAnswer(answer: Schemas['SearchResponse'] | undefined): {
  total: number | undefined;
  points: Point[];
} {
  const series = answer?.groups_series?.[0];
  const totals = answer?.totals as
    { timeseries?: Schemas['TimeSlice'][]; count?: number | string } | undefined;
  const points = pointsOf(series?.timeseries ?? totals?.timeseries);
  const summed =
    points.length && points.every((p) => Number.isFinite(p.value))
      ? points.reduce((n, p) => n + p.value, 0)
      : undefined;
  const value = series?.value ?? summed ?? series?.count ?? totals?.count;
  return { total: value === undefined || value === null ? undefined : numberOf(value), points };
}
