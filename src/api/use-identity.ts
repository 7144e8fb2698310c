import { useQuery } from '@tanstack/react-query';
import { identityQuery, type SessionIdentity } from './identity';
import type { Permission } from './permissions.gen';
import { $api } from './query-hooks';
import { useViewAs } from './view-as';

/*
 * The signed-in identity for components, and what it permits. Apart from the identity's reader
 * (./identity.ts), which the first visit loads: these need TanStack Query's observers, which only the
 * console's pages do.
 */

export function useIdentity(): SessionIdentity | undefined {
  return useQuery(identityQuery()).data;
}

/**
 * True when the service showed itself to be of the live vendor's kind (it has no GET /identity): its
 * requests take only what its contract publishes, so what it cannot store or read is not sent (tags it
 * has no place for, a patterns window its request does not declare).
 */
export function usePublishedOnly(): boolean {
  return useIdentity()?.derived === true;
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
 * When the permissions could not be read, everything is offered and the service decides.
 */
export function usePermit(permission: Permission, what: string): Permit {
  const identity = useIdentity();
  const viewAs = useViewAs();
  const preview = usePreviewedRole();
  // A role that cannot be read (deleted since) previews nothing: the person's own role applies.
  const previewed = preview.data;
  if (!identity || (viewAs && preview.isPending))
    return { allowed: false, reason: 'Checking what your role allows…' };
  const held = identity.permissions === null || identity.permissions.includes(permission);
  if (previewed) {
    if (previewed.permissions.some((p) => p.name === permission) && held) return { allowed: true };
    return {
      allowed: false,
      reason: `Previewing as ${previewed.display_name}: that role does not allow you to ${what} (permission ${permission}).`,
    };
  }
  if (held) return { allowed: true };
  return {
    allowed: false,
    reason: `Your role (${identity.roles.join(', ')}) does not allow you to ${what} (permission ${permission}).`,
  };
}
