import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api } from '../../api/client';
import type { Role } from './model';

/** Query-option factories for roles and permissions; usable in loaders and components alike. */
export const roleQueries = {
  /** Every role the organisation has, built-in and custom. */
  list: () => $api.queryOptions('get', '/roles'),
  /** One role with all its permissions. */
  detail: (roleId: string) =>
    $api.queryOptions('get', '/roles/{role_id}', { params: { path: { role_id: roleId } } }),
  /** The permission catalogue, grouped. */
  permissions: () => $api.queryOptions('get', '/permissions', undefined, { staleTime: 5 * 60_000 }),
};

/** Deletes a custom role, then forgets every cached role. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/roles/{role_id}', {
    onSuccess: async (_data, variables) => {
      queryClient.removeQueries({ queryKey: roleQueries.detail(variables.params.path.role_id).queryKey });
      await queryClient.invalidateQueries({ queryKey: ['get', '/roles'] });
      // Its holders lost it: their roles and (perhaps) the signed-in person's permissions changed.
      await queryClient.invalidateQueries({ queryKey: ['get', '/users'] });
      await queryClient.invalidateQueries({ queryKey: ['get', '/api-keys'] });
      await queryClient.invalidateQueries({ queryKey: ['get', '/identity'] });
    },
  });
}

/**
 * A role the service returned, into the cache; lists refetch, and so does the identity: the signed-in
 * person may hold the role, and what the console offers follows at once.
 */
function storeRole(queryClient: QueryClient, role: Role): void {
  queryClient.setQueryData(roleQueries.detail(role.role_id).queryKey, role);
  void queryClient.invalidateQueries({ queryKey: ['get', '/roles'] });
  void queryClient.invalidateQueries({ queryKey: ['get', '/identity'] });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/roles', { onSuccess: (role) => storeRole(queryClient, role) });
}

export function useReplaceRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/roles/{role_id}', { onSuccess: (role) => storeRole(queryClient, role) });
}
