import { useQuery } from '@tanstack/react-query';
import { $api } from './client';
import type { components } from './schema.gen';
import { useViewAs } from './view-as';

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

/** The role previewed with "view as", with its permissions (the same query the Roles pages use). */
export function usePreviewedRole() {
  const viewAs = useViewAs();
  return useQuery({
    ...$api.queryOptions('get', '/roles/{role_id}', { params: { path: { role_id: viewAs ?? '' } } }),
    enabled: viewAs !== null,
  });
}

/**
 * Whether the signed-in role holds `permission`; the service still has the last word (403). While an
 * admin previews another role ("view as"), only what both that role and the person hold is offered.
 */
export function usePermit(permission: string, what: string): Permit {
  const identity = useIdentity();
  const viewAs = useViewAs();
  const preview = usePreviewedRole();
  // A role that cannot be read (deleted since) previews nothing: the person's own role applies.
  const previewed = preview.data;
  if (!identity || (viewAs && preview.isPending))
    return { allowed: false, reason: 'Checking what your role allows…' };
  if (previewed) {
    if (previewed.permissions.some((p) => p.name === permission) && identity.permissions.includes(permission))
      return { allowed: true };
    return {
      allowed: false,
      reason: `Previewing as ${previewed.display_name}: that role does not allow you to ${what} (permission ${permission}).`,
    };
  }
  if (identity.permissions.includes(permission)) return { allowed: true };
  return {
    allowed: false,
    reason: `Your role (${identity.roles.join(', ')}) does not allow you to ${what} (permission ${permission}).`,
  };
}
