import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { Loading } from '../components/loading';
import { routeTree } from '../routeTree.gen';
import { NotFoundPage, RouteError } from './route-errors';

export interface RouterContext {
  queryClient: QueryClient;
  /** Starts loading these routes' code (components and loaders) without waiting for it. */
  loadCode: (routeIds: readonly string[]) => void;
}

/** The router, with the query client in its context so loaders can preload through it. */
export function createAppRouter(
  queryClient: QueryClient,
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  const context: RouterContext = { queryClient, loadCode: () => undefined };
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Query data is fresh per TanStack Query; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: () => <Loading what="page" />,
    scrollRestoration: true,
    ...options,
  });
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  context.loadCode = (routeIds) => {
    for (const id of routeIds) {
      const route = routes.get(id);
      // A chunk that fails here fails again, and is reported, when the page itself needs it.
      if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
    }
  };
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
