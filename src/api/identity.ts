import { useQuery } from '@tanstack/react-query';
import { $api } from './client';
import type { components } from './schema.gen';

export type CurrentIdentity = components['schemas']['CurrentIdentity'];

/**
 * Who is signed in. The seed has no "who am I" call, so the contract assumes GET /identity
 * (x-assumed): the caller's identity, roles, effective permissions and organisation.
 */
export const identityQuery = () => $api.queryOptions('get', '/identity', undefined, { staleTime: 60_000 });

export function useIdentity(): CurrentIdentity | undefined {
  return useQuery(identityQuery()).data;
}

export interface Permit {
  allowed: boolean;
  /** Why not, for a disabled control's description. */
  reason?: string;
}

/** Whether the signed-in role holds `permission`; the service still has the last word (403). */
export function usePermit(permission: string, what: string): Permit {
  const identity = useIdentity();
  if (!identity) return { allowed: false, reason: 'Checking what your role allows…' };
  if (identity.permissions.includes(permission)) return { allowed: true };
  return {
    allowed: false,
    reason: `Your role (${identity.roles.join(', ')}) does not allow you to ${what} (permission ${permission}).`,
  };
}
