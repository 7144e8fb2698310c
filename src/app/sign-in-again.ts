import type { QueryClient } from '@tanstack/react-query';
import { getConnection, setConnection, type Connection, type Credentials } from '../api/connection';
import { ApiError } from '../api/errors';
import { identityQuery, type SessionIdentity } from '../api/identity';
import { sessionEnded } from '../api/session-ended';
import { startDemo } from './demo';
import { proveCredentials } from './connect';
import { CONNECTION_KEY, DEMO_ROLE_KEY, DEMO_ROLES, type DemoRole } from './session';
import { setIdentityInTab } from '../api/identity-in-tab';
import { leavePageFor } from '../lib/leave-page';

/** The `type` of the error that says the new credential is someone else's. */
export const ANOTHER_PERSON = 'Another person';

/**
 * Whether work begun as `before` may be saved as `after`: the same user, or the same API key. Two keys
 * are two holders, whatever roles they share (a revoked key's successor may be anyone's); a credential
 * that cannot be told by its id is nobody's but its own, so its work stays with it.
 */
export function samePerson(before: SessionIdentity, after: SessionIdentity): boolean {
  const [a, b] = [before.identity, after.identity];
  return !!a?.id && a.type === b?.type && a.id === b.id;
}

/**
 * The session ended while the person worked (401) and they signed in again in the same tab: proves
 * the new credential, checks it is of the same organisation (a save must never land in another) and
 * the same person (work is never saved as someone else's), and sends everything that waited
 * (src/api/session-ended.ts) with it. A failure leaves the ended session as it was, to try again.
 *
 * With `asAnother`, someone else takes the tab: nothing that waited is sent, the first person's drafts
 * stay theirs (kept for their return), and the console starts clean, on Home.
 */
export async function signInAgain(
  queryClient: QueryClient,
  credentials: Credentials,
  { asAnother = false } = {},
): Promise<void> {
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
    if (before && !asAnother && !samePerson(before, identity))
      throw new ApiError(
        'http',
        403,
        ANOTHER_PERSON,
        `This credential is ${identity.display_name}'s, not ${before.display_name}'s: what ${before.display_name} changed is not saved as someone else's work. It stays kept for ${before.display_name} in this tab. Sign in as ${before.display_name} to save it, or continue as ${identity.display_name} and start clean.`,
      );
  } catch (error) {
    setConnection(previous);
    if (before) queryClient.setQueryData(identityQuery().queryKey, before);
    throw error;
  }
  sessionStorage.setItem(CONNECTION_KEY, JSON.stringify(connection));
  if (before && !samePerson(before, identity)) {
    setIdentityInTab(identity);
    sessionEnded.abandon();
    queryClient.clear();
    // Nothing on screen is theirs: the console opens afresh (what was on screen stays kept for its owner).
    leavePageFor('/');
    return;
  }
  setIdentityInTab(identity);
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
