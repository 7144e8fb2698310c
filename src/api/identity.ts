import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keepIdentity, keptIdentity } from './identity-store';
import type { Permission } from './permissions.gen';
import type { components } from './schema.gen';
import { identityKey } from './query-keys';

type Schemas = components['schemas'];

/**
 * Who is signed in, as far as the service lets the console learn it. A service with `GET /identity`
 * (ours, x-assumed) says it all at once; the vendor's live service has no such call, so the console
 * pieces it together from calls it does have, each optional (identity-read.ts).
 */
export interface SessionIdentity {
  /** The user or API key; absent when the service would not say which key this is. */
  identity?: Schemas['Identity'];
  display_name: string;
  email?: string;
  roles: string[];
  /** Names of the permissions the roles grant; null when they could not be read (the service decides). */
  permissions: string[] | null;
  /** The current organisation; '' when it could not be read. */
  org_id: string;
  org_name?: string;
  /** True when pieced together from other calls, not read from GET /identity. */
  derived: boolean;
  /** The customer record it read the organisation from (pieced together), for pages that show it. */
  customer?: Schemas['Customer'];
}

/**
 * Who is signed in. Read once per sign-in (and after changes to one's own roles, a refused credential,
 * an organisation switch), kept for the tab (identity-store.ts): every piece of it costs a request
 * against the service's rate limit.
 */
export const identityQuery = () =>
  queryOptions({
    queryKey: identityKey(),
    queryFn: async ({ signal }) => {
      const { readIdentity } = await import('./identity-read');
      const identity = await readIdentity(signal);
      keepIdentity(identity);
      return identity;
    },
    staleTime: Infinity,
  });

/**
 * The identity for a page of the console: known already, kept for this tab's connection (a reload asks
 * nothing), or read.
 */
export function tabIdentity(queryClient: QueryClient): Promise<SessionIdentity> {
  const key = identityQuery().queryKey;
  const kept = keptIdentity();
  if (kept && !queryClient.getQueryData(key)) queryClient.setQueryData(key, kept);
  return queryClient.ensureQueryData(identityQuery());
}

/** Whether the identity is known to hold every one of `permissions` (false while they are unknown). */
export const holdsKnown = (identity: SessionIdentity | undefined, ...permissions: Permission[]) =>
  permissions.every((p) => identity?.permissions?.includes(p) === true);

/** True when the signed-in permissions are unknown, so every action is offered and the service decides. */
export const permissionsUnknown = (identity: SessionIdentity | undefined) =>
  identity !== undefined && identity.permissions === null;
