import type { QueryClient } from '@tanstack/react-query';
import { getConnection, setConnection, type Connection, type Credentials } from '../api/connection';
import { moveDrafts, setDraftOwner } from '../api/drafts';
import { ApiError } from '../api/errors';
import { identityQuery, type SessionIdentity } from '../api/identity';
import { sessionEnded } from '../api/session-ended';
import { startDemo } from './demo';
import { CONNECTION_KEY, DEMO_ROLE_KEY, DEMO_ROLES, proveCredentials, type DemoRole } from './session';

/**
 * The session ended while the person worked (401) and they signed in again in the same tab: proves
 * the new credential, checks it is of the same organisation (a save must never land in another), and
 * sends everything that waited (src/api/session-ended.ts) with it. A failure leaves the ended session
 * as it was, to try again.
 */
export async function signInAgain(queryClient: QueryClient, credentials: Credentials): Promise<void> {
  const previous = getConnection();
  if (!previous) throw new ApiError('signed-out', 0, 'Signed out', 'Sign in from the sign-in page.');
  const before = queryClient.getQueryData<SessionIdentity>(identityQuery().queryKey);
  const connection: Connection = { ...previous, credentials };
  setConnection(connection);
  let identity: SessionIdentity;
  try {
    identity = await sessionEnded.prove(async () => {
      await proveCredentials(connection);
      return queryClient.fetchQuery({ ...identityQuery(), staleTime: 0 });
    });
    if (before?.org_id && identity.org_id && identity.org_id !== before.org_id)
      throw new ApiError(
        'http',
        403,
        'Another organisation',
        `This credential belongs to another organisation (${identity.org_name ?? identity.org_id}). Sign in with one of ${before.org_name ?? before.org_id} to save your work there, or sign out.`,
      );
  } catch (error) {
    setConnection(previous);
    if (before) queryClient.setQueryData(identityQuery().queryKey, before);
    throw error;
  }
  sessionStorage.setItem(CONNECTION_KEY, JSON.stringify(connection));
  if (before) moveDrafts(before, identity);
  setDraftOwner(identity);
  sessionEnded.resume();
  // What failed with the old credential before it could wait is asked again.
  void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
}

/** In the demo: signs in again with the demo key of the role the tab chose. */
export async function signInAgainToDemo(queryClient: QueryClient): Promise<void> {
  const stored = sessionStorage.getItem(DEMO_ROLE_KEY);
  const role = (DEMO_ROLES as (string | null)[]).includes(stored) ? (stored as DemoRole) : 'Admin';
  const demo = await startDemo();
  await signInAgain(queryClient, { kind: 'api-key', apiKey: demo.apiKeys[role] });
}
