import type { components } from '../../api/schema.gen';
import type { Span } from './url';

type Schemas = components['schemas'];
export type SearchBody = Schemas['SearchRequest'];

/** The datasets and filter every part of a comparison reads. */
export interface Scope {
  ds?: string[] | undefined;
  q?: string | undefined;
}

/** Fields compared at most: two grouped searches each (window and baseline). */
const MAX_FIELDS = 8;
/** Values of one field read per window: the most frequent, enough to hold a cause among them. */
const VALUES_PER_FIELD = 50;
/** Events read per window where the service gives patterns without counts (counted on them). */
const SAMPLE_EVENTS = 1000;
/** Slices of each window's count, for the chart. */
const SLICES = 30;

/**
 * The most requests one comparison makes: each window's count (2), the keys of the datasets (1), the
 * model's significant keys of the first dataset (1, where the service has them), each window's
 * patterns (2; where patterns come without counts: the datasets' patterns and a sample of each
 * window's events, 3) and two grouped searches per field. Nothing is asked again when only the view
 * of the ranking changes.
 */
export const MOST_REQUESTS = 2 + 1 + 1 + 3 + 2 * MAX_FIELDS;

/** Where a search reads: the datasets named, or every dataset. */
export const sourceOf = (scope: Scope): Pick<SearchBody, 'from' | 'from_expr'> =>
  scope.ds?.length ? { from: scope.ds } : { from_expr: '*' };

const filterOf = (scope: Scope) => (scope.q?.trim() ? { where: scope.q } : {});

/** A window's events over time. */
export const countBody = (scope: Scope, span: Span): SearchBody => ({
  ...sourceOf(scope),
  ...filterOf(scope),
  select: ['count(*)'],
  from_ts: span.from,
  to_ts: span.to,
  num_of_slices: SLICES,
});

/** A field's values in a window, the most frequent first, counted in one slice. */
export const fieldBody = (scope: Scope, span: Span, field: string): SearchBody => ({
  ...sourceOf(scope),
  ...filterOf(scope),
  select: ['count(*)'],
  groups: [field],
  limit: VALUES_PER_FIELD,
  from_ts: span.from,
  to_ts: span.to,
  num_of_slices: 1,
});

/** The newest events of a window, their lines only (matched to patterns where they come without counts). */
export const sampleBody = (scope: Scope, span: Span): SearchBody => ({
  ...sourceOf(scope),
  ...filterOf(scope),
  select: ['@raw'],
  limit: SAMPLE_EVENTS,
  from_ts: span.from,
  to_ts: span.to,
});

/** The patterns request: with the window and filter where the service takes them, else the datasets. */
export function patternsDetails(
  scope: Scope,
  span: Span | undefined,
): Schemas['PatternsRequest']['search_details'] {
  const source = scope.ds?.length ? { from: scope.ds } : { from_expr: '*' };
  if (!span) return source;
  return { ...source, ...filterOf(scope), from_ts: span.from, to_ts: span.to };
}

/** Names that say a number is a code or a category (compared by value), not a measure. */
const CATEGORY = /(^|[_.$-])(code|status|level|type|kind|version|port|region|host|method)$/i;
/** Keys whose values are unique to an event or free text: comparing them explains nothing. */
const NOT_COMPARED =
  /(^|[_.$-])(id|uuid|trace|span|sequence|timestamp|time|ts|msg|message|raw|stack|body|text|user_agent|agent)$/i;

/**
 * The fields worth comparing, best first: the keys the model says changed (its categories: keys it
 * would group by), then the datasets' top keys by rank, leaving out measures (numbers that are not
 * codes: their values are all different), ids, free text and keys with one value in the window. A key in the search's filter as an
 * equality is left out too: it has one value on both sides.
 */
export function fieldsToCompare(
  topKeys: Schemas['TopKeys'] | undefined,
  significant: Schemas['SignificantKeys'] | undefined,
  scope: Scope,
  limit = MAX_FIELDS,
): string[] {
  const fixed = new Set(
    [...(scope.q ?? '').matchAll(/([\w.$@-]+)\s*=\s*(?:'[^']*'|[\w.-]+)/g)].map((m) => m[1] as string),
  );
  // What the window's top keys say of each key: its type, and whether it has more than one value there.
  const seen = new Map<string, { type?: string; values: number }>();
  for (const keys of Object.values(topKeys ?? {}))
    for (const [key, entry] of Object.entries(keys))
      seen.set(key, {
        type: entry.type,
        values: Math.max(seen.get(key)?.values ?? 0, Object.keys(entry.values ?? {}).length),
      });
  const ranked = new Map<string, number>();
  const consider = (key: string, type: string | undefined, rank: number) => {
    if (fixed.has(key) || key.startsWith('@') || key.startsWith('<') || NOT_COMPARED.test(key)) return;
    if ((type ?? seen.get(key)?.type) === 'NUMBER' && !CATEGORY.test(key)) return;
    // One value all window long: nothing to tell apart.
    if (seen.get(key)?.values === 1) return;
    const before = ranked.get(key);
    if (before === undefined || rank < before) ranked.set(key, rank);
  };
  for (const k of significant?.keys ?? [])
    if (k.change !== 'SAME' || k.suggested_groups?.length) consider(k.key, k.type, -1000 + k.rank);
  for (const keys of Object.values(topKeys ?? {}))
    Object.entries(keys).forEach(([key, entry], i) => consider(key, entry.type, entry.rank ?? i + 1));
  return [...ranked.entries()]
    .sort(([a, x], [b, y]) => x - y || a.localeCompare(b))
    .slice(0, limit)
    .map(([key]) => key);
}
