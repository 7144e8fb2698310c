import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { toApiError } from '../api/errors';
import { tabIdentity } from '../api/identity';
import { endSession, restoreSession } from '../app/session';
import { AppShell } from '../app/shell/app-shell';
import { setIdentityInTab } from '../api/identity-in-tab';

/** Every console page: signed in (or the demo signed back in), with the caller's identity known. */
export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ context, location, matches }) => {
    const toSignIn = () => redirect({ to: '/sign-in', search: { redirect: location.href } });
    const restored = restoreSession();
    // The page's code loads while the session is restored (a reload's demo starting, the identity
    // asked for), instead of after it: the router would ask for it only once this returns. Asked
    // for after the demo's code, which everything else waits for.
    context.loadCode(matches.map((match) => match.routeId));
    const [queryClient, signedIn] = await Promise.all([context.consoleClient(), restored]);
    if (!signedIn) throw toSignIn();
    try {
      // Drafts kept for the tab are this person's only (src/api/drafts.ts).
      setIdentityInTab(await tabIdentity(queryClient));
    } catch (error) {
      if (toApiError(error).status === 401) {
        // The credential stopped working: signed out, but the person's drafts stay for their return.
        endSession(queryClient);
        throw toSignIn();
      }
      throw error;
    }
    // Every console page's loader and component reads it from here.
    return { queryClient };
  },
  component: ConsoleFrame,
});

function ConsoleFrame() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  );
}
