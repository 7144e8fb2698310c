import type { QueryClient } from '@tanstack/react-query';
import { createRouter, parseSearchWith, stringifySearchWith, type AnyRoute } from '@tanstack/react-router';
import { Loading } from '../components/loading';
import { routeTree } from '../routeTree.gen';
import { NotFoundPage, RouteError } from './route-errors';

export interface RouterContext {
  /**
   * The console's query client, which the console's frame makes: the sign-in page needs none, so its
   * first visit downloads no query cache (the console's pages read it as `context.queryClient`).
   */
  consoleClient: () => Promise<QueryClient>;
  /** Starts loading these routes' code (components and loaders) without waiting for it. */
  loadCode: (routeIds: readonly string[]) => void;
}

/** Digits beyond 2^53 (an event's sequence), which JSON.parse would round. */
const beyondExact = (text: string) => /^-?\d{16,}$/.test(text) && !Number.isSafeInteger(Number(text));

/**
 * Search params as the router's default (each value read as JSON when it is JSON), except an integer
 * beyond 2^53, which stays its digits both ways: `?sequence=4244404144331292675` reads as that text,
 * and that text is written unquoted.
 */
const parseSearch = parseSearchWith((text) => (beyondExact(text) ? text : (JSON.parse(text) as unknown)));
const stringifySearch = stringifySearchWith(JSON.stringify, (text) => {
  // A string the reader would take for a number is quoted; exact digits need no quotes.
  if (beyondExact(text)) throw new SyntaxError('exact digits');
  return JSON.parse(text) as unknown;
});

/** The router, with the query client in its context so loaders can preload through it. */
export function createAppRouter(
  consoleClient: RouterContext['consoleClient'],
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  const context: RouterContext = { consoleClient, loadCode: () => undefined };
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
    parseSearch,
    stringifySearch,
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
