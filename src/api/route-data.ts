import type { QueryClient } from '@tanstack/react-query';

type Prefetchable = Parameters<QueryClient['prefetchQuery']>[0];

/**
 * The one route-data rule: a route's `loader` starts every query its page draws from, all at once,
 * and the page reads them (suspense queries wait for what is already on its way). A failure is the
 * page's to say, at the part it concerns, never the loader's: prefetching does not throw.
 * What the page draws beside its first rows, when it comes (plain queries, not suspense), is started
 * with them but not waited for (`besides`): the list shows without waiting for a month of usage.
 */
export async function prefetchAll(
  queryClient: QueryClient,
  // A query's own options, or with a `staleTime` of the route's (0: asked afresh on every visit).
  queries: readonly RouteQuery[],
  besides: readonly RouteQuery[] = [],
): Promise<void> {
  // Query options of any data type (each typed where it is made); only handed on here.
  const first = Promise.all(queries.map((query) => queryClient.prefetchQuery(query as Prefetchable)));
  for (const query of besides) void queryClient.prefetchQuery(query as Prefetchable);
  await first;
}

type RouteQuery = { queryKey: readonly unknown[]; staleTime?: unknown };
