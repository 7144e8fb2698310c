import { infiniteQueryOptions, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../api/client';
import { $api } from '../../api/query-hooks';
import type { components } from '../../api/schema.gen';
import { eventsOf, nextPageLink } from '../../api/tolerant';
import type { SearchRequest } from './model';
import { operationKey, searchPagesKey } from '../../api/query-keys';
import { DEFAULT_SIDE, type ContextParams } from './url';

/** The token of a search page's next link (`links[rel=next]` or `pagination.next_page_url`). */
function nextToken(
  page: Pick<components['schemas']['SearchResponse'], 'links' | 'pagination'>,
): string | undefined {
  const href = nextPageLink(page);
  if (!href) return undefined;
  return new URL(href, 'https://service.invalid').searchParams.get('pagination_token') ?? undefined;
}

type SearchResponse = components['schemas']['SearchResponse'];

/**
 * Events per page after the first (a next link's `per_page`): large pages keep the request count low,
 * and within the key's rate limit, when someone scrolls through 100,000.
 */
const NEXT_PAGES = 5000;

/**
 * A page of events with what the Logs page reads of each: not the event's own context URL and links
 * (the console opens context from the event's dataset, time and sequence), a fifth of a page's memory,
 * nor the `result` projection the live service sends beside them. A service that sends only `result`
 * has its rows read as the events.
 */
function leanPage(page: SearchResponse): SearchResponse {
  const { result: _result, ...rest } = page;
  return {
    ...rest,
    events: eventsOf(page).map(({ links: _links, metadata, ...event }) => {
      if (!metadata) return event;
      const { context: _context, ...kept } = metadata;
      return { ...event, metadata: kept };
    }),
  };
}

/** Query-option factories for the search page. */
export const searchQueries = {
  /**
   * Any POST /search: aggregates, the histogram, explain_only, as the service answers; an aggregate is
   * read through src/api/aggregates.ts where it is drawn (use-every-aggregate.ts).
   */
  search: (body: SearchRequest) => $api.queryOptions('post', '/search', { body }, { staleTime: 60_000 }),
  /**
   * Events page by page: the first of the body's `limit`, then the service's next links, each of
   * NEXT_PAGES events.
   */
  events: (body: SearchRequest) =>
    infiniteQueryOptions({
      queryKey: searchPagesKey(body),
      initialPageParam: undefined as string | undefined,
      queryFn: async ({ pageParam, signal }) => {
        const { data } = pageParam
          ? await fetchClient.GET('/search', {
              params: { query: { pagination_token: pageParam, per_page: NEXT_PAGES } },
              signal,
            })
          : await fetchClient.POST('/search', { body, signal });
        return leanPage(data as SearchResponse);
      },
      getNextPageParam: (page) => nextToken(page),
      staleTime: 60_000,
      // Up to 100,000 events leave memory half a minute after the page that read them is left.
      gcTime: 30_000,
    }),
  /** Templates of the events matching a search, with counts where the service gives them. */
  patterns: (search_details: components['schemas']['PatternsRequest']['search_details']) =>
    $api.queryOptions('post', '/patterns', { body: { search_details } }, { staleTime: 60_000 }),
  /** The model's ranking of a dataset's keys, and what changed since the previous scan. */
  significantKeys: (logId: string) =>
    $api.queryOptions(
      'get',
      '/significant-keys',
      { params: { query: { log_id: logId } } },
      // Asked for ahead by the page; an answer that the service has no ranking is not asked again.
      { staleTime: 5 * 60_000, retryOnMount: false },
    ),
  /**
   * The events around one event. Its sequence, exact (the live service's exceed 2^53), goes as
   * `sequence` (the seed's service) and as `from_sequence` (the vendor's); each service reads its
   * own. Without one, the service starts at the first event of that millisecond.
   */
  context: ({
    sequence,
    ...params
  }: {
    from: string;
    timestamp: number;
    sequence: string;
    direction: 'before' | 'after' | 'both';
    limit: number;
  }) =>
    $api.queryOptions(
      'get',
      '/context',
      { params: { query: { ...params, ...(sequence ? { sequence, from_sequence: sequence } : {}) } } },
      { staleTime: 5 * 60_000 },
    ),
};

/** Starts an export of the current search; the exports tray follows it from there. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/exports', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKey('/exports') }),
  });
}

/** Starts a live-tail job; its reads are plain fetches through the client, paced by the caller. */
export async function startLiveTail(body: components['schemas']['LiveTailCreate']): Promise<string> {
  const { data } = await fetchClient.POST('/live-tail', { body });
  return (data as components['schemas']['LiveTailJob']).job_id;
}

/** The events that arrived for a live-tail job since its previous read, oldest first. */
export async function readLiveTail(jobId: string, limit: number): Promise<components['schemas']['Event'][]> {
  const { data } = await fetchClient.GET('/live-tail', {
    params: { query: { job_id: jobId, limit, most_recent_first: false } },
  });
  return (data as components['schemas']['LiveTailEvents']).logs.flatMap((l) => l.events ?? []);
}

/** What an event's context page draws from: the events before it, itself, those after, and the datasets. */
export function contextQueries(params: ContextParams) {
  const anchor = { from: params.from, timestamp: params.timestamp, sequence: params.sequence };
  return [
    searchQueries.context({ ...anchor, direction: 'before', limit: params.before ?? DEFAULT_SIDE }),
    searchQueries.context({ ...anchor, direction: 'both', limit: 1 }),
    searchQueries.context({ ...anchor, direction: 'after', limit: params.after ?? DEFAULT_SIDE }),
  ] as const;
}
