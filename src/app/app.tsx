import { RouterProvider } from '@tanstack/react-router';
import { Toasts } from '../components/toasts';
import type { createAppRouter } from './router';

/**
 * The router and the toasts. The query client is the console frame's (routes/_console.tsx): the
 * sign-in page has none.
 */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>
  );
}
