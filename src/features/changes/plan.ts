import type { components } from '../../api/schema.gen';
import { binomialTest } from './scoring';
import type { Span } from './url';

type Schemas = components['schemas'];
export type SearchBody = Schemas['SearchRequest'];

/** The datasets and filter every part of a comparison reads. */
export interface Scope {
  ds?: string[] | undefined;
  q?: string | undefined;
}

/** Fields compared at most: two grouped searches each (window and baseline). */
const MAX_FIELDS = 7;
/** Values of one field read per window: the most frequent, enough to hold a cause among them. */
const VALUES_PER_FIELD = 50;
/** Events read per window: the sample the fields to compare are chosen on (and patterns counted on, where they come without counts). */
const SAMPLE_EVENTS = 1000;
/** Slices of each window's count, for the chart. */
const SLICES = 30;

/**
 * The most requests one comparison makes: each window's count (2) and its sample (2), each window's
 * patterns (2; where patterns come without counts, the datasets' templates: 1), the model's significant
 * keys of the first dataset (1, where the service has them; the live service's has none, so at most 19
 * there) and two grouped searches per field. Nothing is asked again when only the view of the ranking
 * changes.
 */
export const MOST_REQUESTS = 2 + 2 + 2 + 1 + 2 * MAX_FIELDS;

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

/**
 * The newest events of a window with their keys and lines: what the fields to compare are chosen on
 * (and patterns counted on, where the service lists them without counts).
 */
export const sampleBody = (scope: Scope, span: Span): SearchBody => ({
  ...sourceOf(scope),
  ...filterOf(scope),
  select: ['*', '@raw'],
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

type Sampled = Pick<Schemas['Event'], 'message_kvs' | 'attributes' | 'metadata'>;

/** The keys of a sampled event and their values, as text (objects and lists left out). */
function keysOf(event: Sampled): Map<string, string> {
  const keys = new Map<string, string>();
  for (const source of [event.attributes, event.message_kvs])
    for (const [key, value] of Object.entries(source ?? {}))
      if (value !== null && typeof value !== 'object') keys.set(key, String(value));
  return keys;
}

/**
 * Whether a key only says which dataset an event is from: over events of two datasets or more, each
 * dataset's events hold one value of it (or none).
 */
function datasetKeys(events: readonly Sampled[]): (key: string) => boolean {
  const datasets = new Set(events.map((e) => e.metadata?.service_id ?? ''));
  if (datasets.size < 2) return () => false;
  const seen = new Map<string, Map<string, string>>();
  const varies = new Set<string>();
  for (const event of events) {
    const dataset = event.metadata?.service_id ?? '';
    for (const [key, value] of keysOf(event)) {
      const byDataset = seen.get(key) ?? new Map<string, string>();
      seen.set(key, byDataset);
      const before = byDataset.get(dataset);
      if (before === undefined) byDataset.set(dataset, value);
      else if (before !== value) varies.add(key);
    }
  }
  return (key) => !varies.has(key);
}

/** A value's share moved this far between the samples, at least, to make its field worth counting. */
const SAMPLE_LEVEL = 0.001;
/** A field with more values than this in a sample is an id or free text, whatever its name. */
const MOST_VALUES = 60;

/**
 * The fields worth comparing, best first, chosen the same way on every service: on each window's
 * sample of events, each key's values compared between the windows (an event without the key counts
 * as "none"), a field ranked by the largest move of a value's share that could not be chance (the
 * binomial test of scoring.ts), leaving out ids, free text, measures (numbers that are not codes: their
 * values are all different), keys with one value in both samples, keys the search fixes with `=`, and,
 * over several datasets, keys that only say which dataset an event is from (one value in each, such as
 * its service's name: their move is the datasets' mix, already the windows' counts). Only the chosen
 * fields' values are then counted exactly.
 */
export function fieldsToCompare(
  windowEvents: readonly Sampled[],
  baselineEvents: readonly Sampled[],
  scope: Scope,
  limit = MAX_FIELDS,
): string[] {
  const describesDataset = datasetKeys([...windowEvents, ...baselineEvents]);
  const fixed = new Set(
    [...(scope.q ?? '').matchAll(/([\w.$@-]+)\s*=\s*(?:'[^']*'|[\w.-]+)/g)].map((m) => m[1] as string),
  );
  const [inWindow, inBaseline] = [windowEvents.map(keysOf), baselineEvents.map(keysOf)];
  const keys = new Set([...inWindow, ...inBaseline].flatMap((k) => [...k.keys()]));
  const nw = inWindow.length;
  const nb = inBaseline.length;
  if (!nw || !nb) return [];
  const toWindow = nw / (nw + nb);
  const scored: [string, number][] = [];
  for (const key of keys) {
    if (fixed.has(key) || key.startsWith('@') || NOT_COMPARED.test(key) || describesDataset(key)) continue;
    const counts = new Map<string, [number, number]>();
    const count = (sample: Map<string, string>[], side: 0 | 1) => {
      for (const event of sample) {
        const value = event.get(key) ?? '\u0000none';
        const pair = counts.get(value) ?? [0, 0];
        pair[side]++;
        counts.set(value, pair);
      }
    };
    count(inWindow, 0);
    count(inBaseline, 1);
    if (counts.size < 2 || counts.size > MOST_VALUES) continue;
    const numeric = [...counts.keys()].every((v) => v === '\u0000none' || Number.isFinite(Number(v)));
    if (numeric && counts.size > 12 && !CATEGORY.test(key)) continue;
    let score = 0;
    for (const [w, b] of counts.values()) {
      const moved = Math.abs(w / nw - b / nb);
      if (moved > score && binomialTest(w, w + b, toWindow) < SAMPLE_LEVEL) score = moved;
    }
    if (score > 0) scored.push([key, score]);
  }
  return scored
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit)
    .map(([key]) => key);
}
