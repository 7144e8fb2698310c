import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../api/client';
import { $api } from '../../api/query-hooks';
import { toApiError } from '../../api/errors';
import { identityQuery } from '../../api/identity';
import type { Role } from './model';
import { operationKey } from '../../api/query-keys';
import { BUILT_IN_ROLE_NAMES } from '../../api/built-in-roles';

/**
 * The built-in roles by name, for a service that does not list roles (the vendor's live service has
 * no GET /roles): their permissions are read one by one where a page needs them (GET /roles/{id}).
 */
const BUILT_IN: {
  role_id: string;
  role_type: Role['role_type'];
  display_name: string;
  description: string;
}[] = [
  {
    role_id: 'Admin',
    role_type: 'USER',
    display_name: 'Admin',
    description: 'Every action on every entity.',
  },
  {
    role_id: 'Standard',
    role_type: 'USER',
    display_name: 'Standard',
    description: 'Read, write and delete outside sensitive areas.',
  },
  {
    role_id: 'ReadOnly',
    role_type: 'USER',
    display_name: 'ReadOnly',
    description: 'Read outside sensitive areas.',
  },
  {
    role_id: 'AdminApi',
    role_type: 'API',
    display_name: 'Admin API',
    description: 'Administration through the API.',
  },
  {
    role_id: 'SearchApi',
    role_type: 'API',
    display_name: 'Search API',
    description: 'Searches through the API.',
  },
  {
    role_id: 'IngestionApi',
    role_type: 'API',
    display_name: 'Ingestion API',
    description: 'Sending logs only.',
  },
];

/** A built-in role by name, without its permissions (read one by one where a page needs them). */
const builtInRole = (role: (typeof BUILT_IN)[number]): Role => ({
  ...role,
  display_name: BUILT_IN_ROLE_NAMES[role.role_id] ?? role.display_name,
  is_system_role: true,
  permissions: [],
});

export interface RoleList {
  roles: Role[];
  /** False when the service does not list roles: `roles` holds the built-in ones by name, without permissions. */
  listed: boolean;
}

async function listRoles(signal: AbortSignal): Promise<RoleList> {
  try {
    const { data } = await fetchClient.GET('/roles', { signal });
    return { roles: data?.roles ?? [], listed: true };
  } catch (error) {
    if (toApiError(error).status !== 404) throw error;
    return { roles: BUILT_IN.map(builtInRole), listed: false };
  }
}

/** Query-option factories for roles and permissions; usable in loaders and components alike. */
export const roleQueries = {
  /** Every role the organisation has, built-in and custom; the built-in ones by name where the service lists none. */
  list: () => queryOptions({ queryKey: operationKey('/roles'), queryFn: ({ signal }) => listRoles(signal) }),
  /**
   * One role with all its permissions. A built-in role the service will not give (the live service
   * answers 404 for its API-key roles) is the one named here, its permissions marked unread.
   */
  detail: (roleId: string) => {
    const options = $api.queryOptions('get', '/roles/{role_id}', { params: { path: { role_id: roleId } } });
    // The generated client's key for this operation and role: it holds the role's id.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    return queryOptions({
      queryKey: options.queryKey,
      queryFn: async ({ signal }): Promise<Role> => {
        try {
          const { data } = await fetchClient.GET('/roles/{role_id}', {
            params: { path: { role_id: roleId } },
            signal,
          });
          return data as Role;
        } catch (error) {
          const known = BUILT_IN.find((r) => r.role_id === roleId);
          if (toApiError(error).status !== 404 || !known) throw error;
          return { ...builtInRole(known), unread: true };
        }
      },
    });
  },
  /** The permission catalogue, grouped. */
  permissions: () => $api.queryOptions('get', '/permissions', undefined, { staleTime: 5 * 60_000 }),
};

/** Deletes a custom role, then forgets every cached role. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/roles/{role_id}', {
    onSuccess: async (_data, variables) => {
      queryClient.removeQueries({ queryKey: roleQueries.detail(variables.params.path.role_id).queryKey });
      await queryClient.invalidateQueries({ queryKey: operationKey('/roles') });
      // Its holders lost it: their roles and (perhaps) the signed-in person's permissions changed.
      await queryClient.invalidateQueries({ queryKey: operationKey('/users') });
      await queryClient.invalidateQueries({ queryKey: operationKey('/api-keys') });
      await queryClient.invalidateQueries({ queryKey: identityQuery().queryKey });
    },
  });
}

/**
 * A role the service returned, into the cache; lists refetch, and so does the identity: the signed-in
 * person may hold the role, and what the console offers follows at once.
 */
function storeRole(queryClient: QueryClient, role: Role): void {
  queryClient.setQueryData(roleQueries.detail(role.role_id).queryKey, role);
  void queryClient.invalidateQueries({ queryKey: operationKey('/roles') });
  void queryClient.invalidateQueries({ queryKey: identityQuery().queryKey });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/roles', { onSuccess: (role) => storeRole(queryClient, role) });
}

export function useReplaceRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/roles/{role_id}', { onSuccess: (role) => storeRole(queryClient, role) });
}
