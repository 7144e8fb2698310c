import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { Loading } from '../components/loading';
import { routeTree } from '../routeTree.gen';
import { NotFoundPage, RouteError } from './route-errors';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The router, with the query client in its context so loaders can preload through it. */
export function createAppRouter(
  queryClient: QueryClient,
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query data is fresh per TanStack Query; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: () => <Loading what="page" />,
    scrollRestoration: true,
    ...options,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
