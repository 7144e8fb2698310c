import type { QueryClient } from '@tanstack/react-query';
import { fetchClient } from '../api/client';
import { setConnection, type Connection } from '../api/connection';
import { ApiError, toApiError } from '../api/errors';
import { identityQuery } from '../api/identity';
import { forgetIdentity } from '../api/identity-store';
import { rateLimitStore } from '../api/rate-limit';
import { setViewAs } from '../api/view-as';
import { CONNECTION_KEY, DEMO_ROLE_KEY, SIGNED_OUT_KEY } from './session';

/*
 * Signing in with what the person typed: loaded when they connect (or sign in again), not with the
 * sign-in page's first visit.
 */

/**
 * Proves the credentials with the cheapest call every deployment has (GET /logs) and says, in words a
 * person can act on, what a refusal means.
 */
export async function proveCredentials(connection: Connection): Promise<void> {
  try {
    await fetchClient.GET('/logs');
  } catch (error) {
    const e = toApiError(error);
    const what = connection.credentials.kind === 'api-key' ? 'API key' : 'token';
    if (e.status === 401)
      throw new ApiError(
        'http',
        401,
        e.type,
        `The service did not accept this ${what} (401). Check that it was copied whole and has not expired or been revoked. The service said: ${e.details}`,
        e.correlationId,
      );
    if (e.status === 403)
      throw new ApiError(
        'http',
        403,
        e.type,
        `The ${what} is valid, but its role may not read logs (403): ingestion-only keys cannot use this console. Use one with a role such as ReadOnly, Standard or Admin. The service said: ${e.details}`,
        e.correlationId,
      );
    throw error;
  }
}

/** Signs in with what the person typed: proves it, learns who it is; failure leaves no session. */
export async function connect(queryClient: QueryClient, connection: Connection): Promise<void> {
  queryClient.clear();
  forgetIdentity();
  rateLimitStore.reset();
  setViewAs(null);
  setConnection(connection);
  sessionStorage.removeItem(SIGNED_OUT_KEY);
  sessionStorage.removeItem(DEMO_ROLE_KEY);
  try {
    // Who is signed in is read next: its reader loads while the credential is proved.
    void import('../api/identity-read');
    await proveCredentials(connection);
    await queryClient.fetchQuery(identityQuery());
    sessionStorage.setItem(CONNECTION_KEY, JSON.stringify(connection));
  } catch (error) {
    setConnection(null);
    queryClient.clear();
    throw error;
  }
}
