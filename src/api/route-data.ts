import type { QueryClient } from '@tanstack/react-query';

type Prefetchable = Parameters<QueryClient['prefetchQuery']>[0];

/**
 * The one route-data rule: a route's `loader` starts every query its page draws from, all at once,
 * and the page reads them (suspense queries wait for what is already on its way). A failure is the
 * page's to say, at the part it concerns, never the loader's: prefetching does not throw.
 */
export async function prefetchAll(
  queryClient: QueryClient,
  // A query's own options, or with a `staleTime` of the route's (0: asked afresh on every visit).
  queries: readonly { queryKey: readonly unknown[]; staleTime?: unknown }[],
): Promise<void> {
  // Query options of any data type (each typed where it is made); only handed on here.
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query as Prefetchable)));
}
