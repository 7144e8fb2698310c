import { getConnection } from '../../api/connection';
import type { components } from '../../api/schema.gen';
import { widgetQuery, widgetRequest, type SearchRequest, type Widget } from './model';

type SearchResponse = components['schemas']['SearchResponse'];

/**
 * One search for what a dashboard can ask once. Widgets asking the same thing are one request already
 * (their queries share a key); beyond that, ungrouped widgets over the same datasets, window, filter
 * and slices differ only in their aggregates, and one search with every aggregate answers them all:
 * ours answers each aggregate of an ungrouped search with its own series. A grouped answer carries its
 * first aggregate only, so grouped widgets share a search only when they ask the same.
 * The live service answers an ungrouped search's first aggregate only (its `totals`): once an answer
 * shows that, searches are no longer merged (`severalAggregatesStore`), and each widget asks its own.
 */

/** What two requests must share to be one search: all but the aggregates (null: never merged). */
function mergeKey(request: SearchRequest): string | null {
  if (request.groups?.length) return null;
  const { select: _select, ...rest } = request;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

/**
 * An aggregate as the service names its series: spaces and case aside, an average answers as
 * "average(x)" (the console writes "avg(x)"). Not the query language's parser: this module travels
 * with every dashboard, the parser with the editor.
 */
const label = (item: string) =>
  item
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/^avg\(/, 'average(');

const sameAggregate = (a: string, b: string) => label(a) === label(b);

export interface SearchPlan {
  /** The search that answers a widget's request (the request itself when nothing merges with it). */
  searchOf: (request: SearchRequest) => SearchRequest;
  /** Distinct searches the widgets ask (what one refresh of all of them costs). */
  searches: number;
}

/** The searches answering `requests` (widgets' requests, in the dashboard's order). */
export function planSearches(requests: readonly SearchRequest[], severalAggregates: boolean): SearchPlan {
  const merged = new Map<string, SearchRequest>();
  const distinct = new Set<string>();
  for (const request of requests) {
    const key = severalAggregates ? mergeKey(request) : null;
    if (key === null) {
      distinct.add(JSON.stringify(request));
      continue;
    }
    const search = merged.get(key);
    const select = search
      ? [...search.select, ...request.select.filter((s) => !search.select.some((t) => sameAggregate(s, t)))]
      : request.select;
    merged.set(key, { ...request, select });
  }
  for (const search of merged.values()) distinct.add(JSON.stringify(search));
  return {
    searchOf: (request) => {
      const key = severalAggregates ? mergeKey(request) : null;
      return (key !== null && merged.get(key)) || request;
    },
    searches: distinct.size,
  };
}

/**
 * The plan for a dashboard's widgets over one window (the page and its loader plan alike). A widget
 * made in the vendor's console reads its metric instead of searching: one request per metric, counted.
 */
export function planDashboard(
  widgets: readonly Pick<Widget, 'aux' | 'type' | 'template' | 'metric_ids'>[],
  timeWindow: { from_ts: number; to_ts: number },
  vars: Record<string, string> | undefined,
  severalAggregates: boolean,
): SearchPlan {
  const requests = widgets.flatMap((w) => widgetRequest(w, timeWindow, vars).request ?? []);
  const plan = planSearches(requests, severalAggregates);
  const metrics = new Set(
    widgets.flatMap((w) => (!widgetQuery(w).from.length && w.metric_ids?.[0] ? [w.metric_ids[0]] : [])),
  );
  return { ...plan, searches: plan.searches + metrics.size };
}

/**
 * A widget's own answer from the answer of the search it shares: the series of its aggregates, in
 * its order; undefined when the answer lacks one of them (a service that answers one aggregate per
 * search). An answer to the widget's own request is returned as it came.
 */
export function ownAnswer(
  answer: SearchResponse,
  search: SearchRequest,
  request: SearchRequest,
): SearchResponse | undefined {
  if (
    search.select.length === request.select.length &&
    search.select.every((s, i) => s === request.select[i])
  )
    return answer;
  const series = answer.groups_series ?? [];
  // A service that answers one aggregate per search puts the first in `totals` (the chart reads it
  // there): it answers the widget asking for that one alone.
  if (!series.length)
    return request.select.length === 1 && sameAggregate(request.select[0] ?? '', search.select[0] ?? '')
      ? answer
      : undefined;
  const own = request.select.map((s) => series.find((g) => g.stat !== undefined && sameAggregate(g.stat, s)));
  if (own.some((g) => g === undefined)) return undefined;
  const groups_series = own as NonNullable<SearchResponse['groups_series']>;
  return { ...answer, groups_series, totals: { timeseries: groups_series[0]?.timeseries ?? [] } };
}

/**
 * Whether the connected service answers several aggregates per search, learnt from its answers and
 * remembered for that service (its base URL) while the tab lives. Unknown, searches are merged (an
 * answer tells) and budgets count one search per aggregate, as if it could not.
 */
export type Aggregates = 'unknown' | 'several' | 'one';
const learnt = new Map<string, Aggregates>();
const listeners = new Set<() => void>();
const service = () => getConnection()?.baseUrl ?? '';

export const severalAggregatesStore = {
  getSnapshot: (): Aggregates => learnt.get(service()) ?? 'unknown',
  /** What an answer to a merged search showed: every aggregate asked for, or fewer. */
  learn(several: boolean): void {
    const next = several ? 'several' : 'one';
    if (learnt.get(service()) === next) return;
    learnt.set(service(), next);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
