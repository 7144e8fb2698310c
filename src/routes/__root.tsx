import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { GlobalError, NotFoundPage } from '../app/route-errors';
import type { RouterContext } from '../app/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: GlobalError,
  notFoundComponent: NotFoundPage,
});
